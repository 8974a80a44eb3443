import { relative } from "node:path";
import type { Root } from "mdast";
import type { VFile } from "vfile";
import { parse as parseYaml } from "yaml";
import { validateDocFrontmatter } from "../content/frontmatter.ts";
import { FRONTMATTER_DATA_KEY } from "./rehype-page-exports.ts";

/**
 * Reads a docs page's YAML front matter and validates it, failing the build with the file
 * and field named. The valid front matter is left in `file.data` for rehype-page-exports.
 */
export function remarkPageFrontmatter(options: { root: string }) {
  return (tree: Root, file: VFile) => {
    const source = relative(options.root, file.path).split("\\").join("/");
    const yamlNode = tree.children.find((node) => node.type === "yaml");
    let data: unknown = {};
    if (yamlNode && "value" in yamlNode) {
      try {
        data = parseYaml(yamlNode.value);
      } catch (error) {
        throw new Error(`${source}: front matter is not valid YAML: ${(error as Error).message}`);
      }
    }
    const result = validateDocFrontmatter(source, data);
    if (!result.ok) throw new Error(`Invalid front matter\n${result.errors.join("\n")}`);
    file.data[FRONTMATTER_DATA_KEY] = result.value;
  };
}
