import { describe, expect, it } from "vitest";
import { controller } from "@hackpad/programme/controller";
import { matrixCells, matrixPins, matrixShape, pinBudget, shouldSkipMatrix } from "~/lib/illustrations/matrix";

describe("matrixShape", () => {
  it("picks the grid with the fewest row + column pins", () => {
    expect(matrixShape(4)).toEqual({ rows: 2, cols: 2 });
    expect(matrixShape(5)).toEqual({ rows: 2, cols: 3 });
    expect(matrixShape(9)).toEqual({ rows: 3, cols: 3 });
    expect(matrixShape(16)).toEqual({ rows: 4, cols: 4 });
    expect(matrixShape(17)).toEqual({ rows: 4, cols: 5 });
  });

  it("handles tiny and empty pads", () => {
    expect(matrixShape(0)).toEqual({ rows: 0, cols: 0 });
    expect(matrixShape(1)).toEqual({ rows: 1, cols: 1 });
    expect(matrixShape(2)).toEqual({ rows: 1, cols: 2 });
  });

  it("always has room for every key and never more rows than columns", () => {
    for (let keys = 1; keys <= 20; keys++) {
      const shape = matrixShape(keys);
      expect(shape.rows * shape.cols).toBeGreaterThanOrEqual(keys);
      expect(shape.rows).toBeLessThanOrEqual(shape.cols);
      expect(matrixPins(shape)).toBeLessThanOrEqual(keys + 1);
    }
  });
});

describe("matrixCells", () => {
  it("numbers the keys row by row", () => {
    const cells = matrixCells({ rows: 2, cols: 3 });
    expect(cells).toHaveLength(6);
    expect(cells[0]).toEqual({ row: 0, col: 0, key: 1 });
    expect(cells[4]).toEqual({ row: 1, col: 1, key: 5 });
  });
});

describe("shouldSkipMatrix", () => {
  it("follows the programme's advice on small pads", () => {
    expect(shouldSkipMatrix(4)).toBe(true);
    expect(shouldSkipMatrix(6)).toBe(true);
    expect(shouldSkipMatrix(7)).toBe(false);
  });
});

describe("pinBudget", () => {
  it("counts 4 direct keys + 1 encoder + OLED + LEDs as 10 of 11 pins", () => {
    const budget = pinBudget({ switches: 4, wiring: "direct", encoders: 1, oled: true, leds: 2 });
    // 4 keys + 1 encoder press = 5, encoder A/B = 2, OLED = 2, LED data = 1
    expect(budget.keys).toBe(5);
    expect(budget.used).toBe(10);
    expect(budget.available).toBe(controller.pins.length);
    expect(budget.free).toBe(1);
    expect(budget.fits).toBe(true);
  });

  it("gives I2C parts the XIAO's SDA and SCL pins and never hands out a pin twice", () => {
    const budget = pinBudget({ switches: 4, wiring: "direct", encoders: 1, oled: true, leds: 2 });
    const i2c = budget.lines.find((line) => line.use === "i2c");
    expect(i2c?.assigned).toEqual([controller.i2c.sda, controller.i2c.scl]);
    const all = budget.lines.flatMap((line) => line.assigned);
    expect(new Set(all).size).toBe(all.length);
  });

  it("shares the I2C pins between the OLED and an IO expander", () => {
    const both = pinBudget({ switches: 0, wiring: "direct", encoders: 0, oled: true, leds: 0, expander: true });
    expect(both.used).toBe(2);
  });

  it("fits 16 keys + an encoder in a 4 × 5 matrix", () => {
    const budget = pinBudget({ switches: 16, wiring: "matrix", encoders: 1, oled: false, leds: 0 });
    expect(budget.matrix).toEqual({ rows: 4, cols: 5 });
    expect(budget.used).toBe(11);
    expect(budget.fits).toBe(true);
  });

  it("fits 16 keys + OLED + 4 LEDs in a 4 × 4 matrix", () => {
    const budget = pinBudget({ switches: 16, wiring: "matrix", encoders: 0, oled: true, leds: 4 });
    expect(budget.used).toBe(11);
    expect(budget.free).toBe(0);
  });

  it("reports when direct wiring runs out of pins", () => {
    const budget = pinBudget({ switches: 12, wiring: "direct", encoders: 0, oled: false, leds: 0 });
    expect(budget.fits).toBe(false);
    expect(budget.free).toBe(-1);
    expect(budget.lines[0]?.assigned).toHaveLength(controller.pins.length);
  });

  it("uses one pin for any number of chained LEDs, none when there are no LEDs", () => {
    expect(pinBudget({ switches: 0, wiring: "direct", encoders: 0, oled: false, leds: 16 }).used).toBe(1);
    expect(pinBudget({ switches: 0, wiring: "direct", encoders: 0, oled: false, leds: 0 }).used).toBe(0);
  });

  it("leaves the encoder press out when asked", () => {
    expect(pinBudget({ switches: 4, wiring: "direct", encoders: 1, encoderPress: false, oled: false, leds: 0 }).used).toBe(6);
  });
});
