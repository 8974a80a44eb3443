/**
 * A small streaming reader of XML tags and their attributes, enough for 3MF model parts (which can hold
 * millions of `<vertex>` tags). No DOM, so it runs in a Web Worker; one pass, bounded by the text's length.
 */

export interface XmlTag {
  /** Local name without namespace prefix, e.g. "vertex" for "<vertex …/>" and "item" for "<p:item>". */
  name: string;
  /** True for a closing tag "</name>". */
  closing: boolean;
  /** True for an empty-element tag "<name … />". */
  selfClosing: boolean;
  attributes: Record<string, string>;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code] ?? whole;
  });
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/** Calls `visit` for every start, empty and end tag in document order (comments, CDATA and declarations skipped). */
export function scanXmlTags(text: string, visit: (tag: XmlTag) => void): void {
  let at = text.indexOf("<");
  while (at >= 0 && at < text.length) {
    if (text.startsWith("<!--", at)) {
      const end = text.indexOf("-->", at + 4);
      at = end < 0 ? -1 : text.indexOf("<", end + 3);
      continue;
    }
    if (text.startsWith("<![CDATA[", at)) {
      const end = text.indexOf("]]>", at + 9);
      at = end < 0 ? -1 : text.indexOf("<", end + 3);
      continue;
    }
    const end = text.indexOf(">", at + 1);
    if (end < 0) return;
    const inner = text.slice(at + 1, end);
    at = text.indexOf("<", end + 1);
    if (inner.startsWith("?") || inner.startsWith("!")) continue;
    const closing = inner.startsWith("/");
    const selfClosing = inner.endsWith("/");
    const body = inner.slice(closing ? 1 : 0, selfClosing ? -1 : undefined);
    const space = body.search(/\s/);
    const name = localName(space < 0 ? body : body.slice(0, space));
    const attributes: Record<string, string> = {};
    if (space >= 0) {
      const pattern = /([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g;
      const rest = body.slice(space);
      for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
        attributes[localName(match[1] ?? "")] = decode(match[3] ?? match[4] ?? "");
      }
    }
    visit({ name, closing, selfClosing, attributes });
  }
}
