import type { Heading, Image, Root, RootContent } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { parse as parseYaml } from "yaml";

/** The `##` sections every project page must have, in the order the template writes them. */
export const REQUIRED_SECTIONS = ["Overview", "CAD model", "PCB", "Firmware", "BOM"] as const;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits `---` YAML front matter from the Markdown body. `error` explains YAML that does not parse. */
export function splitFrontmatter(source: string): { data: unknown; body: string; error?: string } {
  const text = source.replace(/^\uFEFF/, "");
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: undefined, body: text };
  const body = text.slice(match[0].length);
  try {
    return { data: parseYaml(match[1] ?? ""), body };
  } catch (error) {
    const message = error instanceof Error ? (error.message.split("\n")[0] ?? "").replace(/:$/, "") : String(error);
    return { data: undefined, body, error: `front matter is not valid YAML: ${message}` };
  }
}

/** Markdown to a syntax tree, the same way the page renderer reads it (CommonMark + GFM). */
export function parseMarkdown(body: string): Root {
  const processor = unified().use(remarkParse).use(remarkGfm);
  return processor.runSync(processor.parse(body)) as Root;
}

/** The plain text inside a node (what a heading reads as). */
export function textOf(node: unknown): string {
  if (typeof node !== "object" || node === null) return "";
  const { value, children } = node as { value?: unknown; children?: unknown[] };
  if (typeof value === "string") return value;
  return Array.isArray(children) ? children.map(textOf).join("") : "";
}

/** Text of every `##` heading, trimmed. */
export function sectionTitles(tree: Root): string[] {
  return tree.children
    .filter((node: RootContent): node is Heading => node.type === "heading" && node.depth === 2)
    .map((node) => textOf(node).replace(/\s+/g, " ").trim());
}

/** Required sections with no `##` heading of that name (case does not matter). */
export function missingSections(tree: Root): string[] {
  const present = new Set(sectionTitles(tree).map((title) => title.toLowerCase()));
  return REQUIRED_SECTIONS.filter((section) => !present.has(section.toLowerCase()));
}

/** Every image address the Markdown uses: `![alt](url)` and `![alt][ref]` with its definition. */
export function imageUrls(tree: Root): string[] {
  const definitions = new Map<string, string>();
  visit(tree, "definition", (node) => {
    definitions.set(node.identifier.toLowerCase(), node.url);
  });
  const urls: string[] = [];
  visit(tree, (node) => {
    if (node.type === "image") urls.push((node as Image).url);
    if (node.type === "imageReference") {
      const url = definitions.get(node.identifier.toLowerCase());
      if (url !== undefined) urls.push(url);
    }
  });
  return urls;
}

/**
 * The file name an image address points to when it is a plain file beside `index.md`
 * (`photo.jpg` or `./photo.jpg`), otherwise undefined (URLs, absolute paths, folders, `..`).
 */
export function localImageName(url: string): string | undefined {
  let name: string;
  try {
    name = decodeURIComponent(url.trim());
  } catch {
    return undefined;
  }
  name = name.replace(/^\.\//, "");
  if (name === "" || /^[a-z][a-z0-9+.-]*:/i.test(name) || name.includes("/") || name.includes("\\") || name.startsWith(".")) {
    return undefined;
  }
  return name;
}
