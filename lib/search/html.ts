/**
 * A small HTML reader for the search indexer: turns the prerendered pages (well-formed React output)
 * into a tree of elements and text, forgiving enough for hand-written HTML in project pages.
 * It knows void elements, raw-text elements (script, style…), comments, doctype and character references;
 * it does not try to be a full HTML5 parser (no implied end tags beyond closing what is still open).
 */

export interface HtmlElement {
  type: "element";
  name: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}

export interface HtmlText {
  type: "text";
  value: string;
}

export type HtmlNode = HtmlElement | HtmlText;

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "noscript", "template"]);

const NAMED_REFERENCES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  shy: "\u00ad",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  middot: "·",
  bull: "•",
  times: "×",
  divide: "÷",
  deg: "°",
  plusmn: "±",
  micro: "µ",
  copy: "©",
  reg: "®",
  trade: "™",
  rarr: "→",
  larr: "←",
  uarr: "↑",
  darr: "↓",
  harr: "↔",
  le: "≤",
  ge: "≥",
  ne: "≠",
  asymp: "≈",
  minus: "−",
  prime: "′",
  Prime: "″",
  Omega: "Ω",
  ohm: "Ω",
  check: "✓",
  hearts: "♥",
  sect: "§",
  para: "¶",
  euro: "€",
  pound: "£",
  cent: "¢",
  yen: "¥",
};

/** Replaces character references (`&amp;`, `&#39;`, `&#x27;`, `&rarr;`) with the characters they stand for. */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);?/g, (whole, ref: string) => {
    if (ref.startsWith("#")) {
      const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return "\ufffd";
      return String.fromCodePoint(code);
    }
    return NAMED_REFERENCES[ref] ?? whole;
  });
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(source); match; match = ATTRIBUTE.exec(source)) {
    const name = (match[1] ?? "").toLowerCase();
    if (!name || name in attrs) continue;
    attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attrs;
}

/** Index of the `>` that ends a start tag opened at `from`, skipping `>` inside quoted attribute values. */
function endOfTag(html: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < html.length; i++) {
    const char = html[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === ">") {
      return i;
    }
  }
  return -1;
}

/** Parses an HTML document or fragment into a list of top-level nodes. */
export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { type: "element", name: "#root", attrs: {}, children: [] };
  const stack: HtmlElement[] = [root];
  const current = () => stack[stack.length - 1] ?? root;
  const pushText = (raw: string) => {
    if (raw) current().children.push({ type: "text", value: decodeEntities(raw) });
  };

  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) {
      pushText(html.slice(i));
      break;
    }
    pushText(html.slice(i, lt));
    i = lt;

    if (html.startsWith("<!--", i)) {
      const end = html.indexOf("-->", i + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[i + 1] === "!" || html[i + 1] === "?") {
      const end = html.indexOf(">", i);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    if (html[i + 1] === "/") {
      const end = html.indexOf(">", i);
      const name = html
        .slice(i + 2, end === -1 ? html.length : end)
        .trim()
        .toLowerCase();
      i = end === -1 ? html.length : end + 1;
      const depth = stack.map((element) => element.name).lastIndexOf(name);
      if (depth > 0) stack.length = depth;
      continue;
    }
    const nameMatch = /^<([A-Za-z][A-Za-z0-9:-]*)/.exec(html.slice(i, i + 64));
    if (!nameMatch?.[1]) {
      // A lone "<" in text.
      pushText("<");
      i += 1;
      continue;
    }
    const name = nameMatch[1].toLowerCase();
    const tagEnd = endOfTag(html, i + nameMatch[0].length);
    if (tagEnd === -1) break;
    const inner = html.slice(i + nameMatch[0].length, tagEnd);
    const selfClosing = inner.trimEnd().endsWith("/");
    const element: HtmlElement = {
      type: "element",
      name,
      attrs: parseAttributes(selfClosing ? inner.trimEnd().slice(0, -1) : inner),
      children: [],
    };
    current().children.push(element);
    i = tagEnd + 1;

    if (VOID.has(name) || selfClosing) continue;
    if (RAW_TEXT.has(name)) {
      const closing = new RegExp(`</${name}[\\s>]`, "gi");
      closing.lastIndex = i;
      const close = closing.exec(html)?.index ?? -1;
      const end = close === -1 ? html.length : close;
      const raw = html.slice(i, end);
      if (raw) element.children.push({ type: "text", value: name === "title" || name === "textarea" ? decodeEntities(raw) : raw });
      const closeEnd = close === -1 ? -1 : html.indexOf(">", close);
      i = closeEnd === -1 ? html.length : closeEnd + 1;
      continue;
    }
    stack.push(element);
  }
  return root.children;
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
