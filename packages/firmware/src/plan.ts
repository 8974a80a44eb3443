/**
 * What a Wiring can become: the inputs and parts a correct firmware can drive, and a sentence for everything left
 * out (or wired wrong on the board). Firmware is written for every key that can be read; it is refused only when
 * not one can.
 */
import { controller } from "@hackpad/programme/controller";
import type { Wiring, XiaoPin } from "@hackpad/preflight";
import { firmwareError, i2cBus } from "./inputs.ts";

const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`);

/** The wiring with only what the firmware drives, and the notes: one sentence each for what it leaves out and why, and the board's faults. */
export function planFirmware(wiring: Wiring): { wiring: Wiring; notes: string[] } {
  const notes = [...wiring.problems, ...(wiring.faults ?? [])];
  const explained = new Set((wiring.findings ?? []).flatMap((finding) => finding.leftOut));
  const leave = (refs: string[], why: string) => {
    if (!refs.every((ref) => explained.has(ref))) notes.push(why);
    for (const ref of refs) explained.add(ref);
  };
  const plan: Wiring = { ...wiring, keys: [...wiring.keys], encoders: wiring.encoders.map((encoder) => ({ ...encoder })) };

  // A matrix needs its diode direction and a pin for each of its rows and columns.
  const matrixKeys = plan.keys.filter((key) => key.connection.kind === "matrix");
  if (matrixKeys.length > 0 && plan.diodeDirection === null) {
    leave(
      matrixKeys.map((key) => key.ref),
      `The switches ${list(matrixKeys.map((key) => key.ref))} form a matrix whose diode direction cannot be told, so they are left out.`,
    );
    plan.keys = plan.keys.filter((key) => key.connection.kind !== "matrix");
  }
  plan.keys = plan.keys.filter((key) => {
    if (key.connection.kind !== "matrix" || (plan.rows[key.connection.row] && plan.cols[key.connection.col])) return true;
    leave(
      [key.ref],
      `${key.ref} sits at row ${key.connection.row + 1}, column ${key.connection.col + 1} of a matrix that has no such row or column pin, so it is left out.`,
    );
    return false;
  });
  if (!plan.keys.some((key) => key.connection.kind === "matrix")) {
    plan.rows = [];
    plan.cols = [];
    plan.diodeDirection = null;
  }

  // One pin, one job: the first to claim a pin keeps it (matrix, keys, encoders, then the screen and the LEDs).
  const owner = new Map<XiaoPin, string>();
  /** Claims the pins for `what` when none is taken yet, else leaves `refs` out: `why` hears which pins are taken, and by what. */
  const take = (pins: XiaoPin[], what: string, refs: string[], why: (taken: string) => string) => {
    const taken = pins.flatMap((pin) => (owner.has(pin) ? [`${pin} (${owner.get(pin) ?? ""})`] : []));
    if (taken.length > 0) leave(refs, why(list(taken)));
    else for (const pin of pins) owner.set(pin, what);
    return taken.length === 0;
  };
  plan.rows.forEach((pin, index) => owner.set(pin, `matrix row ${index + 1}`));
  plan.cols.forEach((pin, index) => owner.set(pin, `matrix column ${index + 1}`));
  plan.keys = plan.keys.filter(
    (key) =>
      key.connection.kind !== "direct" ||
      take([key.connection.pin], key.ref, [key.ref], (taken) => `${key.ref} is wired to ${taken}, which is already used, so it is left out.`),
  );
  plan.encoders = plan.encoders.filter((encoder) => {
    const knob = `${encoder.ref}'s A and B`;
    if (!take([encoder.a, encoder.b], knob, [encoder.ref], (taken) => `${knob} (${encoder.a}, ${encoder.b}) share ${taken}, so the knob is left out.`))
      return false;
    const push = encoder.push;
    if (push?.kind === "direct") {
      const what = `${encoder.ref}'s push switch`;
      if (!take([push.pin], what, [`${encoder.ref} push`], (taken) => `${what} is on ${taken}, already used, so only the knob's turning is read.`))
        encoder.push = null;
    } else if (push?.kind === "matrix" && !(plan.rows[push.row] && plan.cols[push.col])) encoder.push = null;
    return true;
  });

  const { oled, leds } = plan;
  const shared = oled && leds && [oled.sda, oled.scl].includes(leds.dataPin);
  if (shared) {
    leave(
      [oled.ref, ...leds.chain],
      `${leds.dataPin} is both ${oled.ref}'s I2C line and the LEDs' data in, so the screen and the LEDs are left out (the keys still work).`,
    );
    plan.oled = null;
    plan.leds = null;
  }
  if (plan.oled) {
    const screen = plan.oled;
    const shares = (taken: string) => `${screen.ref}'s SDA and SCL (${screen.sda}, ${screen.scl}) share ${taken}, so the screen is left out.`;
    if (!take([screen.sda, screen.scl], `${screen.ref}'s I2C`, [screen.ref], shares)) plan.oled = null;
    else if (i2cBus(screen) === null) {
      // KMK's screen driver and QMK's OLED driver both need the RP2040's I2C hardware (firmware-generator.ts). The
      // pins stay claimed: only the LEDs come after, and they are never on the screen's pins (shared, above).
      leave(
        [screen.ref],
        `${screen.ref}'s SDA (${screen.sda}) and SCL (${screen.scl}) are not a pair the RP2040's I2C hardware can use, and the screen drivers need it, so the screen is left out. Wire SDA to ${controller.i2c.sda} and SCL to ${controller.i2c.scl}.`,
      );
      plan.oled = null;
    }
  }
  const dataTaken = (taken: string) => `The LEDs' data in is on ${taken}, already used, so the LEDs are left out.`;
  if (plan.leds && !take([plan.leds.dataPin], "the LEDs", plan.leds.chain, dataTaken)) plan.leds = null;

  const pushes = plan.encoders.filter((encoder) => encoder.push !== null).length;
  if (plan.keys.length === 0 && pushes === 0 && plan.encoders.length === 0) {
    const reason = wiring.controllerRef
      ? `Not one switch on the board can be read by any firmware${notes.length > 0 ? ":" : "."}`
      : (notes[0] ?? `The board has no ${controller.short}.`);
    throw firmwareError(wiring.controllerRef ? [reason, ...notes] : [reason]);
  }
  return { wiring: plan, notes: [...new Set(notes)] };
}
