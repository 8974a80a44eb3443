import { controller } from "./controller.ts";
import { dimensions } from "./dimensions.ts";
import { limits } from "./limits.ts";

export interface ApprovedPart {
  id: string;
  name: string;
  /** Most you may use on one macropad; undefined = as many as the design needs. */
  max?: number;
  /** Shown when there is no numeric maximum. */
  maxLabel?: string;
  notes: string;
  /** Where on the pad the part is used. */
  usedFor: string;
}

/** The approved parts list for a macropad. */
export const approvedParts = [
  {
    id: "xiao",
    name: `${controller.name} (${controller.mounting})`,
    max: 1,
    notes: "Arrives with pin headers. Through-hole footprint from the Seeed OPL library.",
    usedFor: "The brain: reads the keys and talks to your computer over USB-C.",
  },
  {
    id: "mx-switch",
    name: "MX-style switches",
    max: limits.maxSwitches,
    notes: `Counts toward the ${limits.maxInputs}-input limit.`,
    usedFor: "The keys.",
  },
  {
    id: "choc-v2",
    name: "Kailh Choc V2 switches",
    max: limits.maxSwitches,
    notes: `Low-profile alternative to MX; space them ${dimensions.switchSpacingMm} mm apart so DSA keycaps fit. MX and Choc together still make at most ${limits.maxSwitches} switches.`,
    usedFor: "The keys, on a flatter pad.",
  },
  {
    id: "ec11",
    name: "EC11 rotary encoders",
    max: limits.maxEncoders,
    notes: "Each encoder counts as an input.",
    usedFor: "Knobs: volume, scrolling, zoom. Most have a push switch too.",
  },
  {
    id: "oled",
    name: 'OLED display, 0.91" (128×32) or 0.96" (128×64)',
    max: limits.maxOleds,
    notes: "I2C, 4 pins. The pin order must be GND-VCC-SCL-SDA.",
    usedFor: "A small screen for layer names, stats or art.",
  },
  {
    id: "sk6812",
    name: "SK6812 MINI-E RGB LEDs",
    max: limits.maxLeds,
    notes: "Addressable (“neopixel”), reverse-mounted so they shine up through the board.",
    usedFor: "Per-key lighting or underglow.",
  },
  {
    id: "keycaps",
    name: "Blank DSA keycaps (red, black or white)",
    maxLabel: "one per switch",
    notes: "Colour requests are not guaranteed.",
    usedFor: "The caps on your switches.",
  },
  {
    id: "diodes",
    name: "1N4148 diodes, through-hole (DO-35)",
    maxLabel: "as needed",
    notes: "Footprint D_DO-35_SOD27_P7.62mm_Horizontal. The black band marks the cathode.",
    usedFor: "One per switch in a key matrix.",
  },
  {
    id: "screws",
    name: "M3 × 16 mm screws",
    maxLabel: "as needed",
    notes: `Pass through ${dimensions.screwHoleMm} mm holes.`,
    usedFor: "Holding the case together.",
  },
  {
    id: "nuts",
    name: "M3 hex nuts",
    maxLabel: "as needed",
    notes: "Use either nuts or heat-set inserts.",
    usedFor: "Catching the screws.",
  },
  {
    id: "heatset",
    name: "M3 heat-set inserts (M3 × 5 × 4 mm)",
    maxLabel: "as needed",
    notes: `Melted into a ${dimensions.heatSetHole.diameterMm} mm × ${dimensions.heatSetHole.depthMm} mm hole with a soldering iron.`,
    usedFor: "Strong threads inside printed plastic.",
  },
] as const satisfies readonly ApprovedPart[];

export const caseRule = "The case is 3D printed only: no acrylic, laser-cut or metal parts on a macropad.";

/** Text for the maximum column. */
export function partMaxLabel(part: ApprovedPart): string {
  return part.max !== undefined ? String(part.max) : (part.maxLabel ?? "as needed");
}

/** A KiCad symbol or footprint name, with the KiCad versions it is in when that matters. */
export interface KicadName {
  /** `Library:Name` as KiCad's chooser shows it. */
  name: string;
  /** Which KiCad releases ship it, when not all current ones do ("KiCad 10 and newer"). */
  versions?: string;
}

/**
 * The KiCad symbols and footprints the guides use, each checked against KiCad's own libraries or the
 * third-party library the guides link. Pages show these names; a unit test keeps every footprint name on the
 * site in this list.
 */
export const kicadParts = {
  xiao: {
    symbol: { name: "Seeed_Studio_XIAO_Series:XIAO-RP2040-DIP" },
    /**
     * OPL's folder `Seeed Studio XIAO Series Library`, which the guide has readers rename to
     * `Seeed_Studio_XIAO_Series.pretty` first: KiCad names a footprint library after its folder, so this is the
     * name its chooser shows.
     */
    footprint: { name: "Seeed_Studio_XIAO_Series:XIAO-RP2040-DIP" },
    /** The folder of Seeed's download (OPL_Kicad_Library) that holds the XIAO's symbol file and footprints. */
    downloadedFolder: "Seeed Studio XIAO Series Library",
  },
  mxSwitch: {
    symbol: { name: "Switch:SW_Push" },
    footprint: { name: "MX_Solderable:MX-Solderable-1U" },
  },
  diode: {
    symbol: { name: "Device:D" },
    footprint: { name: "Diode_THT:D_DO-35_SOD27_P7.62mm_Horizontal" },
  },
  encoder: {
    symbol: { name: "Device:RotaryEncoder_Switch" },
    footprint: { name: "Rotary_Encoder:RotaryEncoder_Alps_EC11E-Switch_Vertical_H20mm_CircularMountingHoles" },
  },
  /**
   * The approved SK6812 MINI-E: reverse-mounted, its body sits in a hole through the board. Symbol and footprint
   * come in pairs per KiCad version, because the two symbols number the same pin names differently
   * (`kicad-pins.ts`): KiCad 10's own footprint goes only with KiCad 10's `SK6812MINI-E` symbol, and the KiCad 8/9
   * community footprint only with the stock `SK6812MINI` symbol. Mixing them puts +5 V on DOUT and GND on DIN.
   */
  led: {
    symbol: { name: "LED:SK6812MINI-E", versions: "KiCad 10 and newer" },
    /** KiCad's own reverse-mount footprint, with the hole drawn on Edge.Cuts. */
    footprint: { name: "LED_SMD:LED_SK6812MINI-E_3.2x2.8mm_P1.5mm_ReverseMount", versions: "KiCad 10 and newer" },
    /** KiCad 8 and 9 have no MINI-E symbol: the top-mount MINI's symbol, whose numbers the community footprint follows. */
    symbolOlderKicad: { name: "LED:SK6812MINI", versions: "KiCad 8 and 9" },
    /** For KiCad 8 and 9, which don't ship it: the footprint in Cyao's `neopixel` library. */
    footprintOlderKicad: { name: "neopixel:SK6812MINI-E", versions: "KiCad 8 and 9" },
    /** The LED body that passes through the board (OPSCO SK6812MINI-E datasheet: 3.2 × 2.8 mm). */
    bodyMm: { w: 3.2, h: 2.8 },
    /**
     * The board hole both footprints cut on Edge.Cuts: edges at ±1.7 mm and ±1.5 mm from the centre
     * (kicad-footprints 10.0 `LED_SK6812MINI-E_3.2x2.8mm_P1.5mm_ReverseMount`, and cheyao's `SK6812MINI-E`).
     */
    holeMm: { w: 3.4, h: 3.0 },
    /** KiCad 10's footprint rounds each corner of that hole out with a relief of this diameter, so a milled hole fits the square LED. */
    holeCornerReliefMm: 0.5,
  },
  /** Not approved (ask first), shown on the IO expander pages. */
  ioExpander: {
    symbols: [
      { name: "Interface_Expansion:MCP23017_SO", versions: "KiCad 9 and older" },
      { name: "Interface_Expansion:MCP23017x-x-SO", versions: "KiCad 10 and newer" },
    ],
    /** Typing this in the symbol chooser finds the symbol in every version. */
    searchTerm: "MCP23017",
    footprint: { name: "Package_SO:SOIC-28W_7.5x17.9mm_P1.27mm" },
  },
  pullUp: {
    symbol: { name: "Device:R" },
    footprint: { name: "Resistor_THT:R_Axial_DIN0204_L3.6mm_D1.6mm_P7.62mm_Horizontal" },
  },
  solderWire: {
    symbol: { name: "Connector:Conn_01x04_Pin" },
    footprint: { name: "Connector_Wire:SolderWire-0.1sqmm_1x04_P3.6mm_D0.4mm_OD1mm" },
  },
  mountingHole: { footprint: { name: "MountingHole:MountingHole_3.2mm_M3" } },
} as const;

/** One symbol and the footprint it must be used with, and the KiCad versions that pairing is for. */
export interface KicadPairing {
  part: keyof typeof kicadParts;
  symbol: string;
  footprint: string;
  versions?: string;
}

/** Every symbol ↔ footprint pairing the guides teach, from `kicadParts` (the IO expander: each symbol with its footprint). */
export function kicadPairings(): KicadPairing[] {
  const pairs: KicadPairing[] = [];
  for (const [part, entry] of Object.entries(kicadParts) as [keyof typeof kicadParts, Record<string, unknown>][]) {
    const symbol = entry.symbol as KicadName | undefined;
    const footprint = entry.footprint as KicadName | undefined;
    if (symbol && footprint) pairs.push({ part, symbol: symbol.name, footprint: footprint.name, versions: symbol.versions ?? footprint.versions });
    const olderSymbol = entry.symbolOlderKicad as KicadName | undefined;
    const olderFootprint = entry.footprintOlderKicad as KicadName | undefined;
    if (olderSymbol && olderFootprint) pairs.push({ part, symbol: olderSymbol.name, footprint: olderFootprint.name, versions: olderSymbol.versions });
    for (const each of (entry.symbols as readonly KicadName[] | undefined) ?? []) {
      if (footprint) pairs.push({ part, symbol: each.name, footprint: footprint.name, versions: each.versions });
    }
  }
  return pairs;
}

/** The part of a `Library:Name` after the colon: what a reader types in KiCad's filter box. */
export function kicadShortName(name: string): string {
  const colon = name.indexOf(":");
  return colon === -1 ? name : name.slice(colon + 1);
}
