/**
 * The content rules against what real submissions hold (issue 22's hand check of 26 repositories): each case is
 * a small synthetic project that reproduces the structure found, one per class of mistake the check made.
 */
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { limits } from "@hackpad/programme/limits";
import { classifyFootprint } from "../src/classify.ts";
import { runPreflight } from "../src/index.ts";
import { formatBytes } from "../src/limits.ts";
import { parseKicadPcb, type PcbFootprint, type PcbPad } from "../src/parsers/kicad-pcb.ts";
import { readBomLines } from "../src/rules/bom.ts";
import type { InputFile, PreflightRuleId, Report } from "../src/types.ts";
import { defaultFixture, kicadBoard, validProject, type FixtureOptions } from "./support/fixtures.ts";

const rule = (report: Report, id: PreflightRuleId) => report.rules.find((entry) => entry.id === id);
const check = (files: InputFile[], input = "minipad") => runPreflight(files, { input });
const text = (files: InputFile[], suffix: string, bytes: string): InputFile[] =>
  files.map((file) => (file.path.endsWith(suffix) ? { ...file, bytes: strToU8(bytes) } : file));
/** A valid project whose board text is edited (the board of `options`, changed by `edit`). */
const withBoard = (edit: (board: string) => string, options: Partial<FixtureOptions> = {}) =>
  text(validProject(options), ".kicad_pcb", edit(kicadBoard({ ...defaultFixture, ...options })));
/** A valid project with this README (and no BOM.md). */
const withReadme = (readme: string, files = validProject({ withBom: false })) => text(files, "README.md", readme);
/** Adds items just before the board's closing parenthesis. */
const append = (board: string, items: string) => board.replace(/\)\s*$/, `${items}\n)\n`);
const NAME_TEXT = /\t\(gr_text "mini\\npad"[^\n]*\n/;
const nameText = (words: string, layer = "F.SilkS") => `\t(gr_text "${words}" (at 10 45 0) (layer "${layer}") (effects (font (size 2 2) (thickness 0.2))))\n`;

describe("class 3: bills of materials as participants write them", () => {
  it("finds a README section titled Parts under a linked heading with an emoji, in a numbered list", async () => {
    const readme = [
      "# minipad",
      "",
      "## 🛠️ [Parts](docs/parts.md)",
      "",
      "1. 4x MX switches",
      "2. 4x 1N4148 diodes",
      "3. 1x EC11 rotary encoder",
      "4. 2x SK6812 MINI-E",
      "5. 1x XIAO RP2040",
      "",
      "## Firmware",
      "- 3x layers of keymaps",
    ].join("\n");
    const bom = rule(await check(withReadme(readme)), "bom");
    expect(bom).toMatchObject({ status: "pass", message: "README.md (BOM section): 5 lines, counts match the board." });
  });

  it("reads `*` lists under a Components heading, with the count written after the part", async () => {
    const readme =
      "# minipad\n\n### Components:\n* MX switches x4\n* 1N4148 diodes (x4)\n* EC11: 1\n* SK6812 MINI-E LEDs ×2\n* Seeed XIAO RP2040 x1\n* DSA keycaps for MX x4\n";
    expect(rule(await check(withReadme(readme)), "bom")?.status).toBe("pass");
  });

  it("takes a table's quantities from its Qty column, never from the # column (no '13 encoders', no '100 diodes')", async () => {
    const readme = [
      "# minipad",
      "",
      "## Bill of Materials",
      "",
      "| # | Part | Footprint | Qty |",
      "|---|------|-----------|-----|",
      "| 13 | EC11 rotary encoder | RotaryEncoder_Alps_EC11E-Switch_Vertical_H20mm | 1 |",
      "| 100 | 1N4148 diode | D_DO-35_SOD27_P7.62mm_Horizontal | 4 |",
      "| 3 | MX switch | SW_Cherry_MX_1.00u_PCB | 4 |",
      "| 4 | SK6812 MINI-E | LED_SK6812MINI-E | 2 |",
      "| 5 | XIAO RP2040 | XIAO-RP2040-DIP | 1 |",
    ].join("\n");
    const bom = rule(await check(withReadme(readme)), "bom");
    expect(bom?.status).toBe("pass");
    expect(JSON.stringify(bom)).not.toMatch(/13 encoders|100 diodes/);
  });

  it("reads a KiCad-style BOM table whose Quantity column is not the first, and a table with no quantity column at all", async () => {
    const kicad = [
      "# minipad",
      "## BOM",
      "| Designator | Quantity | Value | Footprint |",
      "|:--|:--:|:--|:--|",
      "| SW1,SW2,SW3,SW4 | 4 | SW_Push | SW_Cherry_MX_1.00u_PCB |",
      "| D1,D2,D3,D4 | 4 | 1N4148 | D_DO-35 |",
      "| SW5 | 1 | RotaryEncoder_Switch | EC11E |",
      "| LED1,LED2 | 2 | SK6812MINI-E | LED_SK6812MINI-E |",
      "| U1 | 1 | Seeed XIAO RP2040 | XIAO-Generic-Hybrid-14P-2.54-21X17.8MM |",
    ].join("\n");
    expect(rule(await check(withReadme(kicad)), "bom")?.status).toBe("pass");
    const indexOnly = "# minipad\n## Parts\n| No. | Part |\n|---|---|\n| 13 | EC11 encoder |\n| 100 | 1N4148 diodes |\n";
    const bom = rule(await check(withReadme(indexOnly)), "bom");
    expect(bom).toMatchObject({ status: "warn", message: "README.md (BOM section) has no lines with quantities." });
  });

  it("reads counts in the forms people write, and leaves sizes and part numbers alone", () => {
    const lines = readBomLines(
      ["- 4x 1N4148 diodes", "- 128 x 32 OLED", "- 2x 0.91 inch OLED", "- 3D printed case", "- **6×** MX switches", "- Switches: 6"].join("\n"),
    );
    expect(lines.map((line) => line.quantity)).toEqual([4, 2, 6, 6]);
  });

  it("finds a bill of materials under a bold line instead of a heading", async () => {
    const readme =
      "# minipad\n\nA pad.\n\n**Bill of materials:**\n- 4 MX switches\n- 4 1N4148 diodes\n- 1 EC11\n- 2 SK6812 MINI-E\n- 1 XIAO RP2040\n\n## Case\n- 2 parts\n";
    expect(rule(await check(withReadme(readme)), "bom")?.status).toBe("pass");
  });

  it("says 1 switch, not 1 switches, when the counts disagree", async () => {
    const readme = "# minipad\n## BOM\n- 1x MX switch\n- 4x 1N4148\n- 1x EC11\n- 2x SK6812 MINI-E\n- 1x XIAO RP2040\n";
    expect(rule(await check(withReadme(readme)), "bom")?.message).toBe("The BOM lists 1 switch, the board has 4.");
  });
});

const CARE_PACKAGE = "HackClub KiCAD Care Package:XIAO-Generic-Hybrid-14P-2.54-21X17.8MM";
const carePackageBoard = (board: string) =>
  board.replace('"OPL:XIAO-RP2040-DIP"', `"${CARE_PACKAGE}"`).replace('"Value" "XIAO-RP2040-DIP"', '"Value" "MOUDLE-SEEEDUINO-XIAO"');
const schematic = (libId: string) =>
  `(kicad_sch (version 20231120) (generator "eeschema")\n  (symbol (lib_id "${libId}") (at 100 100 0) (unit 1)\n    (property "Reference" "U1" (at 100 90 0))\n    (property "Value" "Seeed XIAO RP2040 board" (at 100 110 0))\n  )\n)\n`;

describe("class 4: the controller", () => {
  it("accepts the Hack Club care package's through-hole XIAO footprint, whose symbol comes from XIAO_RP2040", async () => {
    const files = [...withBoard(carePackageBoard), { path: "minipad/pcb/minipad.kicad_sch", bytes: strToU8(schematic("XIAO_RP2040:Seeed XIAO RP2040 board")) }];
    const report = await check(files);
    expect(rule(report, "controller")?.status).toBe("pass");
    expect(rule(report, "controller")?.message).toMatch(
      /XIAO-Generic-Hybrid-14P-2\.54-21X17\.8MM \(U1\), the Hack Club care package's through-hole XIAO footprint; its symbol is XIAO_RP2040:/,
    );
    expect(report.measurements.controller).toBe("XIAO RP2040");
    const bare = await check(withBoard(carePackageBoard));
    expect(rule(bare, "controller")?.status).toBe("pass");
  });

  it("fails the surface-mount XIAO-RP2040-SMD (pads only): the rule is through-hole", async () => {
    const controller = rule(await check(validProject({ xiaoMounting: "surface-mount" })), "controller");
    expect(controller?.status).toBe("fail");
    expect(controller?.message).toBe("U1 uses XIAO-RP2040-SMD, a surface-mount footprint (pads only, no holes); the rule is a through-hole XIAO RP2040.");
    expect(controller?.fix).toMatch(/XIAO-RP2040-DIP/);
  });

  it("warns, not fails, for another controller, saying nobody checks it", async () => {
    const nice = rule(
      await check(
        withBoard((board) => board.replace('"OPL:XIAO-RP2040-DIP"', '"nice_nano:nice_nano"').replace('"Value" "XIAO-RP2040-DIP"', '"Value" "nice!nano"')),
      ),
      "controller",
    );
    expect(nice?.status).toBe("warn");
    expect(nice?.message).toMatch(/^The controller is nice_nano, not a XIAO RP2040\. .*nobody checking.*This check does not look at it further\.$/);
    const s3 = rule(
      await check(
        withBoard((board) =>
          board
            .replace('"OPL:XIAO-RP2040-DIP"', '"Seeed_Studio_XIAO_Series:XIAO-ESP32S3-DIP"')
            .replace('"Value" "XIAO-RP2040-DIP"', '"Value" "XIAO-ESP32S3-DIP"'),
        ),
      ),
      "controller",
    );
    expect(s3?.status).toBe("warn");
    expect(s3?.message).toMatch(/^The controller is XIAO-ESP32S3-DIP, not a XIAO RP2040\./);
    expect(rule(await check(validProject({ controllerChip: "SAMD21" })), "controller")?.status).toBe("warn");
  });
});

describe("class 6, 17 and 18: the pad's name on the silkscreen", () => {
  it("does not pass a name on F.Cu, and says there is no text of your own on the silkscreen and where the name is", async () => {
    const files = withReadme(
      "# Kyle Pad\n",
      withBoard((board) => board.replace(NAME_TEXT, nameText("KYLE PAD", "F.Cu"))),
    );
    const branding = rule(await check(files), "branding");
    expect(branding?.status).toBe("warn");
    expect(branding?.message).toBe(
      "The pad's name (“Kyle Pad”, the README's title) is not on the silkscreen: there is no text of your own on the silkscreen. “KYLE PAD” is on F.Cu (copper), not silkscreen.",
    );
  });

  it("never accepts the courtyard or the fab layer, and names them", async () => {
    for (const [layer, kind] of [
      ["F.Fab", "fabrication drawing"],
      ["B.CrtYd", "courtyard"],
    ]) {
      const branding = rule(await check(withBoard((board) => board.replace(NAME_TEXT, nameText("mini pad", layer)))), "branding");
      expect(branding?.status).toBe("warn");
      expect(branding?.message).toContain(`“mini pad” is on ${layer} (${kind}), not silkscreen.`);
    }
  });

  it("matches real names forgivingly: case, curly apostrophes, possessives, line breaks, names split over two texts", async () => {
    const cases: [string, string][] = [
      ["# Kyle's Macropad", nameText("KYLE’S\\nMACROPAD")],
      ["# KEYING'S KEYPAD 🎹", nameText("Keying's", "F.Silkscreen") + nameText("Keypad", "F.Silkscreen")],
      ['<h1 align="center">Kyle\'s Macropad</h1>\n\nA pad.', nameText("Kyle Macropad", "B.SilkS")],
      ["Kyle's Macropad - a 9 key hackpad\n===\n", nameText("kyles macropad")],
    ];
    for (const [readme, silk] of cases) {
      const files = withReadme(
        `${readme}\n`,
        withBoard((board) => board.replace(NAME_TEXT, silk)),
      );
      expect(rule(await check(files), "branding"), readme).toMatchObject({ status: "pass" });
    }
  });

  it("takes a text of the participant's own as the name when the README's title is generic (\"My Hackpad\")", async () => {
    const files = withReadme(
      "# My Hackpad\n",
      withBoard((board) => board.replace(NAME_TEXT, nameText("Orbit"))),
    );
    expect(rule(await check(files), "branding")?.status).toBe("pass");
  });

  it("does not take the XIAO footprint's own silkscreen (“Seeed Studio”) for a name of the participant's", async () => {
    const seeed =
      '(footprint "OPL:XIAO-RP2040-DIP"\n\t\t(fp_text user "Seeed Studio" (at 0 4.5 0) (layer "F.SilkS") (effects (font (size 1 1) (thickness 0.15))))';
    const files = withReadme(
      "A macropad.\n",
      withBoard((board) => board.replace(NAME_TEXT, "").replace('(footprint "OPL:XIAO-RP2040-DIP"', seeed)),
    );
    const branding = rule(await check(files), "branding");
    expect(branding).toMatchObject({ status: "warn", message: "The pad's name is not on the silkscreen: there is no text of your own on the silkscreen." });
  });

  it("never offers the zip's own name or a repo-main folder as the pad's name", async () => {
    const bare = withReadme(
      "A macropad.\n",
      withBoard((board) => board.replace(NAME_TEXT, "")),
    );
    const zip = zipSync(Object.fromEntries(bare.map((file) => [file.path.replace(/^minipad\//, ""), file.bytes])));
    const fromZip = rule(await check([{ path: "jacube.zip", bytes: zip }], "jacube.zip"), "branding");
    expect(fromZip?.message).toBe("The pad's name is not on the silkscreen: there is no text of your own on the silkscreen.");
    const repoMain = bare.map((file) => ({ ...file, path: file.path.replace(/^minipad\//, "repo-main/") }));
    expect(JSON.stringify(rule(await check(repoMain, "repo-main"), "branding"))).not.toMatch(/repo/);
  });
});

const pad = (number: string, kind: string, x: number, y: number): PcbPad => ({
  number,
  kind,
  shape: "rect",
  x,
  y,
  width: 1,
  height: 1,
  drill: null,
  net: null,
});
const footprint = (lib: string, pads: PcbPad[], value = ""): PcbFootprint => ({
  lib,
  name: lib.split(":").pop() ?? lib,
  reference: "X1",
  value,
  layer: "F.Cu",
  x: 0,
  y: 0,
  rotation: 0,
  pads,
  body: null,
});
const miniE = [pad("1", "smd", -2.4, -0.75), pad("2", "smd", 2.4, -0.75), pad("3", "smd", 2.4, 0.75), pad("4", "smd", -2.4, 0.75)];
const oled = (reference: string, lib: string, x: number) =>
  `\t(footprint "${lib}" (layer "F.Cu") (at ${x} 30 0)\n\t\t(property "Reference" "${reference}" (at 0 0 0) (layer "F.SilkS"))\n\t\t(property "Value" "OLED" (at 0 0 0) (layer "F.Fab"))\n` +
  ["1", "2", "3", "4"].map((n, i) => `\t\t(pad "${n}" thru_hole circle (at ${i * 2.54} 0) (size 1.7 1.7) (drill 1) (layers "*.Cu" "*.Mask"))\n`).join("") +
  "\t)";

describe("class 10: parts", () => {
  it("never counts an SK6812 MINI-E as a switch, whatever its footprint is named after", () => {
    for (const lib of ["marbastlib:MX_SK6812MINI-E", "keyboard:SK6812MINI-E_Hotswap", "HackClub KiCAD Care Package:SK6812MINI-E_fixed"]) {
      expect(classifyFootprint(footprint(lib, miniE)), lib).toMatchObject({ kind: "led", ledPackage: "mini-e" });
    }
    // A footprint with a switch's plated pins and an LED's pads is one key with its light: still a switch.
    const both = [...miniE, pad("5", "thru_hole", 0, 5), pad("6", "thru_hole", 6.35, 2.5)];
    expect(classifyFootprint(footprint("kbd:MX_SK6812MINI-E_combo", both)).kind).toBe("switch");
  });

  it(`fails a second OLED: the limit is ${limits.maxOleds}`, async () => {
    const files = withBoard((board) => append(board, `${oled("DS1", "Display:ER_OLEDM0.91_1x-I2C", 30)}\n${oled("DS2", "Custom:Display_128x32_I2C", 60)}`));
    const parts = rule(await check(files), "approved-parts");
    expect(parts?.status).toBe("fail");
    expect(parts?.message).toBe(`2 OLED screens (DS1, DS2; at most ${limits.maxOleds}).`);
  });

  it("counts a four-pin display under a generic name as the OLED", () => {
    const pins = ["1", "2", "3", "4"].map((n, i) => pad(n, "thru_hole", i * 2.54, 0));
    expect(classifyFootprint(footprint("Custom:Screen_0.91in", pins)).kind).toBe("oled");
  });

  it("words counts in the singular when there is one", async () => {
    const report = await check(validProject());
    expect(rule(report, "inputs")?.message).toBe("4 switches + 1 encoder = 5 inputs (at most 16).");
    expect(rule(report, "approved-parts")?.message).toBe("Only approved parts: 1 encoder, 0 OLEDs, 2 LEDs, 4 diodes.");
  });
});

describe("class 11: the USB socket against the board edge", () => {
  // The fixture's XIAO points its USB end at the right edge; its centre sits `inset` mm inside that edge.
  const at = (inset: number) => validProject({ xiaoX: defaultFixture.boardWidth - inset });

  it("models the socket front from the module (21 mm board, socket 1.05 mm beyond), and says which source", async () => {
    const usb = rule(await check(at(10.55)), "usb-overhang");
    expect(usb?.status).toBe("pass");
    expect(usb?.message).toBe("The XIAO RP2040's USB socket reaches 1 mm past the board edge.");
    expect(usb?.details?.[0]).toMatch(
      /^The socket's front is taken as 11\.55 mm from the module's centre: the module is 21 mm long \(Seeed's dimensions\) and the socket reaches 1\.05 mm beyond it \(Seeed's 3D model of the XIAO RP2040/,
    );
  });

  it("calls a socket flush with the edge flush (a warning), where the footprint's silkscreen would put it 0.4 mm past", async () => {
    const usb = rule(await check(at(11.55)), "usb-overhang");
    expect(usb?.status).toBe("warn");
    expect(usb?.message).toMatch(/is flush with the board edge, not past it/);
  });

  it("fails only a socket really inside the edge", async () => {
    const usb = rule(await check(at(11.85)), "usb-overhang");
    expect(usb).toMatchObject({ status: "fail", message: "The XIAO RP2040's USB socket ends 0.3 mm inside the board edge, so a cable cannot plug in." });
  });
});

describe("class 12: texts and dimensions on Edge.Cuts", () => {
  const edgeText = '\t(gr_text "v1.0" (at 5 5 0) (layer "Edge.Cuts") (effects (font (size 1 1) (thickness 0.15))))';
  const dimension =
    '\t(dimension (type aligned) (layer "Edge.Cuts") (pts (xy 0 0) (xy 80 0)) (height -5)\n\t\t(gr_text "80.0000 mm" (at 40 -6 0) (layer "Edge.Cuts") (effects (font (size 1 1) (thickness 0.15)))))';

  it("flags them under pcb-size, without measuring them as outline", async () => {
    const report = await check(withBoard((board) => append(board, `${edgeText}\n${dimension}`)));
    const size = rule(report, "pcb-size");
    expect(size?.status).toBe("warn");
    expect(size?.details).toContain(
      "pcb/minipad.kicad_pcb has 1 text (“v1.0”) and 1 dimension (“80.0000 mm”) on Edge.Cuts: the fab cuts along everything on that layer, so move them to a User or Fab layer (or F.Silkscreen for text you want printed).",
    );
    expect(parseKicadPcb(append(kicadBoard(), dimension)).outline).toEqual({ minX: 0, minY: 0, maxX: 80, maxY: 50 });
  });

  it("reads KiCad 5's dimension form too", () => {
    const board = '(kicad_pcb (version 20171130) (dimension 50 (width 0.15) (layer Edge.Cuts) (gr_text "50,000 mm" (at 25 -3) (layer Edge.Cuts))))';
    expect(parseKicadPcb(board).edgeContent).toEqual([{ kind: "dimension", text: "50,000 mm", owner: "board" }]);
  });
});

describe("class 14: naming differences reviewers accept", () => {
  it("takes QMK's <pad>_default.uf2 and the STLs in production/case/ without a warning or a failure", async () => {
    const files = validProject().map((file) => ({ ...file, path: file.path.replace("production/firmware.uf2", "production/minipad_default.uf2") }));
    const report = await check(files);
    expect(report.rules.filter((entry) => entry.status === "fail")).toEqual([]);
    const structure = rule(report, "structure");
    expect(structure?.status).toBe("pass");
    expect(structure?.details).toEqual([
      "production/minipad_default.uf2 carries QMK's own name (<keyboard>_default.uf2); production/firmware.uf2 is the programme's name, and either is accepted.",
    ]);
    expect(report.measurements.caseParts.map((part) => part.file)).toEqual(["production/case/bottom.stl", "production/case/top.stl"]);
  });
});

describe("class 18: sizes in words", () => {
  it("writes whole sizes without a trailing .0", () => {
    expect(formatBytes(256 * 1024 * 1024)).toBe("256 MB");
    expect(formatBytes(2 * 1024 ** 3)).toBe("2 GB");
    expect(formatBytes(12.4 * 1024 * 1024)).toBe("12.4 MB");
  });
});
