/**
 * Synthetic Hackpad projects for the preflight tests (unit tests here, browser tests on /check): pure functions
 * that return `InputFile[]` or a zip's bytes. `validProject()` passes every rule a program can check;
 * `ruleMutations` breaks one rule each. Keep these exports stable: the /check tests import them.
 */
import { zipSync } from "fflate";
import { threeMfPackage } from "@hackpad/mesh/threemf";
import type { InputFile, PreflightRuleId, RuleStatus } from "../../src/types.ts";

export interface FixtureOptions {
  /** The project's folder name (becomes the shared top folder). */
  name: string;
  boardWidth: number;
  boardHeight: number;
  switches: number;
  encoders: number;
  leds: number;
  /** "mini-e" pads, or PLCC4 pads under a footprint still named MINI-E (names lie). */
  ledPads: "mini-e" | "plcc4";
  /**
   * The symbol the LEDs were drawn with, which decides the net on each numbered pad of KiCad 10's MINI-E
   * footprint: "SK6812MINI-E" (its own, right) or "SK6812MINI" (the KiCad 8/9 symbol: +5 V on DOUT's pad).
   */
  ledSymbol: "SK6812MINI-E" | "SK6812MINI";
  /** The chip the controller footprint names. */
  controllerChip: "RP2040" | "SAMD21";
  /** The XIAO's footprint: through-hole (XIAO-RP2040-DIP) or surface-mount (XIAO-RP2040-SMD, pads only). */
  xiaoMounting: "through-hole" | "surface-mount";
  /** The XIAO's centre x; by default its USB end hangs over the right edge. */
  xiaoX: number | null;
  markerText: string;
  markerLayer: string;
  copperLayers: 2 | 4;
  /** Case part size [x, y, z] in mm. */
  caseSize: [number, number, number];
  uf2Family: number;
  uf2Blocks: number;
  withBom: boolean;
  withCad: boolean;
  withReadme: boolean;
  drcErrors: number;
  /**
   * Put nets on the pads: each switch from its own XIAO pin (D0, D1, …) to GND, the encoder's A/B/push on D8, D9,
   * D10 and the first LED's data in on D6, as a board updated from its schematic has them.
   */
  wired: boolean;
  /** A KMK `firmware/main.py` to add (the firmware-pins rule reads it), or null for none. */
  kmkMain: string | null;
  /** Switches at these places (KiCad mm, degrees) instead of the grid; `switches` is then their number. */
  switchSpots?: readonly { x: number; y: number; rotation: number }[];
  /** Kailh Choc footprints (with their 3.4 mm centre post) instead of Cherry MX. */
  switchStyle?: "mx" | "choc";
  /** Encoders at these places instead of the default row. */
  encoderSpots?: readonly { x: number; y: number }[];
  /** The XIAO's centre and rotation (-90, the default, puts its USB end towards the right edge). */
  xiaoAt?: { x: number; y: number; rotation: number };
  /** Leave the XIAO off the board. */
  noXiao?: boolean;
  /** A 0.91" OLED module (four header pins and its 38 × 12 mm outline on F.Fab) centred here. */
  oledAt?: { x: number; y: number };
  /** M3 mounting holes (MountingHole_3.2mm_M3) at these places. */
  mountingHoles?: readonly [number, number][];
  /** The Edge.Cuts outline: a rectangle (default), a rectangle with arcs of this radius at its corners, none, or one side missing. */
  outline?: { kind: "rect" } | { kind: "rounded"; radius: number } | { kind: "none" } | { kind: "open" };
}

export const defaultFixture: FixtureOptions = {
  name: "minipad",
  boardWidth: 80,
  boardHeight: 50,
  switches: 4,
  encoders: 1,
  leds: 2,
  ledPads: "mini-e",
  ledSymbol: "SK6812MINI-E",
  controllerChip: "RP2040",
  xiaoMounting: "through-hole",
  xiaoX: null,
  markerText: "XIAO HERE",
  markerLayer: "F.SilkS",
  copperLayers: 2,
  caseSize: [100, 70, 13],
  uf2Family: 0xe48bff56,
  uf2Blocks: 120,
  withBom: true,
  withCad: true,
  withReadme: true,
  drcErrors: 0,
  wired: false,
  kmkMain: null,
};

const pitch = 19.05;

/** The benches' larger board: 4 × 4 switches at 19.05 mm pitch, an encoder above them, the XIAO in the top right corner, no LEDs. */
export const sixteenKeyFixture: FixtureOptions = {
  ...defaultFixture,
  name: "sixteen",
  boardWidth: 4 * pitch + 20,
  boardHeight: 4 * pitch + 15,
  switches: 16,
  switchSpots: Array.from({ length: 16 }, (_, i) => ({ x: 10 + pitch / 2 + (i % 4) * pitch, y: 20 + pitch / 2 + Math.floor(i / 4) * pitch, rotation: 0 })),
  encoderSpots: [{ x: 50, y: 10 }],
  leds: 0,
  xiaoAt: { x: 4 * pitch + 20 - 10.55 - 8, y: 10.55, rotation: 0 },
};

/** The XIAO pins a `wired` fixture gives its switches, in order, and its encoder and LEDs. */
export const fixtureKeyPins = ["D0", "D1", "D2", "D3", "D4", "D5", "D7"] as const;
const fixtureOtherNets: Record<string, string> = { D6: "LED_D0", D8: "ENC_A", D9: "ENC_B", D10: "ENC_SW" };

/** A KMK main.py reading the given pins as keys and the fixture's encoder on D8, D9, D10. */
export function fixtureKmkMain(keyPins: readonly string[]): string {
  return [
    "import board",
    "from kmk.kmk_keyboard import KMKKeyboard",
    "from kmk.scanners.keypad import KeysScanner",
    "from kmk.modules.encoder import EncoderHandler",
    "from kmk.extensions.RGB import RGB",
    "",
    "keyboard = KMKKeyboard()",
    `keyboard.matrix = KeysScanner(pins=[${keyPins.map((pin) => `board.${pin}`).join(", ")}], value_when_pressed=False)`,
    "encoders = EncoderHandler()",
    "encoders.pins = ((board.D8, board.D9, board.D10, False),)",
    "keyboard.modules.append(encoders)",
    "keyboard.extensions.append(RGB(pixel_pin=board.D6, num_pixels=2))",
    "keyboard.go()",
    "",
  ].join("\n");
}

const encoder = new TextEncoder();
const text = (value: string) => encoder.encode(value);

// ---------------------------------------------------------------------------------------------------------
// KiCad 9 board

function pad(number: string, kind: string, x: number, y: number, w: number, h: number, drill?: number, net?: string | undefined): string {
  const drillPart = drill ? ` (drill ${drill})` : "";
  const layers = kind === "smd" ? `"F.Cu" "F.Paste" "F.Mask"` : `"*.Cu" "*.Mask"`;
  const netPart = net ? ` (net "${net}")` : "";
  return `\t\t(pad "${number}" ${kind} ${kind === "smd" ? "rect" : "circle"} (at ${x} ${y}) (size ${w} ${h})${drillPart} (layers ${layers})${netPart})\n`;
}

/** The net each pin of an SK6812 sits on in a chain of LEDs (`i` counts from 0). */
function ledNet(pin: string, i: number): string {
  return pin === "VDD" ? "+5V" : pin === "VSS" ? "GND" : pin === "DIN" ? `LED_D${i}` : `LED_D${i + 1}`;
}

/** Pin names by number, as each LED symbol numbers them (KiCad's LED library). */
const ledSymbolPins = {
  "SK6812MINI-E": ["VSS", "DIN", "VDD", "DOUT"],
  SK6812MINI: ["DOUT", "VSS", "DIN", "VDD"],
} as const;

function footprint(lib: string, reference: string, value: string, x: number, y: number, rotation: number, body: string): string {
  return [
    `\t(footprint "${lib}"`,
    `\t\t(layer "F.Cu")`,
    `\t\t(at ${x} ${y} ${rotation})`,
    `\t\t(property "Reference" "${reference}" (at 0 -3 ${rotation}) (layer "F.SilkS") (effects (font (size 1 1) (thickness 0.15))))`,
    `\t\t(property "Value" "${value}" (at 0 3 ${rotation}) (layer "F.Fab") (effects (font (size 1 1) (thickness 0.15))))`,
    `\t\t(property "Datasheet" "" (at 0 0 0) (layer "F.Fab") (hide yes) (effects (font (size 1 1))))`,
    body + `\t)`,
  ].join("\n");
}

function xiao(options: FixtureOptions): string {
  let pads = "";
  const smd = options.xiaoMounting === "surface-mount";
  const [kind, drill] = smd ? ["smd", undefined] : ["thru_hole", 1];
  // Pad n is D(n-1) for n = 1…11 (content/programme/controller.ts), then 3V3, GND, 5V.
  const netOf = (n: number) => {
    if (!options.wired) return undefined;
    if (n === 13) return "GND";
    const name = `D${n - 1}`;
    const key = fixtureKeyPins.indexOf(name as (typeof fixtureKeyPins)[number]);
    return key >= 0 && key < options.switches ? `KEY${key + 1}` : fixtureOtherNets[name];
  };
  for (let i = 0; i < 7; i++) pads += pad(String(i + 1), kind, -7.62, -7.62 + 2.54 * i, 1.524, 1.524, drill, netOf(i + 1));
  for (let i = 0; i < 7; i++) pads += pad(String(8 + i), kind, 7.62, 7.62 - 2.54 * i, 1.524, 1.524, drill, netOf(8 + i));
  const body = `\t\t(fp_rect (start -8.9 -10.55) (end 8.9 10.425) (stroke (width 0.05) (type default)) (fill no) (layer "F.CrtYd"))\n${pads}`;
  const chip = options.controllerChip;
  const lib = chip === "RP2040" ? (smd ? "OPL:XIAO-RP2040-SMD" : "OPL:XIAO-RP2040-DIP") : "OPL:Seeeduino-XIAO-SAMD21-DIP";
  const x = options.xiaoAt?.x ?? options.xiaoX ?? options.boardWidth - 10.55;
  return footprint(lib, "U1", chip === "RP2040" ? "XIAO-RP2040-DIP" : "XIAO-SAMD21", x, options.xiaoAt?.y ?? 15, options.xiaoAt?.rotation ?? -90, body);
}

/** The board's Edge.Cuts outline as the options ask for it. */
function edgeCuts(options: FixtureOptions): string[] {
  const w = options.boardWidth;
  const h = options.boardHeight;
  const edge = `(stroke (width 0.05) (type default)) (layer "Edge.Cuts")`;
  const line = (x1: number, y1: number, x2: number, y2: number) => `\t(gr_line (start ${x1} ${y1}) (end ${x2} ${y2}) ${edge})`;
  const outline = options.outline ?? { kind: "rect" };
  if (outline.kind === "none") return [];
  if (outline.kind === "open") return [line(0, 0, w, 0), line(w, 0, w, h), line(w, h, 0, h)];
  if (outline.kind === "rounded") {
    const r = outline.radius;
    const k = r * (1 - Math.SQRT1_2);
    const arc = (sx: number, sy: number, mx: number, my: number, ex: number, ey: number) =>
      `\t(gr_arc (start ${sx} ${sy}) (mid ${mx} ${my}) (end ${ex} ${ey}) ${edge})`;
    return [
      line(r, 0, w - r, 0),
      arc(w - r, 0, w - k, k, w, r),
      line(w, r, w, h - r),
      arc(w, h - r, w - k, h - k, w - r, h),
      line(w - r, h, r, h),
      arc(r, h, k, h - k, 0, h - r),
      line(0, h - r, 0, r),
      arc(0, r, k, k, r, 0),
    ];
  }
  return [`\t(gr_rect (start 0 0) (end ${w} ${h}) (stroke (width 0.05) (type default)) (fill no) (layer "Edge.Cuts"))`];
}

export function kicadBoard(options: FixtureOptions = defaultFixture): string {
  const parts: string[] = options.noXiao ? [] : [xiao(options)];
  const switchSpots =
    options.switchSpots ?? Array.from({ length: options.switches }, (_, i) => ({ x: 12 + (i % 3) * 19.05, y: 12 + Math.floor(i / 3) * 19.05, rotation: 0 }));
  for (let i = 0; i < switchSpots.length; i++) {
    const { x, y, rotation } = switchSpots[i]!;
    const choc = options.switchStyle === "choc";
    parts.push(
      footprint(
        choc ? "PG1350:Kailh_Choc_PG1350" : "Button_Switch_Keyboard:SW_Cherry_MX_1.00u_PCB",
        `K${i + 1}`,
        choc ? "Choc" : "MX",
        x,
        y,
        rotation,
        (choc ? pad("", "np_thru_hole", 0, 0, 3.4, 3.4, 3.4) : "") +
          pad("1", "thru_hole", 0, choc ? 5.9 : 0, 2.2, 2.2, 1.5, options.wired ? "GND" : undefined) +
          pad("2", "thru_hole", choc ? -5 : 6.35, choc ? 3.8 : -2.54, 2.2, 2.2, 1.5, options.wired ? `KEY${i + 1}` : undefined),
      ),
    );
    parts.push(
      footprint(
        "Diode_THT:D_DO-35_SOD27_P7.62mm_Horizontal",
        `D${i + 1}`,
        "1N4148",
        x,
        y + 8,
        90,
        pad("1", "thru_hole", 0, 0, 1.6, 1.6, 0.8) + pad("2", "thru_hole", 7.62, 0, 1.6, 1.6, 0.8),
      ),
    );
  }
  const encoderSpots = options.encoderSpots ?? Array.from({ length: options.encoders }, (_, i) => ({ x: 12 + i * 20, y: 40 }));
  for (let i = 0; i < encoderSpots.length; i++) {
    let pads = "";
    for (const [n, x, y] of [
      ["A", -2.5, 7.5],
      ["C", 0, 7.5],
      ["B", 2.5, 7.5],
      ["S1", -2.5, -7],
      ["S2", 2.5, -7],
    ] as const)
      pads += pad(n, "thru_hole", x, y, 2, 2, 1, options.wired && i === 0 ? { A: "ENC_A", B: "ENC_B", C: "GND", S1: "GND", S2: "ENC_SW" }[n] : undefined);
    parts.push(
      footprint("Rotary_Encoder:RotaryEncoder_Alps_EC11E-Switch_Vertical_H20mm", `SW${i + 1}`, "EC11", encoderSpots[i]!.x, encoderSpots[i]!.y, 0, pads),
    );
  }
  if (options.oledAt) {
    const pins = ["GND", "VCC", "SCL", "SDA"].map((name, i) => pad(String(i + 1), "thru_hole", -17 + 0, -3.81 + 2.54 * i, 1.7, 1.7, 1));
    const outline = `\t\t(fp_rect (start -19 -6) (end 19 6) (stroke (width 0.1) (type default)) (fill no) (layer "F.Fab"))\n`;
    parts.push(footprint("hackpad:SSD1306_128x32_OLED", "DS1", "OLED 128x32", options.oledAt.x, options.oledAt.y, 0, outline + pins.join("")));
  }
  (options.mountingHoles ?? []).forEach(([x, y], i) => {
    parts.push(footprint("MountingHole:MountingHole_3.2mm_M3", `H${i + 1}`, "MountingHole", x, y, 0, pad("", "np_thru_hole", 0, 0, 3.2, 3.2, 3.2)));
  });
  for (let i = 0; i < options.leds; i++) {
    const [dx, dy] = options.ledPads === "mini-e" ? [2.4, 0.75] : [2.45, 1.6];
    let pads = "";
    const pins = ledSymbolPins[options.ledSymbol];
    [
      [-dx, -dy],
      [dx, -dy],
      [dx, dy],
      [-dx, dy],
    ].forEach(([x, y], index) => (pads += pad(String(index + 1), "smd", x ?? 0, y ?? 0, 1.6, 0.82, undefined, ledNet(pins[index] ?? "", i))));
    parts.push(footprint("LED_SMD:LED_SK6812MINI-E_3.2x2.8mm_P1.5mm_ReverseMount", `LED${i + 1}`, "SK6812MINI-E", 40 + i * 6, 45, 0, pads));
  }
  const copper =
    options.copperLayers === 4
      ? `\t\t(0 "F.Cu" signal)\n\t\t(4 "In1.Cu" signal)\n\t\t(6 "In2.Cu" signal)\n\t\t(2 "B.Cu" signal)`
      : `\t\t(0 "F.Cu" signal)\n\t\t(2 "B.Cu" signal)`;
  return [
    "(kicad_pcb",
    "\t(version 20241229)",
    '\t(generator "pcbnew")',
    '\t(generator_version "9.0")',
    "\t(general (thickness 1.6))",
    "\t(layers",
    copper,
    '\t\t(5 "F.SilkS" user "F.Silkscreen")',
    '\t\t(7 "B.SilkS" user "B.Silkscreen")',
    '\t\t(25 "Edge.Cuts" user)',
    '\t\t(31 "F.CrtYd" user "F.Courtyard")',
    '\t\t(29 "B.CrtYd" user "B.Courtyard")',
    "\t)",
    ...parts,
    ...edgeCuts(options),
    `\t(gr_text "${options.markerText}" (at ${options.boardWidth - 12} 30 0) (layer "${options.markerLayer}") (effects (font (size 1 1) (thickness 0.15))))`,
    `\t(gr_text "${options.name.replace(/pad$/i, "\\npad")}" (at 10 45 0) (layer "F.SilkS") (effects (font (size 2 2) (thickness 0.2))))`,
    ")",
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------------------
// Gerbers (X2 attributes) and an Excellon drill file with CRLF line ends

function gerber(name: string, fn: string, body: string): string {
  return [
    "%TF.GenerationSoftware,KiCad,Pcbnew,9.0.2*%",
    `%TF.ProjectId,${name},00000000-0000-0000-0000-000000000000,rev?*%`,
    `%TF.FileFunction,${fn}*%`,
    "%FSLAX46Y46*%",
    "%MOMM*%",
    "%LPD*%",
    "G01*",
    "%ADD10C,0.050000*%",
    "D10*",
    body,
    "M02*",
    "",
  ].join("\n");
}

const coord = (value: number) => String(Math.round(value * 1_000_000));

export function edgeCutsGerber(name: string, width: number, height: number): string {
  const w = coord(width);
  const h = coord(height);
  return gerber(name, "Profile,NP", [`X0Y${h}D02*`, `X${w}Y${h}D01*`, `X${w}Y0D01*`, "X0Y0D01*", `X0Y${h}D01*`].join("\n"));
}

export function excellonDrill(holes: readonly [number, number][]): string {
  return [
    "M48",
    "; DRILL file {KiCad 9.0.2}",
    "; #@! TF.FileFunction,MixedPlating,1,2",
    "FMAT,2",
    "METRIC",
    "T1C1.000",
    "%",
    "G90",
    "G05",
    "T1",
    ...holes.map(([x, y]) => `X${x}Y${y}`),
    "M30",
    "",
  ].join("\r\n");
}

export function gerbersZip(options: FixtureOptions = defaultFixture): Uint8Array {
  const n = options.name;
  const files: Record<string, Uint8Array> = {
    [`${n}-Edge_Cuts.gbr`]: text(edgeCutsGerber(n, options.boardWidth, options.boardHeight)),
    [`${n}-F_Cu.gbr`]: text(gerber(n, "Copper,L1,Top", "X1000000Y1000000D03*")),
    [`${n}-B_Cu.gbr`]: text(gerber(n, "Copper,L2,Bot", "X1000000Y1000000D03*")),
    [`${n}-F_Silkscreen.gbr`]: text(gerber(n, "Legend,Top", "X1000000Y1000000D03*")),
    [`${n}-F_Mask.gbr`]: text(gerber(n, "Soldermask,Top", "X1000000Y1000000D03*")),
    [`${n}.drl`]: text(
      excellonDrill([
        [10, 10],
        [20, 10],
        [30, 10],
      ]),
    ),
  };
  if (options.copperLayers === 4) {
    files[`${n}-In1_Cu.gbr`] = text(gerber(n, "Copper,L2,Inr", "X1000000Y1000000D03*"));
    files[`${n}-In2_Cu.gbr`] = text(gerber(n, "Copper,L3,Inr", "X1000000Y1000000D03*"));
  }
  return zipSync(files);
}

// ---------------------------------------------------------------------------------------------------------
// Case, CAD and firmware files

/**
 * The twelve triangles of a box over its eight corners (bottom face 0–3, top face 4–7, both counter-clockwise seen
 * from above), each facing outwards.
 */
export const BOX_FACES = [
  [0, 2, 1],
  [0, 3, 2],
  [4, 5, 6],
  [4, 6, 7],
  [0, 1, 5],
  [0, 5, 4],
  [1, 2, 6],
  [1, 6, 5],
  [2, 3, 7],
  [2, 7, 6],
  [3, 0, 4],
  [3, 4, 7],
] as const;

/** The 12 triangles of an axis-aligned box from `min` to `min + size`. */
export function boxTriangles(size: readonly [number, number, number], min: readonly [number, number, number] = [0, 0, 0]): number[][] {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = [x0 + size[0], y0 + size[1], z0 + size[2]];
  const v = [
    [x0, y0, z0],
    [x1, y0, z0],
    [x1, y1, z0],
    [x0, y1, z0],
    [x0, y0, z1],
    [x1, y0, z1],
    [x1, y1, z1],
    [x0, y1, z1],
  ];
  return BOX_FACES.map((face) => face.flatMap((index) => v[index] ?? []));
}

/** A binary STL of boxes (each box one body), with the given 80-byte header text. */
export function binaryStl(boxes: readonly (readonly [number, number, number])[][] | number[][][], header = "STLB ATF 10.0.0.1 COLOR=\u00a0"): Uint8Array {
  const triangles = (boxes as number[][][]).flat();
  const bytes = new Uint8Array(84 + 50 * triangles.length);
  bytes.set(text(header).subarray(0, 80));
  const view = new DataView(bytes.buffer);
  view.setUint32(80, triangles.length, true);
  triangles.forEach((triangle, t) => triangle.forEach((value, k) => view.setFloat32(84 + t * 50 + 12 + k * 4, value, true)));
  return bytes;
}

export function asciiStl(triangles: number[][]): Uint8Array {
  const lines = ["solid part"];
  for (const t of triangles) {
    lines.push("  facet normal 0 0 0", "    outer loop");
    for (let v = 0; v < 3; v++) lines.push(`      vertex ${t[v * 3]} ${t[v * 3 + 1]} ${t[v * 3 + 2]}`);
    lines.push("    endloop", "  endfacet");
  }
  lines.push("endsolid part", "");
  return text(lines.join("\n"));
}

/** UF2 blocks of 256 payload bytes each, with a family id (flag 0x2000). */
export function uf2(blocks: number, family = 0xe48bff56): Uint8Array {
  const bytes = new Uint8Array(512 * blocks);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < blocks; i++) {
    const at = i * 512;
    view.setUint32(at, 0x0a324655, true);
    view.setUint32(at + 4, 0x9e5d5157, true);
    view.setUint32(at + 8, 0x00002000, true);
    view.setUint32(at + 12, 0x10000000 + i * 256, true);
    view.setUint32(at + 16, 256, true);
    view.setUint32(at + 20, i, true);
    view.setUint32(at + 24, blocks, true);
    view.setUint32(at + 28, family, true);
    view.setUint32(at + 508, 0x0ab16f30, true);
  }
  return bytes;
}

/** A 3MF whose build places `items` copies of a box (each object a closed box), each moved by its own transform. */
export function threeMf(options: { size?: [number, number, number]; items?: string[]; unit?: string; names?: string[] } = {}): Uint8Array {
  const [x, y, z] = options.size ?? [10, 10, 10];
  const names = options.names ?? ["Case bottom", "Case top", "PCB", "Switch", "Keycap"];
  const vertices = [
    [0, 0, 0],
    [x, 0, 0],
    [x, y, 0],
    [0, y, 0],
    [0, 0, z],
    [x, 0, z],
    [x, y, z],
    [0, y, z],
  ]
    .map(([a, b, c]) => `<vertex x="${a}" y="${b}" z="${c}"/>`)
    .join("");
  const boxFaces = BOX_FACES.map(([a, b, c]) => `<triangle v1="${a}" v2="${b}" v3="${c}"/>`).join("");
  const objects = names
    .map(
      (name, index) =>
        `<object id="${index + 1}" name="${name}" type="model"><mesh><vertices>${vertices}</vertices><triangles>${boxFaces}</triangles></mesh></object>`,
    )
    .join("");
  const assembly = `<object id="100" name="Assembly" type="model"><components>${names.map((_, index) => `<component objectid="${index + 1}"/>`).join("")}</components></object>`;
  const items = (options.items ?? ["1 0 0 0 1 0 0 0 1 0 0 0"]).map((transform) => `<item objectid="100" transform="${transform}"/>`).join("");
  const model = `<?xml version="1.0" encoding="UTF-8"?><model unit="${options.unit ?? "millimeter"}" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02"><resources>${objects}${assembly}</resources><build>${items}</build></model>`;
  return threeMfPackage(model);
}

/**
 * A STEP file with a header and the given product names, each product with one solid body (one closed shell of
 * one face); `geometry: false` leaves the bodies out, as an export of nothing does.
 */
export function stepFile(products: readonly string[], system = "Autodesk Translation Framework v13.4.0.104", geometry = true): Uint8Array {
  const lines = [
    "ISO-10303-21;",
    "HEADER;",
    "FILE_DESCRIPTION(('Fixture'),'2;1');",
    `FILE_NAME('pad.step','2025-01-01T00:00:00',('author'),(''),'ST-DEVELOPER v20','${system}','');`,
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 3 1 1 }'));",
    "ENDSEC;",
    "DATA;",
    ...products.map((name, index) => `#${index + 10}=PRODUCT('${name.replace(/'/g, "''")}','${name.replace(/'/g, "''")}','',(#2));`),
    ...(geometry
      ? products.flatMap((name, index) => [
          `#${index + 1000}=ADVANCED_FACE('',(#3),#4,.T.);`,
          `#${index + 2000}=CLOSED_SHELL('',(#${index + 1000}));`,
          `#${index + 3000}=MANIFOLD_SOLID_BREP('${name.replace(/'/g, "''")}',#${index + 2000});`,
        ])
      : []),
    "ENDSEC;",
    "END-ISO-10303-21;",
    "",
  ];
  return text(lines.join("\n"));
}

export function drcReportText(errors: number): string {
  const lines = ["** Drc report for minipad.kicad_pcb **", "** Created on 2025-03-02T10:14:55+0100 **", "", `** Found ${errors + 1} DRC violations **`];
  for (let i = 0; i < errors; i++)
    lines.push(
      "[courtyards_overlap]: Courtyards overlap",
      "    Rule: netclass 'Default'; Severity: error",
      `    @(${10 + i}.0000 mm, 10.0000 mm): Footprint K${i + 1}`,
    );
  lines.push(
    "[silk_over_copper]: Silkscreen clipped by solder mask",
    "    Local override; Severity: warning",
    "    @(1.0000 mm, 1.0000 mm): Reference field of U1",
    "",
    "** Found 0 unconnected pads **",
    "",
    "** Found 0 Footprint errors **",
    "",
    "** End of Report **",
    "",
  );
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------------------
// Whole projects

function readme(options: FixtureOptions): string {
  const bom = options.withBom
    ? [
        "## BOM",
        "",
        "| Qty | Part |",
        "|---|---|",
        `| ${options.switches} | MX switches |`,
        `| ${options.switches} | 1N4148 diodes (DO-35) |`,
        ...(options.encoders > 0 ? [`| ${options.encoders} | EC11 rotary encoder |`] : []),
        ...(options.leds > 0 ? [`| ${options.leds} | SK6812 MINI-E LEDs |`] : []),
        "| 1 | XIAO RP2040 |",
        "",
      ]
    : [];
  return [`# ${options.name}`, "", "A small macropad made for the tests.", "", ...bom].join("\n");
}

/** A valid project: every checkable rule passes. Paths start with the project's folder name. */
export function validProject(overrides: Partial<FixtureOptions> = {}): InputFile[] {
  const options = { ...defaultFixture, ...overrides };
  // Unless a test sets the case, it goes around the board (the default 100 × 70 case around the 80 × 50 board).
  if (!overrides.caseSize) {
    const [x, y, z] = defaultFixture.caseSize;
    options.caseSize = [Math.max(x, options.boardWidth + 20), Math.max(y, options.boardHeight + 20), z];
  }
  const n = options.name;
  const [sx, sy, sz] = options.caseSize;
  const files: [string, Uint8Array][] = [
    [`pcb/${n}.kicad_pcb`, text(kicadBoard(options))],
    ["pcb/minipad.kicad_pro", text("{}\n")],
    ["firmware/keymap.c", text("// keymap for the fixture pad\n")],
    ["production/gerbers.zip", gerbersZip(options)],
    ["production/case/bottom.stl", binaryStl([boxTriangles([sx, sy, sz])])],
    ["production/case/top.stl", binaryStl([boxTriangles([sx, sy, 1.5])], "solid top exported by a slicer")],
    ["production/firmware.uf2", uf2(options.uf2Blocks, options.uf2Family)],
  ];
  if (options.withReadme) files.push(["README.md", text(readme(options))]);
  // Without the CAD model the folder keeps the design's source file, as a participant's would.
  if (!options.withCad) files.push([`CAD/${n}.f3d`, text("Fusion 360 archive")]);
  if (options.withCad)
    files.push(
      [`CAD/${n}.3mf`, threeMf({ size: [sx, sy, sz] })],
      ["CAD/assembly.step", stepFile(["Pad", "Case bottom", "Case top", "PCB", "MX switch", "Keycap"])],
    );
  if (options.drcErrors > 0) files.push(["pcb/minipad-drc.rpt", text(drcReportText(options.drcErrors))]);
  if (options.kmkMain !== null) files.push(["firmware/main.py", text(options.kmkMain)]);
  return files.map(([path, bytes]) => ({ path: `${n}/${path}`, bytes }));
}

/** The project zipped, as GitHub's "Download ZIP" gives it (one top folder). */
export function projectZip(files: readonly InputFile[]): Uint8Array {
  return zipSync(Object.fromEntries(files.map((file) => [file.path, file.bytes])));
}

export interface RuleMutation {
  rule: PreflightRuleId;
  description: string;
  files: () => InputFile[];
  expect: RuleStatus;
}

const without = (files: InputFile[], pattern: RegExp) => files.filter((file) => !pattern.test(file.path));

/** One mutation per checkable rule, each breaking only that rule. (`original` and `tolerance` are always skipped.) */
export const ruleMutations: RuleMutation[] = [
  {
    rule: "structure",
    description: "no README",
    files: () =>
      validProject({ withReadme: false, withBom: false }).concat({
        path: "minipad/BOM.md",
        bytes: text(`- 4x MX switches\n- 4x 1N4148 diodes\n- 1x EC11 encoder\n- 2x SK6812 MINI-E\n- 1x XIAO RP2040\n`),
      }),
    expect: "fail",
  },
  { rule: "pcb-size", description: "a 120 × 50 mm board", files: () => validProject({ boardWidth: 120 }), expect: "fail" },
  {
    rule: "controller",
    description: "the surface-mount XIAO RP2040 (pads only, no holes)",
    files: () => validProject({ xiaoMounting: "surface-mount" }),
    expect: "fail",
  },
  { rule: "inputs", description: "16 switches and an encoder", files: () => validProject({ switches: 16, boardHeight: 90 }), expect: "fail" },
  { rule: "approved-parts", description: "PLCC4 pads under a MINI-E name", files: () => validProject({ ledPads: "plcc4" }), expect: "fail" },
  {
    rule: "approved-parts",
    description: "KiCad 10's MINI-E footprint under the KiCad 8/9 symbol (LEDs wired backwards)",
    files: () => validProject({ ledSymbol: "SK6812MINI" }),
    expect: "fail",
  },
  { rule: "case", description: "a 250 mm case part", files: () => validProject({ caseSize: [250, 70, 13] }), expect: "fail" },
  { rule: "cad", description: "no STEP or 3MF", files: () => validProject({ withCad: false }), expect: "fail" },
  { rule: "firmware", description: "a SAMD21 UF2", files: () => validProject({ uf2Family: 0x68ed2b88 }), expect: "fail" },
  { rule: "bom", description: "no BOM", files: () => without(validProject({ withBom: false }), /BOM\.md$/), expect: "fail" },
  { rule: "branding", description: "XIAO HERE on the courtyard", files: () => validProject({ markerLayer: "B.CrtYd" }), expect: "fail" },
  { rule: "usb-overhang", description: "the XIAO in the middle of the board", files: () => validProject({ xiaoX: 40 }), expect: "fail" },
  { rule: "drc", description: "a DRC report with two errors", files: () => validProject({ drcErrors: 2 }), expect: "fail" },
  {
    rule: "firmware-pins",
    description: "main.py reads D6, where the board has its LEDs, instead of D3, where its fourth key is",
    files: () => validProject({ wired: true, kmkMain: fixtureKmkMain(["D0", "D1", "D2", "D6"]) }),
    expect: "fail",
  },
];
