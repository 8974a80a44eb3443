/**
 * Marks the places where an MDX page renders a component, on the syntax tree at compile time: every block
 * (flow) JSX element `<Name …/>` becomes `<IslandSlot name="Name" page="content/docs/….mdx"><Name …/></IslandSlot>`.
 * `IslandSlot` (app/islands/IslandSlot.tsx) looks the name up in the one island registry
 * (app/islands/registry.ts): an interactive component renders inside an island element that names it and
 * holds its props; any other component renders as it is. No list of names lives here, and nothing is done
 * to the compiled JavaScript.
 */
import type { Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

export const ISLAND_SLOT = "IslandSlot";

const attribute = (name: string, value: string) => ({ type: "mdxJsxAttribute" as const, name, value });

export function remarkIslandSlots(options: { root: string }) {
  const root = options.root.replace(/\\/g, "/").replace(/\/?$/, "/");
  return (tree: Root, file: VFile) => {
    const page = file.path.replace(/\\/g, "/").replace(root, "");
    visit(tree, "mdxJsxFlowElement", (node: MdxJsxFlowElement, index, parent) => {
      if (!parent || index === undefined || !node.name || !/^[A-Z]/.test(node.name) || node.name === ISLAND_SLOT) return;
      const slot: MdxJsxFlowElement = {
        type: "mdxJsxFlowElement",
        name: ISLAND_SLOT,
        attributes: [attribute("name", node.name), attribute("page", page)],
        children: [node],
      };
      (parent.children as unknown[])[index] = slot;
    });
  };
}
