import type { Heading, Root, Text } from "mdast";
import { visit } from "unist-util-visit";

const HEADING_ID = /^(#{1,6}\s.*?)\s\{#([A-Za-z0-9_-]+)\}\s*$/;
const TRAILING_ID = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/;

/**
 * MDX reads `{…}` as a JavaScript expression, so the `## Title {#custom_id}` syntax for a fixed
 * heading anchor would not parse. Before MDX sees the file, this escapes those braces on heading
 * lines (outside code fences); `remarkHeadingIds` then turns the text into the heading's id.
 */
export function escapeHeadingIds(source: string): string {
  let fence: string | undefined;
  return source
    .split("\n")
    .map((line) => {
      const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
      if (fenceMatch) {
        const marker = fenceMatch[1] ?? "";
        if (fence === undefined) fence = marker;
        else if (marker.startsWith(fence)) fence = undefined;
        return line;
      }
      if (fence !== undefined) return line;
      return line.replace(HEADING_ID, (_all, heading: string, id: string) => `${heading} \\{#${id}\\}`);
    })
    .join("\n");
}

/** Sets `id` on headings that end in `{#id}` and removes that text; rehype-slug leaves such ids alone. */
export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, "heading", (heading: Heading) => {
      const last = heading.children[heading.children.length - 1];
      if (!last || last.type !== "text") return;
      const match = TRAILING_ID.exec((last as Text).value);
      if (!match) return;
      (last as Text).value = (last as Text).value.replace(TRAILING_ID, "");
      heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id: match[1] } };
    });
  };
}
