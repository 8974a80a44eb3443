import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";

const LINKED = new Set(["h2", "h3"]);

/**
 * Gives every `##`/`###` heading a small link to itself (shown on hover and focus) so a reader
 * can copy the address of a section. Runs after rehype-slug, which sets the ids.
 */
export function rehypeHeadingLinks() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (!LINKED.has(node.tagName)) return;
      const id = node.properties?.id;
      if (typeof id !== "string" || id === "") return;
      const text = toString(node).trim();
      node.properties = { ...node.properties, className: ["group", "heading-with-link"] };
      node.children.push({
        type: "element",
        tagName: "a",
        properties: { href: `#${id}`, className: ["heading-link"], ariaLabel: `Link to the section “${text}”` },
        children: [{ type: "text", value: "#" }],
      });
    });
  };
}
