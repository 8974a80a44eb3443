import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { controller } from "@hackpad/programme/controller";
import { classifyFootprint } from "../src/classify.ts";
import { parseKicadPcb } from "../src/parsers/kicad-pcb.ts";
import { wiringFromBoard } from "../src/wiring/from-board.ts";
import type { KeyConnection, Wiring } from "../src/wiring/types.ts";
import { realFixturesDir } from "../../../tools/browser/fixtures.ts";
import { directSpec, matrixSpec, mergeSpecs, wiredBoard, type BoardSpec } from "./support/wiring-boards.ts";

const read = (text: string): Wiring => {
  const board = parseKicadPcb(text);
  return wiringFromBoard(board, board.footprints.map(classifyFootprint));
};
const wiringOf = (spec: BoardSpec) => read(wiredBoard(spec));
const realWiring = (path: string) => read(readFileSync(join(realFixturesDir, path), "utf8"));
const direct = (pin: string): KeyConnection => ({ kind: "direct", pin: pin as never });
const at = (row: number, col: number): KeyConnection => ({ kind: "matrix", row, col });
const rows3 = ["D0", "D1", "D2"] as const;
const cols3 = ["D3", "D6", "D7"] as const;

describe("wiring of the real submissions", () => {
  it("lazypad: six switches straight to D4–D9, two rows of three keys", () => {
    const wiring = realWiring("lazypad/PCB/LazyPad.kicad_pcb");
    expect(wiring.problems).toEqual([]);
    expect(wiring.controllerRef).toBe("U1");
    expect(wiring.rows).toEqual([]);
    expect(wiring.diodeDirection).toBeNull();
    expect(wiring.keys.map((key) => [key.ref, key.connection, key.x, key.y])).toEqual([
      ["SW1", direct("D4"), 0, 0],
      ["SW2", direct("D5"), 1, 0],
      ["SW3", direct("D6"), 2, 0],
      ["SW6", direct("D9"), 0, 1],
      ["SW5", direct("D8"), 1, 1],
      ["SW4", direct("D7"), 2, 1],
    ]);
    // D4 and D5 are the XIAO's I2C pins, but with no screen on the board a switch may use them.
    expect(controller.i2c).toEqual({ sda: "D4", scl: "D5" });
    expect(wiring.oled).toBeNull();
  });

  it("allanpad: a 3 × 3 COL2ROW matrix on columns D0–D2 and rows D5, D4, D3, the encoder on D10, D9 and its push switch on D8", () => {
    const wiring = realWiring("allanpad/pcb/HackpadAllan/HackpadAllan.kicad_pcb");
    expect(wiring.problems).toEqual([]);
    expect(wiring.faults).toEqual([expect.stringMatching(/^SW10's common pin C is on 3\.3V, not GND/)]);
    expect(wiring.cols).toEqual(["D0", "D1", "D2"]);
    expect(wiring.rows).toEqual(["D5", "D4", "D3"]);
    expect(wiring.diodeDirection).toBe("COL2ROW");
    expect(wiring.keys.map((key) => [key.ref, key.connection, key.x, key.y])).toEqual([
      ["SW1", at(0, 0), 0, 0],
      ["SW2", at(0, 1), 1, 0],
      ["SW3", at(0, 2), 2, 0],
      ["SW4", at(1, 0), 0, 1],
      ["SW5", at(1, 1), 1, 1],
      ["SW6", at(1, 2), 2, 1],
      ["SW7", at(2, 0), 0, 2],
      ["SW8", at(2, 1), 1, 2],
      ["SW9", at(2, 2), 2, 2],
    ]);
    expect(wiring.encoders).toEqual([{ ref: "SW10", a: "D10", b: "D9", push: direct("D8"), x: -0.425, y: -0.975 }]);
  });
});

describe("wiring of synthetic boards", () => {
  it("reads keys wired straight to pins, with their positions in key units", () => {
    const wiring = wiringOf(directSpec(["D0", "D1", "D2", "D3"], 2));
    expect(wiring.problems).toEqual([]);
    expect(wiring.keys.map((key) => [key.ref, key.connection, key.x, key.y])).toEqual([
      ["SW1", direct("D0"), 0, 0],
      ["SW2", direct("D1"), 1, 0],
      ["SW3", direct("D2"), 0, 1],
      ["SW4", direct("D3"), 1, 1],
    ]);
  });

  const rows4 = ["D0", "D1", "D2", "D3"] as const;
  const cols4 = ["D6", "D7", "D8", "D9"] as const;
  for (const direction of ["COL2ROW", "ROW2COL"] as const) {
    for (const named of [true, false]) {
      it(`reads a 3 × 3 ${direction} matrix ${named ? "with ROW/COL net names" : "from the keys' positions alone"}`, () => {
        const wiring = wiringOf(matrixSpec(rows3, cols3, { direction, named }));
        expect(wiring.problems).toEqual([]);
        expect([wiring.rows, wiring.cols, wiring.diodeDirection]).toEqual([[...rows3], [...cols3], direction]);
        expect(wiring.keys.map((key) => key.connection)).toEqual([at(0, 0), at(0, 1), at(0, 2), at(1, 0), at(1, 1), at(1, 2), at(2, 0), at(2, 1), at(2, 2)]);
      });
    }
    it(`reads a 4 × 4 ${direction} matrix with its diodes on the ${direction === "COL2ROW" ? "column" : "row"} side`, () => {
      const wiring = wiringOf(matrixSpec(rows4, cols4, { direction, named: false, diodeOn: direction === "COL2ROW" ? "col" : "row" }));
      expect(wiring.problems).toEqual([]);
      expect([wiring.rows, wiring.cols, wiring.diodeDirection]).toEqual([[...rows4], [...cols4], direction]);
      expect(wiring.keys).toHaveLength(16);
      expect(wiring.keys[15]).toMatchObject({ ref: "SW16", connection: at(3, 3), x: 3, y: 3 });
    });
  }

  it("reads rotated switches by their positions and keeps KiCad's rotation", () => {
    const wiring = wiringOf(matrixSpec(rows3, cols3, { direction: "COL2ROW", named: false, rotation: 180 }));
    expect(wiring.problems).toEqual([]);
    expect([wiring.rows, wiring.cols]).toEqual([[...rows3], [...cols3]]);
    expect(wiring.keys.every((key) => key.rotation === 180)).toBe(true);
    expect(wiring.keys[4]).toMatchObject({ ref: "SW5", connection: at(1, 1), x: 1, y: 1 });
  });

  it("reads two encoders, one push switch on its own pin and one in the matrix", () => {
    const matrix = matrixSpec(["D0", "D1"], ["D2", "D3"], { direction: "COL2ROW", skip: [[1, 1]] });
    const spec = mergeSpecs(matrix, {
      xiao: { D6: "ENC1_A", D7: "ENC1_B", D8: "ENC1_SW", D9: "ENC2_A", D10: "ENC2_B" },
      encoders: [
        { ref: "SW10", x: 60, y: 10, a: "ENC1_A", b: "ENC1_B", s1: "ENC1_SW", s2: "GND" },
        { ref: "SW11", x: 60, y: 40, a: "ENC2_A", b: "ENC2_B", s1: "COL1", s2: "Net-(D9-A)" },
      ],
      diodes: [{ ref: "D9", x: 70, y: 40, k: "ROW1", a: "Net-(D9-A)" }],
    });
    const wiring = wiringOf(spec);
    expect(wiring.problems).toEqual([]);
    expect(wiring.encoders.map(({ ref, a, b, push }) => ({ ref, a, b, push }))).toEqual([
      { ref: "SW10", a: "D6", b: "D7", push: direct("D8") },
      { ref: "SW11", a: "D9", b: "D10", push: at(1, 1) },
    ]);
    expect(wiring.keys).toHaveLength(3);
    // Their common pins are on GND (the builder's default): nothing to say about the board.
    expect(wiring.faults).toEqual([]);
  });

  it("reads the OLED's SDA and SCL and the LED chain in data order", () => {
    const spec = mergeSpecs(directSpec(["D0", "D1"]), {
      xiao: { D4: "SDA", D5: "SCL", D10: "LED_IN" },
      oled: { ref: "U2", pads: ["GND", "+3V3", "SCL", "SDA"] },
      // Listed out of order on purpose: the chain follows data out → data in.
      leds: [
        { ref: "LED3", x: 40, din: "L2", dout: "" },
        { ref: "LED1", x: 20, din: "LED_IN", dout: "L1" },
        { ref: "LED2", x: 30, din: "L1", dout: "L2" },
      ],
    });
    const wiring = wiringOf(spec);
    expect(wiring.problems).toEqual([]);
    expect(wiring.oled).toEqual({ ref: "U2", sda: "D4", scl: "D5" });
    expect(wiring.leds).toEqual({ dataPin: "D10", chain: ["LED1", "LED2", "LED3"] });
  });

  it("says so when a switch shares an I2C pin with the OLED", () => {
    const spec = mergeSpecs(directSpec(["D0"]), {
      xiao: { D4: "SDA", D5: "SCL" },
      switches: [{ ref: "SW2", x: 10 + 19.05, y: 10, nets: ["SDA", "GND"] }],
      oled: { ref: "U2", pads: ["GND", "+3V3", "SCL", "SDA"] },
    });
    expect(wiringOf(spec).problems).toEqual(["SW2 is on D4, the I2C pin U2 uses: the screen and the key cannot share it."]);
  });

  it("says so when two switches share a pin without diodes, or a switch reaches no pin", () => {
    const spec = mergeSpecs(directSpec(["D0", "D1"]), {
      switches: [
        { ref: "SW3", x: 50, y: 10, nets: ["KEY_D0", "GND"] },
        { ref: "SW4", x: 70, y: 10, nets: ["FLOATING", "GND"] },
      ],
    });
    expect(wiringOf(spec).problems).toEqual([
      "SW4 reaches no XIAO pin: its pins are on FLOATING and GND. Wire SW4 to a free XIAO pin and GND, or into the matrix through a diode.",
      "SW1 and SW3 are both wired straight to D0 with no diodes: the firmware cannot tell them apart, so it reads D0 as SW1 only. Give SW3 a pin of its own.",
    ]);
  });

  it("says so when a diode is turned the other way from the rest", () => {
    const spec = matrixSpec(rows3, cols3, { direction: "COL2ROW" });
    const diodes = (spec.diodes ?? []).map((diode) => (diode.ref === "D5" ? { ...diode, k: diode.a, a: diode.k } : diode));
    const wiring = wiringOf({ ...spec, diodes });
    expect(wiring.diodeDirection).toBe("COL2ROW");
    expect(wiring.problems).toEqual([
      "D5 is turned the other way from the other matrix diodes (its band, pad 1, is on the wrong side), so SW5 is never read. Turn D5 round.",
    ]);
    expect(wiring.findings).toEqual([expect.objectContaining({ kind: "diode-reversed", change: "Turn D5 round.", mark: ["D5"], leftOut: ["SW5"] })]);
    expect(wiring.keys.map((key) => key.ref)).not.toContain("SW5");
  });
});

describe("wiring of bad input", () => {
  it("a board without a XIAO", () => {
    const wiring = wiringOf({ ...directSpec(["D0"]), xiao: null });
    expect(wiring.controllerRef).toBe("");
    expect(wiring.keys).toEqual([]);
    expect(wiring.problems).toEqual([`The board has no ${controller.short} footprint, so no key can be traced to a pin.`]);
  });

  it("a board with no switches", () => {
    const wiring = wiringOf({ xiao: { D0: "X" } });
    expect(wiring.keys).toEqual([]);
    expect(wiring.problems).toEqual(["The board has no switches and no encoders: there is nothing to read."]);
  });

  it("a board never updated from its schematic (no nets on any pad)", () => {
    const wiring = wiringOf({ ...matrixSpec(rows3, cols3, { direction: "COL2ROW" }), noNets: true });
    expect(wiring.keys).toEqual([]);
    expect(wiring.problems).toHaveLength(1);
    expect(wiring.problems[0]).toMatch(
      /^The board's pads carry no nets \(SW1, SW2, .*SW9, U1\): it was never updated from the schematic\. .*Update PCB from Schematic \(F8\)/,
    );
  });
});
