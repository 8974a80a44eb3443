import { Parser } from "acorn";
import { parse as parseYaml } from "yaml";
import { relative } from "node:path";
import type { Root, RootContent } from "mdast";
import type { VFile } from "vfile";
import { validateDocFrontmatter } from "../content/frontmatter.ts";

/**
 * A remark plugin for docs pages: reads the YAML front matter, validates it
 * (failing the build with the file and field named), and adds the exports a
 * React Router route module needs, so an MDX file is a complete route:
 * `frontmatter`, `handle` (read by the docs layout) and `meta` (title, description, canonical…).
 */
export function remarkPageExports(options: { root: string }) {
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
    if (!result.ok) {
      throw new Error(`Invalid front matter\n${result.errors.join("\n")}`);
    }
    const frontmatter = JSON.stringify(result.value);
    const code = [
      `import { pageMeta as __pageMeta } from "~/lib/page-meta.ts";`,
      `export const frontmatter = ${frontmatter};`,
      `export const handle = { doc: { ...frontmatter, source: ${JSON.stringify(source)} } };`,
      `export const meta = ({ location }) => __pageMeta({ ...frontmatter, pathname: location.pathname });`,
    ].join("\n");
    const estree = Parser.parse(code, { ecmaVersion: "latest", sourceType: "module" });
    const esmNode = { type: "mdxjsEsm", value: code, data: { estree } } as unknown as RootContent;
    tree.children.unshift(esmNode);
  };
}
