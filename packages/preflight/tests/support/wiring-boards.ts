/**
 * Small `.kicad_pcb` texts with nets, for the wiring reader and the `firmware-pins` rule: a XIAO RP2040 and
 * switches wired straight to pins or in a diode matrix, encoders, an OLED and a chain of LEDs. Pure functions
 * returning KiCad 9 text; the XIAO's pad numbers come from content/programme/controller.ts.
 */
import { controller } from "@hackpad/programme/controller";
import { dimensions } from "@hackpad/programme/dimensions";
import type { XiaoPin } from "../../src/wiring/types.ts";

export interface BoardSpec {
  /** Net on each XIAO pin; pins left out are unconnected. */
  xiao?: Partial<Record<XiaoPin, string>> | null;
  switches?: { ref: string; x: number; y: number; rotation?: number; nets: [string, string] }[];
  /** `k` is pad 1 (the cathode on KiCad's diode footprints), `a` pad 2. */
  diodes?: { ref: string; x: number; y: number; k: string; a: string }[];
  encoders?: { ref: string; x: number; y: number; a: string; b: string; c?: string; s1?: string; s2?: string }[];
  oled?: { ref: string; pads: [string, string, string, string] } | null;
  leds?: { ref: string; x: number; din: string; dout: string; vdd?: string; vss?: string }[];
  /**
   * The surface-mount XIAO footprint (`XIAO-RP2040-SMD`, pads 1–14 on the edge and 15–20 underneath) with the nets
   * of its underside pads, and the symbol pin name KiCad copies onto each pad (`pinfunction`), when given.
   */
  smd?: { underside?: Partial<Record<"15" | "16" | "17" | "18" | "19" | "20", string>>; pinfunction?: Record<string, string>; groundNet?: string };
  /** Leave every net off, as a board never updated from its schematic. */
  noNets?: boolean;
}

const unit = dimensions.switchSpacingMm;

function pad(number: string, x: number, y: number, net: string | undefined, smd = false, pinfunction?: string): string {
  const netPart = (net ? ` (net "${net}")` : "") + (pinfunction ? ` (pinfunction "${pinfunction}")` : "");
  return smd
    ? `\t\t(pad "${number}" smd rect (at ${x} ${y}) (size 1.6 0.8) (layers "F.Cu" "F.Paste" "F.Mask")${netPart})\n`
    : `\t\t(pad "${number}" thru_hole circle (at ${x} ${y}) (size 2 2) (drill 1) (layers "*.Cu" "*.Mask")${netPart})\n`;
}

function footprint(lib: string, ref: string, value: string, x: number, y: number, rotation: number, pads: string): string {
  return [
    `\t(footprint "${lib}"`,
    `\t\t(layer "F.Cu")`,
    `\t\t(at ${x} ${y} ${rotation})`,
    `\t\t(property "Reference" "${ref}" (at 0 -3 0) (layer "F.SilkS") (effects (font (size 1 1) (thickness 0.15))))`,
    `\t\t(property "Value" "${value}" (at 0 3 0) (layer "F.Fab") (effects (font (size 1 1) (thickness 0.15))))`,
    pads + `\t)`,
  ].join("\n");
}

export function wiredBoard(spec: BoardSpec): string {
  const net = (name: string | undefined) => (spec.noNets ? undefined : name);
  const parts: string[] = [];
  if (spec.xiao !== null) {
    const nets: Record<string, string | undefined> = {};
    for (const pin of controller.pins) nets[String(pin.kicadPin)] = spec.xiao?.[pin.name];
    for (const pin of controller.powerPins)
      nets[String(pin.kicadPin)] = pin.name === "GND" ? (spec.smd?.groundNet ?? "GND") : pin.name === "5V" ? "+5V" : "+3V3";
    for (const [number, name] of Object.entries(spec.smd?.underside ?? {})) nets[number] = name;
    let pads = "";
    const smd = spec.smd !== undefined;
    for (let i = 1; i <= (smd ? 20 : 14); i++) {
      const [x, y] =
        i <= 14
          ? [i <= 7 ? -7.62 : 7.62, i <= 7 ? -7.62 + 2.54 * (i - 1) : 7.62 - 2.54 * (i - 8)]
          : [i % 2 === 0 ? 1.45 : -1.09, -8.4 + 2.54 * Math.floor((i - 15) / 2)];
      pads += pad(String(i), x, y, net(nets[String(i)]), smd, spec.smd?.pinfunction?.[String(i)]);
    }
    const name = smd ? "XIAO-RP2040-SMD" : "XIAO-RP2040-DIP";
    parts.push(footprint(`OPL:${name}`, "U1", name, 120, 20, -90, pads));
  }
  for (const sw of spec.switches ?? []) {
    const pads = pad("1", 0, 0, net(sw.nets[0])) + pad("2", 6.35, -2.54, net(sw.nets[1]));
    parts.push(footprint("Button_Switch_Keyboard:SW_Cherry_MX_1.00u_PCB", sw.ref, "SW_Push", sw.x, sw.y, sw.rotation ?? 0, pads));
  }
  for (const diode of spec.diodes ?? []) {
    const pads = pad("1", 0, 0, net(diode.k)) + pad("2", 7.62, 0, net(diode.a));
    parts.push(footprint("Diode_THT:D_DO-35_SOD27_P7.62mm_Horizontal", diode.ref, "1N4148", diode.x, diode.y, 90, pads));
  }
  for (const encoder of spec.encoders ?? []) {
    const pads =
      pad("A", -2.5, 7.5, net(encoder.a)) +
      pad("C", 0, 7.5, net(encoder.c ?? "GND")) +
      pad("B", 2.5, 7.5, net(encoder.b)) +
      pad("S1", -2.5, -7, net(encoder.s1)) +
      pad("S2", 2.5, -7, net(encoder.s2)) +
      pad("MP", -5.6, 0, undefined);
    parts.push(footprint("Rotary_Encoder:RotaryEncoder_Alps_EC11E-Switch_Vertical_H20mm", encoder.ref, "RotaryEncoder_Switch", encoder.x, encoder.y, 0, pads));
  }
  if (spec.oled) {
    const pads = spec.oled.pads.map((name, index) => pad(String(index + 1), index * 2.54, 0, net(name))).join("");
    parts.push(footprint("OLED:SSD1306_128x32_0.91in", spec.oled.ref, "SSD1306", 20, 70, 0, pads));
  }
  for (const led of spec.leds ?? []) {
    // KiCad 10's MINI-E footprint: 1 VSS, 2 DIN, 3 VDD, 4 DOUT (content/programme/kicad-pins.ts).
    const pads =
      pad("1", -2.4, -0.75, net(led.vss ?? "GND"), true) +
      pad("2", 2.4, -0.75, net(led.din), true) +
      pad("3", 2.4, 0.75, net(led.vdd ?? "+5V"), true) +
      pad("4", -2.4, 0.75, net(led.dout), true);
    parts.push(footprint("LED_SMD:LED_SK6812MINI-E_3.2x2.8mm_P1.5mm_ReverseMount", led.ref, "SK6812MINI-E", led.x, 90, 0, pads));
  }
  return [
    "(kicad_pcb",
    "\t(version 20241229)",
    '\t(generator "pcbnew")',
    "\t(layers",
    '\t\t(0 "F.Cu" signal)',
    '\t\t(2 "B.Cu" signal)',
    '\t\t(25 "Edge.Cuts" user)',
    "\t)",
    ...parts,
    '\t(gr_rect (start 0 0) (end 130 100) (stroke (width 0.05) (type default)) (fill no) (layer "Edge.Cuts"))',
    ")",
    "",
  ].join("\n");
}

/** Keys wired straight from each pin to GND, in a row of `perRow` keys. */
export function directSpec(pins: readonly XiaoPin[], perRow = pins.length): BoardSpec {
  const xiao: Partial<Record<XiaoPin, string>> = {};
  const switches = pins.map((pin, index) => {
    xiao[pin] = `KEY_${pin}`;
    return {
      ref: `SW${index + 1}`,
      x: 10 + (index % perRow) * unit,
      y: 10 + Math.floor(index / perRow) * unit,
      nets: [`KEY_${pin}`, "GND"] as [string, string],
    };
  });
  return { xiao, switches };
}

export interface MatrixOptions {
  direction: "COL2ROW" | "ROW2COL";
  /** Which side of each switch its diode sits on: the row's line (the usual) or the column's. */
  diodeOn?: "row" | "col";
  /** Name the nets ROW0…/COL0… (true), or give them names that say nothing, so only the geometry tells. */
  named?: boolean;
  rotation?: number;
  /** Leave out the key at [row, col]. */
  skip?: readonly [number, number][];
}

/**
 * A rows × cols matrix, one key and one diode at each crossing. The diode's cathode faces the way current flows:
 * COL2ROW means from column to row.
 */
export function matrixSpec(rows: readonly XiaoPin[], cols: readonly XiaoPin[], options: MatrixOptions): BoardSpec {
  const named = options.named ?? true;
  const rowNet = (r: number) => (named ? `ROW${r}` : `N${10 + r}`);
  const colNet = (c: number) => (named ? `COL${c}` : `N${20 + c}`);
  const xiao: Partial<Record<XiaoPin, string>> = {};
  rows.forEach((pin, r) => (xiao[pin] = rowNet(r)));
  cols.forEach((pin, c) => (xiao[pin] = colNet(c)));
  const switches: NonNullable<BoardSpec["switches"]> = [];
  const diodes: NonNullable<BoardSpec["diodes"]> = [];
  const diodeOn = options.diodeOn ?? (options.direction === "COL2ROW" ? "row" : "col");
  let n = 0;
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < cols.length; c++) {
      if (options.skip?.some(([sr, sc]) => sr === r && sc === c)) continue;
      n++;
      const x = 10 + c * unit;
      const y = 10 + r * unit;
      const node = `Net-(D${n}-A)`;
      const line = diodeOn === "row" ? rowNet(r) : colNet(c);
      const other = diodeOn === "row" ? colNet(c) : rowNet(r);
      // Current flows from the column to the row (COL2ROW) or back; the cathode is where it leaves the diode.
      const towardLine = (options.direction === "COL2ROW") === (diodeOn === "row");
      diodes.push(towardLine ? { ref: `D${n}`, x: x + 3, y: y + 8, k: line, a: node } : { ref: `D${n}`, x: x + 3, y: y + 8, k: node, a: line });
      switches.push({ ref: `SW${n}`, x, y, rotation: options.rotation ?? 0, nets: [other, node] });
    }
  }
  return { xiao, switches, diodes };
}

/** Merges board specs (later XIAO nets win). */
export function mergeSpecs(...specs: BoardSpec[]): BoardSpec {
  return {
    xiao: Object.assign({}, ...specs.map((spec) => spec.xiao ?? {})) as Partial<Record<XiaoPin, string>>,
    switches: specs.flatMap((spec) => spec.switches ?? []),
    diodes: specs.flatMap((spec) => spec.diodes ?? []),
    encoders: specs.flatMap((spec) => spec.encoders ?? []),
    oled: specs.map((spec) => spec.oled).find((oled) => oled) ?? null,
    leds: specs.flatMap((spec) => spec.leds ?? []),
    noNets: specs.some((spec) => spec.noNets),
    ...(specs.find((spec) => spec.smd)?.smd ? { smd: specs.find((spec) => spec.smd)?.smd } : {}),
  };
}
