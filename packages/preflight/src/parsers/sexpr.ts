/**
 * A small reader for KiCad's S-expressions (`.kicad_pcb`, `.kicad_sch`). One pass over the text, no recursion,
 * so deep or hostile input cannot overflow the stack; every loop is bounded by the text's length.
 */
import { PLAUSIBLE } from "../limits.ts";
import { HackpadError } from "@hackpad/programme/errors";

/** A list `(head …)`: `items` holds atoms (strings, with quoted strings unescaped) and nested lists. */
export interface SList {
  items: SNode[];
}
export type SNode = string | SList;

const MAX_DEPTH = 512;

/** Parses the first top-level list of `text`. Throws HackpadError "kicad-syntax" (with a character position) on bad syntax. */
export function parseSExpr(text: string): SList {
  const stack: SList[] = [];
  let root: SList | null = null;
  let at = 0;
  let nodes = 0;
  const length = text.length;
  while (at < length) {
    // Each list and atom costs tens of bytes parsed: the count bounds the memory, not only the text's size.
    if (nodes > PLAUSIBLE.sexprNodes) {
      throw new HackpadError(
        "kicad-syntax",
        `it holds more than ${PLAUSIBLE.sexprNodes.toLocaleString("en")} items; a macropad's board never does, so it was not read`,
      );
    }
    const ch = text.charCodeAt(at);
    if (ch === 40 /* ( */) {
      const list: SList = { items: [] };
      if (stack.length > 0) stack[stack.length - 1]?.items.push(list);
      else if (root) break;
      else root = list;
      if (stack.length >= MAX_DEPTH) throw new HackpadError("kicad-syntax", `lists nest deeper than ${MAX_DEPTH} levels (at character ${at})`);
      stack.push(list);
      nodes++;
      at++;
    } else if (ch === 41 /* ) */) {
      if (stack.length === 0) throw new HackpadError("kicad-syntax", `a ")" closes nothing (at character ${at})`);
      stack.pop();
      at++;
      if (stack.length === 0) break;
    } else if (ch === 32 || ch === 9 || ch === 10 || ch === 13) {
      at++;
    } else if (ch === 34 /* " */) {
      let value = "";
      let end = at + 1;
      let start = end;
      while (end < length && text.charCodeAt(end) !== 34) {
        if (text.charCodeAt(end) === 92 /* \ */) {
          value += text.slice(start, end);
          const next = text[end + 1] ?? "";
          value += next === "n" ? "\n" : next === "t" ? "\t" : next === "r" ? "\r" : next;
          end += 2;
          start = end;
        } else end++;
      }
      if (end >= length) throw new HackpadError("kicad-syntax", `a quoted string never ends (from character ${at})`);
      value += text.slice(start, end);
      pushAtom(stack, value, at);
      nodes++;
      at = end + 1;
    } else {
      let end = at;
      while (end < length) {
        const c = text.charCodeAt(end);
        if (c === 40 || c === 41 || c === 32 || c === 9 || c === 10 || c === 13 || c === 34) break;
        end++;
      }
      pushAtom(stack, text.slice(at, end), at);
      nodes++;
      at = end;
    }
  }
  if (!root) throw new HackpadError("kicad-syntax", 'no list found: the file does not start with "("');
  if (stack.length > 0) throw new HackpadError("kicad-syntax", `the file ends before ${stack.length} list(s) close (truncated?)`);
  return root;
}

function pushAtom(stack: SList[], value: string, at: number): void {
  const top = stack[stack.length - 1];
  if (!top) throw new HackpadError("kicad-syntax", `text outside any list (at character ${at})`);
  top.items.push(value);
}

/** The list's first atom, e.g. "footprint". */
export function head(list: SList): string {
  const first = list.items[0];
  return typeof first === "string" ? first : "";
}

/** Child lists with the given head. */
export function children(list: SList, name: string): SList[] {
  const out: SList[] = [];
  for (const item of list.items) if (typeof item !== "string" && head(item) === name) out.push(item);
  return out;
}

export function child(list: SList, name: string): SList | undefined {
  for (const item of list.items) if (typeof item !== "string" && head(item) === name) return item;
  return undefined;
}

/** The atom at `index` (1 is the first after the head). */
export function atom(list: SList | undefined, index = 1): string | undefined {
  const value = list?.items[index];
  return typeof value === "string" ? value : undefined;
}

export function num(list: SList | undefined, index = 1): number | undefined {
  const value = atom(list, index);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}
