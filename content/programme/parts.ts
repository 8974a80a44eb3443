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
