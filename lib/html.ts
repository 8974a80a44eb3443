/**
 * HTML read the way a browser reads it: parse5 (the WHATWG parsing algorithm) turns a page or a fragment into a
 * small tree of elements and text, for the search indexer and the quality gates. Comments and the doctype are
 * left out; character references are decoded; script and style keep their text as written. A fragment is read
 * as a whole document, inside the `html`/`body` the parser implies.
 */
import { parse, type DefaultTreeAdapterTypes } from "parse5";

export interface HtmlElement {
  type: "element";
  /** Lower-case tag name (SVG's camel-case names such as `foreignObject` kept as written). */
  name: string;
  /** Attributes by name as written (lower-case in HTML), values decoded; the first of a repeated attribute wins, as in browsers. */
  attrs: Record<string, string>;
  /** Empty for `<template>`: its content is inert, not part of the page a visitor sees. */
  children: HtmlNode[];
  /**
   * With `{ offsets: true }`: where the element is in the source, from its start tag's `<` to just after its
   * end tag (or after the start tag when there is none). Absent for an element the parser implied.
   */
  start?: number;
  end?: number;
}

export interface HtmlText {
  type: "text";
  value: string;
}

export type HtmlNode = HtmlElement | HtmlText;

function convert(nodes: DefaultTreeAdapterTypes.ChildNode[]): HtmlNode[] {
  const out: HtmlNode[] = [];
  for (const node of nodes) {
    if (node.nodeName === "#text") {
      out.push({ type: "text", value: (node as DefaultTreeAdapterTypes.TextNode).value });
    } else if ("tagName" in node) {
      const attrs: Record<string, string> = {};
      // Foreign attributes keep the name they are written with (`xlink:href`, not `href`).
      for (const { name, value, prefix } of node.attrs) attrs[prefix ? `${prefix}:${name}` : name] = value;
      const element: HtmlElement = { type: "element", name: node.tagName, attrs, children: node.tagName === "template" ? [] : convert(node.childNodes) };
      if (node.sourceCodeLocation) {
        element.start = node.sourceCodeLocation.startOffset;
        element.end = node.sourceCodeLocation.endOffset;
      }
      out.push(element);
    }
  }
  return out;
}

/**
 * Parses an HTML document (or a fragment, as a document) into its top-level nodes: the `html` element.
 * Scripting counts as off, so the markup inside `<noscript>` is read as elements (links a visitor without
 * JavaScript follows are links too). `offsets` adds each element's place in the source (parsing takes longer).
 */
export function parseHtml(html: string, options: { offsets?: boolean } = {}): HtmlNode[] {
  return convert(parse(html, { sourceCodeLocationInfo: options.offsets === true, scriptingEnabled: false }).childNodes);
}

/** Depth-first search for the first element that passes `test`. */
export function findElement(nodes: HtmlNode[], test: (element: HtmlElement) => boolean): HtmlElement | undefined {
  for (const node of nodes) {
    if (node.type !== "element") continue;
    if (test(node)) return node;
    const found = findElement(node.children, test);
    if (found) return found;
  }
  return undefined;
}

/** Elements whose edges do not separate words (everything else is treated as a block boundary). */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "dfn",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
  "del",
  "ins",
  "label",
  "wbr",
]);

/** Layout classes that make an inline element (a `span`) start on its own line: `block`, `flex`, `grid`, `table`. */
const BLOCK_CLASS = /(^|\s)(block|flex|grid|table)(\s|$)/;

/**
 * Whether an element's text runs on with the text around it: inline elements do, unless a layout class
 * puts them on a line of their own (`<th>Switch plate<span class="block">What…</span>` reads as two
 * phrases, not "plateWhat").
 */
export function isInline(element: HtmlElement): boolean {
  return INLINE.has(element.name) && !BLOCK_CLASS.test(element.attrs.class ?? "");
}

/** Collapses runs of white space (including no-break spaces) to single spaces and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u00a0]+/g, " ").trim();
}
