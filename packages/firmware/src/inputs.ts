/**
 * What both generators need from a Wiring: the inputs (switches and encoder push switches) in reading order, the
 * first keymap's key for each, the pin names each firmware family writes, and the reasons a Wiring cannot become
 * firmware at all.
 */
import { controller } from "@hackpad/programme/controller";
import { qmkNames, rp2040I2cPin } from "@hackpad/programme/firmware-generator";
import { HackpadError } from "@hackpad/programme/errors";
import type { KeyWiring, Wiring, XiaoPin } from "@hackpad/preflight/report";

/** A key the firmware reads: a switch, or an encoder's push switch. Positions in key units, top-left key at 0. */
export interface Input extends KeyWiring {
  /** The encoder this push switch belongs to (its index in wiring.encoders), or null for a plain switch. */
  encoder: number | null;
  key: Keycode;
}

/** One key code in both families' spelling, and what the participant sees when it is pressed. */
const code = (kmk: string, qmk: string, shows: string) => ({ kmk, qmk, shows });
type Keycode = ReturnType<typeof code>;
const letter = (shows: string) => code(shows, `KC_${shows}`, shows);
const digit = (shows: string) => code(`N${shows}`, `KC_${shows}`, shows);

/** The first keymap: 1…9, 0, then letters, so every key types something different and visible. */
const KEY_SEQUENCE: Keycode[] = [..."1234567890".split("").map(digit), ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("").map(letter)];

/** What each encoder does at first: turn left, turn right, push. The first sets the volume, the others scroll. */
export function encoderKeys(index: number) {
  return index === 0
    ? { ccw: code("VOLD", "KC_VOLD", "volume down"), cw: code("VOLU", "KC_VOLU", "volume up"), push: code("MUTE", "KC_MUTE", "mute") }
    : { ccw: code("UP", "KC_UP", "up arrow"), cw: code("DOWN", "KC_DOWN", "down arrow"), push: code("ENTER", "KC_ENT", "Enter") };
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
  const keys = readingOrder(wiring.keys).map((key, index) => ({ ...key, encoder: null, key: KEY_SEQUENCE[index % KEY_SEQUENCE.length] ?? letter("A") }));
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

/** `GP6` for QMK: the RP2040 GPIO behind the printed pin (controller.ts). */
export function qmkPinName(pin: XiaoPin): string {
  const entry = controller.pins.find((candidate) => candidate.name === pin);
  if (!entry) throw firmwareError([`The pin ${pin} is not one of the ${controller.short}'s pins.`]);
  return `${qmkNames.pinPrefix}${entry.gpio}`;
}

/** The Wiring cannot become firmware: every reason, one sentence each naming the footprint. */
export const firmwareError = (reasons: string[]) => new HackpadError("firmware", reasons.join(" "), reasons);

/** The RP2040 I2C block an OLED's SDA and SCL pins form, or null when they form none. */
export function i2cBus(oled: { sda: XiaoPin; scl: XiaoPin }): 0 | 1 | null {
  const gpio = (pin: XiaoPin) => controller.pins.find((entry) => entry.name === pin)?.gpio ?? -1;
  const sda = rp2040I2cPin(gpio(oled.sda));
  const scl = rp2040I2cPin(gpio(oled.scl));
  return sda.line === "SDA" && scl.line === "SCL" && sda.bus === scl.bus && gpio(oled.sda) >= 0 ? sda.bus : null;
}

/**
 * The notes as comment lines, each starting with `prefix` ("#" or "//") and made safe for that language by
 * `comment` (net and footprint names in them come from the participant's board), or nothing when there are none.
 */
export function notesComment(prefix: string, notes: readonly string[], comment: (text: string, max: number) => string): string[] {
  if (notes.length === 0) return [];
  return [
    `${prefix} Left out of this firmware, and faults on the board that firmware cannot mend:`,
    ...notes.map((note) => `${prefix}   - ${comment(note, 2000)}`),
  ];
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
  /** What the firmware leaves out and the board's faults, one sentence each (also at the top of main.py / keymap.c). */
  notes: string[];
  /** QMK: the keyboard's name in a QMK tree (`handwired/hackpad/<pad>`), for `qmk compile -kb`. */
  keyboard?: string;
}
