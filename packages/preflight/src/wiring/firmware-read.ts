/**
 * Reads the pins a participant's firmware uses: KMK (`main.py`/`code.py` on CircuitPython) and QMK
 * (`keyboard.json`/`info.json` and the `config.h` beside it). Every pin comes back with the line it is written on
 * and the XIAO pin it means (content/programme/controller.ts), or why it means none: a name the firmware does not
 * know (CircuitPython's `board` has no `GP0`) or a chip pin the XIAO does not bring out (NEOPIXEL, GP5).
 * Pure functions over text; the docs' own examples are read with the same code (app/lib/firmware-pins.ts).
 */
import { controller } from "@hackpad/programme/controller";
import { circuitPythonBoardOthers, circuitPythonBoardPins, circuitPythonGpioPrefix, qmkPinPrefix, rp2040GpioCount } from "@hackpad/programme/firmware-names";
import { dotted, tokenizePython, type PyToken } from "../python-program.ts";
import type { XiaoPin } from "./types.ts";

export interface PinRef {
  /** As written: "board.D4", "GP26". */
  text: string;
  line: number;
  /** The XIAO pin it means, or null (see `fault`). */
  pin: XiaoPin | null;
  /** "unknown": the firmware has no such name, the line stops it; "offboard": a real pin the XIAO's header lacks. */
  fault: "unknown" | "offboard" | null;
  /** The file it is written in, when not the one the whole reading names (QMK's config.h beside keyboard.json). */
  file?: string;
  /**
   * For a name the firmware lacks that still says an RP2040 GPIO (`board.GP2`), the XIAO pin behind that GPIO
   * (D8), when the XIAO brings it out: what the writer most likely meant.
   */
  meant?: XiaoPin;
}

/** A pin list the file gives by a name the reader cannot follow (set in a module it cannot see, or computed). */
interface Unresolved {
  what: "direct" | "cols" | "rows";
  text: string;
  line: number;
  file?: string;
}

interface EncoderPins {
  a: PinRef | null;
  b: PinRef | null;
  push: PinRef | null;
  line: number;
  file?: string;
}

export interface FirmwarePins {
  file: string;
  kind: "kmk" | "qmk";
  /** Keys read straight from pins (KMK KeysScanner, QMK matrix_pins.direct); null when the firmware has none. */
  direct: PinRef[] | null;
  cols: PinRef[] | null;
  rows: PinRef[] | null;
  diode: { value: "COL2ROW" | "ROW2COL"; line: number; file?: string } | null;
  encoders: EncoderPins[];
  i2c: { sda: PinRef | null; scl: PinRef | null; line: number; file?: string } | null;
  led: { pin: PinRef | null; count: number | null; line: number; file?: string } | null;
  /**
   * Switches the keymap's own C code reads beside the matrix (QMK cannot list direct pins together with rows
   * and columns, so a switch off the matrix is read with `gpio_read_pin` in keymap.c): pins as written there.
   */
  extra: PinRef[];
  /** Every pin reference in the file, in order. */
  all: PinRef[];
  /** Why the file could not be read (bad JSON), when it could not. */
  unreadable: string | null;
  /** Pin lists given by names the reader could not follow: compared with nothing, said once each. */
  unresolved?: Unresolved[];
}

const byGpio = new Map<number, XiaoPin>(controller.pins.map((pin) => [pin.gpio, pin.name]));

/** An RP2040 GPIO as a pin reference: the XIAO pin behind it, a chip pin the XIAO lacks, or past the chip's pins. */
function gpioRef(text: string, line: number, gpio: number): PinRef {
  const pin = byGpio.get(gpio) ?? null;
  return { text, line, pin, fault: pin ? null : gpio < rp2040GpioCount ? "offboard" : "unknown" };
}

/** A `board.X` / `microcontroller.pin.GPIOn` name of CircuitPython, as a pin reference. */
function circuitPythonPin(text: string, line: number): PinRef | null {
  const board = /^board\.(\w+)$/.exec(text);
  if (board) {
    const key = board[1] ?? "";
    if ((circuitPythonBoardOthers as readonly string[]).includes(key)) return null;
    if (!Object.hasOwn(circuitPythonBoardPins, key)) {
      const gpio = /^GP(?:IO)?(\d+)$/.exec(key);
      const meant = gpio ? byGpio.get(Number(gpio[1])) : undefined;
      return { text, line, pin: null, fault: "unknown", ...(meant ? { meant } : {}) };
    }
    return gpioRef(text, line, circuitPythonBoardPins[key] ?? -1);
  }
  const gpio = new RegExp(`^(?:microcontroller\\.)?pin\\.${circuitPythonGpioPrefix}(\\d+)$`).exec(text);
  return gpio ? gpioRef(text, line, Number(gpio[1])) : null;
}

/** A QMK pin name (`GP26`), as a pin reference; anything else QMK would not compile. */
export function readQmkPin(name: string, line: number): PinRef | null {
  if (name === "NO_PIN" || name === "") return null;
  const match = new RegExp(`^${qmkPinPrefix}(\\d+)$`).exec(name);
  return match ? gpioRef(name, line, Number(match[1])) : { text: name, line, pin: null, fault: "unknown" };
}

// ---------------------------------------------------------------------------------------------------------
// Python: the check's one tokenizer (python-program.ts), read on past a syntax error, and a reader for the few
// expressions KMK setups use.

type PyNode =
  | { k: "name"; v: string; line: number }
  | { k: "seq"; items: PyNode[]; line: number }
  | { k: "call"; fn: string; args: PyNode[]; kw: Map<string, PyNode>; line: number }
  | { k: "num"; v: number; line: number }
  | { k: "other"; line: number };

const MAX_NESTING = 64;

class PyReader {
  i = 0;
  /** Brackets open right now: past MAX_NESTING the reader reads on flat instead of deeper (no stack overflow). */
  depth = 0;
  calls: Extract<PyNode, { k: "call" }>[] = [];
  constructor(private readonly tokens: readonly PyToken[]) {}
  peek(offset = 0): PyToken | undefined {
    return this.tokens[this.i + offset];
  }
  /** An operator or bracket: no name, number or string token (a string's text keeps its quotes) has such a text. */
  isOp(text: string, offset = 0) {
    return this.peek(offset)?.text === text;
  }
  expr(): PyNode {
    const first = this.primary();
    // Operators (+, -, *, if/else…) make an expression this reader does not evaluate; their parts are still walked.
    let node = first;
    for (let token = this.peek(); token && token.kind !== "newline" && token.kind !== "close" && ![",", ":", "="].includes(token.text); token = this.peek()) {
      if (token.kind === "open") this.primary();
      else this.i++;
      node = { k: "other", line: first.line };
    }
    return node;
  }
  primary(): PyNode {
    const token = this.peek();
    if (!token) return { k: "other", line: 0 };
    const line = token.line;
    if (token.kind === "number") {
      this.i++;
      return { k: "num", v: Number(token.text), line };
    }
    if (token.kind === "string") {
      this.i++;
      while (this.peek()?.kind === "string") this.i++;
      return { k: "other", line };
    }
    if (token.kind === "open") {
      const close = token.text === "(" ? ")" : token.text === "[" ? "]" : "}";
      this.i++;
      if (this.depth >= MAX_NESTING) return { k: "other", line };
      this.depth++;
      try {
        const items: PyNode[] = [];
        const parted = this.items(close, () => items.push(this.expr()));
        if (token.text === "(" && items.length === 1 && !parted) return items[0] ?? { k: "other", line };
        return this.trailers({ k: "seq", items, line });
      } finally {
        this.depth--;
      }
    }
    if (token.kind !== "name") {
      this.i++;
      return { k: "other", line };
    }
    const { name, next } = dotted(this.tokens, this.i);
    this.i = next;
    if (name === "None" || name === "True" || name === "False") return { k: "other", line };
    return this.trailers({ k: "name", v: name, line });
  }
  /** Reads items up to and past `close` (or the line's end), each with `item`; true when a "," or ":" parted them. */
  items(close: string, item: () => void): boolean {
    let parted = false;
    while (this.peek() && !this.isOp(close) && this.peek()?.kind !== "newline") {
      item();
      if (this.isOp(",") || this.isOp(":")) parted = true;
      if (!this.isOp(close)) this.i++;
    }
    if (this.isOp(close)) this.i++;
    return parted;
  }
  trailers(node: PyNode): PyNode {
    let current = node;
    for (;;) {
      if (this.isOp("(")) {
        this.i++;
        if (this.depth >= MAX_NESTING) return { k: "other", line: current.line };
        const call: Extract<PyNode, { k: "call" }> = { k: "call", fn: current.k === "name" ? current.v : "", args: [], kw: new Map(), line: current.line };
        this.depth++;
        this.items(")", () => {
          if (this.peek()?.kind === "name" && this.isOp("=", 1)) {
            const key = this.peek()?.text ?? "";
            this.i += 2;
            call.kw.set(key, this.expr());
          } else if (this.isOp("*") || this.isOp("**")) {
            this.i++;
            this.expr();
          } else call.args.push(this.expr());
        });
        this.depth--;
        this.calls.push(call);
        current = call;
      } else if (this.isOp("[")) {
        this.primary();
        current = { k: "other", line: current.line };
      } else if (this.isOp(".") && this.peek(1)?.kind === "name") {
        this.i += 2;
        current = { k: "other", line: current.line };
      } else return current;
    }
  }
}

/** Top-level statements of the form `target = value` (dotted targets too), and every call in the file. */
function readPython(tokens: readonly PyToken[]): { assignments: { target: string; value: PyNode; line: number }[]; calls: Extract<PyNode, { k: "call" }>[] } {
  const reader = new PyReader(tokens);
  const assignments: { target: string; value: PyNode; line: number }[] = [];
  while (reader.i < tokens.length) {
    const start = reader.i;
    const first = reader.peek();
    if (first?.kind === "newline") {
      reader.i++;
      continue;
    }
    // `name.attr = value`
    const { name: target, next: j } = dotted(tokens, start);
    if (target && tokens[j]?.kind === "op" && tokens[j]?.text === "=") {
      reader.i = j + 1;
      assignments.push({ target, value: reader.expr(), line: first?.line ?? 0 });
    } else reader.expr();
    // Skip what is left of the statement.
    while (reader.i < tokens.length && reader.peek()?.kind !== "newline") {
      if (reader.i === start) reader.i++;
      else reader.expr();
      if (reader.peek()?.kind !== "newline") reader.i++;
    }
    reader.i++;
  }
  return { assignments, calls: reader.calls };
}

const last = (name: string) => name.slice(name.lastIndexOf(".") + 1);

/** A reading that has found nothing yet. */
function noPins(file: string, kind: FirmwarePins["kind"]): FirmwarePins {
  return { file, kind, direct: null, cols: null, rows: null, diode: null, encoders: [], i2c: null, led: null, extra: [], all: [], unreadable: null };
}

/** Reads a KMK program. */
export function readKmk(file: string, source: string): FirmwarePins {
  return readKmkProgram([{ file, text: source }]);
}

/**
 * Reads a KMK program and the project's own modules it imports (main first): one firmware, whose names may be
 * set in one file and used in another. A pin written in a module carries that module's file name. A file's
 * tokens, when the program check has read them already, are not read again.
 */
export function readKmkProgram(sources: readonly { file: string; text: string; tokens?: readonly PyToken[] | undefined }[]): FirmwarePins {
  const main = sources[0]?.file ?? "";
  const result = noPins(main, "kmk");
  const unresolved: Unresolved[] = [];
  type Located = { node: PyNode; file: string };
  const variables = new Map<string, Located>();
  const parsed = sources.map((source) => {
    const tokens = source.tokens ?? tokenizePython(source.text).tokens;
    return { ...source, tokens, ...readPython(tokens) };
  });
  // Modules first, so the program's own assignment of a name wins.
  for (const source of [...parsed.slice(1), ...parsed.slice(0, 1)]) {
    for (const assignment of source.assignments) {
      if (!assignment.target.includes(".")) variables.set(assignment.target, { node: assignment.value, file: source.file });
    }
  }
  function inFile<T extends object>(ref: T, file: string): T & { file?: string } {
    return file === main ? ref : { ...ref, file };
  }
  /** The value a name stands for, followed through a few assignments. */
  const resolve = (node: PyNode | undefined, file: string, depth = 0): Located | undefined => {
    const named = node?.k === "name" && depth < 8 ? variables.get(node.v) : undefined;
    return named ? resolve(named.node, named.file, depth + 1) : node && { node, file };
  };
  const pinOf = (node: PyNode | undefined, file: string): PinRef | null => {
    const value = resolve(node, file);
    if (value?.node.k !== "name") return null;
    const ref = circuitPythonPin(value.node.v, value.node.line);
    return ref ? inFile(ref, value.file) : null;
  };
  const pins = (node: PyNode | undefined, file: string, what?: Unresolved["what"]): PinRef[] | null => {
    const value = resolve(node, file);
    if (value?.node.k !== "seq") {
      // A list given by a name or an expression the reader cannot follow: said once, compared with nothing.
      if (what && value && value.node.k !== "other") {
        const text = value.node.k === "name" ? value.node.v : value.node.k === "call" ? `${value.node.fn}(…)` : "?";
        unresolved.push(inFile({ what, text, line: value.node.line }, value.file));
      }
      return null;
    }
    return value.node.items.map(
      (item) =>
        pinOf(item, value.file) ?? inFile({ text: item.k === "name" ? item.v : "?", line: item.line, pin: null, fault: "unknown" as const }, value.file),
    );
  };
  const diode = (node: PyNode | undefined, line: number, file: string) => {
    const value = resolve(node, file);
    if (value?.node.k !== "name") return null;
    if (/(?:^|\.)(?:COL2ROW|COLUMNS)$/.test(value.node.v)) return inFile({ value: "COL2ROW" as const, line }, file);
    if (/(?:^|\.)(?:ROW2COL|ROWS)$/.test(value.node.v)) return inFile({ value: "ROW2COL" as const, line }, file);
    return null;
  };
  for (const source of parsed) {
    const file = source.file;
    for (const { target, value, line } of source.assignments) {
      const name = last(target);
      if (name === "col_pins") result.cols = pins(value, file, "cols");
      else if (name === "row_pins") result.rows = pins(value, file, "rows");
      else if (name === "diode_orientation") result.diode = diode(value, line, file) ?? result.diode;
      else if (name === "pins" && target.includes(".")) {
        const list = resolve(value, file);
        // An encoder is a sequence of its pins (A, B, push); anything else in the list is not one.
        const encoders = list?.node.k === "seq" ? list.node.items.map((item) => resolve(item, list.file)) : [];
        for (const encoder of encoders) {
          if (encoder?.node.k !== "seq") continue;
          const [a, b, push] = encoder.node.items;
          result.encoders.push(
            inFile({ a: pinOf(a, encoder.file), b: pinOf(b, encoder.file), push: pinOf(push, encoder.file), line: encoder.node.line }, encoder.file),
          );
        }
      }
    }
    for (const call of source.calls) {
      const fn = last(call.fn);
      if (fn === "KeysScanner") result.direct = pins(call.kw.get("pins") ?? call.args[0], file, "direct");
      else if (fn === "MatrixScanner" || fn === "KeyMatrix") {
        result.cols = pins(call.kw.get("column_pins") ?? call.kw.get("cols") ?? call.args[0], file, "cols") ?? result.cols;
        result.rows = pins(call.kw.get("row_pins") ?? call.kw.get("rows") ?? call.args[1], file, "rows") ?? result.rows;
        result.diode = diode(call.kw.get("columns_to_anodes") ?? call.kw.get("diode_orientation") ?? call.args[2], call.line, file) ?? result.diode;
      } else if (fn === "I2C" && call.fn !== "board.I2C") {
        result.i2c = inFile(
          { scl: pinOf(call.kw.get("scl") ?? call.args[0], file), sda: pinOf(call.kw.get("sda") ?? call.args[1], file), line: call.line },
          file,
        );
      } else if (call.fn === "board.I2C" || call.fn === "board.STEMMA_I2C") {
        result.i2c ??= inFile({ scl: circuitPythonPin("board.SCL", call.line), sda: circuitPythonPin("board.SDA", call.line), line: call.line }, file);
      } else if (fn === "RGB" || fn === "NeoPixel" || fn === "Rgb_matrix") {
        const pin = pinOf(call.kw.get("pixel_pin") ?? call.kw.get("pin") ?? call.args[0], file);
        const count = resolve(call.kw.get("num_pixels") ?? call.kw.get("n") ?? call.args[1], file);
        result.led = inFile({ pin, count: count?.node.k === "num" ? count.node.v : null, line: call.line }, file);
      }
    }
    // Every `board.X` in the file, in order, comments and strings left out.
    const tokens = source.tokens;
    for (let index = 0; index < tokens.length; index++) {
      const token = tokens[index];
      if (token?.kind !== "name" || (token.text !== "board" && token.text !== "pin" && token.text !== "microcontroller")) continue;
      if (index > 0 && tokens[index - 1]?.kind === "op" && tokens[index - 1]?.text === ".") continue;
      const { name } = dotted(tokens, index);
      const ref = circuitPythonPin(name, token.line);
      if (ref) result.all.push(inFile(ref, file));
    }
  }
  // A list the program sets after all (a later assignment the reader could follow) is no longer unresolved.
  const open = unresolved.filter((entry) => !result[entry.what]);
  if (open.length > 0) result.unresolved = open;
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// QMK: keyboard.json / info.json (JSON read with the line of every value) and config.h defines.

type JsonNode =
  | { t: "obj"; entries: Map<string, JsonNode>; line: number }
  | { t: "arr"; items: JsonNode[]; line: number }
  | { t: "str"; v: string; line: number }
  | { t: "num"; v: number; line: number }
  | { t: "lit"; line: number };

/** A JSON parser that keeps each value's line (QMK's files are plain JSON). Throws with the line on bad input. */
export function parseJsonWithLines(text: string): JsonNode {
  let i = 0;
  let line = 1;
  const fail = (what: string): never => {
    throw new Error(`line ${line}: ${what}`);
  };
  const space = () => {
    while (i < text.length && /\s/.test(text[i] ?? "")) {
      if (text[i] === "\n") line++;
      i++;
    }
  };
  /** Reads comma-separated items up to and past `close` (the opening bracket already read). */
  const list = (close: string, item: () => void) => {
    space();
    if (text[i] !== close) {
      for (;;) {
        item();
        space();
        if (text[i] === close) break;
        if (text[i] !== ",") fail(`"," or "${close}" expected`);
        i++;
      }
    }
    i++;
  };
  // Any error ends the reading, so the depth is counted back only on the way out of a value read whole.
  let depth = 0;
  const value = (): JsonNode => {
    if (++depth > 64) fail("arrays and objects nested more than 64 deep");
    const node = valueAt();
    depth--;
    return node;
  };
  const valueAt = (): JsonNode => {
    space();
    const c = text[i];
    const at = line;
    if (c === "{") {
      i++;
      const entries = new Map<string, JsonNode>();
      list("}", () => {
        const key = value();
        if (key.t !== "str") fail("an object key is not a string");
        space();
        if (text[i] !== ":") fail('":" expected');
        i++;
        entries.set((key as { v: string }).v, value());
      });
      return { t: "obj", entries, line: at };
    }
    if (c === "[") {
      i++;
      const items: JsonNode[] = [];
      list("]", () => items.push(value()));
      return { t: "arr", items, line: at };
    }
    if (c === '"') {
      const start = i;
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === "\\") i++;
        if (text[i] === "\n") fail("a string runs past the end of its line");
        i++;
      }
      i++;
      return { t: "str", v: JSON.parse(text.slice(start, i)) as string, line: at };
    }
    const literal = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 40));
    if (!literal) return fail(`unexpected ${c === undefined ? "end of file" : `"${c}"`}`);
    i += literal[0].length;
    return /^-?\d/.test(literal[0]) ? { t: "num", v: Number(literal[0]), line: at } : { t: "lit", line: at };
  };
  const root = value();
  space();
  if (i < text.length) fail("text after the end of the JSON");
  return root;
}

const get = (node: JsonNode | undefined, ...path: string[]): JsonNode | undefined =>
  path.reduce<JsonNode | undefined>((current, key) => (current?.t === "obj" ? current.entries.get(key) : undefined), node);

/** A JSON string as a QMK pin; null for anything else. */
const jsonPin = (node: JsonNode | undefined) => (node?.t === "str" ? readQmkPin(node.v, node.line) : null);
const jsonPins = (node: JsonNode | undefined) => (node?.t === "arr" ? node.items.flatMap((item) => jsonPin(item) ?? []) : null);

/** `#define NAME value` lines of a C header (continuations joined), with the line each starts on. Comments left out. */
function cDefines(source: string): Map<string, { value: string; line: number }> {
  const bare = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " ")).replace(/\/\/.*$/gm, "");
  const defines = new Map<string, { value: string; line: number }>();
  const lines = bare.split("\n");
  for (let index = 0; index < lines.length; index++) {
    let text = lines[index] ?? "";
    const start = index;
    while (text.endsWith("\\") && index + 1 < lines.length) text = text.slice(0, -1) + " " + (lines[++index] ?? "");
    const match = /^\s*#\s*define\s+(\w+)(?:\s+(.*))?$/.exec(text);
    if (match) defines.set(match[1] ?? "", { value: (match[2] ?? "").trim(), line: start + 1 });
  }
  return defines;
}

const cPins = (value: string, line: number, file: string): PinRef[] =>
  [...value.matchAll(/\b(?:GP\d+|[A-H]\d{1,2}|NO_PIN)\b/g)].flatMap((match) => {
    const ref = readQmkPin(match[0], line);
    return ref ? [{ ...ref, file }] : [];
  });

/**
 * The pins a QMK keymap's C code sets up or reads as switches of its own: a `pin_t` array, or a pin named in
 * `gpio_set_pin_input_high` / `gpio_read_pin` (and their older names `setPinInputHigh` / `readPin`), outside comments.
 */
function cReadPins(file: string, text: string): PinRef[] {
  const pins: PinRef[] = [];
  const lines = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " ")).split("\n");
  lines.forEach((raw, index) => {
    const line = raw.replace(/\/\/.*$/, "");
    if (!/\bpin_t\b[^=]*=|\b(?:gpio_set_pin_input_high|gpio_set_pin_input|gpio_read_pin|setPinInputHigh|setPinInput|readPin)\s*\(/.test(line)) return;
    for (const match of line.matchAll(/\bGP\d+\b/g)) {
      const ref = readQmkPin(match[0], index + 1);
      if (ref) pins.push({ ...ref, file });
    }
  });
  return pins;
}

/** Reads a QMK keyboard: its keyboard.json / info.json and, when given, the config.h beside it (what the JSON leaves out). */
export function readQmk(
  file: string,
  json: string,
  config?: { file: string; text: string },
  code: readonly { file: string; text: string }[] = [],
): FirmwarePins {
  const result = noPins(file, "qmk");
  try {
    const root = parseJsonWithLines(json);
    const direct = get(root, "matrix_pins", "direct");
    if (direct?.t === "arr") result.direct = direct.items.flatMap((row) => jsonPins(row) ?? []);
    result.cols = jsonPins(get(root, "matrix_pins", "cols"));
    result.rows = jsonPins(get(root, "matrix_pins", "rows"));
    const diode = get(root, "diode_direction");
    if (diode?.t === "str" && (diode.v === "COL2ROW" || diode.v === "ROW2COL")) result.diode = { value: diode.v, line: diode.line };
    const rotary = get(root, "encoder", "rotary");
    for (const encoder of rotary?.t === "arr" ? rotary.items : []) {
      result.encoders.push({ a: jsonPin(get(encoder, "pin_a")), b: jsonPin(get(encoder, "pin_b")), push: null, line: encoder.line });
    }
    const ws2812 = get(root, "ws2812", "pin");
    if (ws2812?.t === "str") {
      const count = get(root, "rgblight", "led_count") ?? get(root, "rgb_matrix", "led_count");
      result.led = { pin: jsonPin(ws2812), count: count?.t === "num" ? count.v : null, line: ws2812.line };
    }
    // Every pin: those read above (a name QMK lacks among them), and any other GPxx in the file.
    result.all = [
      ...(result.direct ?? []),
      ...(result.cols ?? []),
      ...(result.rows ?? []),
      ...result.encoders.flatMap((entry) => [entry.a, entry.b]),
      result.led?.pin ?? null,
    ].filter((ref): ref is PinRef => ref !== null);
    const seen = new Set(result.all.map((ref) => `${ref.line}\u0000${ref.text}`));
    const walk = (node: JsonNode) => {
      if (node.t === "str" && /^GP\d+$/.test(node.v) && !seen.has(`${node.line}\u0000${node.v}`)) result.all.push(readQmkPin(node.v, node.line) as PinRef);
      if (node.t === "arr") node.items.forEach(walk);
      if (node.t === "obj") node.entries.forEach(walk);
    };
    walk(root);
  } catch (error) {
    result.unreadable = `${file} is not valid JSON (${error instanceof Error ? error.message : String(error)}), so QMK cannot build it.`;
  }
  // One keyboard: what keyboard.json leaves out, config.h may say (QMK reads both).
  const defines = cDefines(config?.text ?? "");
  const header = config?.file ?? "";
  const from = (...names: string[]) => names.map((name) => defines.get(name)).find((entry) => entry !== undefined);
  const pinsIn = (entry: { value: string; line: number } | undefined) => (entry ? cPins(entry.value, entry.line, header) : null);
  result.direct ??= pinsIn(from("DIRECT_PINS"));
  result.cols ??= pinsIn(from("MATRIX_COL_PINS"));
  result.rows ??= pinsIn(from("MATRIX_ROW_PINS"));
  const diode = from("DIODE_DIRECTION");
  if (diode && (diode.value === "COL2ROW" || diode.value === "ROW2COL")) result.diode ??= { value: diode.value, line: diode.line, file: header };
  const padA = from("ENCODER_A_PINS", "ENCODERS_PAD_A");
  const padB = from("ENCODER_B_PINS", "ENCODERS_PAD_B");
  if (padA && padB && result.encoders.length === 0) {
    const as = cPins(padA.value, padA.line, header);
    const bs = cPins(padB.value, padB.line, header);
    for (let index = 0; index < Math.max(as.length, bs.length); index++) {
      result.encoders.push({ a: as[index] ?? null, b: bs[index] ?? null, push: null, line: padA.line, file: header });
    }
  }
  const sda = from("I2C1_SDA_PIN", "I2C0_SDA_PIN");
  const scl = from("I2C1_SCL_PIN", "I2C0_SCL_PIN");
  if (sda || scl) result.i2c ??= { sda: pinsIn(sda)?.[0] ?? null, scl: pinsIn(scl)?.[0] ?? null, line: (sda ?? scl)?.line ?? 0, file: header };
  const led = from("WS2812_DI_PIN", "RGB_DI_PIN");
  const count = from("RGBLIGHT_LED_COUNT", "RGBLED_NUM", "RGB_MATRIX_LED_COUNT");
  if (led)
    result.led ??= { pin: pinsIn(led)?.[0] ?? null, count: count && /^\d+$/.test(count.value) ? Number(count.value) : null, line: led.line, file: header };
  for (const [name, entry] of defines) if (/_PINS?$|_PAD_[AB]$/.test(name)) result.all.push(...cPins(entry.value, entry.line, header));
  result.extra = code.flatMap((source) => cReadPins(source.file, source.text));
  result.all.push(...result.extra);
  return result;
}
