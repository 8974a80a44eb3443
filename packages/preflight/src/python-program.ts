/**
 * Reads a Python file as CircuitPython would before running it: what the bytes are (an RTF, Word, HTML or
 * UTF-16 file saved under a `.py` name never runs), then a tokenizer that finds the errors that stop a program
 * before its first line runs (brackets that do not match, indentation, characters Python has no token for,
 * strings left open, a block statement without its colon, two names side by side), each with its line.
 * Then what the program names: every `board.X` must exist on the controller's board module, every `kmk.*`
 * module in KMK, and a KMK scanner must get pins. Linear in the file's length; no regular expression runs over
 * more than one line.
 */
import { circuitPythonBoardOthers, circuitPythonBoardPins } from "@hackpad/programme/firmware-names";
import { kmkModules } from "@hackpad/programme/kmk-modules";

/** What a file named `.py` is when it is not Python text, as a noun phrase ("an RTF document"), or null. */
export function documentKind(bytes: Uint8Array): string | null {
  const head = bytes.subarray(0, 512);
  const ascii = String.fromCharCode(...head.subarray(0, 64));
  let zeros = 0;
  for (const byte of head) if (byte === 0) zeros++;
  const byteOrderMark = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (byteOrderMark || (head.length >= 8 && zeros * 4 >= head.length)) return "UTF-16 text (Python files must be UTF-8)";
  if (/^\{\\rtf/.test(ascii)) return "an RTF document (saved by a word processor or TextEdit)";
  if (ascii.startsWith("%PDF")) return "a PDF document";
  if (ascii.startsWith("PK\u0003\u0004")) {
    const body = String.fromCharCode(...bytes.subarray(0, Math.min(bytes.length, 4096)));
    return body.includes("word/") ? "a Word document (DOCX)" : "a zip archive";
  }
  if (head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0) return "a Word document (DOC)";
  const start = new TextDecoder("utf-8")
    .decode(head)
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  if (start.startsWith("<!doctype html") || start.startsWith("<html") || (start.startsWith("<") && /<(head|body|div|pre)\b/.test(start))) {
    return "an HTML page (saved from a browser)";
  }
  return null;
}

type TokenKind = "name" | "number" | "string" | "op" | "open" | "close" | "newline";

export interface PyToken {
  kind: TokenKind;
  text: string;
  line: number;
}

export interface PythonError {
  line: number;
  message: string;
}

const KEYWORDS = new Set([
  "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif", "else",
  "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise",
  "return", "try", "while", "with", "yield",
]); // prettier-ignore
/** Statements that open a block: the line needs a `:` outside brackets. */
const BLOCK = new Set(["if", "elif", "else", "for", "while", "def", "class", "with", "try", "except", "finally"]);
/** Longest first, so `**=` is read before `**` and `*`. */
const OPERATORS = [
  "**=", "//=", ">>=", "<<=", "...", "->", ":=", "**", "//", "<<", ">>", "<=", ">=", "==", "!=", "+=", "-=", "*=", "/=", "%=", "&=",
  "|=", "^=", "@=", "+", "-", "*", "/", "%", "@", "&", "|", "^", "~", "<", ">", "=", ".", ",", ":", ";",
]; // prettier-ignore
const PAIRS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };
const NAME_START = /[\p{L}_]/u;
const NAME_PART = /[\p{L}\p{N}_\p{Mn}\p{Mc}]/u;
const STRING_PREFIX = /^(?:[rR][bBfF]?|[bBfF][rR]?|[uU])?$/;

const describe = (char: string) => `"${char}" (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")})`;

/**
 * The file's tokens and the first error that stops Python from reading it. The tokens go on to the file's end
 * past an error, read as leniently as a reader of names needs: a string left open ends with its line, a
 * character Python has no token for is an operator of its own (white space is skipped), brackets that do not
 * match still open and close.
 */
export function tokenizePython(source: string): { tokens: PyToken[]; error: PythonError | null } {
  const tokens: PyToken[] = [];
  const brackets: { char: string; line: number }[] = [];
  const indents = [0];
  let line = 1;
  let i = 0;
  let atLineStart = true;
  let blockOpener: number | null = null;
  let error: PythonError | null = null;
  const n = source.length;
  const fail = (at: number, message: string) => void (error ??= { line: at, message });
  const endLine = () => void (error ??= endLogicalLine(tokens));
  while (i < n) {
    if (atLineStart && brackets.length === 0) {
      let width = 0;
      let j = i;
      for (; j < n; j++) {
        const c = source[j];
        if (c === " ") width++;
        else if (c === "\t") width = width + 8 - (width % 8);
        else if (c === "\f") width = 0;
        else break;
      }
      const next = source[j];
      atLineStart = false;
      i = j;
      // A blank or comment-only line does not count for indentation.
      if (next === "\n" || next === "\r" || next === "#" || j >= n) continue;
      const current = indents[indents.length - 1] ?? 0;
      if (blockOpener !== null && width <= current) fail(line, `expected an indented block after the statement on line ${blockOpener}`);
      if (width > current) {
        if (blockOpener === null) fail(line, "unexpected indent (this line is indented more than the one before, which opens no block)");
        indents.push(width);
      } else if (width < current) {
        while ((indents[indents.length - 1] ?? 0) > width) indents.pop();
        if ((indents[indents.length - 1] ?? 0) !== width) fail(line, "unindent does not match any outer indentation level");
      }
      blockOpener = null;
      continue;
    }
    const c = source[i] ?? "";
    if (c === "\r" || c === "\n") {
      i += c === "\r" && source[i + 1] === "\n" ? 2 : 1;
      if (brackets.length === 0) {
        const last = tokens[tokens.length - 1];
        if (last && last.kind !== "newline") {
          endLine();
          blockOpener = last.kind === "op" && last.text === ":" ? last.line : null;
          tokens.push({ kind: "newline", text: "", line });
        }
        atLineStart = true;
      }
      line++;
      continue;
    }
    if (c === " " || c === "\t" || c === "\f") {
      i++;
      continue;
    }
    if (c === "#") {
      while (i < n && source[i] !== "\n" && source[i] !== "\r") i++;
      continue;
    }
    if (c === "\\") {
      const after = source[i + 1];
      if (after === "\n" || after === "\r") {
        i += after === "\r" && source[i + 2] === "\n" ? 3 : 2;
        line++;
        continue;
      }
      fail(line, `a "\\" outside a string must end its line`);
    }
    // A string, with its prefix when it has one (r"…", f'…', b"""…""").
    let quoteAt = c === '"' || c === "'" ? i : -1;
    let wordEnd = i;
    if (quoteAt < 0 && NAME_START.test(c)) {
      wordEnd = i + 1;
      while (wordEnd < n && NAME_PART.test(source[wordEnd] ?? "")) wordEnd++;
      const quote = source[wordEnd];
      if ((quote === '"' || quote === "'") && STRING_PREFIX.test(source.slice(i, wordEnd))) quoteAt = wordEnd;
    }
    if (quoteAt >= 0) {
      const read = readString(source, quoteAt, line);
      if (read.error) fail(read.error.line, read.error.message);
      tokens.push({ kind: "string", text: source.slice(i, read.end), line });
      line = read.line;
      i = read.end;
      continue;
    }
    if (wordEnd > i) {
      tokens.push({ kind: "name", text: source.slice(i, wordEnd), line });
      i = wordEnd;
      continue;
    }
    if (/[0-9]/.test(c) || (c === "." && /[0-9]/.test(source[i + 1] ?? ""))) {
      let j = i + 1;
      while (j < n && /[0-9a-zA-Z_.]/.test(source[j] ?? "")) {
        // An exponent's sign belongs to the number: 1e-3.
        if (/[eE]/.test(source[j] ?? "") && /[+-]/.test(source[j + 1] ?? "") && !/^0[xX]/.test(source.slice(i, j))) j++;
        j++;
      }
      const number = source.slice(i, j);
      if (!/^(0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(\d[\d_]*\.?[\d_]*|\.\d[\d_]*)([eE][+-]?\d[\d_]*)?[jJ]?)$/.test(number)) {
        fail(line, `"${number}" is not a number Python can read`);
      }
      tokens.push({ kind: "number", text: number, line });
      i = j;
      continue;
    }
    if (c === "(" || c === "[" || c === "{") {
      brackets.push({ char: c, line });
      tokens.push({ kind: "open", text: c, line });
      i++;
      continue;
    }
    if (c === ")" || c === "]" || c === "}") {
      const open = brackets.pop();
      if (!open) fail(line, `"${c}" closes a bracket that was never opened`);
      else if (open.char !== PAIRS[c]) fail(line, `"${c}" does not match the "${open.char}" opened on line ${open.line}`);
      tokens.push({ kind: "close", text: c, line });
      i++;
      continue;
    }
    const op = OPERATORS.find((candidate) => source.startsWith(candidate, i));
    if (op) {
      tokens.push({ kind: "op", text: op, line });
      i += op.length;
      continue;
    }
    if (c !== "\\") {
      const char = String.fromCodePoint(source.codePointAt(i) ?? 0);
      const hint = /[\u2018\u2019\u201C\u201D]/.test(char) ? ": a curly quote from a word processor; use straight quotes ' or \"" : "";
      fail(line, `invalid character ${describe(char)}${hint}`);
    }
    if (!/\s/.test(c)) tokens.push({ kind: "op", text: c, line });
    i++;
  }
  const open = brackets[brackets.length - 1];
  if (open) fail(open.line, `"${open.char}" opened here is never closed`);
  const last = tokens[tokens.length - 1];
  if (last && last.kind !== "newline") {
    endLine();
    if (last.kind === "op" && last.text === ":") fail(last.line, "expected an indented block after this line, but the file ends");
    tokens.push({ kind: "newline", text: "", line });
  } else if (blockOpener !== null) fail(blockOpener, "expected an indented block after this line, but the file ends");
  return { tokens, error };
}

/** A string from its opening quote: where it ends (with its line, or where it is left open) and why it is not closed. */
function readString(source: string, start: number, startLine: number): { end: number; line: number; error?: PythonError } {
  const quote = source[start] ?? '"';
  const triple = source.startsWith(quote.repeat(3), start);
  let line = startLine;
  let i = start + (triple ? 3 : 1);
  while (i < source.length) {
    const c = source[i];
    if (c === "\\") {
      if (source[i + 1] === "\n") line++;
      i += 2;
      continue;
    }
    if (c === "\n") {
      if (!triple) return { end: i, line, error: { line: startLine, message: "a string is not closed before the end of the line" } };
      line++;
    }
    if (triple ? source.startsWith(quote.repeat(3), i) : c === quote) return { end: i + (triple ? 3 : 1), line };
    i++;
  }
  const message = triple ? "a triple-quoted string opened here is never closed" : "a string is not closed before the end of the file";
  return { end: source.length, line, error: { line: startLine, message } };
}

const isAtom = (token: PyToken | undefined) =>
  token !== undefined &&
  (token.kind === "number" ||
    token.kind === "string" ||
    (token.kind === "name" && (!KEYWORDS.has(token.text) || ["True", "False", "None"].includes(token.text))));

/** Checks the logical line that ends the token list: a block statement's colon, and two values side by side. */
function endLogicalLine(tokens: PyToken[]): PythonError | null {
  let start = tokens.length - 1;
  while (start > 0 && tokens[start - 1]?.kind !== "newline") start--;
  const first = tokens[start];
  if (!first) return null;
  let depth = 0;
  let colon = false;
  let lambdas = 0;
  for (let k = start; k < tokens.length; k++) {
    const token = tokens[k];
    const previous = tokens[k - 1];
    if (!token) continue;
    if (token.kind === "open") depth++;
    else if (token.kind === "close") depth--;
    else if (token.kind === "name" && token.text === "lambda" && depth === 0) lambdas++;
    else if (token.kind === "op" && token.text === ":" && depth === 0) {
      if (lambdas > 0) lambdas--;
      else colon = true;
    }
    // `print "x"`, `x y`: two values with nothing between them (adjacent strings join, and are allowed).
    if (k > start && isAtom(token) && (isAtom(previous) || previous?.kind === "close") && !(token.kind === "string" && previous?.kind === "string")) {
      return {
        line: token.line,
        message: `invalid syntax: "${token.text.slice(0, 30)}" follows "${previous?.text ?? ""}" with no operator or comma between them`,
      };
    }
  }
  if (first.kind === "name" && BLOCK.has(first.text) && !colon) return { line: first.line, message: `the "${first.text}" statement has no ":" at its end` };
  return null;
}

export interface ProgramFinding {
  line: number;
  text: string;
}

const boardNames = new Set<string>([...Object.keys(circuitPythonBoardPins), ...circuitPythonBoardOthers]);
const kmkLower = new Set(kmkModules.map((name) => name.toLowerCase()));

/** Splits the token list into logical lines (without their newline token). */
function logicalLines(tokens: readonly PyToken[]): PyToken[][] {
  const lines: PyToken[][] = [[]];
  for (const token of tokens) {
    if (token.kind === "newline") lines.push([]);
    else lines[lines.length - 1]?.push(token);
  }
  return lines.filter((entry) => entry.length > 0);
}

/** The dotted name that starts at `at` ("kmk.modules.encoder", "" when no name starts there) and the index after it. */
export function dotted(tokens: readonly PyToken[], at: number): { name: string; next: number } {
  let name = tokens[at]?.kind === "name" ? (tokens[at]?.text ?? "") : "";
  let next = name ? at + 1 : at;
  while (name && tokens[next]?.text === "." && tokens[next + 1]?.kind === "name") {
    name += `.${tokens[next + 1]?.text ?? ""}`;
    next += 2;
  }
  return { name, next };
}

/**
 * What in a tokenized program stops it at start on the controller: a `board.X` its board module lacks, a
 * `kmk.*` module KMK never had (or the project's own KMK copy lacks), a scanner given no pins. `ownKmk` are the
 * module paths of a KMK copy in the project, lower case.
 */
export function programFindings(tokens: readonly PyToken[], ownKmk: ReadonlySet<string> = new Set()): ProgramFinding[] {
  const findings: ProgramFinding[] = [];
  const boardAliases = new Set<string>();
  let assignsMatrix = false;
  const emptyPins: PyToken[] = [];
  for (const line of logicalLines(tokens)) {
    const head = line[0]?.text;
    if (head === "import") {
      for (let k = 1; k < line.length;) {
        const { name, next } = dotted(line, k);
        let alias = name.split(".")[0] ?? "";
        k = next;
        if (line[k]?.text === "as") {
          alias = line[k + 1]?.text ?? alias;
          k += 2;
        }
        if (name === "board") boardAliases.add(alias);
        checkKmk(name, line[0]?.line ?? 0, ownKmk, findings);
        if (line[k]?.text === ",") k++;
        else break;
      }
    } else if (head === "from") {
      const { name, next } = dotted(line, 1);
      checkKmk(name, line[0]?.line ?? 0, ownKmk, findings);
      if (name === "board" && line[next]?.text === "import") {
        for (let k = next + 1; k < line.length; k++) {
          const token = line[k];
          if (token?.kind === "name" && token.text !== "as" && !boardNames.has(token.text) && line[k - 1]?.text !== "as") {
            findings.push({ line: token.line, text: `imports ${token.text} from board, which the XIAO RP2040's CircuitPython board module does not have` });
          }
        }
      }
    }
    line.forEach((token, k) => {
      const before = line[k - 1];
      if (token.kind === "name" && boardAliases.has(token.text) && before?.text !== "." && line[k + 1]?.text === "." && line[k + 2]?.kind === "name") {
        const pin = line[k + 2]?.text ?? "";
        if (!boardNames.has(pin))
          findings.push({ line: token.line, text: `uses board.${pin}, which the XIAO RP2040's CircuitPython board module does not have` });
      }
      if (token.kind === "name" && token.text === "matrix" && before?.text === "." && line[k + 1]?.text === "=") assignsMatrix = true;
      if (token.kind === "name" && /^(row_pins|col_pins|pins)$/.test(token.text) && line[k + 1]?.text === "=") {
        const value = line[k + 2];
        const empty = value?.text === "None" || ((value?.kind === "open" && line[k + 3]?.kind === "close") as boolean);
        if (empty && (before?.text !== "." || token.text !== "pins")) emptyPins.push(token);
      }
    });
  }
  for (const token of emptyPins) {
    // KMKKeyboard's own row_pins/col_pins are None until set; they matter only when KMK builds the matrix itself.
    if (token.text !== "pins" && assignsMatrix) continue;
    findings.push({ line: token.line, text: `gives KMK's scanner no pins (${token.text} is empty): the keyboard stops at start` });
  }
  return findings;
}

function checkKmk(name: string, line: number, ownKmk: ReadonlySet<string>, findings: ProgramFinding[]): void {
  if (name !== "kmk" && !name.startsWith("kmk.")) return;
  const lower = name.toLowerCase();
  if (kmkLower.has(lower) || ownKmk.has(lower)) return;
  findings.push({ line, text: `imports ${name}, a module KMK does not have` });
}
