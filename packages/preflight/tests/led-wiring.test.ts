import { describe, expect, it } from "vitest";
import { ledWiringProblems } from "../src/led-wiring.ts";
import { parseKicadPcb } from "../src/parsers/kicad-pcb.ts";
import { runPreflight } from "../src/index.ts";
import { validProject } from "./support/fixtures.ts";

/** One MINI-E footprint with the given nets on pads 1–4, in KiCad 8/9's `(net N "name")` form. */
function board(lib: string, nets: readonly string[]): string {
  const pads = nets
    .map((net, i) => `(pad "${i + 1}" smd rect (at ${i < 2 ? -2.4 : 2.4} ${i % 2 ? 0.75 : -0.75}) (size 1.6 0.82) (layers "B.Cu") (net ${i + 1} "${net}"))`)
    .join("\n");
  return `(kicad_pcb (version 20240108) (generator "pcbnew")\n(footprint "${lib}" (layer "B.Cu") (at 10 10 0)\n(property "Reference" "LED1" (at 0 0 0) (layer "B.SilkS"))\n${pads}))`;
}

describe("SK6812 MINI-E pads on the wrong nets", () => {
  it("reads pad nets in the KiCad 8/9 form (number and name) and the KiCad 10 form (name only)", () => {
    const old = parseKicadPcb(board("LED_SMD:LED_SK6812MINI-E_3.2x2.8mm_P1.5mm_ReverseMount", ["GND", "/DATA", "+5V", "Net-(LED2-DIN)"]));
    expect(old.footprints[0]?.pads.map((pad) => pad.net)).toEqual(["GND", "/DATA", "+5V", "Net-(LED2-DIN)"]);
    const ten = parseKicadPcb(
      `(kicad_pcb (version 20250114) (footprint "X:Y" (at 0 0) (pad "1" smd rect (at 0 0) (size 1 1) (net "GND")) (pad "2" smd rect (at 1 0) (size 1 1))))`,
    );
    expect(ten.footprints[0]?.pads.map((pad) => pad.net)).toEqual(["GND", null]);
  });

  it("passes KiCad 10's footprint drawn with KiCad 10's own symbol", () => {
    const pcb = parseKicadPcb(board("LED_SMD:LED_SK6812MINI-E_3.2x2.8mm_P1.5mm_ReverseMount", ["GND", "/DATA", "+5V", "Net-(LED2-DIN)"]));
    expect(ledWiringProblems(pcb.footprints[0]!)).toEqual([]);
  });

  it("finds KiCad 10's footprint under the KiCad 8/9 symbol: +5 V on DOUT's pad, GND on DIN's", () => {
    // SK6812MINI numbers 1 DOUT, 2 VSS, 3 DIN, 4 VDD: so pad 2 (DIN) gets GND and pad 4 (DOUT) gets +5V.
    const pcb = parseKicadPcb(board("LED_SMD:LED_SK6812MINI-E_3.2x2.8mm_P1.5mm_ReverseMount", ["Net-(LED2-DIN)", "GND", "/DATA", "+5V"]));
    expect(ledWiringProblems(pcb.footprints[0]!)).toEqual([
      "pad 2 (DIN on LED_SK6812MINI-E_3.2x2.8mm_P1.5mm_ReverseMount) is on GND",
      "pad 4 (DOUT on LED_SK6812MINI-E_3.2x2.8mm_P1.5mm_ReverseMount) is on +5V",
    ]);
  });

  it("knows the KiCad 8/9 community footprint under any library nickname, numbered like SK6812MINI", () => {
    const right = parseKicadPcb(board("my_leds:SK6812MINI-E", ["Net-(LED2-DIN)", "GND", "/DATA", "+5V"]));
    expect(ledWiringProblems(right.footprints[0]!)).toEqual([]);
    const wrong = parseKicadPcb(board("neopixel:SK6812MINI-E", ["GND", "/DATA", "+5V", "Net-(LED2-DIN)"]));
    expect(ledWiringProblems(wrong.footprints[0]!)).toEqual(["pad 1 (DOUT on SK6812MINI-E) is on GND", "pad 3 (DIN on SK6812MINI-E) is on +5V"]);
  });

  it("leaves unknown footprints and unconnected pads alone", () => {
    expect(ledWiringProblems(parseKicadPcb(board("LED_SMD:SomeOtherLED", ["+5V", "GND", "+5V", "GND"])).footprints[0]!)).toEqual([]);
    const open = parseKicadPcb(board("neopixel:SK6812MINI-E", ["unconnected-(LED1-DOUT-Pad1)", "GND", "/DATA", "+5V"]));
    expect(ledWiringProblems(open.footprints[0]!)).toEqual([]);
  });

  it("fails approved-parts with the LED, the pad and the net named", async () => {
    const report = await runPreflight(validProject({ ledSymbol: "SK6812MINI" }), { input: "minipad" });
    const rule = report.rules.find((entry) => entry.id === "approved-parts");
    expect(rule?.status).toBe("fail");
    expect(rule?.message).toMatch(/^LED1 is wired backwards.*pad 2 \(DIN on LED_SK6812MINI-E_3\.2x2\.8mm_P1\.5mm_ReverseMount\) is on GND/);
  });
});
