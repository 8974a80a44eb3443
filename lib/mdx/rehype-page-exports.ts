import { execFileSync } from "node:child_process";
import { relative } from "node:path";
import { Parser } from "acorn";
import type { Element, Root, RootContent } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import type { DocFrontmatter } from "../content/frontmatter.ts";
import { readingMinutes, type TocEntry } from "../page-info.ts";

export const FRONTMATTER_DATA_KEY = "hackpadFrontmatter";

/** The date of the last commit that touched a file, or undefined outside a git checkout. */
function lastUpdated(path: string): string | undefined {
  try {
    const date = execFileSync("git", ["log", "-1", "--format=%cs", "--", path], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    return date === "" ? undefined : date;
  } catch {
    return undefined;
  }
}

/** Heading text without the "#" self-link that rehype-heading-links appends. */
function headingText(node: Element): string {
  const withoutLink = {
    ...node,
    children: node.children.filter((child) => !(child.type === "element" && child.tagName === "a" && String(child.properties?.href ?? "").startsWith("#"))),
  };
  return toString(withoutLink).trim();
}

/**
 * Adds the exports that make an MDX file a complete React Router route module:
 * `frontmatter`, `handle` (page info for the layout: title, description, source file,
 * table of contents, reading time, last update) and `meta` (title, description, canonical, social tags, JSON-LD).
 * The front matter was validated earlier by remark-page-exports and left in `file.data`.
 */
export function rehypePageExports(options: { root: string }) {
  return (tree: Root, file: VFile) => {
    const frontmatter = file.data[FRONTMATTER_DATA_KEY] as DocFrontmatter | undefined;
    if (!frontmatter) return;
    const source = relative(options.root, file.path).split("\\").join("/");

    const toc: TocEntry[] = [];
    visit(tree, "element", (node: Element) => {
      if ((node.tagName === "h2" || node.tagName === "h3") && typeof node.properties?.id === "string") {
        toc.push({ depth: node.tagName === "h2" ? 2 : 3, id: node.properties.id, text: headingText(node) });
      }
    });
    const words = toString(tree).split(/\s+/).filter(Boolean).length;

    const page = {
      ...frontmatter,
      source,
      toc,
      words,
      readingMinutes: readingMinutes(words),
      lastUpdated: lastUpdated(file.path),
    };
    const code = [
      `import { pageMeta as __pageMeta } from "~/lib/page-meta.ts";`,
      `export const frontmatter = ${JSON.stringify(frontmatter)};`,
      `export const handle = { doc: ${JSON.stringify(page)} };`,
      `export const meta = ({ location }) => __pageMeta({ ...frontmatter, pathname: location.pathname, article: true });`,
    ].join("\n");
    const estree = Parser.parse(code, { ecmaVersion: "latest", sourceType: "module" });
    tree.children.unshift({ type: "mdxjsEsm", value: code, data: { estree } } as unknown as RootContent);
  };
}
