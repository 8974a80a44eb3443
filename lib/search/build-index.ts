/**
 * Build-time half of site search: prerendered HTML in, search documents and a serialised MiniSearch index out.
 * Pure functions (no file system), so the unit tests feed them HTML strings.
 */
import MiniSearch from "minisearch";
import { collapseWhitespace, findElement, isInline, parseHtml, type HtmlElement, type HtmlNode } from "../html.ts";
import { miniSearchOptions, type SearchDocument } from "./options.ts";

/** A page before ids are given out: the documents of one URL. */
export type PageDocument = Omit<SearchDocument, "id">;

/** Elements whose text is never page content: chrome, scripts, pictures, controls, hidden things. */
const SKIPPED = new Set([
  "nav",
  "header",
  "footer",
  "aside",
  "script",
  "style",
  "template",
  "noscript",
  "svg",
  "math",
  "canvas",
  "button",
  "select",
  "textarea",
  "input",
  "dialog",
  "iframe",
  "object",
  "head",
  "title",
]);

/** A page's boxed note (app/components/mdx/Callout.tsx): an `aside` that is content, often a rule. */
const CALLOUT_CLASS = /(^|\s)callout(\s|$)/;

function isSkipped(element: HtmlElement): boolean {
  const { attrs } = element;
  if (SKIPPED.has(element.name) && !(element.name === "aside" && CALLOUT_CLASS.test(attrs.class ?? ""))) return true;
  if ("hidden" in attrs || attrs["aria-hidden"] === "true" || "data-search-ignore" in attrs) return true;
  // Screen-reader-only extras such as "(opens in a new tab)" or "Link to this section" are not content.
  return /(^|\s)sr-only(\s|$)/.test(attrs.class ?? "");
}

/** Text of an element for a reader: hidden parts left out, blocks separated by spaces. */
function textOf(nodes: HtmlNode[]): string {
  const parts: string[] = [];
  collectText(nodes, parts);
  return collapseWhitespace(parts.join(""));
}

function collectText(nodes: HtmlNode[], parts: string[]): void {
  let afterElement = false;
  for (const node of nodes) {
    if (node.type === "text") {
      parts.push(node.value);
      afterElement = false;
      continue;
    }
    // Two elements side by side (`<strong>…</strong><span class="block">…`, links in a row) are separate words.
    if (afterElement) parts.push(" ");
    afterElement = true;
    if (node.name === "br" || node.name === "hr" || node.name === "img") {
      parts.push(node.name === "img" && node.attrs.alt ? ` ${node.attrs.alt} ` : " ");
    } else if (!isSkipped(node)) {
      const block = !isInline(node);
      if (block) parts.push(" ");
      collectText(node.children, parts);
      if (block) parts.push(" ");
    }
  }
}

/** The page title from `<title>`, without the " · Site name" suffix every page shares. */
function pageTitle(nodes: HtmlNode[], content: HtmlElement | undefined): string {
  const titleElement = findElement(nodes, (element) => element.name === "title");
  const full = titleElement ? textOf(titleElement.children) : "";
  const separator = full.lastIndexOf(" · ");
  if (separator > 0) return full.slice(0, separator).trim();
  if (full) return full;
  const h1 = content && findElement(content.children, (element) => element.name === "h1");
  return h1 ? textOf(h1.children) : "";
}

interface Section {
  heading: string;
  id: string;
  parts: string[];
}

/**
 * Splits one prerendered page into search documents: the top of the page (its title and the text before
 * the first `h2`/`h3` that has an id) and one document per such heading, holding the text up to the next one.
 * Only `<main>` is read (the whole body if a page has none); navigation, headers, footers, asides (except
 * callouts, the boxed notes in a page's text), scripts,
 * SVG pictures, buttons and anything hidden or marked `data-search-ignore` are left out, as is the `h1`
 * (it repeats the title).
 */
export function documentsFromHtml(html: string, path: string): PageDocument[] {
  const nodes = parseHtml(html);
  const content = findElement(nodes, (element) => element.name === "main") ?? findElement(nodes, (element) => element.name === "body");
  const title = pageTitle(nodes, content);
  const top: Section = { heading: "", id: "", parts: [] };
  const sections: Section[] = [top];

  const walk = (children: HtmlNode[]) => {
    let afterElement = false;
    for (const node of children) {
      const section = sections[sections.length - 1] ?? top;
      if (node.type === "text") {
        section.parts.push(node.value);
        afterElement = false;
        continue;
      }
      if (afterElement) section.parts.push(" ");
      afterElement = true;
      if (isSkipped(node) || node.name === "h1") continue;
      if ((node.name === "h2" || node.name === "h3") && node.attrs.id) {
        // A "link to this section" inside the heading (href="#its-id") is not part of its text.
        const selfLink = `#${node.attrs.id}`;
        const children = node.children.filter((child) => !(child.type === "element" && child.name === "a" && child.attrs.href === selfLink));
        sections.push({ heading: textOf(children), id: node.attrs.id, parts: [] });
        continue;
      }
      if (node.name === "br" || node.name === "hr") {
        section.parts.push(" ");
        continue;
      }
      if (node.name === "img") {
        section.parts.push(node.attrs.alt ? ` ${node.attrs.alt} ` : " ");
        continue;
      }
      const block = !isInline(node);
      if (block) section.parts.push(" ");
      walk(node.children);
      // A heading inside this element may have started a new section: the separator goes to the current one.
      if (block) (sections[sections.length - 1] ?? top).parts.push(" ");
    }
  };
  if (content) walk(content.children);

  const base = path === "/" ? "/" : path.replace(/\/+$/, "");
  return sections.map((section) => ({
    title,
    heading: section.heading,
    url: section.id ? `${base}#${section.id}` : base,
    text: collapseWhitespace(section.parts.join("")),
  }));
}

/** Numbers the documents of every page, in the order given. */
export function numberDocuments(pages: PageDocument[][]): SearchDocument[] {
  return pages.flat().map((document, id) => ({ id, ...document }));
}

/** A MiniSearch index of the documents, with the fields results need stored alongside. */
export function createSearchIndex(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(miniSearchOptions);
  index.addAll(documents);
  return index;
}

/** The index as the JSON text the browser loads with `MiniSearch.loadJSON`. */
export function serializeSearchIndex(documents: SearchDocument[]): string {
  return JSON.stringify(createSearchIndex(documents));
}
