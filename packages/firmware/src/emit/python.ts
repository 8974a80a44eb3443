/**
 * Python source written from values, never by pasting input: string literals escaped the way `repr` escapes
 * them (ASCII only, so no encoding can change their meaning), comments that cannot end early or declare an
 * encoding, and identifiers checked against Python's grammar before they are written.
 */
import { oneLine } from "./text.ts";

/** A double-quoted Python string literal holding exactly `text`, in printable ASCII. */
export function pyString(text: string): string {
  let out = '"';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "\\" || char === '"') out += `\\${char}`;
    else if (char === "\n") out += "\\n";
    else if (char === "\r") out += "\\r";
    else if (char === "\t") out += "\\t";
    else if (code >= 0x20 && code < 0x7f) out += char;
    else if (code <= 0xff) out += `\\x${code.toString(16).padStart(2, "0")}`;
    else if (code <= 0xffff) out += `\\u${code.toString(16).padStart(4, "0")}`;
    else out += `\\U${code.toString(16).padStart(8, "0")}`;
  }
  return `${out}"`;
}

/**
 * The text of a `#` comment: one line with no control or separator characters, and no `coding:`/`coding=`
 * (Python honours an encoding declaration in a comment on the first two lines; none may come from input).
 */
export function pyComment(text: string, max = 200): string {
  return oneLine(text, max).replace(/coding([:=])/gi, "coding $1");
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const KEYWORDS = new Set(
  "False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield".split(
    " ",
  ),
);

/** A dotted name (`board.D4`, `KC.VOLU`) whose every part is a plain ASCII Python identifier; anything else throws. */
export function pyName(name: string): string {
  for (const part of name.split(".")) {
    if (!IDENTIFIER.test(part) || KEYWORDS.has(part)) throw new Error(`${JSON.stringify(name)} is not a Python name.`);
  }
  return name;
}
