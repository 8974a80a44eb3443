/**
 * Synthetic wirings, as wiringFromBoard would read them off a board: the generators' test set (direct keys, a 3×3
 * COL2ROW and a 4×4 ROW2COL matrix, rotated keys, two encoders with push switches, an OLED, an LED chain, and a
 * matrix with switches on their own pins beside it).
 */
import type { EncoderWiring, KeyWiring, Wiring, XiaoPin } from "@hackpad/preflight/report";

const base = (): Wiring => ({ controllerRef: "U1", rows: [], cols: [], diodeDirection: null, keys: [], encoders: [], oled: null, leds: null, problems: [] });

/** Keys on a grid, `perRow` to a row, each on its own pin. */
function directKeys(pins: XiaoPin[], perRow: number, first = 1): KeyWiring[] {
  return pins.map((pin, index) => ({
    ref: `SW${index + first}`,
    connection: { kind: "direct", pin },
    x: index % perRow,
    y: Math.floor(index / perRow),
    rotation: 0,
  }));
}

function matrixKeys(rows: number, cols: number): KeyWiring[] {
  const keys: KeyWiring[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) keys.push({ ref: `SW${keys.length + 1}`, connection: { kind: "matrix", row, col }, x: col, y: row, rotation: 0 });
  }
  return keys;
}

export const direct9 = (): Wiring => ({ ...base(), keys: directKeys(["D0", "D1", "D2", "D3", "D6", "D7", "D8", "D9", "D10"], 3) });

export const matrix3x3 = (): Wiring => ({
  ...base(),
  cols: ["D0", "D1", "D2"],
  rows: ["D3", "D6", "D7"],
  diodeDirection: "COL2ROW",
  keys: matrixKeys(3, 3),
});

export const matrix4x4 = (): Wiring => ({
  ...base(),
  cols: ["D6", "D7", "D8", "D9"],
  rows: ["D0", "D1", "D2", "D3"],
  diodeDirection: "ROW2COL",
  keys: matrixKeys(4, 4),
});

export const rotated = (): Wiring => ({
  ...base(),
  keys: [
    { ref: "SW1", connection: { kind: "direct", pin: "D0" }, x: 0, y: 0, rotation: 15 },
    { ref: "SW2", connection: { kind: "direct", pin: "D1" }, x: 1.1, y: 0.2, rotation: -30 },
    { ref: "SW3", connection: { kind: "direct", pin: "D2" }, x: 2.3, y: 0.6, rotation: 90 },
    { ref: "SW4", connection: { kind: "direct", pin: "D3" }, x: 0.5, y: 1.25, rotation: 180 },
  ],
});

const encoder = (ref: string, a: XiaoPin, b: XiaoPin, push: XiaoPin | null, x: number, y: number): EncoderWiring => ({
  ref,
  a,
  b,
  push: push ? { kind: "direct", pin: push } : null,
  x,
  y,
});

export const twoEncoders = (): Wiring => ({
  ...base(),
  keys: directKeys(["D0", "D1", "D2"], 3),
  encoders: [encoder("EC1", "D3", "D6", "D7", 3.25, 0), encoder("EC2", "D8", "D9", "D10", 3.25, 1.25)],
});

export const withOled = (): Wiring => ({
  ...base(),
  keys: directKeys(["D0", "D1", "D2", "D3"], 2),
  oled: { ref: "J1", sda: "D4", scl: "D5" },
});

export const ledChain = (): Wiring => ({
  ...base(),
  keys: directKeys(["D0", "D1", "D2"], 3),
  leds: { dataPin: "D6", chain: ["D1", "D2", "D3", "D4"].map((ref) => ref.replace("D", "LED")) },
});

/** allanpad's shape: a 3×3 matrix, an encoder whose push switch has its own pin, and a switch beside the matrix. */
export const matrixWithExtras = (): Wiring => ({
  ...base(),
  cols: ["D0", "D1", "D2"],
  rows: ["D3", "D4", "D5"],
  diodeDirection: "COL2ROW",
  keys: [...matrixKeys(3, 3), { ref: "SW10", connection: { kind: "direct", pin: "D6" }, x: 3, y: 2, rotation: 0 }],
  encoders: [encoder("EC1", "D8", "D9", "D10", 3, 0)],
});

/** A matrix whose encoder push switch sits in the matrix, with an OLED and LEDs: everything at once. */
export const everything = (): Wiring => ({
  ...base(),
  cols: ["D0", "D1", "D2"],
  rows: ["D3", "D6"],
  diodeDirection: "ROW2COL",
  keys: matrixKeys(2, 3).slice(0, 5),
  encoders: [{ ref: "EC1", a: "D7", b: "D8", push: { kind: "matrix", row: 1, col: 2 }, x: 2, y: 1 }],
  oled: { ref: "OLED1", sda: "D4", scl: "D5" },
  leds: { dataPin: "D9", chain: ["LED1", "LED2"] },
});

export const syntheticSet: Record<string, () => Wiring> = {
  "direct 9 keys": direct9,
  "3×3 COL2ROW matrix": matrix3x3,
  "4×4 ROW2COL matrix": matrix4x4,
  "rotated keys": rotated,
  "two encoders with push switches": twoEncoders,
  OLED: withOled,
  "LED chain": ledChain,
  "matrix with switches beside it": matrixWithExtras,
  "matrix, encoder push in the matrix, OLED and LEDs": everything,
};

/** Every pin a Wiring uses, whatever for. */
export function pinsOf(wiring: Wiring): Set<XiaoPin> {
  const pins = new Set<XiaoPin>([...wiring.rows, ...wiring.cols]);
  for (const key of wiring.keys) if (key.connection.kind === "direct") pins.add(key.connection.pin);
  for (const encoder of wiring.encoders) {
    pins.add(encoder.a);
    pins.add(encoder.b);
    if (encoder.push?.kind === "direct") pins.add(encoder.push.pin);
  }
  if (wiring.oled) {
    pins.add(wiring.oled.sda);
    pins.add(wiring.oled.scl);
  }
  if (wiring.leds) pins.add(wiring.leds.dataPin);
  return pins;
}
