/**
 * Sorts a board's footprints into the parts the rules count. Reference designators vary (S1, SW1, K1), so the
 * footprint's library name and value decide. Encoders come first: EC11 footprint names contain "Switch". An LED
 * that names its chip (SK6812, WS2812) comes before the switches: per-key LED footprints are often named after the
 * switch they sit under ("MX_SK6812MINI-E", "SK6812MINI-E_Hotswap"), and an LED is never a key.
 */
import { controller } from "@hackpad/programme/controller";
import type { PcbFootprint } from "./parsers/kicad-pcb.ts";

export type PartKind = "switch" | "encoder" | "controller" | "oled" | "led" | "diode" | "mounting" | "artwork" | "other";

export interface ClassifiedPart {
  kind: PartKind;
  footprint: PcbFootprint;
  /** For controllers: the chip the footprint names ("RP2040", "SAMD21", …) or null when it names none. */
  chip?: string | null;
  /** For LEDs: "mini-e" when the pads are SK6812 MINI-E's, "plcc4" otherwise. */
  ledPackage?: "mini-e" | "plcc4" | "other";
  /** For diodes: through-hole or not. */
  throughHole?: boolean;
}

const ENCODER = /EC11|EC12|Rotary_?Encoder|PEC1[12]|encoder/i;
const SWITCH =
  /Cherry_?MX|SW_MX|MX[-_ ]?(?:1\.?00?u|Hotswap|Solder|PCB|Plate)|Kailh|Choc|PG135|CPG135|Gateron|Hotswap|Hot[-_ ]?swap|^MX|[-_]MX[-_]|Key_?Switch/i;
const CONTROLLER = /XIAO|Seeeduino|RP2040|Pico|Pro[-_ ]?Micro|ESP32|Arduino|nice!?nano|SAMD21/i;
const OLED = /OLED|SSD1306|SH1106|SSD1315|128x(?:32|64)/i;
const LED = /SK6812|WS2812|Neopixel|^LED|[:_]LED/i;
const LED_CHIP = /SK6812|WS2812|Neopixel/i;
/** A display by a generic name ("Display", "Screen", "LCD") counts as an OLED when it has the I2C module's four pins. */
const DISPLAY = /Display|Screen|\bLCD\b/i;
const DIODE = /^D_|Diode|1N4148|DO-35|SOD-?\d|MiniMELF/i;
const MOUNTING = /MountingHole|Mounting_Hole|Screw|Standoff|Hole/i;
const CHIPS = ["RP2040", "RP2350", "SAMD21", "ESP32-C3", "ESP32-S3", "ESP32-C6", "ESP32", "nRF52840", "MG24", "ATmega32U4"];

export function classifyFootprint(footprint: PcbFootprint): ClassifiedPart {
  const name = `${footprint.lib} ${footprint.value}`;
  if (footprint.pads.length === 0) return { kind: "artwork", footprint };
  if (ENCODER.test(name)) return { kind: "encoder", footprint };
  if (CONTROLLER.test(name) && footprint.pads.length >= 10) return { kind: "controller", footprint, chip: chipIn(name) };
  // A footprint with a switch's plated holes and an LED's pads together stays a switch (one key, with its light).
  const platedHoles = footprint.pads.some((pad) => pad.kind === "thru_hole");
  if ((LED_CHIP.test(footprint.name) || LED_CHIP.test(footprint.value)) && !platedHoles) return { kind: "led", footprint, ledPackage: ledPackage(footprint) };
  if (SWITCH.test(footprint.name) || SWITCH.test(footprint.value)) return { kind: "switch", footprint };
  if (OLED.test(name) || (DISPLAY.test(name) && footprint.pads.filter((pad) => pad.kind !== "np_thru_hole").length === 4)) return { kind: "oled", footprint };
  if (LED.test(footprint.name) || LED_CHIP.test(footprint.value)) return { kind: "led", footprint, ledPackage: ledPackage(footprint) };
  if (DIODE.test(footprint.name) || /1N4148/i.test(footprint.value)) return { kind: "diode", footprint, throughHole: platedHoles };
  if (MOUNTING.test(footprint.name) || footprint.pads.every((pad) => pad.kind === "np_thru_hole")) return { kind: "mounting", footprint };
  return { kind: "other", footprint };
}

/**
 * SK6812 MINI-E against PLCC4 by the pads, not the name (which lies both ways): a MINI-E has four pads in two
 * rows 1.5 mm apart (KiCad's LED_SK6812MINI-E_3.2x2.8mm_P1.5mm); PLCC4 packages (3.5 mm and 5 mm) are wider.
 */
export function ledPackage(footprint: PcbFootprint): "mini-e" | "plcc4" | "other" {
  const pads = footprint.pads.filter((pad) => pad.kind === "smd");
  if (pads.length !== 4) return "other";
  const xs = pads.map((pad) => pad.x);
  const ys = pads.map((pad) => pad.y);
  const spanX = Math.max(...xs) - Math.min(...xs);
  const spanY = Math.max(...ys) - Math.min(...ys);
  const narrow = Math.min(spanX, spanY);
  return narrow >= 1.3 && narrow <= 1.62 ? "mini-e" : "plcc4";
}

/** The first microcontroller chip a name mentions ("RP2040" in "OPL:XIAO-RP2040-DIP"), or null. */
export function chipIn(name: string): string | null {
  const squash = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return CHIPS.find((candidate) => squash(name).includes(squash(candidate))) ?? null;
}

/** The controller the rules want, as classifyFootprint names its chip. */
export const approvedChip = controller.chip;
