import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { kicadParts, kicadShortName } from "@hackpad/programme/parts";

/**
 * Footprint names checked by hand against the library that ships them. Sources:
 * - KiCad's footprint library (kicad-footprints): Package_SO, Diode_THT, Resistor_THT, Rotary_Encoder,
 *   Connector_Wire, MountingHole, LED_SMD (the top-mount SK6812MINI, and the MINI-E reverse-mount one that
 *   KiCad's library gained after version 9);
 * - Seeed-Studio/OPL_Kicad_Library, folder "Seeed Studio XIAO Series Library" (renamed as the guide says):
 *   XIAO-RP2040-DIP, and XIAO-RP2040-SMD (which the preflight names when it fails a surface-mount XIAO);
 * - ai03-2725/MX_V2, folder MX_Solderable.pretty: MX-Solderable-1U;
 * - cheyao/macropad, PCB/third_party/neopixel.petty: SK6812MINI-E (KiCad 8 and 9).
 * A name on the site that is not here is a typo or an unchecked name: check it, then add it.
 */
const verifiedFootprints = new Set([
  "Package_SO:SOIC-28W_7.5x17.9mm_P1.27mm",
  "Diode_THT:D_DO-35_SOD27_P7.62mm_Horizontal",
  "Resistor_THT:R_Axial_DIN0204_L3.6mm_D1.6mm_P7.62mm_Horizontal",
  "Rotary_Encoder:RotaryEncoder_Alps_EC11E-Switch_Vertical_H20mm_CircularMountingHoles",
  // KiCad/kicad-footprints Rotary_Encoder.pretty holds this one too (f83ac96): the case generator's encoder numbers come from it.
  "Rotary_Encoder:RotaryEncoder_Alps_EC11E-Switch_Vertical_H20mm",
  "Connector_Wire:SolderWire-0.1sqmm_1x04_P3.6mm_D0.4mm_OD1mm",
  "MountingHole:MountingHole_3.2mm_M3",
  "LED_SMD:LED_SK6812MINI_PLCC4_3.5x3.5mm_P1.75mm",
  "LED_SMD:LED_SK6812MINI-E_3.2x2.8mm_P1.5mm_ReverseMount",
  "Seeed_Studio_XIAO_Series:XIAO-RP2040-DIP",
  "Seeed_Studio_XIAO_Series:XIAO-RP2040-SMD",
  "MX_Solderable:MX-Solderable-1U",
  "neopixel:SK6812MINI-E",
]);
const verifiedShort = new Set([...verifiedFootprints].map(kicadShortName));

/** Looks like a KiCad footprint name: words joined by `_`, with a size in millimetres somewhere. */
const FOOTPRINT = /\b(?:[A-Za-z][\w]*:)?[A-Za-z][\w.-]*_[\w.-]*?\d(?:\.\d+)?(?:x\d+(?:\.\d+)?)?mm[\w.-]*/g;
const NAMED = /\b(?:MX-Solderable-[\w.-]+|XIAO-[A-Z0-9]+-(?:DIP|SMD))\b/g;

function filesUnder(dir: string, ends: readonly string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, ends);
    return ends.some((end) => name.endsWith(end)) ? [path] : [];
  });
}

/** The footprint-like names in a text, trailing punctuation trimmed, `1xNUM` templates left out. */
function footprintNames(text: string): string[] {
  const found = [...text.matchAll(FOOTPRINT), ...text.matchAll(NAMED)].map((m) => m[0].replace(/[.,;:]+$/, ""));
  return found.filter((name) => !name.includes("NUM"));
}

const sources = [
  ...filesUnder("content/docs", [".mdx"]),
  ...filesUnder("content/projects", [".md"]),
  ...filesUnder("content/programme", [".ts"]),
  ...filesUnder("app", [".tsx"]),
];

describe("KiCad names on the site", () => {
  it("finds footprint names in text", () => {
    expect(footprintNames("assign **SOIC-28W_7.5x17.9mm_P1.17mm**, then `MX-Solderable-1U`.")).toEqual(["SOIC-28W_7.5x17.9mm_P1.17mm", "MX-Solderable-1U"]);
    expect(footprintNames("holes 3.6 mm apart and a 5 mm fillet")).toEqual([]);
  });

  it("shows only footprint names that were checked against their library", () => {
    const unknown: string[] = [];
    let seen = 0;
    for (const file of sources) {
      for (const name of footprintNames(readFileSync(file, "utf8"))) {
        seen++;
        if (!verifiedFootprints.has(name) && !verifiedShort.has(name)) unknown.push(`${file}: ${name}`);
      }
    }
    expect(unknown).toEqual([]);
    expect(seen).toBeGreaterThan(10);
  });

  it("keeps every footprint in the programme data in the checked list", () => {
    const names: string[] = [];
    for (const part of Object.values(kicadParts)) {
      for (const [key, value] of Object.entries(part)) {
        if (key.startsWith("footprint") && typeof value === "object" && "name" in value) names.push(value.name);
      }
    }
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of names) expect(verifiedFootprints, name).toContain(name);
  });

  it("gives the IO expander's symbol for old and new KiCad, and a search term that finds both", () => {
    const { symbols, searchTerm } = kicadParts.ioExpander;
    expect(symbols.map((s) => kicadShortName(s.name))).toEqual(["MCP23017_SO", "MCP23017x-x-SO"]);
    for (const s of symbols) expect(kicadShortName(s.name)).toContain(searchTerm);
  });

  it("never teaches the top-mount SK6812 MINI as the kit's LED", () => {
    const guide = readFileSync("content/docs/guide.mdx", "utf8");
    expect(guide).toMatch(/SK6812 MINI-E/);
    expect(guide).not.toMatch(/double-click `LED_SK6812MINI_PLCC4/);
    expect(kicadParts.led.holeMm.w).toBeGreaterThan(kicadParts.led.bodyMm.w);
    expect(kicadParts.led.holeMm.h).toBeGreaterThan(kicadParts.led.bodyMm.h);
  });
});
