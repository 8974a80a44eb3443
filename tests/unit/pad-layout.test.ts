import { describe, expect, it } from "vitest";
import { countGrid, defaultColumns, layoutPad } from "~/lib/pad-layout";

const spec = { name: "T", oled: "none", leds: 0 } as const;

describe("layoutPad", () => {
  it("puts keys on the 19.05 mm pitch", () => {
    const { keys } = layoutPad({ ...spec, switches: 4, encoders: 0 });
    expect(keys).toHaveLength(4);
    expect((keys[1]?.x ?? 0) - (keys[0]?.x ?? 0)).toBeCloseTo(19.05);
    expect(defaultColumns(9)).toBe(3);
  });

  it("places a knob beside the keys when they don't fill a rectangle together", () => {
    const { keys, encoders } = layoutPad({ ...spec, switches: 4, encoders: 1 });
    const rightmostKey = Math.max(...keys.map((key) => key.x + key.w));
    expect(encoders[0]?.cx).toBeGreaterThan(rightmostKey);
  });

  it("puts the knob in the grid when keys and knob fill it (15 + 1 = 4 × 4)", () => {
    const { keys, encoders, board } = layoutPad({ ...spec, switches: 15, encoders: 1 });
    expect(keys).toHaveLength(15);
    const lastColumnX = Math.max(...keys.map((key) => key.x));
    expect(encoders[0]?.cx).toBeCloseTo(lastColumnX + 9);
    expect(encoders[0]?.cy).toBeLessThan(Math.min(...keys.filter((key) => key.x === lastColumnX).map((key) => key.y)));
    expect(board.w).toBeLessThan(4 * 19.05 + 20);
  });

  it("puts plain LEDs beside the controller when asked, reverse-mount ones under the keys", () => {
    const beside = layoutPad({ ...spec, switches: 4, encoders: 0, leds: 2, ledPlacement: "beside-controller" });
    const topOfKeys = Math.min(...beside.keys.map((key) => key.y));
    for (const led of beside.leds) expect(led.cy).toBeLessThan(topOfKeys);
    const under = layoutPad({ ...spec, switches: 4, encoders: 0, leds: 2 });
    for (const led of under.leds) expect(led.cy).toBeGreaterThan(topOfKeys);
  });

  it("follows a grid: keys, knobs and LEDs in the cells the rows give", () => {
    const { keys, encoders, leds } = layoutPad({ ...spec, switches: 4, encoders: 1, leds: 2, grid: ["oKE", "KKK"] });
    expect(keys).toHaveLength(4);
    const [top, ...bottom] = keys;
    expect(bottom.map((key) => key.y)).toEqual([bottom[0]?.y, bottom[0]?.y, bottom[0]?.y]);
    expect((bottom[0]?.y ?? 0) - (top?.y ?? 0)).toBeCloseTo(19.05);
    expect(top?.x).toBeCloseTo(bottom[1]?.x ?? Number.NaN);
    expect(encoders[0]?.cx).toBeCloseTo((bottom[2]?.x ?? 0) + 9);
    expect(encoders[0]?.cy).toBeCloseTo((top?.y ?? 0) + 9);
    // Only the LED the grid places: the other one is on the back of the board.
    expect(leds).toEqual([{ cx: (bottom[0]?.x ?? 0) + 9, cy: (top?.y ?? 0) + 9 }]);
    expect(countGrid(["oKE", "KKK"])).toEqual({ keys: 4, encoders: 1, leds: 1 });
    expect(countGrid(["LKKL", "KKKK"])).toEqual({ keys: 8, encoders: 0, leds: 2 });
  });

  it("puts the XIAO at the right end of the top edge when asked, the OLED beside it", () => {
    const { xiao, usb, oled, board } = layoutPad({ ...spec, oled: "0.96", switches: 16, encoders: 0, xiaoSide: "right" });
    expect(xiao.x + xiao.w).toBeCloseTo(board.w - 4);
    expect(usb.x + usb.w / 2).toBeCloseTo(xiao.x + xiao.w / 2);
    expect((oled?.x ?? 0) + (oled?.w ?? 0)).toBeLessThan(xiao.x);
  });

  it("keeps the XIAO's USB port past the top edge", () => {
    const { usb, board } = layoutPad({ ...spec, switches: 16, encoders: 0 });
    expect(usb.y).toBeLessThan(board.y);
  });
});
