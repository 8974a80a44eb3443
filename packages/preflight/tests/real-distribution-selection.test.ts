/**
 * Which files the check reads, on the shapes the hand check of 26 real repositories met (issue 22): vendored
 * libraries, a KiCad project zipped inside the repository, several gerber sets and plots, placeholder outlines
 * and empty STEP exports, an assembly beside a single part, repositories that are not a Hackpad, and inputs that
 * are not a project at all. Each case is a small synthetic copy of the real layout.
 */
import { RULE_ORDER } from "../src/rule-order.ts";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { pcbMinSideMm } from "@hackpad/programme/limits";
import { openZips, readBoard, readCad, readGerberSets } from "../src/analyse.ts";
import { runPreflight } from "../src/index.ts";
import { buildProject } from "../src/project.ts";
import { setAsideFolders } from "../src/select.ts";
import type { InputFile, PreflightRuleId, Report } from "../src/types.ts";
import { defaultFixture, edgeCutsGerber, excellonDrill, gerbersZip, kicadBoard, stepFile, validProject } from "./support/fixtures.ts";

const rule = (report: Report, id: PreflightRuleId) => report.rules.find((entry) => entry.id === id);
const check = (files: InputFile[], input = "minipad") => runPreflight(files, { input });
const add = (files: InputFile[], entries: Record<string, Uint8Array>): InputFile[] => [
  ...files,
  ...Object.entries(entries).map(([path, bytes]) => ({ path: `minipad/${path}`, bytes })),
];
const without = (files: InputFile[], pattern: RegExp) => files.filter((file) => !pattern.test(file.path));
const details = (report: Report, id: PreflightRuleId) => (rule(report, id)?.details ?? []).join("\n");
const copper = (fn: string) => strToU8(`%TF.FileFunction,${fn}*%\n%FSLAX46Y46*%\n%MOMM*%\nM02*\n`);
const drill = () => strToU8(excellonDrill([[1, 1]]));
/** Seeed's OPL library board: a big carrier board with none of a pad's parts. */
const libraryBoard = () => strToU8(kicadBoard({ ...defaultFixture, name: "seeed", boardWidth: 203, boardHeight: 125, switches: 14, encoders: 2, leds: 8 }));

describe("class 1: a vendored library is not the project", () => {
  // The real repository carried OPL_Kicad_Library/ (boards and gerbers of Seeed's products) and no gerbers of its own.
  const files = add(without(validProject(), /production\/gerbers\.zip$/), {
    "OPL_Kicad_Library/XIAO/carrier.kicad_pcb": libraryBoard(),
    "OPL_Kicad_Library/XIAO/carrier.kicad_pro": strToU8("{}\n"),
    "OPL_Kicad_Library/Grove/grove.kicad_pcb": libraryBoard(),
    "OPL_Kicad_Library/Expansion/expansion.kicad_pcb": libraryBoard(),
    "OPL_Kicad_Library/Expansion/gerbers/expansion.zip": gerbersZip({ ...defaultFixture, name: "expansion", boardWidth: 203, boardHeight: 125 }),
    "OPL_Kicad_Library/Expansion/expansion.step": stepFile(["Expansion board", "Header", "Screen", "Buzzer", "Button", "RTC"]),
    "pcb/minipad.pretty/SW_MX.kicad_mod": strToU8("(footprint SW_MX)\n"),
    "pcb/3D/SW_MX.wrl": strToU8("#VRML V2.0 utf8\n"),
    "pcb/3D/XIAO.step": stepFile(["XIAO", "USB", "Shield", "Chip", "Crystal"]),
    "pcb/minipad-backups/minipad-2025-01-01.kicad_pcb": libraryBoard(),
  });

  it("finds the library, footprint, 3D-model and backup folders, and nothing of the pad's own", () => {
    expect(setAsideFolders(files.map((file) => file.path.slice("minipad/".length)))).toEqual([
      { folder: "OPL_Kicad_Library", why: "a library" },
      { folder: "pcb/3D", why: "a library" },
      { folder: "pcb/minipad-backups", why: "KiCad's backups" },
      { folder: "pcb/minipad.pretty", why: "a library" },
    ]);
    // A participant's own 3D/ folder with the case in it is the project's.
    expect(setAsideFolders(["3D/case.step", "CAD/3D Models/pad.step", "pcb/pad.kicad_pcb", "pcb/pad.kicad_pro"])).toEqual([]);
    // A symbol file beside the project is the project's; a folder of symbols alone is a library.
    expect(setAsideFolders(["pcb/pad.kicad_pro", "pcb/pad.kicad_sym", "symbols/Seeed.kicad_sym"])).toEqual([{ folder: "symbols", why: "a library" }]);
  });

  it("measures the pad's own board, counts its switches, and says which board was read and which were ignored", async () => {
    const report = await check(files);
    expect(report.measurements.board).toEqual({ width: 80, height: 50, source: "pcb/minipad.kicad_pcb" });
    expect(report.measurements).toMatchObject({ switches: 4, encoders: 1, controller: "XIAO RP2040" });
    expect(details(report, "pcb-size")).toMatch(
      /Board read from pcb\/minipad\.kicad_pcb; ignored 3 boards inside OPL_Kicad_Library\/ \(a library\), 1 board inside pcb\/minipad-backups\/ \(KiCad's backups\), 1 gerber file inside OPL_Kicad_Library\/ \(a library\)\./,
    );
  });

  it("never offers a library's gerbers for the fab, nor a library's STEP as the pad's model", async () => {
    const report = await check(files);
    const structure = [rule(report, "structure")?.message, details(report, "structure")].join("\n");
    expect(structure).toMatch(/There is no production\/gerbers\.zip \(no gerber files at all\)/);
    expect(structure).not.toMatch(/OPL_Kicad_Library/);
    expect(rule(report, "cad")?.files).toEqual(["CAD/assembly.step"]);
    expect(JSON.stringify(rule(report, "cad"))).not.toMatch(/OPL_Kicad_Library|XIAO\.step/);
  });

  it("reads the board beside the project's .kicad_pro before a larger one elsewhere", async () => {
    const report = await check(add(files, { "pcb/old/minipad_v0.kicad_pcb": libraryBoard() }));
    expect(report.measurements.board?.source).toBe("pcb/minipad.kicad_pcb");
    expect(details(report, "pcb-size")).toMatch(/also found pcb\/old\/minipad_v0\.kicad_pcb/);
  });
});

describe("class 2: a KiCad project zipped inside the repository", () => {
  const board = validProject().find((file) => file.path.endsWith(".kicad_pcb"))?.bytes ?? new Uint8Array(0);
  const projectZip = zipSync({
    "Project/minipad.kicad_pcb": board,
    "Project/minipad.kicad_pro": strToU8("{}\n"),
    "Project/render.png": new Uint8Array(64),
  });
  const files = add(without(validProject(), /\.kicad_(pcb|pro)$/), { "CAD/PCB/Project.zip": projectZip });

  it("opens the zip and reads its board: parts, branding and controller are checked", async () => {
    const report = await check(files);
    expect(report.measurements).toMatchObject({ switches: 4, encoders: 1, controller: "XIAO RP2040" });
    expect(report.measurements.silkTexts).toContain("XIAO HERE");
    expect(rule(report, "pcb-size")?.files).toContain("CAD/PCB/Project.zip/Project/minipad.kicad_pcb");
    expect(rule(report, "controller")?.status).toBe("pass");
    expect(rule(report, "branding")?.status).toBe("pass");
  });

  it("keeps a gerber zip a gerber set, also inside a project zip, and opens two levels but not three", async () => {
    const nested = zipSync({
      "pad/minipad.kicad_pcb": board,
      "pad/fab/gerbers.zip": gerbersZip(),
      "pad/old.zip": zipSync({ "deeper.zip": zipSync({ "x.kicad_pcb": board }) }),
    });
    const project = buildProject(
      without(validProject(), /\.kicad_(pcb|pro)$|gerbers\.zip$/).concat({ path: "minipad/hardware.zip", bytes: nested }),
      "minipad",
    );
    const entriesBefore = project.budget.entriesLeft;
    const opened = openZips(project);
    const gerbers = readGerberSets(opened);
    expect(readBoard(opened).pcb?.path).toBe("hardware.zip/pad/minipad.kicad_pcb");
    expect(gerbers.gerberSets.map((set) => [set.source, set.zipped])).toEqual([["hardware.zip/pad/fab/gerbers.zip", true]]);
    expect(opened.unreadable.map((entry) => entry.message)).toContain(
      "hardware.zip/pad/old.zip/deeper.zip was not opened: the check opens zips inside zips 2 levels deep. Unzip it in the repository.",
    );
    // Every entry unpacked came from the check's one budget.
    expect(project.budget.entriesLeft).toBeLessThan(entriesBefore - 6);
  });
  it("names gerbers at the top of a zipped KiCad project as plots to zip, and a gerber zip with a model inside as that zip", async () => {
    const withPlots = zipSync({ "minipad.kicad_pcb": board, "minipad.kicad_pro": strToU8("{}\n"), ...unzipSync(gerbersZip()) });
    const report = await check(add(without(validProject(), /\.kicad_(pcb|pro)$|gerbers\.zip$/), { "CAD/PCB/Project.zip": withPlots }));
    expect(details(report, "structure")).toMatch(/Zip the gerber files in CAD\/PCB\/Project\.zip\/ into production\/gerbers\.zip\./);
    const gerbersAndModel = zipSync({ ...unzipSync(gerbersZip()), "minipad.step": stepFile(["Board"]) });
    const fab = await check(validProject().map((file) => (file.path.endsWith("production/gerbers.zip") ? { ...file, bytes: gerbersAndModel } : file)));
    expect(fab.measurements.board?.source).toBe("production/gerbers.zip: minipad-Edge_Cuts.gbr");
    expect(rule(fab, "structure")?.status).toBe("pass");
  });
});

describe("class 5: copper layers from the one set that goes to the fab", () => {
  it("counts neither PDF plots nor a second revision's copper, and says the set mixes revisions", async () => {
    const zip = zipSync({
      "minipad-Edge_Cuts.gbr": strToU8(edgeCutsGerber("minipad", 80, 50)),
      "minipad-F_Cu.gbr": copper("Copper,L1,Top"),
      "minipad-B_Cu.gbr": copper("Copper,L2,Bot"),
      "minipad_v1-F_Cu.gbr": copper("Copper,L1,Top"),
      "minipad_v1-B_Cu.gbr": copper("Copper,L2,Bot"),
      "minipad-F_Cu.pdf": strToU8("%PDF-1.5\n"),
      "minipad-B_Cu.pdf": strToU8("%PDF-1.5\n"),
      "minipad.drl": drill(),
    });
    const files = add(
      validProject().map((file) => (file.path.endsWith("production/gerbers.zip") ? { ...file, bytes: zip } : file)),
      // Older plots elsewhere in the repository are other sets, never added to the count.
      { "pcb/plots/minipad-F_Cu.gbr": copper("Copper,L1,Top"), "pcb/plots/minipad-In1_Cu.gbr": copper("Copper,L2,Inr") },
    );
    const report = await check(files);
    expect(report.measurements.copperLayers).toBe(2);
    expect(rule(report, "pcb-size")?.status).toBe("warn");
    expect(details(report, "pcb-size")).toMatch(/production\/gerbers\.zip holds 4 copper files for 2 copper layers .*mixes plots of different revisions/);
  });

  it("cross-checks the job file and the .kicad_pcb, and says where they disagree", async () => {
    const job = JSON.stringify({
      GeneralSpecs: { LayerNumber: 4 },
      FilesAttributes: [
        { Path: "minipad-F_Cu.gbr", FileFunction: "Copper,L1,Top" },
        { Path: "minipad-In1_Cu.gbr", FileFunction: "Copper,L2,Inr" },
        { Path: "minipad-In2_Cu.gbr", FileFunction: "Copper,L3,Inr" },
        { Path: "minipad-B_Cu.gbr", FileFunction: "Copper,L4,Bot" },
      ],
    });
    const zip = zipSync({
      "minipad-Edge_Cuts.gbr": strToU8(edgeCutsGerber("minipad", 80, 50)),
      "minipad-F_Cu.gbr": copper("Copper,L1,Top"),
      "minipad-B_Cu.gbr": copper("Copper,L2,Bot"),
      "minipad.drl": drill(),
      "minipad-job.gbrjob": strToU8(job),
    });
    const files = validProject({ copperLayers: 4 }).map((file) => (file.path.endsWith("production/gerbers.zip") ? { ...file, bytes: zip } : file));
    const report = await check(files);
    expect(report.measurements.copperLayers).toBe(2);
    const said = details(report, "pcb-size");
    expect(said).toMatch(/pcb\/minipad\.kicad_pcb lists 4 copper layers \(F\.Cu, In1\.Cu, In2\.Cu, B\.Cu\), the gerbers 2/);
    expect(said).toMatch(/The job file minipad-job\.gbrjob in production\/gerbers\.zip says 4 copper layers, the set holds 2/);
    expect(said).toMatch(/lists files that are not in production\/gerbers\.zip: minipad-In1_Cu\.gbr, minipad-In2_Cu\.gbr/);
  });

  it("class 17: names the complete set among three, and the loose drill files beside the one without", async () => {
    const noDrill = zipSync({
      "minipad-Edge_Cuts.gbr": strToU8(edgeCutsGerber("minipad", 80, 50)),
      "minipad-F_Cu.gbr": copper("Copper,L1,Top"),
      "minipad-B_Cu.gbr": copper("Copper,L2,Bot"),
    });
    const files = add(without(validProject(), /production\/gerbers\.zip$/), {
      "production/Gerbers.zip": noDrill,
      "production/minipad-PTH.drl": drill(),
      "production/Gerbers 2.zip": gerbersZip(),
      "production/Gerbers 3.zip": zipSync({ "minipad-F_Cu.gbr": copper("Copper,L1,Top") }),
    });
    const report = await check(files);
    const said = details(report, "structure");
    expect(rule(report, "structure")?.status).toBe("fail");
    expect(said).toMatch(/production\/Gerbers\.zip has no drill file/);
    expect(said).toMatch(/The drill files minipad-PTH\.drl lie loose in production\/ instead of inside production\/Gerbers\.zip/);
    expect(said).toMatch(
      /production\/Gerbers 2\.zip is the complete gerber set \(outline, F\.Cu and B\.Cu, drill\): make production\/Gerbers 2\.zip your production\/gerbers\.zip \(rename or move it\), and delete production\/Gerbers\.zip, production\/Gerbers 3\.zip/,
    );
    expect(said).toMatch(
      /The sets found: production\/Gerbers\.zip \(missing: drill file\); production\/Gerbers 2\.zip \(complete\); production\/Gerbers 3\.zip \(missing: outline \(Edge\.Cuts\), B\.Cu, drill file\)\./,
    );
    expect(report.measurements.copperLayers).toBe(2);
  });
});

describe("class 7: placeholders are not a board or a model", () => {
  it(`fails an outline with a side under ${pcbMinSideMm} mm, saying it is a placeholder`, async () => {
    const tiny = gerbersZip({ ...defaultFixture, boardWidth: 0.09, boardHeight: 0.06 });
    const report = await check(validProject().map((file) => (file.path.endsWith("production/gerbers.zip") ? { ...file, bytes: tiny } : file)));
    expect(rule(report, "pcb-size")?.status).toBe("fail");
    expect(rule(report, "pcb-size")?.message).toMatch(
      new RegExp(`measures 0\\.09 mm × 0\\.06 mm: no macropad has a side under ${pcbMinSideMm} mm, so this outline is a placeholder`),
    );
    expect(rule(report, "pcb-size")?.fix).toMatch(/Draw the real board outline on Edge\.Cuts/);
  });

  it("fails a STEP export with no geometry, and does not count one beside a real model", async () => {
    const emptyOnly = add(without(validProject(), /CAD\/(minipad\.3mf|assembly\.step)$/), {
      "CAD/assembly.step": stepFile(["Pad", "Case", "PCB", "Switch", "Keycap"], undefined, false),
    });
    const report = await check(emptyOnly);
    expect(rule(report, "cad")?.status).toBe("fail");
    expect(rule(report, "cad")?.message).toBe(
      "CAD/assembly.step holds no geometry (not one solid, shell or face): it is an empty export, not a model of the pad.",
    );
    const beside = await check(add(validProject(), { "CAD/empty.step": stepFile(["Pad"], undefined, false) }));
    expect(rule(beside, "cad")?.status).toBe("pass");
    expect(details(beside, "cad")).toMatch(/CAD\/empty\.step holds no geometry .* It was not counted\./);
  });
});

describe("class 17: the assembled STEP is chosen among several", () => {
  it("uses the 8-product assembly, says why, and does not question the 1-part file", async () => {
    const files = add(without(validProject(), /CAD\/(minipad\.3mf|assembly\.step)$/), {
      "CAD/case.step": stepFile(["Case"]),
      "CAD/Hackpad v3.step": stepFile(["Hackpad", "Case bottom", "Case top", "PCB", "XIAO", "MX switch", "Keycap", "Encoder"]),
    });
    const project = buildProject(files, "minipad");
    expect(readCad(openZips(project)).steps.map((step) => [step.path, step.info.solids])).toEqual([
      ["CAD/case.step", 1],
      ["CAD/Hackpad v3.step", 8],
    ]);
    const report = await check(files);
    expect(rule(report, "cad")).toMatchObject({ status: "pass", files: ["CAD/Hackpad v3.step"] });
    expect(details(report, "cad")).toMatch(
      /Judged CAD\/Hackpad v3\.step the assembled model: it has the most parts \(8, 8 solids\); also found CAD\/case\.step \(1 part\)\./,
    );
    expect(JSON.stringify(rule(report, "cad"))).not.toMatch(/names only/);
  });
});

describe("class 13: a repository that is not a Hackpad", () => {
  const editor: InputFile[] = [
    { path: "hackpad/README.md", bytes: strToU8("# Hackpad\n\nA markdown editor for your notes.\n") },
    { path: "hackpad/package.json", bytes: strToU8('{ "name": "hackpad" }\n') },
    { path: "hackpad/src/editor.ts", bytes: strToU8("export const editor = 1;\n") },
    { path: "hackpad/docs/screenshot.png", bytes: new Uint8Array(32) },
  ];

  it("says once that it is not a Hackpad project, with what to do, and checks no rule", async () => {
    const report = await check(editor, "hackpad");
    expect(report.notProject).toBe("It has no KiCad board (.kicad_pcb) and no gerbers.");
    expect(report.advice).toMatch(/a \.kicad_pcb file/);
    expect(report.unreadable).toBeUndefined();
    expect(report.rules).toHaveLength(RULE_ORDER.length);
    expect(new Set(report.rules.map((entry) => entry.status))).toEqual(new Set(["skip"]));
    expect(report.verdict).toBe("fail");
  });

  it("still checks a pad in progress that has only its case or only its KMK firmware, but not a KiCad library alone", async () => {
    const caseOnly = without(validProject(), /\.kicad_(pcb|pro)$|gerbers\.zip$/);
    expect((await check(caseOnly)).notProject).toBeUndefined();
    const kmkOnly = add(
      editor.map((file) => ({ ...file, path: file.path.replace(/^hackpad/, "minipad") })),
      {
        "firmware/code.py": strToU8("import board\nfrom kmk.kmk_keyboard import KMKKeyboard\n"),
      },
    );
    expect((await check(kmkOnly)).notProject).toBeUndefined();
    // A repository that is only a KiCad library is not a pad either.
    const libraryOnly = add(
      editor.map((file) => ({ ...file, path: file.path.replace(/^hackpad/, "minipad") })),
      { "OPL_Kicad_Library/a.kicad_pcb": libraryBoard() },
    );
    expect((await check(libraryOnly)).notProject).toMatch(/no KiCad board/);
  });
});

describe("class 15: input that is not a project file at all", () => {
  it.each([
    ["broken.zip", strToU8("PK\u0003\u0004 this is not really a zip"), /broken\.zip cannot be opened/],
    ["empty.zip", zipSync({}), /empty\.zip holds no files/],
    ["photo.png", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]), /^photo\.png is a picture, not a project/],
    ["Hackpad.pdf", strToU8("%PDF-1.7\n"), /^Hackpad\.pdf is a PDF document, not a project/],
  ])("%s gets one clear message and what to do, and no rule is checked", async (name, bytes, message) => {
    const report = await check([{ path: name, bytes }], name);
    expect(report.unreadable).toMatch(message);
    expect(report.advice).toBe("Download your repository again with Code → Download ZIP on its GitHub page, and check that zip as it is.");
    expect(report.notProject).toBeUndefined();
    expect(report.rules.every((entry) => entry.status === "skip")).toBe(true);
    expect(report.verdict).toBe("fail");
  });

  it("a zip over the size cap is named with its size, and the advice says to make it smaller", async () => {
    const report = await check([{ path: "huge.zip", bytes: new Uint8Array(0), size: 2 * 1024 ** 3 }], "huge.zip");
    expect(report.unreadable).toMatch(/^huge\.zip is 2 GB/);
    expect(report.advice).toMatch(/^Take what the check does not need out of the zip .* under 256 MB/);
  });

  it("a single board file is still checked as a project", async () => {
    const report = await check([{ path: "minipad.kicad_pcb", bytes: strToU8(kicadBoard()) }], "minipad.kicad_pcb");
    expect(report.unreadable).toBeUndefined();
    expect(report.measurements.switches).toBe(4);
  });
});

describe("the CLI on input that is not a project", () => {
  const root = fileURLToPath(new URL("../../../", import.meta.url));
  const temp = mkdtempSync(join(tmpdir(), "preflight-selection-"));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));
  const cli = async (...args: string[]) => {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", join(root, "packages/preflight/cli/main.ts"), ...args], { cwd: root });
      return { code: 0, stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string };
      return { code: failed.code, stdout: failed.stdout };
    }
  };

  it("prints the one message and what to do: exit 2 for a PNG, exit 1 for a repository that is not a Hackpad", async () => {
    writeFileSync(join(temp, "photo.png"), new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    const png = await cli(join(temp, "photo.png"));
    expect(png.code).toBe(2);
    expect(png.stdout).toMatch(/✗ The input cannot be read: photo\.png is a picture, not a project/);
    expect(png.stdout).toMatch(/What to do: Download your repository again with Code → Download ZIP/);
    expect(png.stdout).not.toMatch(/pcb-size/);
    writeFileSync(
      join(temp, "editor.zip"),
      zipSync({ "hackpad/README.md": strToU8("# Hackpad, a markdown editor\n"), "hackpad/src/main.ts": strToU8("1;\n") }),
    );
    const editor = await cli(join(temp, "editor.zip"));
    expect(editor.code).toBe(1);
    expect(editor.stdout).toMatch(/✗ This does not look like a Hackpad project\. It has no KiCad board \(\.kicad_pcb\) and no gerbers\./);
    expect(editor.stdout.split("\n").filter((line) => /^[✓⚠✗–] /.test(line))).toHaveLength(1);
  });
});
