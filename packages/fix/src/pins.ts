/**
 * Rewrites the pin names of a KMK program or a QMK `keyboard.json`/`info.json` so they are the pins the board wires,
 * and nothing else: each line that names a pin keeps every other character (a JSON string keeps its quotes), the
 * keymap and the rest of the file stay as written. Each pin is written in the firmware's own names (`board.D4` for
 * KMK, `GP4` for QMK: compare.ts's `writePin`). The pins come
 * from the same reading the `firmware-pins` rule compares (wiring/firmware-read.ts, wiring/from-board.ts).
 *
 * - Matrix: the column and row lists become the board's columns and rows, in the board's order, when the
 *   firmware lists as many as the board wires (the keymap's positions follow the lists' order).
 * - Keys on their own pins: a pin the board wires to a key stays where it is; each pin the board does not wire
 *   (or a name the firmware does not know) takes, in order, a wired pin the firmware never reads.
 * - Encoders: A, B and the push switch become the board's, encoder by encoder.
 *
 * When the counts differ the file is left alone: the fix would have to add or remove keys, which is a change to
 * the participant's design, so it goes to the list of what is still to do.
 */
import type { FirmwarePins, PinRef } from "@hackpad/preflight";
import { writePin } from "@hackpad/preflight";
import type { Wiring, XiaoPin } from "@hackpad/preflight";

export interface LineChange {
  line: number;
  before: string;
  after: string;
}

export interface PinRewrite {
  text: string;
  lines: LineChange[];
  /** Why some pins could not be rewritten, one sentence each naming the file and line. */
  left: string[];
}

interface Replacement {
  ref: PinRef;
  to: string;
}

type Kind = FirmwarePins["kind"];

function listFor(kind: Kind, refs: PinRef[] | null, pins: readonly XiaoPin[], what: string, file: string, out: Replacement[], left: string[]): void {
  if (!refs || refs.length === 0 || pins.length === 0) return;
  if (refs.length !== pins.length) {
    left.push(`${file} line ${refs[0]?.line ?? "?"} lists ${refs.length} ${what} pins, the board wires ${pins.length}: add or remove them by hand.`);
    return;
  }
  refs.forEach((ref, index) => {
    const pin = pins[index];
    if (pin && ref.pin !== pin) out.push({ ref, to: writePin(kind, pin) });
  });
}

function directFor(firmware: FirmwarePins, wiring: Wiring, out: Replacement[], left: string[]): void {
  const refs = firmware.direct;
  if (!refs || refs.length === 0) return;
  const keys = wiring.keys.flatMap((key) => (key.connection.kind === "direct" ? [key.connection.pin] : []));
  const pushes = wiring.encoders.flatMap((encoder) => (encoder.push?.kind === "direct" ? [encoder.push.pin] : []));
  // An encoder's push switch is read either with the keys or with the encoder: the list says which by its length.
  const wired = refs.length === keys.length + pushes.length ? [...keys, ...pushes] : keys;
  if (wired.length === 0) return;
  if (refs.length !== wired.length) {
    left.push(
      `${firmware.file} line ${refs[0]?.line ?? "?"} reads ${refs.length} keys on their own pins, the board wires ${wired.length}: add or remove them by hand.`,
    );
    return;
  }
  const read = new Set(refs.flatMap((ref) => (ref.pin && wired.includes(ref.pin) ? [ref.pin] : [])));
  const free = wired.filter((pin) => !read.has(pin));
  const seen = new Set<XiaoPin>();
  for (const ref of refs) {
    if (ref.pin && wired.includes(ref.pin) && !seen.has(ref.pin)) {
      seen.add(ref.pin);
      continue;
    }
    const pin = free.shift();
    if (pin) out.push({ ref, to: writePin(firmware.kind, pin) });
  }
}

function encodersFor(firmware: FirmwarePins, wiring: Wiring, out: Replacement[], left: string[]): void {
  if (firmware.encoders.length === 0 || wiring.encoders.length === 0) return;
  if (firmware.encoders.length !== wiring.encoders.length) {
    left.push(`${firmware.file} reads ${firmware.encoders.length} encoders, the board wires ${wiring.encoders.length}: add or remove them by hand.`);
    return;
  }
  firmware.encoders.forEach((pins, index) => {
    const board = wiring.encoders[index];
    if (!board) return;
    const pairs: [PinRef | null, XiaoPin | null][] = [
      [pins.a, board.a],
      [pins.b, board.b],
      [pins.push, board.push?.kind === "direct" ? board.push.pin : null],
    ];
    for (const [ref, pin] of pairs) if (ref && pin && ref.pin !== pin) out.push({ ref, to: writePin(firmware.kind, pin) });
  });
}

/** Replaces, on one line, each name in order of appearance, leaving every other character as it was. */
function replaceOnLine(line: string, changes: Replacement[]): string {
  let result = "";
  let at = 0;
  for (const { ref, to } of changes) {
    const pattern = new RegExp(`(?<![\\w.])${ref.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\w)`, "g");
    pattern.lastIndex = at;
    const match = pattern.exec(line);
    if (!match) continue;
    result += line.slice(at, match.index) + to;
    at = match.index + match[0].length;
  }
  return result + line.slice(at);
}

/** The file with its pin lines rewritten to the board's wiring; `lines` is empty when nothing needed changing. */
export function rewritePins(text: string, firmware: FirmwarePins, wiring: Wiring): PinRewrite {
  const left: string[] = [];
  const replacements: Replacement[] = [];
  // Only the file's own lines: a pin read in an imported module (or QMK's config.h) is that file's to rewrite.
  const own = (refs: PinRef[] | null) => (refs ? refs.filter((ref) => ref.file === undefined) : null);
  listFor(firmware.kind, own(firmware.cols), wiring.cols, "column", firmware.file, replacements, left);
  listFor(firmware.kind, own(firmware.rows), wiring.rows, "row", firmware.file, replacements, left);
  directFor({ ...firmware, direct: own(firmware.direct) }, wiring, replacements, left);
  encodersFor(firmware, wiring, replacements, left);
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.split(eol);
  const byLine = new Map<number, Replacement[]>();
  for (const replacement of replacements) {
    if (replacement.ref.file !== undefined) continue;
    byLine.set(replacement.ref.line, [...(byLine.get(replacement.ref.line) ?? []), replacement]);
  }
  const changed: LineChange[] = [];
  for (const [number, list] of [...byLine].sort((a, b) => a[0] - b[0])) {
    const before = lines[number - 1];
    if (before === undefined) continue;
    // Left to right, as the names appear on the line.
    const ordered = [...list].sort((a, b) => before.indexOf(a.ref.text) - before.indexOf(b.ref.text));
    const after = replaceOnLine(before, ordered);
    if (after === before) continue;
    lines[number - 1] = after;
    changed.push({ line: number, before, after });
  }
  return { text: lines.join(eol), lines: changed, left };
}
