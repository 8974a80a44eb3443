/**
 * Finds the template's own instructions left in a project page: `npm run new:project` writes each
 * section with a paragraph saying what to put there, and a page that still has one is not finished.
 * `npm run check:projects` reports them; the build does not, so a page can be previewed while it is written.
 */
import { fileURLToPath } from "node:url";
import type { Root } from "mdast";
import { parseMarkdown, textOf } from "./markdown.ts";

/** The file `npm run new:project` fills in, which `check:projects` compares pages with. */
export const PROJECT_TEMPLATE = fileURLToPath(new URL("../../scripts/templates/project/index.md", import.meta.url));

/** A paragraph shorter than this is too generic to call the template's ("See the BOM."). */
const MIN_TEMPLATE_TEXT = 40;

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

interface Section {
  title: string;
  paragraphs: string[];
}

/** Each `##` section's title and paragraphs (normalised text), keyed by the title in lower case. */
function sections(tree: Root): Map<string, Section> {
  const found = new Map<string, Section>();
  let current: Section | undefined;
  for (const node of tree.children) {
    if (node.type === "heading" && node.depth === 2) {
      current = { title: normalise(textOf(node)), paragraphs: [] };
      found.set(current.title.toLowerCase(), current);
    } else if (node.type === "paragraph" && current) {
      current.paragraphs.push(normalise(textOf(node)));
    }
  }
  return found;
}

/** One message per section that still holds a paragraph of the template's, quoting its start. */
export function templateLeftovers(file: string, body: string, templateBody: string): string[] {
  const template = sections(parseMarkdown(templateBody));
  const messages: string[] = [];
  for (const [key, { title, paragraphs }] of sections(parseMarkdown(body))) {
    const instructions = new Set((template.get(key)?.paragraphs ?? []).filter((text) => text.length >= MIN_TEMPLATE_TEXT));
    const left = paragraphs.find((text) => instructions.has(text));
    if (left === undefined) continue;
    const quote = left.length > 50 ? `${left.slice(0, 47)}...` : left;
    messages.push(`${file}: section "## ${title}" still has the template's text ("${quote}"); replace it with your own words`);
  }
  return messages;
}
