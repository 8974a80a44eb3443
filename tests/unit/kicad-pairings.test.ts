import { describe, expect, it } from "vitest";
import { ledPadFunction, ledPairings } from "~/app/components/programme/LedPairing";
import { footprintPads, symbolPins, type PadTable, type PinTable } from "@hackpad/programme/kicad-pins";
import { kicadPairings, kicadParts } from "@hackpad/programme/parts";

/** Every way a symbol and a footprint disagree, by pin number: a missing pad, an extra pad, a pin on the wrong pad. */
function mismatches(pins: PinTable, pads: PadTable): string[] {
  const problems: string[] = [];
  for (const [number, name] of Object.entries(pins)) {
    if (!(number in pads)) problems.push(`pin ${number} (${name}) has no pad ${number}`);
    else if (pads[number] !== null && pads[number] !== name) problems.push(`pin ${number} is ${name} but pad ${number} is ${pads[number]}`);
  }
  for (const number of Object.keys(pads)) if (!(number in pins)) problems.push(`pad ${number} has no pin ${number}`);
  return problems;
}

describe("symbol ↔ footprint pairings the site teaches", () => {
  const pairings = kicadPairings();

  it("lists every part with both a symbol and a footprint, and both LED pairings", () => {
    expect(pairings.map((p) => p.part)).toEqual(expect.arrayContaining(["xiao", "mxSwitch", "diode", "encoder", "led", "ioExpander", "pullUp", "solderWire"]));
    expect(pairings.filter((p) => p.part === "led")).toHaveLength(2);
    expect(pairings.filter((p) => p.part === "ioExpander")).toHaveLength(kicadParts.ioExpander.symbols.length);
  });

  it.each(pairings.map((p) => [`${p.symbol} → ${p.footprint}`, p] as const))("%s: every pin lands on the pad the part has it at", (_, pairing) => {
    const pins = symbolPins[pairing.symbol];
    const pads = footprintPads[pairing.footprint];
    expect(pins, `content/programme/kicad-pins.ts has no pin table for ${pairing.symbol}`).toBeDefined();
    expect(pads, `content/programme/kicad-pins.ts has no pad table for ${pairing.footprint}`).toBeDefined();
    expect(mismatches(pins!, pads!)).toEqual([]);
  });

  it("catches the mix that wires an LED backwards: the KiCad 8/9 symbol on KiCad 10's footprint", () => {
    const wrong = mismatches(symbolPins["LED:SK6812MINI"]!, footprintPads[kicadParts.led.footprint.name]!);
    expect(wrong).toContain("pin 4 is VDD but pad 4 is DOUT");
    expect(wrong).toContain("pin 2 is VSS but pad 2 is DIN");
    expect(wrong).toHaveLength(4);
  });

  it("pairs each LED symbol with the footprint of the same KiCad versions", () => {
    for (const { symbol, footprint } of ledPairings) expect(symbol.versions).toBe(footprint.versions);
  });

  it("tells the pad check's nets from the footprint's pads (VSS on GND, VDD on +5V)", () => {
    expect(ledPadFunction(kicadParts.led.footprint.name, "1")).toBe("VSS");
    expect(ledPadFunction(kicadParts.led.footprint.name, "3")).toBe("VDD");
    expect(ledPadFunction(kicadParts.led.footprintOlderKicad.name, "4")).toBe("VDD");
    expect(() => ledPadFunction("LED_SMD:NotAFootprint", "1")).toThrow(/kicad-pins\.ts/);
  });

  it("keeps the MINI-E hole at KiCad's 3.4 × 3.0 mm, larger than the 3.2 × 2.8 mm body", () => {
    expect(kicadParts.led.holeMm).toEqual({ w: 3.4, h: 3.0 });
    expect(kicadParts.led.holeMm.w).toBeGreaterThan(kicadParts.led.bodyMm.w);
    expect(kicadParts.led.holeMm.h).toBeGreaterThan(kicadParts.led.bodyMm.h);
  });

  it("names the MCP23017's clock pin SCK (pin 12) in every KiCad version", () => {
    for (const { name } of kicadParts.ioExpander.symbols) expect(symbolPins[name]?.["12"]).toBe("SCK");
  });
});
