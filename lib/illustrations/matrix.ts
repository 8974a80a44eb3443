import { controller } from "@hackpad/programme/controller";
import { dimensions } from "@hackpad/programme/dimensions";

/** Rows and columns of a key matrix. */
export interface MatrixShape {
  rows: number;
  cols: number;
}

/**
 * The matrix that reads `keys` switches with the fewest pins: rows × cols must hold every key and
 * rows + cols is as small as possible. Ties go to the squarer grid, with no more rows than columns.
 */
export function matrixShape(keys: number): MatrixShape {
  const n = Math.max(0, Math.floor(keys));
  if (n === 0) return { rows: 0, cols: 0 };
  let best: MatrixShape = { rows: 1, cols: n };
  for (let rows = 1; rows <= n; rows++) {
    const cols = Math.ceil(n / rows);
    if (rows > cols) break;
    const better = rows + cols < best.rows + best.cols || (rows + cols === best.rows + best.cols && cols - rows < best.cols - best.rows);
    if (better) best = { rows, cols };
  }
  return best;
}

/** Pins a matrix of that shape takes: one per row plus one per column. */
export function matrixPins(shape: MatrixShape): number {
  return shape.rows + shape.cols;
}

/** True when the guides advise wiring every switch to its own pin instead of building a matrix. */
export function shouldSkipMatrix(keys: number): boolean {
  return keys <= dimensions.skipMatrixAtOrBelowSwitches;
}

/** One switch in a matrix drawing: where it sits and which row and column wires it joins. */
export interface MatrixCell {
  row: number;
  col: number;
  /** Key number, counting along each row from the top left, starting at 1. */
  key: number;
}

/** Every cell of a rows × cols matrix, row by row. */
export function matrixCells(shape: MatrixShape): MatrixCell[] {
  const cells: MatrixCell[] = [];
  for (let row = 0; row < shape.rows; row++) {
    for (let col = 0; col < shape.cols; col++) cells.push({ row, col, key: row * shape.cols + col + 1 });
  }
  return cells;
}

export type Wiring = "direct" | "matrix";

/** What a pad puts on the XIAO's pins. */
export interface PinBudgetInput {
  switches: number;
  wiring: Wiring;
  encoders: number;
  /** Whether the encoders' push switches are read as keys (they are, on most pads). */
  encoderPress?: boolean;
  oled: boolean;
  leds: number;
  /** An MCP23017 on the I2C bus: it shares the OLED's two wires. */
  expander?: boolean;
}

export type PinUse = "keys" | "encoder" | "i2c" | "leds";

/** One line of the budget: what it is for, how many pins it takes and which pins they could be. */
export interface PinBudgetLine {
  use: PinUse;
  label: string;
  pins: number;
  /** Board names (D0…) suggested for this line; shorter than `pins` when the XIAO runs out. */
  assigned: string[];
}

export interface PinBudget {
  lines: PinBudgetLine[];
  used: number;
  available: number;
  /** Pins left over; negative when the design needs more than the XIAO has. */
  free: number;
  fits: boolean;
  /** Keys read by the switch wiring: switches plus encoder push switches. */
  keys: number;
  matrix?: MatrixShape;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Counts the XIAO pins a design uses. Keys take one pin each when wired directly, rows + columns
 * in a matrix; each encoder takes two pins (A and B) and its push switch is one more key; the OLED
 * and the IO expander share the two I2C pins; any number of chained LEDs take one data pin.
 * Suggested pins: I2C parts get the XIAO's SDA/SCL pins, everything else fills the rest in order.
 */
export function pinBudget(input: PinBudgetInput): PinBudget {
  const switches = Math.max(0, Math.floor(input.switches));
  const encoders = Math.max(0, Math.floor(input.encoders));
  const leds = Math.max(0, Math.floor(input.leds));
  const press = input.encoderPress ?? true;
  const keys = switches + (press ? encoders : 0);
  const usesI2c = input.oled || input.expander === true;

  const pinNames = controller.pins.map((pin) => pin.name);
  const i2cPins: string[] = [controller.i2c.sda, controller.i2c.scl];
  // Keep the I2C pins for I2C parts when there are any; otherwise they are ordinary pins.
  const pool = usesI2c ? pinNames.filter((name) => !i2cPins.includes(name)) : [...pinNames];
  const take = (count: number) => pool.splice(0, count);

  const lines: PinBudgetLine[] = [];
  let matrix: MatrixShape | undefined;

  if (usesI2c) {
    const parts = [input.oled ? "OLED" : undefined, input.expander ? "IO expander" : undefined].filter(Boolean).join(" + ");
    lines.push({ use: "i2c", label: `${parts} (I2C: SDA + SCL)`, pins: 2, assigned: i2cPins });
  }
  if (keys > 0) {
    const what =
      press && encoders > 0
        ? `${plural(switches, "switch", "switches")} + ${plural(encoders, "encoder press", "encoder presses")}`
        : plural(switches, "switch", "switches");
    if (input.wiring === "matrix") {
      matrix = matrixShape(keys);
      const pins = matrixPins(matrix);
      lines.push({ use: "keys", label: `${what} in a ${matrix.rows} × ${matrix.cols} matrix`, pins, assigned: take(pins) });
    } else {
      lines.push({ use: "keys", label: `${what}, one pin each`, pins: keys, assigned: take(keys) });
    }
  }
  if (encoders > 0) {
    lines.push({ use: "encoder", label: `${plural(encoders, "encoder")}: A + B`, pins: encoders * 2, assigned: take(encoders * 2) });
  }
  if (leds > 0) {
    lines.push({ use: "leds", label: `${plural(leds, "LED")} in one chain (data in)`, pins: 1, assigned: take(1) });
  }

  const used = lines.reduce((sum, line) => sum + line.pins, 0);
  const available = pinNames.length;

  return { lines, used, available, free: available - used, fits: used <= available, keys, matrix };
}
