import { describe, expect, it } from "vitest";
import { classifyFootprint } from "../src/classify.ts";
import type { PcbFootprint, PcbPad } from "../src/parsers/kicad-pcb.ts";
import { readBomLines } from "../src/rules/bom.ts";

const pad = (x: number, y: number, kind = "smd"): PcbPad => ({ number: "1", kind, shape: "rect", x, y, width: 1, height: 1, drill: null, net: null });
const fp = (lib: string, pads: PcbPad[], value = "", reference = "X1"): PcbFootprint => ({
  lib,
  name: lib.split(":").pop() ?? lib,
  reference,
  value,
  layer: "F.Cu",
  x: 0,
  y: 0,
  rotation: 0,
  pads,
  body: null,
});
const th = [pad(0, 0, "thru_hole"), pad(5, 0, "thru_hole")];

describe("classifyFootprint", () => {
  it("takes EC11 footprints as encoders even though their names contain 'Switch'", () => {
    expect(classifyFootprint(fp("Rotary_Encoder:RotaryEncoder_Alps_EC11E-Switch_Vertical_H20mm", th)).kind).toBe("encoder");
  });

  it("uses the footprint, not the reference designator (S1, SW1, K1)", () => {
    for (const reference of ["S1", "SW1", "K1", "U7"]) {
      expect(classifyFootprint(fp("Button_Switch_Keyboard:SW_Cherry_MX_1.00u_PCB", th, "", reference)).kind).toBe("switch");
    }
    expect(classifyFootprint(fp("kbd:Kailh_Choc_V2", th)).kind).toBe("switch");
  });

  it("names the controller's chip", () => {
    const pins = Array.from({ length: 14 }, (_, index) => pad(index, 0, "thru_hole"));
    expect(classifyFootprint(fp("OPL:XIAO-RP2040-DIP", pins))).toMatchObject({ kind: "controller", chip: "RP2040" });
    expect(classifyFootprint(fp("Seeed:Seeeduino-XIAO-DIP", pins, "XIAO SAMD21"))).toMatchObject({ kind: "controller", chip: "SAMD21" });
  });

  it("tells SK6812 MINI-E from PLCC4 by the pads, whatever the name says", () => {
    const miniPads = [pad(-2.4, -0.75), pad(2.4, -0.75), pad(2.4, 0.75), pad(-2.4, 0.75)];
    const plccPads = [pad(-2.45, -1.6), pad(2.45, -1.6), pad(2.45, 1.6), pad(-2.45, 1.6)];
    expect(classifyFootprint(fp("LED_SMD:LED_SK6812_PLCC4_5.0x5.0mm_P3.2mm", miniPads)).ledPackage).toBe("mini-e");
    expect(classifyFootprint(fp("LED_SMD:LED_SK6812MINI-E_3.2x2.8mm_P1.5mm_ReverseMount", plccPads)).ledPackage).toBe("plcc4");
  });

  it("sorts diodes by mounting, and keeps unknown parts as other", () => {
    expect(classifyFootprint(fp("Diode_THT:D_DO-35_SOD27_P7.62mm_Horizontal", th, "1N4148"))).toMatchObject({ kind: "diode", throughHole: true });
    expect(classifyFootprint(fp("Diode_SMD:D_SOD-123", [pad(0, 0), pad(3, 0)], "1N4148W"))).toMatchObject({ kind: "diode", throughHole: false });
    expect(classifyFootprint(fp("Resistor_SMD:R_0805", [pad(0, 0), pad(2, 0)])).kind).toBe("other");
    expect(classifyFootprint(fp("Logo:Hackpad", [])).kind).toBe("artwork");
    expect(classifyFootprint(fp("MountingHole:MountingHole_3.2mm_M3", [pad(0, 0, "np_thru_hole")])).kind).toBe("mounting");
  });
});

describe("readBomLines", () => {
  it("reads quantities from lists and tables in the forms participants write", () => {
    const lines = readBomLines(
      [
        "- 6x MX Switches",
        "- 9 1N4148 DO-35 Diodes.",
        "* x2 EC11",
        "| Qty | Part |",
        "|---|---|",
        "| 1 | XIAO RP2040 |",
        "1. 4 × M3 screws",
        "plain text 5 things",
      ].join("\n"),
    );
    expect(lines.map((line) => line.quantity)).toEqual([6, 9, 2, 1, 4]);
    expect(lines[3]?.text).toBe("1 XIAO RP2040");
  });
});
