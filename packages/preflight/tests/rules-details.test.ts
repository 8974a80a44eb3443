import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { runPreflight } from "../src/index.ts";
import { MAX_INPUT_BYTES } from "../src/limits.ts";
import type { InputFile, PreflightRuleId, Report } from "../src/types.ts";
import { binaryStl, boxTriangles, defaultFixture, edgeCutsGerber, excellonDrill, kicadBoard, uf2, validProject } from "./support/fixtures.ts";

const rule = (report: Report, id: PreflightRuleId) => report.rules.find((entry) => entry.id === id);
const check = (files: InputFile[]) => runPreflight(files, { input: "minipad" });
const swap = (files: InputFile[], suffix: string, bytes: Uint8Array | null): InputFile[] =>
  bytes === null ? files.filter((file) => !file.path.endsWith(suffix)) : files.map((file) => (file.path.endsWith(suffix) ? { ...file, bytes } : file));
const add = (files: InputFile[], path: string, bytes: Uint8Array) => [...files, { path: `minipad/${path}`, bytes }];
const copper = (fn: string) => strToU8(`%TF.FileFunction,${fn}*%\n%FSLAX46Y46*%\n%MOMM*%\nM02*\n`);

/** A gerbers.zip with the given drill files (and an optional folder inside). */
function gerbers(drills: Record<string, Uint8Array>, folder = ""): Uint8Array {
  return zipSync({
    [`${folder}pad-Edge_Cuts.gbr`]: strToU8(edgeCutsGerber("pad", 80, 50)),
    [`${folder}pad-F_Cu.gbr`]: copper("Copper,L1,Top"),
    [`${folder}pad-B_Cu.gbr`]: copper("Copper,L2,Bot"),
    ...Object.fromEntries(Object.entries(drills).map(([name, bytes]) => [`${folder}${name}`, bytes])),
  });
}

describe("structure: drill files and gerber layouts met in real submissions", () => {
  it("accepts separate PTH and NPTH Excellon files, and a gerbers.zip with one folder inside", async () => {
    const zip = gerbers({ "pad-PTH.drl": strToU8(excellonDrill([[1, 1]])), "pad-NPTH.drl": strToU8(excellonDrill([[2, 2]])) }, "gerbers/");
    const report = await check(swap(validProject(), "gerbers.zip", zip));
    expect(rule(report, "structure")?.status).toBe("pass");
    expect(report.measurements.board).toMatchObject({ width: 80, height: 50, source: "production/gerbers.zip: gerbers/pad-Edge_Cuts.gbr" });
  });

  it("warns about Gerber X2 drill files without Excellon, and fails a set with only a drill map", async () => {
    const x2 = gerbers({ "pad-PTH-drl.gbr": strToU8("%TF.FileFunction,Plated,1,2,PTH,Drill*%\n") });
    expect(rule(await check(swap(validProject(), "gerbers.zip", x2)), "structure")?.details?.join(" ")).toMatch(/Gerber X2 .*no Excellon/);
    const mapOnly = gerbers({ "pad-drl_map.pdf": strToU8("%PDF-1.4") });
    const report = await check(swap(validProject(), "gerbers.zip", mapOnly));
    expect(rule(report, "structure")?.status).toBe("fail");
    expect(rule(report, "structure")?.message).toMatch(/only a drill map \(pad-drl_map\.pdf\), no drill file/);
  });

  it("says what to rename when the names differ but the meaning is clear", async () => {
    let files = validProject().map((file) => ({
      ...file,
      path: file.path.replace("production/gerbers.zip", "production/minipad-gerbers.zip").replace("minipad/pcb/", "minipad/kicad/"),
    }));
    files = files.map((file) => ({ ...file, path: file.path.replace("firmware.uf2", "build.uf2") }));
    const report = await check(files);
    const structure = rule(report, "structure");
    expect(structure?.status).toBe("warn");
    expect(structure?.details).toEqual(
      expect.arrayContaining([
        "Rename the folder kicad/ to pcb/.",
        "Rename production/minipad-gerbers.zip to production/gerbers.zip.",
        "Rename production/build.uf2 to production/firmware.uf2.",
      ]),
    );
  });

  it("asks to zip a loose gerber folder", async () => {
    const loose = swap(validProject(), "gerbers.zip", null).concat(
      { path: "minipad/production/gerbers/pad-Edge_Cuts.gbr", bytes: strToU8(edgeCutsGerber("pad", 80, 50)) },
      { path: "minipad/production/gerbers/pad-F_Cu.gbr", bytes: copper("Copper,L1,Top") },
      { path: "minipad/production/gerbers/pad-B_Cu.gbr", bytes: copper("Copper,L2,Bot") },
      { path: "minipad/production/gerbers/pad.drl", bytes: strToU8(excellonDrill([[1, 1]])) },
    );
    const report = await check(loose);
    expect(rule(report, "structure")?.details).toContain("Zip the gerber files in production/gerbers/ into production/gerbers.zip.");
    expect(report.measurements.board?.source).toBe("production/gerbers/pad-Edge_Cuts.gbr");
  });
});

describe("pcb-size", () => {
  it("warns when the gerbers and the board file disagree, and counts 4 copper layers as a failure", async () => {
    const board = strToU8(kicadBoard({ ...defaultFixture, boardWidth: 82 }));
    const report = await check(swap(validProject(), ".kicad_pcb", board));
    expect(rule(report, "pcb-size")?.status).toBe("warn");
    expect(rule(report, "pcb-size")?.details?.[0]).toMatch(/disagree/);
    const four = await check(validProject({ copperLayers: 4 }));
    expect(rule(four, "pcb-size")?.message).toMatch(/4 copper layers; a Hackpad has exactly 2/);
    expect(four.measurements.copperLayers).toBe(4);
  });

  it("accepts a board of exactly 100 × 100 mm and measures the board file when there are no gerbers", async () => {
    expect(rule(await check(validProject({ boardWidth: 100, boardHeight: 100 })), "pcb-size")?.status).toBe("pass");
    const report = await check(swap(validProject(), "gerbers.zip", null));
    expect(report.measurements.board).toEqual({ width: 80, height: 50, source: "pcb/minipad.kicad_pcb" });
    expect(rule(report, "pcb-size")?.message).toMatch(/no gerber outline found/);
  });
});

describe("approved parts and inputs", () => {
  it("fails three encoders and counts them as inputs", async () => {
    const report = await check(validProject({ encoders: 3 }));
    expect(rule(report, "approved-parts")?.message).toMatch(/3 encoders \(at most 2\)/);
    expect(report.measurements.inputs).toBe(7);
  });
});

describe("case", () => {
  it("accepts a tall part in any orientation (modelled Y-up), and warns about tiny stray bodies", async () => {
    const tall = await check(validProject({ caseSize: [60, 190, 30] }));
    expect(rule(tall, "case")?.status).toBe("pass");
    const stray = binaryStl([boxTriangles([100, 70, 13]), boxTriangles([0.2, 0.2, 0.2], [150, 0, 0])]);
    const report = await check(swap(validProject(), "bottom.stl", stray));
    expect(rule(report, "case")?.status).toBe("warn");
    expect(rule(report, "case")?.message).toMatch(/1 tiny stray body .* main body is 100 × 70 × 13 mm/);
    expect(report.measurements.caseParts[0]?.bodies).toBe(2);
  });

  it("warns about a DXF (acrylic) in the case folder", async () => {
    const report = await check(add(validProject(), "production/case/plate.dxf", strToU8("0\nSECTION\n")));
    expect(rule(report, "case")?.message).toMatch(/plate\.dxf: a DXF is for laser cutting/);
  });
});

describe("cad", () => {
  it("reports a model over the size cap as not read, not as missing", async () => {
    const files = swap(swap(validProject(), ".3mf", null), "assembly.step", null).concat({
      path: "minipad/CAD/assembly.step",
      bytes: new Uint8Array(0),
      size: MAX_INPUT_BYTES + 1,
    });
    const report = await check(files);
    expect(rule(report, "cad")?.status).toBe("warn");
    expect(rule(report, "cad")?.message).toMatch(/CAD\/assembly\.step is 256 MB, more than .* it was not read/);
  });
});

describe("firmware", () => {
  it("says a CircuitPython-sized UF2 is a runtime, not the pad's firmware", async () => {
    const report = await check(swap(validProject(), "firmware.uf2", uf2(5000)));
    expect(rule(report, "firmware")?.status).toBe("fail");
    expect(rule(report, "firmware")?.details?.join(" ")).toMatch(/5000 blocks: that is a runtime such as CircuitPython/);
  });

  it("accepts KMK's main.py instead of a UF2", async () => {
    const files = add(swap(validProject(), "firmware.uf2", null), "production/main.py", strToU8("import board\n"));
    const report = await check(files);
    expect(rule(report, "firmware")?.status).toBe("pass");
    expect(rule(report, "structure")?.status).toBe("pass");
  });
});

describe("bom", () => {
  it("warns when the BOM's counts disagree with the board", async () => {
    const files = add(validProject(), "BOM.md", strToU8("- 3x MX switches\n- 4x 1N4148 diodes\n- 1x EC11 encoder\n- 2x SK6812 MINI-E\n- 1x XIAO RP2040\n"));
    const report = await check(files);
    expect(rule(report, "bom")?.status).toBe("warn");
    expect(rule(report, "bom")?.message).toBe("The BOM lists 3 switches, the board has 4.");
  });
});

describe("branding", () => {
  it("warns about 'XIAO Here', fails a board with no marker at all (no gr_text)", async () => {
    expect(rule(await check(validProject({ markerText: "XIAO Here" })), "branding")?.status).toBe("warn");
    const bare = kicadBoard().replace(/\t\(gr_text[^\n]*\n/g, "");
    const report = await check(swap(validProject(), ".kicad_pcb", strToU8(bare)));
    expect(rule(report, "branding")?.status).toBe("fail");
    expect(report.measurements.silkTexts).toEqual([]);
  });

  it("fails a marker that is a hidden field", async () => {
    const hidden = kicadBoard().replace('(gr_text "XIAO HERE"', '(gr_text "XIAO HERE" (hide yes)');
    const report = await check(swap(validProject(), ".kicad_pcb", strToU8(hidden)));
    expect(rule(report, "branding")?.message).toMatch(/hidden field/);
  });
});
