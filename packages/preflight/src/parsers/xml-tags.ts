/**
 * XML tags and their attributes in document order, for 3MF model parts (which can hold millions of `<vertex>`
 * tags), read with saxes: a maintained, non-validating streaming parser with no DOM, so it runs in a Web Worker.
 * It never fetches or expands external entities (no DTD processing), quotes may hold `>` and `<`-free text of
 * any kind, and the work is one pass over the text. A malformed document is read up to where it breaks: the
 * tags before that point are visited, the first problem is returned.
 */
import { SaxesParser } from "saxes";

export interface XmlTag {
  /** Local name without namespace prefix, e.g. "vertex" for "<vertex …/>" and "item" for "<p:item>". */
  name: string;
  /** True for a closing tag "</name>". */
  closing: boolean;
  /** True for an empty-element tag "<name … />". */
  selfClosing: boolean;
  attributes: Record<string, string>;
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/**
 * Calls `visit` for every start, empty and end tag in document order (comments, CDATA and declarations are not
 * tags). An empty-element tag is one visit with `selfClosing`. Returns the first well-formedness problem, or null.
 */
export function scanXmlTags(text: string, visit: (tag: XmlTag) => void): string | null {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let problem: string | null = null;
  let stopped = false;
  // saxes goes on after an error and reports every later one (a 1 MB tag of bare names is 500,000 errors,
  // seconds of work): the first one ends the scan, by throwing out of write().
  const stop = new Error("stop");
  parser.on("error", (error) => {
    problem ??= error.message;
    stopped = true;
    throw stop;
  });
  parser.on("opentag", (node) => {
    if (stopped) return;
    const attributes: Record<string, string> = {};
    for (const [key, value] of Object.entries(node.attributes as Record<string, string>)) attributes[localName(key)] = value;
    visit({ name: localName(node.name), closing: false, selfClosing: node.isSelfClosing, attributes });
  });
  parser.on("closetag", (node) => {
    if (stopped || node.isSelfClosing) return;
    visit({ name: localName(node.name), closing: true, selfClosing: false, attributes: {} });
  });
  try {
    parser.write(text);
    if (!stopped) parser.close();
  } catch (error) {
    if (error !== stop) throw error;
  }
  return problem;
}
