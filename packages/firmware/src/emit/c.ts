/**
 * C source written from values, never by pasting input: string literals with every byte outside printable ASCII,
 * every quote, backslash and `?` (trigraphs) escaped; `//` comments that cannot run on to the next line (no line
 * break, no trailing backslash or `??/`) or open a block comment; identifiers checked before they are written.
 */
import { oneLine } from "./text.ts";

/** A C string literal holding `text` as UTF-8 bytes, in printable ASCII (three-digit octal escapes never swallow what follows). */
export function cString(text: string): string {
  let out = '"';
  for (const byte of utf8(text)) {
    const char = String.fromCharCode(byte);
    if (char === '"' || char === "\\" || char === "?") out += `\\${char}`;
    else if (byte >= 0x20 && byte < 0x7f) out += char;
    else out += `\\${byte.toString(8).padStart(3, "0")}`;
  }
  return `${out}"`;
}

/** The text of a `//` comment: one line, no backslashes or `?` (a line splice or trigraph), no `/*` or `*\/`. */
export function cComment(text: string, max = 200): string {
  return oneLine(text, max).replace(/[\\?]/g, " ").replace(/\/\*/g, "/ *").replace(/\*\//g, "* /").trimEnd();
}

/** A C identifier or preprocessor token (`GP6`, `KC_VOLU`, `I2CD1`); anything else throws. */
export function cName(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`${JSON.stringify(name)} is not a C name.`);
  return name;
}

/** The UTF-8 bytes of `text` (a lone surrogate as U+FFFD, as TextEncoder writes it). */
function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    let code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  }
  return bytes;
}
