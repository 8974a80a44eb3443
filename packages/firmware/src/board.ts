/**
 * What both generators need from a Wiring: the inputs (switches and encoder push switches) in reading order, the
 * first keymap's key for each, the pin names each firmware family writes, and the reasons a Wiring cannot become
 * firmware at all.
 */
import { controller } from "@hackpad/programme/controller";
import { qmkNames, rp2040I2cPin } from "@hackpad/programme/firmware-generator";
import type { KeyConnection, Wiring, XiaoPin } from "@hackpad/preflight/report";

/** A key the firmware reads: a switch, or an encoder's push switch. Positions in key units, top-left key at 0. */
export interface Input {
  ref: string;
  connection: KeyConnection;
  x: number;
  y: number;
  rotation: number;
  /** The encoder this push switch belongs to (its index in wiring.encoders), or null for a plain switch. */
  encoder: number | null;
  key: Keycode;
}

/** One key code in both families' spelling, and what the participant sees when it is pressed. */
export interface Keycode {
  kmk: string;
  qmk: string;
  shows: string;
}

const letter = (shows: string): Keycode => ({ kmk: shows, qmk: `KC_${shows}`, shows });
const digit = (shows: string): Keycode => ({ kmk: `N${shows}`, qmk: `KC_${shows}`, shows });

/** The first keymap: 1…9, 0, then letters, so every key types something different and visible. */
const KEY_SEQUENCE: Keycode[] = [..."1234567890".split("").map(digit), ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("").map(letter)];

/** What each encoder does at first: turn left, turn right, push. The first sets the volume, the others scroll. */
export function encoderKeys(index: number): { ccw: Keycode; cw: Keycode; push: Keycode } {
  if (index === 0) {
    return {
      ccw: { kmk: "VOLD", qmk: "KC_VOLD", shows: "volume down" },
      cw: { kmk: "VOLU", qmk: "KC_VOLU", shows: "volume up" },
      push: { kmk: "MUTE", qmk: "KC_MUTE", shows: "mute" },
    };
  }
  return {
    ccw: { kmk: "UP", qmk: "KC_UP", shows: "up arrow" },
    cw: { kmk: "DOWN", qmk: "KC_DOWN", shows: "down arrow" },
    push: { kmk: "ENTER", qmk: "KC_ENT", shows: "Enter" },
  };
}

/**
 * Reading order: rows top to bottom, then left to right. Going down the board, a key less than half a key below
 * the one before it joins that key's row, so a staggered or tilted row stays one row.
 */
function readingOrder<T extends { x: number; y: number }>(items: T[]): T[] {
  const byY = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rowOf = new Map<T, number>();
  let row = 0;
  byY.forEach((item, index) => {
    const above = byY[index - 1];
    if (above && item.y - above.y >= 0.5) row++;
    rowOf.set(item, row);
  });
  return byY.sort((a, b) => (rowOf.get(a) ?? 0) - (rowOf.get(b) ?? 0) || a.x - b.x);
}

/** Every switch and push switch, in reading order, each with its first key code. */
export function inputsOf(wiring: Wiring): Input[] {
  const keys = readingOrder(wiring.keys).map((key, index) => ({
    ref: key.ref,
    connection: key.connection,
    x: key.x,
    y: key.y,
    rotation: key.rotation,
    encoder: null,
    key: KEY_SEQUENCE[index % KEY_SEQUENCE.length] ?? letter("A"),
  }));
  const pushes = wiring.encoders.flatMap((encoder, index): Input[] =>
    encoder.push ? [{ ref: encoder.ref, connection: encoder.push, x: encoder.x, y: encoder.y, rotation: 0, encoder: index, key: encoderKeys(index).push }] : [],
  );
  return readingOrder([...keys, ...pushes]);
}

/** The pin a switch is wired straight to. */
export function directPin(input: Input): XiaoPin {
  if (input.connection.kind !== "direct") throw new Error(`${input.ref} is not wired straight to a pin.`);
  return input.connection.pin;
}

/** `board.D4` for KMK: CircuitPython's board module for the XIAO RP2040 names the printed pins. */
export const kmkPin = (pin: XiaoPin) => `board.${pin}`;

/** `GP6` for QMK: the RP2040 GPIO behind the printed pin (controller.ts). */
export function qmkPin(pin: XiaoPin): string {
  const entry = controller.pins.find((candidate) => candidate.name === pin);
  if (!entry) throw new FirmwareError([`The pin ${pin} is not one of the ${controller.short}'s pins.`]);
  return `${qmkNames.pinPrefix}${entry.gpio}`;
}

/** The Wiring cannot become firmware: every reason, one sentence each naming the footprint. */
export class FirmwareError extends Error {
  constructor(readonly reasons: string[]) {
    super(reasons.join(" "));
    this.name = "FirmwareError";
  }
}

/** The RP2040 I2C block an OLED's SDA and SCL pins form, or null when they form none. */
export function i2cBus(oled: { sda: XiaoPin; scl: XiaoPin }): 0 | 1 | null {
  const gpio = (pin: XiaoPin) => controller.pins.find((entry) => entry.name === pin)?.gpio ?? -1;
  const sda = rp2040I2cPin(gpio(oled.sda));
  const scl = rp2040I2cPin(gpio(oled.scl));
  return sda.line === "SDA" && scl.line === "SCL" && sda.bus === scl.bus && gpio(oled.sda) >= 0 ? sda.bus : null;
}

/** Why this Wiring cannot become firmware (empty when it can). */
export function wiringProblems(wiring: Wiring): string[] {
  const problems = [...wiring.problems];
  if (wiring.keys.length === 0) {
    problems.push(`No switch on the board is wired to the ${controller.short} (${wiring.controllerRef}), so there is no key for firmware to read.`);
  }
  const inputs = inputsOf(wiring);
  const matrix = inputs.filter((input) => input.connection.kind === "matrix");
  if (matrix.length > 0 && wiring.diodeDirection === null) {
    problems.push(`The switches ${refs(matrix)} form a matrix, but the direction of its diodes is unknown.`);
  }
  for (const input of matrix) {
    if (input.connection.kind !== "matrix") continue;
    const { row, col } = input.connection;
    if (!wiring.rows[row] || !wiring.cols[col])
      problems.push(`${input.ref} sits at row ${row + 1}, column ${col + 1} of a matrix that has no such row or column pin.`);
  }
  const seen = new Map<XiaoPin, string>();
  const claim = (pin: XiaoPin, what: string) => {
    const before = seen.get(pin);
    if (before !== undefined && before !== what) problems.push(`${pin} is wired to both ${before} and ${what}; one pin can do only one of these.`);
    else seen.set(pin, what);
  };
  wiring.rows.forEach((pin, index) => claim(pin, `matrix row ${index + 1}`));
  wiring.cols.forEach((pin, index) => claim(pin, `matrix column ${index + 1}`));
  for (const input of inputs)
    if (input.connection.kind === "direct") claim(input.connection.pin, input.encoder === null ? input.ref : `${input.ref}'s push switch`);
  for (const encoder of wiring.encoders) {
    claim(encoder.a, `${encoder.ref} A`);
    claim(encoder.b, `${encoder.ref} B`);
  }
  if (wiring.oled) {
    claim(wiring.oled.sda, `${wiring.oled.ref} SDA`);
    claim(wiring.oled.scl, `${wiring.oled.ref} SCL`);
    if (i2cBus(wiring.oled) === null) {
      problems.push(
        `${wiring.oled.ref}'s SDA (${wiring.oled.sda}) and SCL (${wiring.oled.scl}) are not a pair the RP2040's I2C can use; the ${controller.short}'s own are SDA ${controller.i2c.sda} and SCL ${controller.i2c.scl}.`,
      );
    }
  }
  if (wiring.leds) claim(wiring.leds.dataPin, `the LED chain's data in (${wiring.leds.chain[0] ?? "first LED"})`);
  return problems;
}

const refs = (inputs: { ref: string }[]) => inputs.map((input) => input.ref).join(", ");

/** Throws a FirmwareError when the Wiring cannot become firmware. */
export function assertUsable(wiring: Wiring): void {
  const problems = wiringProblems(wiring);
  if (problems.length > 0) throw new FirmwareError(problems);
}

/** A folder name both families accept (QMK: lower-case letters, digits and underscores, starting with either). */
export function slugOf(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return /^[a-z0-9]/.test(slug) ? slug.slice(0, 40) : "my_hackpad";
}

/** The pad's name as plain printable text for a string in Python or C: no quotes, backslashes or line breaks. */
export function displayName(name: string): string {
  const plain = name
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["'\\`]/g, "")
    .trim();
  return (plain || "My Hackpad").slice(0, 40);
}

/** Options both generators take. */
export interface FirmwareOptions {
  /** The pad's name (the project folder's name, or the participant's own). */
  name: string;
}

export interface GeneratedFile {
  /** Path inside the download, with forward slashes. */
  path: string;
  text: string;
}

/** What to copy onto the CIRCUITPY drive besides the generated files, and from where. */
export interface CopyStep {
  file: string;
  kind: "file" | "folder";
  to: string;
  from: string;
  why: string;
}

export interface GeneratedFirmware {
  family: "kmk" | "qmk";
  /** The folder name the files sit under in a download. */
  folder: string;
  files: GeneratedFile[];
  /** KMK: what else goes onto CIRCUITPY, and from where (also written into the download's copy list). */
  copy: CopyStep[];
}
