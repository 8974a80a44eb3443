/**
 * Each class of board fault seen on real submissions, rebuilt as a small board from code: the finding names the
 * footprints and the one thing to change, and the firmware generators still write every key that can work.
 */
import { describe, expect, it } from "vitest";
import { generateKmk, generateQmk } from "@hackpad/firmware";
import { classifyFootprint } from "../src/classify.ts";
import { parseKicadPcb } from "../src/parsers/kicad-pcb.ts";
import { wiringFromBoard } from "../src/wiring/from-board.ts";
import type { Wiring } from "../src/wiring/types.ts";
import { directSpec, matrixSpec, mergeSpecs, wiredBoard, type BoardSpec } from "./support/wiring-boards.ts";

const wiringOf = (spec: BoardSpec): Wiring => {
  const board = parseKicadPcb(wiredBoard(spec));
  return wiringFromBoard(board, board.footprints.map(classifyFootprint));
};
const mainPy = (wiring: Wiring) => generateKmk(wiring, { name: "Pad" }).files.find((file) => file.path === "main.py")?.text ?? "";
const keymapC = (wiring: Wiring) => generateQmk(wiring, { name: "Pad" }).files.find((file) => file.path === "keymaps/default/keymap.c")?.text ?? "";
const keysIn = (wiring: Wiring) => wiring.keys.map((key) => key.ref);
const kinds = (wiring: Wiring) => (wiring.findings ?? []).map((finding) => finding.kind);

describe("the surface-mount XIAO's GND pads", () => {
  it("reads keys wired to an underside GND pad (pad 16 or 20 of XIAO-RP2040-SMD) as keys to GND", () => {
    const spec = directSpec(["D0", "D1", "D2"]);
    // The ground net is named after the pad KiCad found first, as an unlabelled net is.
    const switches = (spec.switches ?? []).map((sw) => ({ ...sw, nets: [sw.nets[0], "Net-(U1-GND)"] as [string, string] }));
    const wiring = wiringOf({ ...spec, switches, smd: { underside: { "20": "Net-(U1-GND)" }, groundNet: "" } });
    expect(wiring.problems).toEqual([]);
    expect(wiring.keys.map((key) => key.connection)).toEqual(["D0", "D1", "D2"].map((pin) => ({ kind: "direct", pin })));
  });

  it("takes a pad whose symbol pin is named GND_18 as GND, whatever its number", () => {
    const spec = directSpec(["D4", "D5"]);
    const switches = (spec.switches ?? []).map((sw) => ({ ...sw, nets: [sw.nets[0], "Net-(U1-GND_18)"] as [string, string] }));
    const wiring = wiringOf({ ...spec, switches, smd: { underside: { "18": "Net-(U1-GND_18)" }, pinfunction: { "18": "GND_18" }, groundNet: "" } });
    expect(wiring.problems).toEqual([]);
    expect(keysIn(wiring)).toEqual(["SW1", "SW2"]);
  });
});

describe("diodes read by their pads", () => {
  it("names a diode fitted backwards between a key and its pin, prints GND as GND, and writes the other keys", () => {
    const spec: BoardSpec = {
      xiao: { D0: "KEY0", D1: "KEY1", D2: "KEY2" },
      smd: { underside: { "16": "Net-(D10-VSS)" }, groundNet: "Net-(D10-VSS)" },
      switches: [
        { ref: "SW1", x: 10, y: 10, nets: ["Net-(D10-VSS)", "N1"] },
        { ref: "SW2", x: 29, y: 10, nets: ["Net-(D10-VSS)", "N2"] },
        { ref: "SW3", x: 48, y: 10, nets: ["KEY2", "Net-(D10-VSS)"] },
      ],
      // D13's band (pad 1) faces the pin: reversed. D14's faces the switch: current flows from D1 to GND.
      diodes: [
        { ref: "D13", x: 10, y: 20, k: "KEY0", a: "N1" },
        { ref: "D14", x: 29, y: 20, k: "N2", a: "KEY1" },
      ],
    };
    const wiring = wiringOf(spec);
    expect(wiring.problems).toEqual([
      "D13 is turned the wrong way round: SW1 reaches D0 through it, but its band (the cathode, pad 1) faces D0, so a press never pulls D0 to GND. Turn D13 round.",
    ]);
    expect(wiring.findings).toEqual([
      expect.objectContaining({ kind: "diode-reversed", change: "Turn D13 round.", refs: ["D13", "SW1"], mark: ["D13"], leftOut: ["SW1"] }),
    ]);
    expect(wiring.keys.map((key) => [key.ref, key.connection])).toEqual([
      ["SW2", { kind: "direct", pin: "D1" }],
      ["SW3", { kind: "direct", pin: "D2" }],
    ]);
    const source = mainPy(wiring);
    expect(source).toContain("#   - D13 is turned the wrong way round");
    expect(source).toContain("board.D1,  # SW2");
    expect(source).not.toContain("Net-(D10-VSS)");
  });

  it("names diodes that join column lines with no switch, and still reads the matrix", () => {
    const spec = matrixSpec(["D0", "D1"], ["D2", "D3", "D6"], { direction: "COL2ROW" });
    const wiring = wiringOf({
      ...spec,
      diodes: [...(spec.diodes ?? []), { ref: "D18", x: 90, y: 10, k: "COL0", a: "COL1" }, { ref: "D19", x: 90, y: 30, k: "COL1", a: "COL2" }],
    });
    expect(wiring.faults).toEqual([
      "D18 and D19 join COL0–COL1–COL2 with no switch: a press on one of those lines pulls the next to about 1 V, which can read as a press there too. Leave D18 and D19 off the board, or cut the trace.",
    ]);
    expect(wiring.findings?.[0]).toMatchObject({ kind: "diodes-join-lines", mark: ["D18", "D19"], leftOut: [] });
    expect(wiring.keys).toHaveLength(6);
    expect(wiring.diodeDirection).toBe("COL2ROW");
  });

  it("a push switch at an existing crosspoint with its diode reversed: names the diode, keeps rows and columns apart", () => {
    const spec = matrixSpec(["D0", "D1", "D2"], ["D3", "D6", "D7"], { direction: "COL2ROW" });
    const wiring = wiringOf({
      ...spec,
      encoders: [{ ref: "SW10", x: 90, y: 10, a: "ENC_A", b: "ENC_B", s1: "COL0", s2: "Net-(D20-K)" }],
      xiao: { ...spec.xiao, D8: "ENC_A", D9: "ENC_B" },
      diodes: [...(spec.diodes ?? []), { ref: "D20", x: 90, y: 20, k: "Net-(D20-K)", a: "ROW0" }],
    });
    expect(wiring.problems).toEqual([
      "D20 is turned the other way from the other matrix diodes (its band, pad 1, is on the wrong side), so SW10 (push switch) is never read. Turn D20 round.",
    ]);
    expect(wiring.problems.join(" ")).not.toMatch(/both as a row and as a column/);
    expect(wiring.rows).toEqual(["D0", "D1", "D2"]);
    expect(wiring.cols).toEqual(["D3", "D6", "D7"]);
    expect(wiring.encoders[0]?.push).toBeNull();
  });

  it("names the diodes that end on column nets instead of rows, and reads the keys wired right", () => {
    const spec = matrixSpec(["D0", "D1"], ["D2", "D3"], { direction: "COL2ROW" });
    const wiring = wiringOf({
      ...spec,
      switches: [
        ...(spec.switches ?? []),
        { ref: "SW5", x: 10, y: 60, nets: ["COL0", "Net-(D5-A)"] },
        { ref: "SW6", x: 29, y: 60, nets: ["COL1", "Net-(D6-A)"] },
      ],
      diodes: [...(spec.diodes ?? []), { ref: "D5", x: 10, y: 70, k: "COL1", a: "Net-(D5-A)" }, { ref: "D6", x: 29, y: 70, k: "COL0", a: "Net-(D6-A)" }],
    });
    expect(wiring.problems).toEqual([
      "The diodes D5 and D6 end on COL1 and COL0, where the other keys have their switches, so SW5 and SW6 are never read. The diodes D5 and D6 must end on row nets (ROW0 or ROW1), not COL1/COL0.",
    ]);
    expect(wiring.findings?.[0]).toMatchObject({ kind: "diodes-on-wrong-lines", mark: ["D5", "D6"], leftOut: ["SW5", "SW6"] });
    expect(keysIn(wiring).sort()).toEqual(["SW1", "SW2", "SW3", "SW4"]);
    expect(wiring.diodeDirection).toBe("COL2ROW");
  });

  it("trusts the diode pads over a net name that breaks the ROW/COL naming", () => {
    const spec = matrixSpec(["D0", "D1", "D2"], ["D3", "D6", "D7"], { direction: "COL2ROW" });
    // One column's net is called something else: the other five lines still say which are rows.
    const rename = (net: string) => (net === "COL2" ? "Net-(SW3-Pad1)" : net);
    const wiring = wiringOf({
      ...spec,
      xiao: Object.fromEntries(Object.entries(spec.xiao ?? {}).map(([pin, net]) => [pin, rename(net)])),
      switches: (spec.switches ?? []).map((sw) => ({ ...sw, x: sw.y, y: sw.x, nets: sw.nets.map(rename) as [string, string] })),
    });
    expect(wiring.diodeDirection).toBe("COL2ROW");
    expect(wiring.rows).toEqual(["D0", "D1", "D2"]);
  });
});

describe("LEDs, encoders, the screen", () => {
  const chain = (vdd?: string) =>
    ["D1", "D2", "D3", "D4"].map((ref, index) => ({
      ref,
      x: 10 + index * 19,
      din: index === 0 ? "LED_DATA" : `Net-(D${index}-DOUT)`,
      dout: `Net-(D${index + 1}-DOUT)`,
      ...(vdd ? { vdd } : {}),
    }));

  it("walks the chain by DIN and DOUT only, never along a supply net with an odd name", () => {
    const wiring = wiringOf(mergeSpecs(directSpec(["D0"]), { xiao: { D6: "LED_DATA" }, leds: chain("Net-(D1-VDD)") }));
    expect(wiring.leds).toEqual({ dataPin: "D6", chain: ["D1", "D2", "D3", "D4"] });
    expect(wiring.problems).toEqual([]);
    expect(wiring.faults).toEqual(["D1–D4 have VDD on Net-(D1-VDD): none of the LEDs can light. Wire every LED's VDD to 5V and its VSS to GND."]);
    expect(wiring.findings?.[0]).toMatchObject({ kind: "led-supply", mark: ["D1", "D2", "D3", "D4"] });
  });

  it("flags an encoder whose common pin C is unconnected, and says a C on 3.3 V at the top of the firmware", () => {
    const base = directSpec(["D0"]);
    const open = wiringOf({ ...base, xiao: { ...base.xiao, D8: "A", D9: "B" }, encoders: [{ ref: "SW4", x: 60, y: 10, a: "A", b: "B", c: "" }] });
    expect(open.faults).toEqual([
      "SW4's common pin C is not connected: with the pull-ups KMK and QMK use, A and B never read low, so turning it does nothing. Wire SW4's C pin to GND.",
    ]);
    const onSupply = wiringOf({ ...base, xiao: { ...base.xiao, D8: "A", D9: "B" }, encoders: [{ ref: "SW4", x: 60, y: 10, a: "A", b: "B", c: "+3V3" }] });
    expect(mainPy(onSupply)).toContain("#   - SW4's common pin C is on +3V3, not GND");
    expect(keymapC(onSupply)).toContain("//   - SW4's common pin C is on +3V3, not GND");
  });

  it("a screen on pins the I2C hardware cannot pair: the keys are written, the screen left out with the fix", () => {
    const base = directSpec(["D0", "D1"]);
    const wiring = wiringOf({ ...base, xiao: { ...base.xiao, D2: "SDA", D6: "SCL" }, oled: { ref: "U2", pads: ["GND", "+3V3", "SCL", "SDA"] } });
    expect(wiring.oled).toEqual({ ref: "U2", sda: "D2", scl: "D6" });
    for (const written of [generateKmk(wiring, { name: "Pad" }), generateQmk(wiring, { name: "Pad" })]) {
      expect(written.notes).toEqual([expect.stringMatching(/^U2's SDA \(D2\) and SCL \(D6\) are not a pair .* Wire SDA to D4 and SCL to D5\.$/)]);
    }
    expect(mainPy(wiring)).not.toContain("busio");
    expect(mainPy(wiring)).toContain("board.D1,  # SW2");
  });

  it("a pin shared by the screen's SDA and the LED data breaks those two only", () => {
    const base = directSpec(["D0", "D1"]);
    const wiring = wiringOf({
      ...base,
      xiao: { ...base.xiao, D4: "SDA", D5: "SCL" },
      oled: { ref: "U2", pads: ["GND", "+3V3", "SCL", "SDA"] },
      leds: [{ ref: "D7", x: 10, din: "SDA", dout: "" }],
    });
    expect(wiring.findings?.map((finding) => finding.kind)).toContain("pin-shared");
    expect(wiring.problems).toContain(
      "D4 carries both U2's SDA and the data in of D7: neither the screen nor the LEDs can work while they share it (the keys are not affected). Move the LED data line (D7's DIN) to a free pin.",
    );
    const source = mainPy(wiring);
    expect(source).not.toContain("Display(");
    expect(source).not.toContain("RGB(");
    expect(source).toContain("board.D0,  # SW1");
  });
});

describe("refusing only when not one key can be read", () => {
  it("sixteen switches wired pin to pin with no diode: one sentence, then each switch", () => {
    const pins = ["D0", "D1", "D2", "D3", "D4", "D5", "D6", "D7"] as const;
    const xiao = Object.fromEntries(pins.map((pin) => [pin, `L_${pin}`]));
    const switches = Array.from({ length: 16 }, (_, index) => ({
      ref: `SW${index + 1}`,
      x: 10 + (index % 4) * 19,
      y: 10 + Math.floor(index / 4) * 19,
      nets: [`L_${pins[index % 4] ?? "D0"}`, `L_${pins[4 + Math.floor(index / 4)] ?? "D4"}`] as [string, string],
    }));
    const wiring = wiringOf({ xiao, switches });
    expect(wiring.keys).toEqual([]);
    expect(kinds(wiring)).toEqual(Array.from({ length: 16 }, () => "switch-no-diode"));
    expect(() => generateKmk(wiring, { name: "Pad" })).toThrow(
      /^Not one switch on the board can be read by any firmware: SW1 joins D0 straight to D4 with no diode between them\. Put a diode between SW1 and D4, or wire SW1's other pin to GND\./,
    );
  });

  it("never says no switch is wired when the switches are wired and readable", () => {
    const wiring = wiringOf(directSpec(["D0", "D1"]));
    expect(generateKmk(wiring, { name: "Pad" }).notes).toEqual([]);
  });
});
