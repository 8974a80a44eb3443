/**
 * A small, forgiving HTML tokenizer for the quality gates. It is not a full HTML5 parser, but it
 * handles what matters for reading links, ids, scripts and styles out of prerendered pages:
 * comments, doctype, raw-text elements (script, style, textarea, title), quoted and unquoted
 * attribute values, character references in attribute values, and byte offsets of every tag.
 */

export interface StartTag {
  kind: "start";
  /** Lower-case tag name. */
  name: string;
  /** Attributes by lower-case name; the first occurrence wins, as in browsers. Values are decoded. */
  attrs: Record<string, string>;
  selfClosing: boolean;
  /** Offset of `<` and of the character after `>`. */
  start: number;
  end: number;
  /** For raw-text elements (script, style, textarea, title): the text up to the closing tag. */
  text?: string;
}

export interface EndTag {
  kind: "end";
  name: string;
  start: number;
  end: number;
}

export type Tag = StartTag | EndTag;

const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes"]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  copy: "\u00a9",
  reg: "\u00ae",
  hellip: "\u2026",
  mdash: "\u2014",
  ndash: "\u2013",
  rsquo: "\u2019",
  lsquo: "\u2018",
  rdquo: "\u201d",
  ldquo: "\u201c",
  times: "\u00d7",
};

/** Decodes the character references that appear in attribute values (numeric ones and the common named ones). */
export function decodeEntities(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);?/g, (whole, ref: string) => {
    if (ref.startsWith("#")) {
      const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
    }
    const named = NAMED_ENTITIES[ref];
    return named ?? whole;
  });
}

const isSpace = (ch: string | undefined) => ch === " " || ch === "\n" || ch === "\t" || ch === "\r" || ch === "\f";
const isLetter = (ch: string | undefined) => ch !== undefined && /[a-zA-Z]/.test(ch);

/** Every start and end tag of a document, in order. Text between tags is skipped. */
export function tokenize(html: string): Tag[] {
  const tags: Tag[] = [];
  let i = 0;
  const n = html.length;

  while (i < n) {
    const lt = html.indexOf("<", i);
    if (lt === -1) break;
    i = lt;

    if (html.startsWith("<!--", i)) {
      const close = html.indexOf("-->", i + 4);
      i = close === -1 ? n : close + 3;
      continue;
    }
    if (html[i + 1] === "!" || html[i + 1] === "?") {
      const close = html.indexOf(">", i + 2);
      i = close === -1 ? n : close + 1;
      continue;
    }
    if (html[i + 1] === "/") {
      if (!isLetter(html[i + 2])) {
        // `</` not followed by a name is a bogus comment up to the next `>`.
        const close = html.indexOf(">", i + 2);
        i = close === -1 ? n : close + 1;
        continue;
      }
      let j = i + 2;
      while (j < n && !isSpace(html[j]) && html[j] !== ">" && html[j] !== "/") j++;
      const name = html.slice(i + 2, j).toLowerCase();
      const close = html.indexOf(">", j);
      const end = close === -1 ? n : close + 1;
      tags.push({ kind: "end", name, start: i, end });
      i = end;
      continue;
    }
    if (!isLetter(html[i + 1])) {
      // A lone `<` in text.
      i++;
      continue;
    }

    const start = i;
    let j = i + 1;
    while (j < n && !isSpace(html[j]) && html[j] !== ">" && html[j] !== "/") j++;
    const name = html.slice(i + 1, j).toLowerCase();
    const attrs: Record<string, string> = {};
    let selfClosing = false;

    // Attributes, until `>`.
    while (j < n) {
      while (j < n && (isSpace(html[j]) || html[j] === "/")) {
        if (html[j] === "/" && html[j + 1] === ">") selfClosing = true;
        j++;
      }
      if (j >= n) break;
      if (html[j] === ">") {
        j++;
        break;
      }
      const nameStart = j;
      // An attribute name may start with `=`; it then ends at whitespace, `/`, `>` or another `=`.
      j++;
      while (j < n && !isSpace(html[j]) && html[j] !== "/" && html[j] !== ">" && html[j] !== "=") j++;
      const attrName = html.slice(nameStart, j).toLowerCase();
      let k = j;
      while (k < n && isSpace(html[k])) k++;
      let value = "";
      if (html[k] === "=") {
        k++;
        while (k < n && isSpace(html[k])) k++;
        const quote = html[k];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, k + 1);
          const stop = close === -1 ? n : close;
          value = html.slice(k + 1, stop);
          j = close === -1 ? n : close + 1;
        } else {
          let m = k;
          while (m < n && !isSpace(html[m]) && html[m] !== ">") m++;
          value = html.slice(k, m);
          j = m;
        }
      }
      if (!(attrName in attrs)) attrs[attrName] = decodeEntities(value);
    }

    const tag: StartTag = { kind: "start", name, attrs, selfClosing, start, end: j };
    tags.push(tag);
    i = j;

    if (RAW_TEXT.has(name) && !selfClosing) {
      // The closing tag must be followed by whitespace, `/`, `>` or the end of the document.
      const closing = new RegExp(`</${name}(?=[\\s/>]|$)`, "gi");
      closing.lastIndex = i;
      const close = closing.exec(html)?.index ?? -1;
      const textEnd = close === -1 ? n : close;
      tag.text = html.slice(i, textEnd);
      i = textEnd;
    }
  }
  return tags;
}

/** The lower-case, whitespace-separated tokens of an attribute such as `rel` or `class`. */
export function tokenList(value: string | undefined): string[] {
  return (value ?? "").toLowerCase().split(/\s+/).filter(Boolean);
}

export interface PageLink {
  /** The raw `href` as written (after entity decoding). */
  href: string;
  tag: "a" | "area";
  target?: string;
  rel?: string;
}

export interface PageScript {
  src?: string;
  type?: string;
  /** Inline text, for scripts without `src`. */
  text?: string;
}

export interface PageImage {
  src?: string;
  srcset?: string;
  alt?: string;
}

/** What the gates need to know about one HTML document. */
export interface PageSummary {
  links: PageLink[];
  /** Every `id`, plus the `name` of `<a name>` anchors: the valid `#fragment` targets. */
  ids: Set<string>;
  /** Ids that appear more than once. */
  duplicateIds: string[];
  scripts: PageScript[];
  /** `href`s of `<link rel=stylesheet>`. */
  stylesheets: string[];
  /** `href`s of `<link rel=modulepreload>` and `<link rel=preload as=script>`. */
  modulePreloads: string[];
  images: PageImage[];
  /** UTF-8 byte size of each outermost inline `<svg>…</svg>`. */
  inlineSvgBytes: number[];
  /** `<base href>`, if any. */
  baseHref?: string;
}

/** Reads links, ids, scripts, styles and images out of an HTML document. */
export function summarizeHtml(html: string): PageSummary {
  const summary: PageSummary = {
    links: [],
    ids: new Set(),
    duplicateIds: [],
    scripts: [],
    stylesheets: [],
    modulePreloads: [],
    images: [],
    inlineSvgBytes: [],
  };
  let svgDepth = 0;
  let svgStart = 0;
  let templateDepth = 0;

  for (const tag of tokenize(html)) {
    if (tag.kind === "end") {
      if (tag.name === "template" && templateDepth > 0) templateDepth--;
      if (tag.name === "svg" && svgDepth > 0) {
        svgDepth--;
        if (svgDepth === 0) summary.inlineSvgBytes.push(Buffer.byteLength(html.slice(svgStart, tag.end), "utf8"));
      }
      continue;
    }
    const { name, attrs } = tag;
    if (name === "template" && !tag.selfClosing) templateDepth++;
    // Content of <template> is inert: it is not part of the page a visitor sees.
    if (templateDepth > 0 && name !== "template") continue;

    if (attrs.id !== undefined && attrs.id !== "") {
      if (summary.ids.has(attrs.id)) summary.duplicateIds.push(attrs.id);
      summary.ids.add(attrs.id);
    }
    switch (name) {
      case "a":
      case "area":
        if (name === "a" && attrs.name) summary.ids.add(attrs.name);
        if (attrs.href !== undefined) summary.links.push({ href: attrs.href, tag: name, target: attrs.target, rel: attrs.rel });
        break;
      case "link": {
        const rel = tokenList(attrs.rel);
        if (!attrs.href) break;
        if (rel.includes("stylesheet")) summary.stylesheets.push(attrs.href);
        if (rel.includes("modulepreload") || (rel.includes("preload") && attrs.as === "script")) summary.modulePreloads.push(attrs.href);
        break;
      }
      case "script":
        summary.scripts.push(attrs.src !== undefined ? { src: attrs.src, type: attrs.type } : { type: attrs.type, text: tag.text ?? "" });
        break;
      case "img":
        summary.images.push({ src: attrs.src, srcset: attrs.srcset, alt: attrs.alt });
        break;
      case "svg":
        if (tag.selfClosing) {
          if (svgDepth === 0) summary.inlineSvgBytes.push(Buffer.byteLength(html.slice(tag.start, tag.end), "utf8"));
        } else {
          if (svgDepth === 0) svgStart = tag.start;
          svgDepth++;
        }
        break;
      case "base":
        if (attrs.href && summary.baseHref === undefined) summary.baseHref = attrs.href;
        break;
    }
  }
  return summary;
}
