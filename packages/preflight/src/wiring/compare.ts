/**
 * Compares the pins a firmware uses (firmware-read.ts) with the board's wiring (from-board.ts). Each finding names
 * the file, the line and the footprints, and says what to write instead.
 */
import { controller } from "@hackpad/programme/controller";
import type { FirmwarePins, PinRef } from "./firmware-read.ts";
import type { Wiring, XiaoPin } from "./types.ts";
import { append } from "../lists.ts";
import { listWords as list } from "../report/words.ts";

export interface Finding {
  severity: "fail" | "warn";
  /** "file line N: what is wrong, and what to write". */
  text: string;
}

const gpioOf = new Map<XiaoPin, number>(controller.pins.map((pin) => [pin.name, pin.gpio]));
const padOf = new Map<XiaoPin, number>(controller.pins.map((pin) => [pin.name, pin.kicadPin]));

const refKey = (ref: PinRef) => `${ref.file ?? ""}\u0000${ref.line}\u0000${ref.text}`;
/** The XIAO pins among the references. */
const pinSet = (refs: readonly PinRef[]) => new Set(refs.flatMap((ref) => (ref.pin ? [ref.pin] : [])));

/** How the firmware writes a XIAO pin: `board.D4` (KMK) or `GP6` (QMK). */
export function writePin(kind: FirmwarePins["kind"], pin: XiaoPin): string {
  return kind === "kmk" ? `board.${pin}` : `GP${gpioOf.get(pin) ?? "?"}`;
}

/** What the board connects to a pin, in words ("SW2", "row 1 of the matrix", "SW10's A"), or null for nothing. */
function usesOf(wiring: Wiring): Map<XiaoPin, string[]> {
  const uses = new Map<XiaoPin, string[]>();
  for (const key of wiring.keys) if (key.connection.kind === "direct") append(uses, key.connection.pin, key.ref);
  wiring.rows.forEach((pin, index) => append(uses, pin, `row ${index} of the key matrix`));
  wiring.cols.forEach((pin, index) => append(uses, pin, `column ${index} of the key matrix`));
  for (const encoder of wiring.encoders) {
    append(uses, encoder.a, `${encoder.ref}'s A`);
    append(uses, encoder.b, `${encoder.ref}'s B`);
    if (encoder.push?.kind === "direct") append(uses, encoder.push.pin, `${encoder.ref}'s push switch`);
  }
  if (wiring.oled) {
    append(uses, wiring.oled.sda, `${wiring.oled.ref}'s SDA`);
    append(uses, wiring.oled.scl, `${wiring.oled.ref}'s SCL`);
  }
  if (wiring.leds) append(uses, wiring.leds.dataPin, `the data in of ${wiring.leds.chain[0] ?? "the LEDs"}`);
  return uses;
}

export function compareFirmware(firmware: FirmwarePins, wiring: Wiring): Finding[] {
  const findings: Finding[] = [];
  const kind = firmware.kind;
  const where = (at: { line: number; file?: string | undefined }) => `${at.file ?? firmware.file} line ${at.line}`;
  const fail = (text: string) => findings.push({ severity: "fail", text });
  const warn = (text: string) => findings.push({ severity: "warn", text });
  const uses = usesOf(wiring);
  const onBoard = (pin: XiaoPin) => {
    const there = uses.get(pin);
    return there ? `on the board ${pin} is ${list(there)}` : `the board wires nothing to ${pin} (pad ${padOf.get(pin) ?? "?"} of ${wiring.controllerRef})`;
  };
  /** The pin the board wires where the firmware wrote a name it lacks, by file, line and name (said once per line with the name's finding). */
  const suggested = new Map<string, XiaoPin>();
  const suggest = (ref: PinRef | null | undefined, pin: XiaoPin | undefined) => {
    if (ref?.fault === "unknown" && pin) suggested.set(refKey(ref), pin);
  };

  if (firmware.unreadable) {
    fail(firmware.unreadable);
    return findings;
  }
  // Lists given by names the reader cannot follow: said once each, and never reported as unread below.
  const unresolved = new Set((firmware.unresolved ?? []).map((entry) => entry.what));
  for (const entry of firmware.unresolved ?? []) {
    const what = entry.what === "direct" ? "key pins" : entry.what === "cols" ? "column pins" : "row pins";
    warn(
      `${where(entry)}: the ${what} are given as ${entry.text}, which this check cannot follow to a list of ${controller.short} pins, so they are not compared with the board.`,
    );
  }

  // Names the firmware does not know stop it at that line.
  const byLine = new Map<string, PinRef[]>();
  for (const ref of firmware.all.filter((entry) => entry.fault === "unknown")) append(byLine, `${ref.file ?? firmware.file}\u0000${ref.line}`, ref);

  const directKeys = wiring.keys.flatMap((key) => (key.connection.kind === "direct" ? [{ ref: key.ref, pin: key.connection.pin }] : []));
  const matrixKeys = wiring.keys.filter((key) => key.connection.kind === "matrix");
  const pushPins = wiring.encoders.flatMap((encoder) => (encoder.push?.kind === "direct" ? [{ ref: encoder.ref, pin: encoder.push.pin }] : []));

  // Keys read straight from pins.
  const firmwareDirect = pinSet([...(firmware.direct ?? []), ...firmware.extra]);
  const firmwarePush = new Set(firmware.encoders.flatMap((encoder) => (encoder.push?.pin ? [encoder.push.pin] : [])));
  const directMisnamed = (firmware.direct ?? []).some((ref) => ref.fault === "unknown");
  if (firmware.direct) {
    const expected = [...directKeys.map((key) => key.pin), ...(kind === "qmk" ? pushPins.map((push) => push.pin) : [])];
    const unread = expected.filter((pin) => !firmwareDirect.has(pin));
    // GPxx names that, read as GPIOs, are exactly the pins left to read: each keeps its place.
    const meant = firmware.direct.flatMap((ref) => (!ref.pin && ref.meant ? [ref.meant] : []));
    const byMeaning = meant.length === firmware.direct.filter((ref) => !ref.pin).length && sameSet(meant, unread);
    for (const ref of firmware.direct) {
      if (!ref.pin) {
        suggest(ref, byMeaning ? ref.meant : unread.shift());
        if (ref.fault === "offboard") fail(`${where(ref)}: ${ref.text} is not one of the ${controller.short}'s pins: no key can be wired to it.`);
        continue;
      }
      if (!expected.includes(ref.pin)) fail(`${where(ref)}: ${ref.text} is read as a key, but ${onBoard(ref.pin)}.`);
    }
  }
  const directLine = firmware.direct?.[0];
  // A firmware that scans a matrix on a board with none gets one finding for that below, not one per key.
  const matrixInstead = !firmware.direct && (firmware.cols || firmware.rows) && matrixKeys.length === 0;
  for (const { ref, pin } of matrixInstead || unresolved.has("direct") ? [] : directKeys) {
    if (firmwareDirect.has(pin) || directMisnamed) continue;
    const how = directLine
      ? `add ${writePin(kind, pin)} to the pins in ${where(directLine)}`
      : kind === "kmk"
        ? "read it with KeysScanner"
        : firmware.cols || firmware.rows
          ? "read it in keymap.c beside the matrix (QMK's matrix_pins.direct cannot be used together with rows and columns)"
          : "read it with matrix_pins.direct";
    fail(`${ref} (on ${pin}) is never read by ${firmware.file}: ${how}.`);
  }
  for (const push of pushPins) {
    const misnamed = firmware.encoders.some((encoder) => encoder.push?.fault === "unknown") || directMisnamed;
    if (!firmwareDirect.has(push.pin) && !firmwarePush.has(push.pin) && !misnamed)
      fail(`${push.ref}'s push switch (on ${push.pin}) is never read by ${firmware.file}.`);
  }

  // The matrix.
  if (matrixKeys.length > 0 && !firmware.cols && !firmware.rows && !unresolved.has("cols") && !unresolved.has("rows")) {
    fail(
      `${firmware.file} reads no key matrix, but the board wires ${matrixKeys.length} keys (${list(matrixKeys.map((key) => key.ref))}) in one: columns ${list(wiring.cols)}, rows ${list(wiring.rows)}, ${wiring.diodeDirection ?? ""}.`,
    );
  } else if (firmware.cols || firmware.rows) {
    compareMatrix();
  }

  // Encoders.
  const unmatched = [...wiring.encoders];
  for (const encoder of firmware.encoders) {
    const pins = [encoder.a?.pin, encoder.b?.pin];
    const index = unmatched.findIndex((board) => pins.includes(board.a) || pins.includes(board.b));
    const board = index >= 0 ? unmatched.splice(index, 1)[0] : unmatched.shift();
    const at = where(encoder);
    if (!board) {
      fail(`${at}: sets up an encoder, but the board has ${wiring.encoders.length === 0 ? "none" : "no other"}.`);
      continue;
    }
    suggest(encoder.a, board.a);
    suggest(encoder.b, board.b);
    suggest(encoder.push, board.push?.kind === "direct" ? board.push.pin : undefined);
    const a = encoder.a?.pin;
    const b = encoder.b?.pin;
    if (a === board.b && b === board.a) {
      warn(`${at}: ${board.ref}'s A and B are the other way round (the board has A on ${board.a}, B on ${board.b}): the knob will turn the other way.`);
    } else if ((a && a !== board.a) || (b && b !== board.b)) {
      fail(
        `${at}: the encoder reads ${encoder.a?.text ?? "nothing"} and ${encoder.b?.text ?? "nothing"}, but ${board.ref}'s A and B are on ${board.a} and ${board.b}: write ${writePin(kind, board.a)}, ${writePin(kind, board.b)}.`,
      );
    }
    const push = encoder.push?.pin;
    if (push && board.push?.kind === "direct" && push !== board.push.pin) {
      fail(
        `${at}: the encoder's push switch is read on ${encoder.push?.text ?? ""}, but ${board.ref}'s push switch is on ${board.push.pin}: write ${writePin(kind, board.push.pin)}.`,
      );
    } else if (push && !board.push) {
      fail(`${at}: the encoder's push switch is read on ${encoder.push?.text ?? ""}, but ${board.ref}'s push switch is not wired to a XIAO pin.`);
    }
  }
  for (const board of unmatched) fail(`${board.ref} (A on ${board.a}, B on ${board.b}) is never read by ${firmware.file}.`);

  // The OLED's I2C pins.
  if (firmware.i2c) {
    const at = where(firmware.i2c);
    const { sda, scl } = firmware.i2c;
    if (wiring.oled) {
      suggest(sda, wiring.oled.sda);
      suggest(scl, wiring.oled.scl);
      if (sda?.pin === wiring.oled.scl && scl?.pin === wiring.oled.sda) {
        fail(`${at}: SDA and SCL are swapped: ${wiring.oled.ref}'s SDA is on ${wiring.oled.sda} and SCL on ${wiring.oled.scl}.`);
      } else if ((sda?.pin && sda.pin !== wiring.oled.sda) || (scl?.pin && scl.pin !== wiring.oled.scl)) {
        fail(
          `${at}: I2C is set up on ${sda?.text ?? "?"} (SDA) and ${scl?.text ?? "?"} (SCL), but ${wiring.oled.ref} is on ${wiring.oled.sda} (SDA) and ${wiring.oled.scl} (SCL).`,
        );
      }
    } else {
      const taken = [sda, scl].flatMap((ref) => (ref?.pin && uses.get(ref.pin) ? [`${ref.pin} is ${list(uses.get(ref.pin) ?? [])}`] : []));
      if (taken.length > 0) fail(`${at}: sets up I2C, but the board has no OLED and ${list(taken)}: the screen code takes those pins from the keys.`);
      else warn(`${at}: sets up I2C, but the board has no OLED wired to the XIAO.`);
    }
  } else if (wiring.oled) {
    warn(`${wiring.oled.ref} (the OLED, on ${wiring.oled.sda} and ${wiring.oled.scl}) is never set up by ${firmware.file}.`);
  }

  // The LED chain.
  if (firmware.led) {
    const at = where(firmware.led);
    const pin = firmware.led.pin;
    if (wiring.leds) {
      suggest(pin, wiring.leds.dataPin);
      if (pin?.pin && pin.pin !== wiring.leds.dataPin) {
        fail(
          `${at}: the LEDs are driven on ${pin.text}, but ${wiring.leds.chain[0] ?? "the first LED"}'s data in is on ${wiring.leds.dataPin}: write ${writePin(kind, wiring.leds.dataPin)}.`,
        );
      } else if (pin?.fault === "offboard") {
        fail(
          `${at}: ${pin.text} is the LED on the XIAO itself, not your LEDs: ${wiring.leds.chain[0] ?? "the first LED"}'s data in is on ${wiring.leds.dataPin}.`,
        );
      }
      const count = firmware.led.count;
      if (count !== null && count !== wiring.leds.chain.length) {
        warn(`${at}: says ${count} LEDs, but the chain on the board has ${wiring.leds.chain.length} (${list(wiring.leds.chain)}).`);
      }
    } else if (pin?.pin) {
      fail(`${at}: drives LEDs on ${pin.text}, but ${onBoard(pin.pin)}.`);
    }
  } else if (wiring.leds) {
    warn(`The LEDs (${list(wiring.leds.chain)}, data in on ${wiring.leds.dataPin}) are never driven by ${firmware.file}.`);
  }

  // Each line with a name the firmware lacks, once, with the names the board wants there.
  const names: Finding[] = [];
  for (const refs of byLine.values()) {
    const first = refs[0] as PinRef;
    const right = refs.map((ref) => suggested.get(refKey(ref)));
    const known = right.every((pin) => pin !== undefined);
    const written = list(
      refs.map((ref) => (kind === "kmk" ? ref.text.replace(/^board\./, "") : ref.text)),
      "or",
    );
    const lacks =
      kind === "kmk"
        ? `CircuitPython's board module for the ${controller.short} has no ${written} (it names the pins D0–D10, no GPxx names)`
        : `QMK has no pin called ${written} (it names the RP2040's pins GP0–GP29)`;
    const fix = known ? `: write ${list(right.map((pin) => writePin(kind, pin as XiaoPin)))}, the pins the board wires there` : "";
    names.push({ severity: "fail", text: `${where(first)}: ${lacks}, so this line stops the firmware${fix}.` });
  }
  return [...names.sort((a, b) => a.text.localeCompare(b.text, "en", { numeric: true })), ...findings];

  /** The firmware's matrix (columns, rows, diode direction) against the board's. */
  function compareMatrix(): void {
    const cols = firmware.cols ?? [];
    const rows = firmware.rows ?? [];
    const first = cols[0] ?? rows[0];
    const firstAt = first ? where(first) : firmware.file;
    if (matrixKeys.length === 0) {
      // Reading switches straight from pins needs their other side on GND; without such switches there is no advice to give.
      if (directKeys.length > 0) {
        fail(
          `${firstAt}: reads a key matrix, but the board wires its keys straight to pins (${list(directKeys.map((key) => key.pin))}) with no diodes: read them with ${kind === "kmk" ? "KeysScanner" : "matrix_pins.direct"}.`,
        );
      }
      return;
    }
    const fc = [...pinSet(cols)];
    const swapped = fc.length > 0 && sameSet(fc, wiring.rows) && sameSet([...pinSet(rows)], wiring.cols);
    const flipped = firmware.diode && wiring.diodeDirection && firmware.diode.value !== wiring.diodeDirection;
    const keysOn = (pin: XiaoPin, axis: "row" | "col") =>
      matrixKeys
        .filter((key) => key.connection.kind === "matrix" && (axis === "row" ? wiring.rows[key.connection.row] : wiring.cols[key.connection.col]) === pin)
        .map((key) => key.ref);
    if (swapped) {
      if (flipped) {
        warn(
          `${firstAt}: columns and rows are named the other way round from the board, and so is the diode direction: the keys work, but the keymap lists them by the firmware's rows.`,
        );
      } else {
        fail(
          `${firstAt}: rows and columns are swapped: the board's columns are ${list(wiring.cols)} and its rows ${list(wiring.rows)} (${wiring.diodeDirection ?? ""}); with them swapped no key is read.`,
        );
      }
      return;
    }
    for (const [refs, board, other, axis, name] of [
      [cols, wiring.cols, wiring.rows, "col", "column"],
      [rows, wiring.rows, wiring.cols, "row", "row"],
    ] as const) {
      const mine = pinSet(refs);
      const missing = board.filter((pin) => !mine.has(pin));
      // GPxx names that, read as GPIOs, are exactly the board's lines of this kind: each keeps its place.
      const meanings = refs.map((ref) => ref.pin ?? ref.meant);
      const byMeaning = meanings.every((pin): pin is XiaoPin => pin !== undefined) && sameSet(meanings, board);
      refs.forEach((ref, index) => {
        if (!ref.pin) {
          suggest(ref, byMeaning ? ref.meant : board[index]);
          if (ref.fault === "offboard") fail(`${where(ref)}: ${ref.text} is not one of the ${controller.short}'s pins.`);
          return;
        }
        if (board.includes(ref.pin)) return;
        if (other.includes(ref.pin)) fail(`${where(ref)}: ${ref.text} is a ${name === "row" ? "column" : "row"} on the board, not a ${name}.`);
        else fail(`${where(ref)}: ${ref.text} is used as a ${name}, but ${onBoard(ref.pin)}.`);
      });
      for (const pin of missing) {
        if (refs.some((ref) => !ref.pin && ref.fault === "unknown") || unresolved.has(axis === "col" ? "cols" : "rows")) continue;
        const start = refs[0];
        fail(
          `The board's ${name} on ${pin} (${list(keysOn(pin, axis))}) is never read${start ? `: add ${writePin(kind, pin)} to the ${name}s in ${where(start)}` : ` by ${firmware.file}`}.`,
        );
      }
    }
    if (wiring.diodeDirection) {
      const diodeWords = `the board's diodes conduct from ${wiring.diodeDirection === "COL2ROW" ? "column to row (cathodes towards the rows)" : "row to column (cathodes towards the columns)"}`;
      const value = kind === "kmk" ? `DiodeOrientation.${wiring.diodeDirection}` : `"${wiring.diodeDirection}"`;
      if (!firmware.diode) {
        warn(`${firmware.file} does not say the diode direction: ${diodeWords}, so set it to ${value}.`);
      } else if (flipped) {
        fail(`${where(firmware.diode)}: the diode direction is ${firmware.diode.value}, but ${diodeWords}: write ${value}, or no key is read.`);
      }
    }
  }
}

/** The same pins, whatever their order. */
function sameSet(a: readonly XiaoPin[], b: readonly XiaoPin[]): boolean {
  const set = new Set(a);
  return set.size === a.length && a.length === b.length && b.every((pin) => set.has(pin));
}

/** The board's wiring in one sentence, for the rule's fix ("SW1 on D4, …; columns D0, D1, D2, rows …"). */
export function wiringSummary(wiring: Wiring): string {
  const parts: string[] = [];
  const direct = wiring.keys.flatMap((key) => (key.connection.kind === "direct" ? [`${key.ref} on ${key.connection.pin}`] : []));
  if (direct.length > 0) parts.push(list(direct));
  if (wiring.cols.length > 0) parts.push(`columns ${list(wiring.cols)}, rows ${list(wiring.rows)}, ${wiring.diodeDirection ?? "diode direction unknown"}`);
  for (const encoder of wiring.encoders) {
    const push = encoder.push?.kind === "direct" ? `, push ${encoder.push.pin}` : encoder.push?.kind === "matrix" ? ", push in the matrix" : "";
    parts.push(`${encoder.ref} A ${encoder.a}, B ${encoder.b}${push}`);
  }
  if (wiring.oled) parts.push(`${wiring.oled.ref} SDA ${wiring.oled.sda}, SCL ${wiring.oled.scl}`);
  if (wiring.leds) parts.push(`LEDs (${wiring.leds.chain.length}) on ${wiring.leds.dataPin}`);
  return parts.join("; ");
}
