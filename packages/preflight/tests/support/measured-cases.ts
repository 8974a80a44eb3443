/**
 * Reconstructed cases of files that are not what their names say (a program that cannot start, a case in the
 * wrong units, a gerber zip holding only drills, a BOM the README does not call "BOM"…), each written from code
 * on top of the valid fixture. `tests/measured.test.ts` checks each one's rule and words; the batch test checks
 * the whole folder of them and finds no false pass; the advice test reads all their sentences for contradictions.
 */
import { strToU8, unzipSync, zipSync } from "fflate";
import type { InputFile, PreflightRuleId, RuleStatus } from "../../src/types.ts";
import {
  binaryStl,
  boxTriangles,
  defaultFixture,
  edgeCutsGerber,
  fixtureKmkMain,
  gerbersZip,
  kicadBoard,
  threeMf,
  validProject,
  type FixtureOptions,
} from "./fixtures.ts";

export interface MeasuredCase {
  name: string;
  /** The class of measurement it holds (1 firmware, 2 geometry, 3 EasyEDA, 4 BOM, 5 wiring, 6 advice). */
  class: 1 | 2 | 3 | 4 | 5 | 6;
  files: () => InputFile[];
  rule: PreflightRuleId;
  expect: RuleStatus;
  /** Words the rule's message or one of its details must hold. */
  says: RegExp;
  /** False for the few cases that must pass (a misread that no longer fails a right project). */
  broken?: boolean;
}

const encoder = new TextEncoder();
const bytes = (value: string) => encoder.encode(value);

/** The valid project with files replaced or added (paths inside the project, without its folder). */
export function withFiles(files: Record<string, Uint8Array | null>, overrides: Partial<FixtureOptions> = {}): InputFile[] {
  const name = overrides.name ?? "minipad";
  const base = validProject(overrides).filter((file) => !(file.path.slice(name.length + 1) in files));
  const added = Object.entries(files).flatMap(([path, content]) => (content ? [{ path: `${name}/${path}`, bytes: content }] : []));
  return [...base, ...added];
}

const kmk = fixtureKmkMain(["D0", "D1", "D2", "D3"]);
/** A KMK program with one line changed. */
const kmkWith = (from: string, to: string) => {
  if (!kmk.includes(from)) throw new Error(`the fixture program has no "${from}"`);
  return kmk.replace(from, to);
};
/** The project with its firmware a KMK program in production/ (and no UF2), as a KMK submission has it. */
const kmkProject = (program: Uint8Array) => withFiles({ "production/firmware.uf2": null, "production/main.py": program, "firmware/main.py": program });

function utf16(value: string): Uint8Array {
  const out = new Uint8Array(2 + value.length * 2);
  out[0] = 0xff;
  out[1] = 0xfe;
  for (let i = 0; i < value.length; i++) out[2 + i * 2] = value.charCodeAt(i) & 0xff;
  return out;
}

const intro = "# minipad\n\nA small macropad made for the tests.\n\n";
const rightCounts = ["4x MX switches", "4x 1N4148 diodes", "1x EC11 rotary encoder", "2x SK6812 MINI-E LEDs", "1x XIAO RP2040"];

export const measuredCases: MeasuredCase[] = [
  // 1. Firmware that cannot start
  {
    name: "main.py saved as RTF",
    class: 1,
    files: () =>
      kmkProject(bytes(`{\\rtf1\\ansi\\ansicpg1252\\cocoartf2761\n{\\fonttbl\\f0\\fswiss Helvetica;}\n\\f0\\fs24 \\cf0 ${kmk.split("\n").join("\\\n")}}`)),
    rule: "firmware",
    expect: "fail",
    says: /production\/main\.py is an RTF document/,
  },
  {
    name: "main.py saved as UTF-16",
    class: 1,
    files: () => kmkProject(utf16(kmk)),
    rule: "firmware",
    expect: "fail",
    says: /is UTF-16 text/,
  },
  {
    name: "main.py saved from a browser as HTML",
    class: 1,
    files: () => kmkProject(bytes(`<!DOCTYPE html>\n<html><body><pre>${kmk}</pre></body></html>`)),
    rule: "firmware",
    expect: "fail",
    says: /is an HTML page/,
  },
  {
    name: "an unclosed bracket",
    class: 1,
    files: () => kmkProject(bytes(kmkWith("value_when_pressed=False)", "value_when_pressed=False"))),
    rule: "firmware",
    expect: "fail",
    says: /main\.py line 8: "\(" opened here is never closed/,
  },
  {
    name: "a mismatched bracket",
    class: 1,
    files: () => kmkProject(bytes(kmkWith("board.D10, False),)", "board.D10, False],)"))),
    rule: "firmware",
    expect: "fail",
    says: /line 10: "\]" does not match the "\(" opened on line 10/,
  },
  {
    name: "bad indentation",
    class: 1,
    files: () => kmkProject(bytes(kmkWith("encoders = EncoderHandler()", "    encoders = EncoderHandler()"))),
    rule: "firmware",
    expect: "fail",
    says: /line 9: unexpected indent/,
  },
  {
    name: "a block with no body",
    class: 1,
    files: () => kmkProject(bytes(kmkWith("keyboard.go()", "if __name__ == '__main__':\nkeyboard.go()"))),
    rule: "firmware",
    expect: "fail",
    says: /line 14: expected an indented block after the statement on line 13/,
  },
  {
    name: "curly quotes from a word processor",
    class: 1,
    files: () => kmkProject(bytes(kmk.replace("keyboard.go()", "print(\u201chello\u201d)\nkeyboard.go()"))),
    rule: "firmware",
    expect: "fail",
    says: /line 13: invalid character "\u201c" \(U\+201C\): a curly quote/,
  },
  {
    name: "board.GP26 on a XIAO",
    class: 1,
    files: () => kmkProject(bytes(kmkWith("board.D0,", "board.GP26,"))),
    rule: "firmware",
    expect: "fail",
    says: /line 8 uses board\.GP26, which the XIAO RP2040's CircuitPython board module does not have/,
  },
  {
    name: "board.D11 on a XIAO",
    class: 1,
    files: () => kmkProject(bytes(kmkWith("board.D3]", "board.D11]"))),
    rule: "firmware",
    expect: "fail",
    says: /uses board\.D11/,
  },
  {
    name: "a KMK module that does not exist",
    class: 1,
    files: () => kmkProject(bytes(kmkWith("from kmk.modules.encoder import", "from kmk.modules.rotary import"))),
    rule: "firmware",
    expect: "fail",
    says: /line 4 imports kmk\.modules\.rotary, a module KMK does not have/,
  },
  {
    name: "row_pins = None",
    class: 1,
    files: () =>
      kmkProject(
        bytes(
          [
            "import board",
            "from kmk.kmk_keyboard import KMKKeyboard",
            "from kmk.keys import KC",
            "from kmk.scanners import DiodeOrientation",
            "keyboard = KMKKeyboard()",
            "keyboard.col_pins = (board.D0, board.D1)",
            "keyboard.row_pins = None",
            "keyboard.diode_orientation = DiodeOrientation.COL2ROW",
            "keyboard.keymap = [[KC.A, KC.B]]",
            "keyboard.go()",
            "",
          ].join("\n"),
        ),
      ),
    rule: "firmware",
    expect: "fail",
    says: /line 7 gives KMK's scanner no pins \(row_pins is empty\)/,
  },
  {
    name: "a UF2 built for the SAMD21",
    class: 1,
    files: () => validProject({ uf2Family: 0x68ed2b88 }),
    rule: "firmware",
    expect: "fail",
    says: /built for SAMD21, not the RP2040/,
  },
  {
    name: "an AVR .hex instead of a UF2",
    class: 1,
    files: () => withFiles({ "production/firmware.uf2": null, "production/firmware.hex": bytes(":100000000C9434000C9446000C9446000C9446006A\n:00000001FF\n") }),
    rule: "firmware",
    expect: "fail",
    says: /production\/firmware\.hex is an Intel HEX image, firmware for another chip/,
  },

  // 2. Geometry measured
  ...geometryCases(),
  // 3. A board from EasyEDA Pro, read from its gerbers
  ...easyEdaCases(),
  // 4. BOM read where it is and as it is written
  ...bomCases(),
  // 5. Wiring traced as it is made
  ...wiringCases(),
  // 6. Advice that does not contradict itself
  {
    name: "a QMK keyboard.json with no keymap and no UF2",
    class: 6,
    files: () =>
      withFiles({
        "production/firmware.uf2": null,
        "firmware/keymap.c": null,
        "firmware/minipad/keyboard.json": bytes('{"keyboard_name":"minipad","processor":"RP2040","matrix_pins":{"direct":[["GP26"]]}}'),
      }),
    rule: "firmware",
    expect: "fail",
    says: /^firmware\/minipad has a QMK keyboard\.json but no keymaps\/<name>\/keymap\.c or keymap\.json: add a keymap, build the firmware and put it in production\/ as firmware\.uf2\.$/m,
  },
  {
    name: "a KMK program in Hackpad/Firmware/",
    class: 6,
    files: () => [
      ...withFiles({ "production/firmware.uf2": null }).filter((file) => !file.path.startsWith("minipad/firmware/")),
      { path: "minipad/Hackpad/Firmware/main.py", bytes: bytes(kmk) },
    ],
    rule: "structure",
    expect: "warn",
    says: /Move Hackpad\/Firmware\/ to the top of the repository as firmware\/\./,
  },
];

const wired: Partial<FixtureOptions> = { wired: true, kmkMain: fixtureKmkMain(["D0", "D1", "D2", "D3"]) };

/** The wired fixture board with the XIAO's LED pin (D6) reaching the first LED through a 330 Ω resistor R1. */
export function ledThroughResistorBoard(): string {
  const board = kicadBoard({ ...defaultFixture, ...wired });
  const xiaoStart = board.indexOf('(footprint "OPL:XIAO-RP2040-DIP"');
  const xiaoEnd = board.indexOf("\t(footprint", xiaoStart + 1);
  const xiao = board.slice(xiaoStart, xiaoEnd).replace('(net "LED_D0")', '(net "LED_RAW")');
  if (!xiao.includes("LED_RAW")) throw new Error("the fixture's XIAO has no LED_D0 pad");
  const resistor = [
    '\t(footprint "Resistor_THT:R_Axial_DIN0207_L6.3mm_D2.5mm_P7.62mm_Horizontal"',
    '\t\t(layer "F.Cu")',
    "\t\t(at 60 40 0)",
    '\t\t(property "Reference" "R1" (at 0 -2 0) (layer "F.SilkS") (effects (font (size 1 1) (thickness 0.15))))',
    '\t\t(property "Value" "330" (at 0 2 0) (layer "F.Fab") (effects (font (size 1 1) (thickness 0.15))))',
    '\t\t(pad "1" thru_hole circle (at 0 0) (size 1.6 1.6) (drill 0.8) (layers "*.Cu" "*.Mask") (net "LED_RAW"))',
    '\t\t(pad "2" thru_hole circle (at 7.62 0) (size 1.6 1.6) (drill 0.8) (layers "*.Cu" "*.Mask") (net "LED_D0"))',
    "\t)",
    "",
  ].join("\n");
  return board.slice(0, xiaoStart) + xiao + resistor + board.slice(xiaoEnd);
}

/** The default board with the XIAO moved 5 mm in from the edge and, when `notch`, a 12 mm wide notch cut 6 mm deep in front of its USB end. */
export function notchedBoard(notch: boolean): string {
  const board = kicadBoard({ ...defaultFixture, xiaoX: defaultFixture.boardWidth - 10.55 - 5, outline: { kind: "none" } });
  const edge = '(stroke (width 0.05) (type default)) (layer "Edge.Cuts")';
  const [w, h] = [defaultFixture.boardWidth, defaultFixture.boardHeight];
  const points: [number, number][] = notch
    ? [
        [0, 0],
        [w, 0],
        [w, 9],
        [w - 6, 9],
        [w - 6, 21],
        [w, 21],
        [w, h],
        [0, h],
      ]
    : [
        [0, 0],
        [w, 0],
        [w, h],
        [0, h],
      ];
  const lines = points.map(([x, y], index) => {
    const [nx, ny] = points[(index + 1) % points.length] ?? [0, 0];
    return `\t(gr_line (start ${x} ${y}) (end ${nx} ${ny}) ${edge})`;
  });
  const end = board.lastIndexOf(")");
  return `${board.slice(0, end)}${lines.join("\n")}\n${board.slice(end)}`;
}

function wiringCases(): MeasuredCase[] {
  return [
    {
      name: "LED data through a series resistor is connected",
      class: 5,
      files: () => withFiles({ "pcb/minipad.kicad_pcb": bytes(ledThroughResistorBoard()) }, wired),
      rule: "firmware-pins",
      expect: "pass",
      says: /reads every pin the board wires/,
      broken: false,
    },
    ...[false, true].map((notch): MeasuredCase => ({
      name: notch ? "the USB socket past a notch cut in front of it" : "the USB socket 4 mm inside a plain outline",
      class: 5,
      files: () => withFiles({ "pcb/minipad.kicad_pcb": bytes(notchedBoard(notch)) }),
      rule: "usb-overhang",
      expect: notch ? "pass" : "fail",
      says: notch ? /USB socket reaches 2 mm past the board edge/ : /USB socket ends 4 mm inside the board edge/,
      broken: !notch,
    })),
  ];
}

/** An Excellon file as EasyEDA Pro writes one: `count` holes of `diameter` (in the file's unit). */
function easyEdaDrill(unit: "METRIC" | "INCH", tools: [number, number][]): string {
  const lines = ["M48", ";TYPE=NON_PLATED", `${unit},LZ,000.000`];
  tools.forEach(([diameter], index) => lines.push(`T${String(index + 1).padStart(2, "0")}C${diameter}`));
  lines.push("%", "G90", "G05");
  tools.forEach(([, count], index) => {
    lines.push(`T${String(index + 1).padStart(2, "0")}`);
    for (let hole = 0; hole < count; hole++) lines.push(`X${(hole * 19.05).toFixed(3)}Y-10.000`);
  });
  lines.push("T0", "M30", "");
  return lines.join("\r\n");
}

/** The fixture as an EasyEDA Pro project: no KiCad files, an .epro, and gerbers whose drills hold `switches` MX centre holes. */
export function easyEdaProject(switches: number): InputFile[] {
  const gerbers = gerbersWith(
    {
      "minipad.drl": null,
      "Drill_NPTH_Through.DRL": easyEdaDrill("METRIC", [
        [4.0, switches],
        [1.75, switches * 2],
      ]),
      "Drill_PTH_Through.DRL": easyEdaDrill("INCH", [[0.059, switches * 2]]),
    },
    () => true,
  );
  return withFiles({
    "pcb/minipad.kicad_pcb": null,
    "pcb/minipad.kicad_pro": null,
    "pcb/minipad.epro": bytes("PK EasyEDA Pro project"),
    "production/gerbers.zip": gerbers,
  });
}

function easyEdaCases(): MeasuredCase[] {
  return [
    {
      name: "an EasyEDA Pro project with 17 MX switches",
      class: 3,
      files: () => easyEdaProject(17),
      rule: "inputs",
      expect: "fail",
      says: /Drill_NPTH_Through\.DRL, Drill_PTH_Through\.DRL in production\/gerbers\.zip drill 17 MX switch centre holes \(4 mm\): 17 switches, more than the 16 inputs allowed/,
    },
    {
      name: "an EasyEDA Pro project with 12 MX switches, encoders uncounted",
      class: 3,
      files: () => easyEdaProject(12),
      rule: "inputs",
      expect: "warn",
      says: /12 MX switch centre holes \(4 mm\): 12 switches\. Encoders have no drill pattern/,
    },
    {
      name: "an EasyEDA Pro project: what could not be checked",
      class: 3,
      files: () => easyEdaProject(12),
      rule: "controller",
      expect: "skip",
      says: /No \.kicad_pcb in the project, only gerbers \(production\/gerbers\.zip\) and an EasyEDA project \(pcb\/minipad\.epro\), so the controller footprint could not be checked: that needs the KiCad board\./,
    },
    {
      name: "an EasyEDA Pro project: the structure says what the gerbers gave",
      class: 3,
      files: () => easyEdaProject(12),
      rule: "structure",
      expect: "warn",
      says: /There is no KiCad board \(\.kicad_pcb\), only gerbers and an EasyEDA project \(pcb\/minipad\.epro\): the board was read from production\/gerbers\.zip \(outline, copper layers, switch holes\)/,
    },
  ];
}

/** The fixture's gerber zip with files left out or replaced (names without the zip's folder). */
export function gerbersWith(change: Record<string, string | null>, keep: (name: string) => boolean = () => true): Uint8Array {
  const entries = unzipSync(gerbersZip(defaultFixture));
  const out: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(entries)) if (keep(name) && !(name in change)) out[name] = content;
  for (const [name, content] of Object.entries(change)) if (content !== null) out[name] = strToU8(content);
  return zipSync(out);
}

/** A STEP file of a wireframe export: products named, only edges and curves, not one face. */
function wireframeStep(parts: number): Uint8Array {
  const lines = [
    "ISO-10303-21;",
    "HEADER;",
    "FILE_NAME('pad.step','2025-01-01T00:00:00',(''),(''),'','Onshape','');",
    "FILE_SCHEMA(('AP214'));",
    "ENDSEC;",
    "DATA;",
  ];
  for (let index = 0; index < parts; index++) {
    lines.push(`#${index + 10}=PRODUCT('Part ${index + 1}','Part ${index + 1}','',(#2));`);
    lines.push(`#${index + 5000}=EDGE_CURVE('',#3,#4,#5,.T.);`);
  }
  lines.push("#9000=GEOMETRIC_CURVE_SET('',(#5000));", "ENDSEC;", "END-ISO-10303-21;", "");
  return bytes(lines.join("\n"));
}

const stl = (size: [number, number, number]) => binaryStl([boxTriangles(size)]);

function geometryCases(): MeasuredCase[] {
  const inches = (value: number) => value / 25.4;
  return [
    {
      name: "the case STLs exported in metres",
      class: 2,
      files: () => withFiles({ "production/case/bottom.stl": stl([0.1, 0.07, 0.013]), "production/case/top.stl": stl([0.1, 0.07, 0.0015]) }),
      rule: "case",
      expect: "fail",
      says: /production\/case\/bottom\.stl measures 0\.1 × 0\.07 × 0\.01 mm; the board is 80 mm × 50 mm: it was exported in metres, not millimetres \(×1000 it would be 100 × 70 × 13 mm\)/,
    },
    {
      name: "the case STLs exported in inches",
      class: 2,
      files: () => withFiles({ "production/case/bottom.stl": stl([inches(100), inches(70), inches(13)]), "production/case/top.stl": null }),
      rule: "case",
      expect: "fail",
      says: /exported in inches, not millimetres \(×25\.4 it would be 100 × 70 × 13 mm\)/,
    },
    {
      name: "a 1.5 mm plate smaller than the board as the case",
      class: 2,
      files: () => withFiles({ "production/case/bottom.stl": null, "production/case/top.stl": stl([60, 40, 1.5]) }),
      rule: "case",
      expect: "fail",
      says: /No case part is as large as the board's outline \(80 mm × 50 mm\): the largest, production\/case\/top\.stl, is 60 × 40 × 1\.5 mm/,
    },
    {
      name: "one plate as large as the board, no shell",
      class: 2,
      files: () => withFiles({ "production/case/bottom.stl": null, "production/case/top.stl": stl([100, 70, 1.5]) }),
      rule: "case",
      expect: "fail",
      says: /stand only 1\.5 mm tall together \(production\/case\/top\.stl 1\.5 mm\): the board and its switches need at least 5 mm/,
    },
    {
      name: "a wireframe STEP with 352 parts",
      class: 2,
      files: () => withFiles({ "CAD/minipad.3mf": null, "CAD/assembly.step": wireframeStep(352) }),
      rule: "cad",
      expect: "fail",
      says: /CAD\/assembly\.step holds only wireframe edges \(353 curves, not one solid or face\): it is a wireframe export, not an assembled model/,
    },
    {
      name: "a 2 mm plate with 31 objects as the assembled model",
      class: 2,
      files: () =>
        withFiles({
          "CAD/assembly.step": null,
          "CAD/minipad.3mf": threeMf({ size: [100, 70, 2], names: Array.from({ length: 30 }, (_, index) => `Object ${index + 1}`) }),
        }),
      rule: "cad",
      expect: "fail",
      says: /CAD\/minipad\.3mf measures 100 × 70 × 2 mm with 31 objects: a flat plate, not the assembled pad/,
    },
    {
      name: "a gerbers.zip holding only the drill files",
      class: 2,
      files: () =>
        withFiles({
          "production/gerbers.zip": gerbersWith({}, (name) => /\.drl$/.test(name)),
        }),
      rule: "structure",
      expect: "fail",
      says: /production\/gerbers\.zip holds only minipad\.drl: no copper layer and no board outline, so there is no board to make/,
    },
    {
      name: "placeholder gerbers with a 0.09 × 0.06 mm outline",
      class: 2,
      files: () => withFiles({ "production/gerbers.zip": gerbersWith({ "minipad-Edge_Cuts.gbr": edgeCutsGerber("minipad", 0.09, 0.06) }) }),
      rule: "structure",
      expect: "fail",
      says: /The outline \(Edge\.Cuts\) in production\/gerbers\.zip measures 0\.09 × 0\.06 mm: a placeholder/,
    },
  ];
}

function bomCases(): MeasuredCase[] {
  const readme = (text: string) => () => withFiles({ "README.md": bytes(intro + text) });
  const pass = (name: string, files: () => InputFile[], says: RegExp = /counts match the board/): MeasuredCase => ({
    name,
    class: 4,
    files,
    rule: "bom",
    expect: "pass",
    says,
    broken: false,
  });
  return [
    pass("a plain BOM: line followed by bare lines", readme(`BOM:\n${rightCounts.join("\n")}\n`), /README\.md \(BOM section\): 5 lines, counts match/),
    {
      name: "a plain BOM line with a wrong count",
      class: 4,
      files: readme(`BOM\n${rightCounts.join("\n").replace("4x MX", "3x MX")}\n`),
      rule: "bom",
      expect: "warn",
      says: /The BOM lists 3 switches, the board has 4\./,
    },
    pass(
      "a parts table with no heading above it",
      readme(`| Qty | Part |\n|---|---|\n${rightCounts.map((line) => `| ${line.replace("x ", " | ")} |`).join("\n")}\n`),
      /README\.md \(parts list\)/,
    ),
    pass(
      "the BOM in docs/bom.md",
      () => withFiles({ "README.md": bytes(intro), "docs/bom.md": bytes(rightCounts.map((line) => `- ${line}`).join("\n")) }),
      /docs\/bom\.md/,
    ),
    pass(
      "the BOM in a subfolder's readme.md, no README at the top",
      () => withFiles({ "README.md": null, "pcb/readme.md": bytes(`## Parts\n\n${rightCounts.map((line) => `* ${line}`).join("\n")}\n`) }),
      /pcb\/readme\.md \(BOM section\)/,
    ),
    pass("quantities in headings", () =>
      withFiles({ "README.md": bytes(intro), "BOM.md": bytes(rightCounts.map((line) => `### ${line}\n\nBought online.\n`).join("\n")) }),
    ),
    pass(
      "quantities in a paragraph",
      readme("## Parts\n\nI used 4 Cherry MX switches, 4 1N4148 diodes, 1 EC11 encoder, 2 SK6812 MINI-E LEDs and 1 XIAO RP2040.\n"),
    ),
    pass(
      "an encoder with a built-in switch is not a switch",
      readme(
        `## BOM\n\n${rightCounts.map((line) => `- ${line.replace("EC11 rotary encoder", "EC11 rotary encoder with built-in push switch")}`).join("\n")}\n`,
      ),
    ),
    pass(
      "a printed knob is not an encoder",
      readme(`## BOM\n\n${[...rightCounts, "1x 3D printed knob for the encoder"].map((line) => `- ${line}`).join("\n")}\n`),
    ),
    pass(
      "encoder in a note is not an encoder",
      readme(
        `## BOM\n\n| Qty | Part | Notes |\n|---|---|---|\n${rightCounts.map((line) => `| ${line.replace("x ", " | ")} | ${line.includes("MX") ? "one sits next to the encoder" : ""} |`).join("\n")}\n\n- 4x M3 screws (note: the encoder nut too)\n`,
      ),
    ),
    pass(
      "encoder in a remark after a dash is not an encoder",
      readme(`## BOM\n\n${rightCounts.map((line) => `- ${line}${line.includes("diodes") ? " — one per switch, none for the encoder" : ""}`).join("\n")}\n`),
    ),
  ];
}

export { strToU8, zipSync, edgeCutsGerber };
