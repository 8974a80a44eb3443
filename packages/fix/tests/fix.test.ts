import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync, zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { loadOcctNode } from "@hackpad/convert/node";
import { box, writeStep } from "@hackpad/convert/testing";
import { writeProject } from "@hackpad/preflight/testing";
import { fixtureKmkMain, gerbersZip, validProject } from "@hackpad/preflight/testing";
import { writePin, type InputFile } from "@hackpad/preflight";
import { main } from "../cli/main.ts";
import { changesToMarkdown, droppedByReader, fixModel, fixSubmission, type FixResult } from "../src/index.ts";
import { readForFix } from "../src/read.ts";

const text = (value: string) => new TextEncoder().encode(value);
const loadManifold = async () => {
  const module = await import("manifold-3d");
  const wasm = await module.default();
  wasm.setup();
  return wasm;
};
const fix = (files: InputFile[], name = "minipad") => fixSubmission({ files, input: name, loadOcct: loadOcctNode, loadManifold });
const paths = (result: FixResult) => result.files.map((file) => file.path);
const fileText = (result: FixResult, path: string) => strFromU8(result.files.find((file) => file.path === path)?.bytes ?? new Uint8Array());
const status = (result: FixResult, id: string) => result.rules.find((rule) => rule.id === id);
const wired = { wired: true, kmkMain: fixtureKmkMain(["D0", "D1", "D2", "D3"]) } as const;
/** A wired project whose firmware is its KMK main.py (no UF2, no QMK stub). */
function kmkProject(overrides: Parameters<typeof validProject>[0] = {}): InputFile[] {
  return validProject({ ...wired, ...overrides }).filter((file) => !/firmware\.uf2$|keymap\.c$/.test(file.path));
}
const without = (files: InputFile[], pattern: RegExp) => files.filter((file) => !pattern.test(file.path));
const rename = (files: InputFile[], from: RegExp, to: string) => files.map((file) => ({ path: file.path.replace(from, to), bytes: file.bytes }));

describe("fixSubmission", () => {
  it("leaves a submission that needs nothing as it was", async () => {
    const result = await fix(validProject());
    expect(result.changes).toEqual([]);
    expect(result.mechanicalPass).toBe(true);
    expect(paths(result)).toEqual(
      validProject()
        .map((file) => file.path.slice("minipad/".length))
        .sort(),
    );
  });

  it("moves a repository laid out anyhow into the folders /submitting shows, and leaves junk out, listed", async () => {
    const files = rename(kmkProject(), /^minipad\/(pcb|firmware)\//, "minipad/");
    const messy = rename(files, /^minipad\/main\.py$/, "minipad/keymap.py");
    messy.push(
      { path: "minipad/fp-info-cache", bytes: text("0\n") },
      { path: "minipad/minipad-backups/minipad-2025-01-01_120000.zip", bytes: zipSync({ "a.kicad_pcb": text("(kicad_pcb)") }) },
      { path: "minipad/~minipad.kicad_pcb.lck", bytes: text("{}") },
      { path: "minipad/.DS_Store", bytes: text("junk") },
      { path: "minipad/__MACOSX/._README.md", bytes: text("junk") },
    );
    const result = await fix(messy);
    expect(paths(result)).toEqual(expect.arrayContaining(["pcb/minipad.kicad_pcb", "pcb/minipad.kicad_pro", "firmware/keymap.py", "production/main.py"]));
    expect(paths(result).some((path) => /fp-info-cache|backups|\.lck$|DS_Store|MACOSX/.test(path))).toBe(false);
    const leftOut = result.changes.filter((change) => change.kind === "leave-out").map((change) => change.why);
    expect(leftOut).toEqual(
      expect.arrayContaining([
        expect.stringContaining("fp-info-cache is KiCad's footprint cache"),
        expect.stringContaining("is a KiCad backup"),
        expect.stringContaining("is a KiCad lock file"),
        expect.stringContaining("macOS's folder litter"),
      ]),
    );
    expect(result.changes.find((change) => change.to === "production/main.py")?.why).toMatch(
      /^firmware\/keymap\.py is a KMK program.*copied to production\/main\.py/,
    );
    expect(status(result, "structure")).toMatchObject({ before: "fail", after: "pass" });
    expect(result.mechanicalPass).toBe(true);
    expect(fileText(result, "firmware/keymap.py")).toBe(fileText(result, "production/main.py"));
  });

  it("packs the complete one of three gerber revisions as production/gerbers.zip and archives the others, never deleting them", async () => {
    const complete = gerbersZip();
    const entries = unzipSync(complete);
    const incomplete = (drop: RegExp) => zipSync(Object.fromEntries(Object.entries(entries).filter(([name]) => !drop.test(name))));
    const files = without(validProject(), /gerbers\.zip$/);
    files.push(
      { path: "minipad/production/gerbers-v1.zip", bytes: incomplete(/B_Cu|drl/) },
      { path: "minipad/production/gerbers-v2.zip", bytes: incomplete(/drl/) },
      { path: "minipad/production/gerbers-v3.zip", bytes: complete },
    );
    const result = await fix(files);
    const packed = unzipSync(result.files.find((file) => file.path === "production/gerbers.zip")?.bytes ?? new Uint8Array());
    expect(Object.keys(packed).sort()).toEqual(Object.keys(entries).sort());
    expect(paths(result)).toEqual(
      expect.arrayContaining(["archive/production/gerbers-v1.zip", "archive/production/gerbers-v2.zip", "archive/production/gerbers-v3.zip"]),
    );
    expect(result.changes.find((change) => change.kind === "pack")?.why).toMatch(/^production\/gerbers-v3\.zip is the complete gerber set/);
    expect(status(result, "structure")).toMatchObject({ after: "pass" });
  });

  it("packs loose drill files into the gerber zip that lacks them", async () => {
    const entries = unzipSync(gerbersZip());
    const noDrill = zipSync(Object.fromEntries(Object.entries(entries).filter(([name]) => !/\.drl$/.test(name))));
    const drill = Object.entries(entries).find(([name]) => /\.drl$/.test(name));
    const files = without(validProject(), /gerbers\.zip$/);
    files.push(
      { path: "minipad/production/gerbers-v3.zip", bytes: noDrill },
      { path: `minipad/production/drill/${drill?.[0]}`, bytes: drill?.[1] ?? new Uint8Array() },
    );
    const result = await fix(files);
    const packed = unzipSync(result.files.find((file) => file.path === "production/gerbers.zip")?.bytes ?? new Uint8Array());
    expect(Object.keys(packed)).toContain(drill?.[0]);
    expect(result.changes.find((change) => change.kind === "pack")?.why).toContain(`the loose drill files ${drill?.[0]} belong in it`);
    expect(status(result, "structure")).toMatchObject({ after: "pass" });
  });

  it("rewrites drill files plotted as Gerber X2 as Excellon, the same holes and slots at the same places", async () => {
    const x2 = [
      "%TF.FileFunction,Plated,1,2,PTH,Mixed*%",
      "%FSLAX46Y46*%",
      "%MOMM*%",
      "%LPD*%",
      "G01*",
      "%TA.AperFunction,ComponentDrill*%",
      "%ADD10C,0.800000*%",
      "%TD*%",
      "%ADD11C,1.500000*%",
      "D10*",
      "X10000000Y-10000000D03*",
      "X20500000Y-10000000D03*",
      "D11*",
      "X5000000Y-20000000D02*",
      "X5000000Y-22500000D01*",
      "M02*",
      "",
    ].join("\n");
    const entries = Object.fromEntries(Object.entries(unzipSync(gerbersZip())).filter(([name]) => !/\.drl$/.test(name)));
    entries["minipad-PTH-drl.gbr"] = text(x2);
    const files = without(validProject(), /gerbers\.zip$/);
    files.push({ path: "minipad/production/gerbers.zip", bytes: zipSync(entries) });
    const result = await fix(files);
    const packed = unzipSync(result.files.find((file) => file.path === "production/gerbers.zip")?.bytes ?? new Uint8Array());
    expect(Object.keys(packed)).toContain("minipad-PTH.drl");
    expect(Object.keys(packed)).not.toContain("minipad-PTH-drl.gbr");
    expect(strFromU8(packed["minipad-PTH.drl"] ?? new Uint8Array()).split("\n")).toEqual(
      expect.arrayContaining(["METRIC", "T1C0.8", "T2C1.5", "X10Y-10", "X20.5Y-10", "X5Y-20G85X5Y-22.5"]),
    );
    expect(result.changes.find((change) => change.kind === "convert")?.why).toContain("the same 2 holes and 1 slot at the same places");
    expect(paths(result)).toContain("archive/production/gerbers.zip");
    expect(status(result, "structure")).toMatchObject({ before: "warn", after: "pass" });
    // A command a drill plot never holds: the file stays as it was, and why is said.
    entries["minipad-PTH-drl.gbr"] = text(x2.replace("M02*", "G36*\nM02*"));
    const refused = await fix([...without(validProject(), /gerbers\.zip$/), { path: "minipad/production/gerbers.zip", bytes: zipSync(entries) }]);
    expect(refused.changes.some((change) => change.kind === "convert")).toBe(false);
    expect(refused.stillToDo.map((entry) => entry.text)).toContain(
      "The drill files stay in Gerber X2: minipad-PTH-drl.gbr holds a command a drill plot does not (G36).",
    );
  });

  it("finds the gerbers in a zip inside a zip", async () => {
    const files = without(validProject(), /gerbers\.zip$/);
    files.push({ path: "minipad/production/outputs.zip", bytes: zipSync({ "fab/gerbers.zip": gerbersZip(), "fab/minipad.kicad_pcb": text("(kicad_pcb)") }) });
    const result = await fix(files);
    const packed = unzipSync(result.files.find((file) => file.path === "production/gerbers.zip")?.bytes ?? new Uint8Array());
    expect(Object.keys(packed).sort()).toEqual(Object.keys(unzipSync(gerbersZip())).sort());
    expect(paths(result)).toContain("production/outputs.zip");
  });

  it("rewrites only the pin names of a firmware that reads the wrong pins, listing each line", async () => {
    const wrong = fixtureKmkMain(["D0", "D1", "D2", "D9"]).replace("board.D8, board.D9, board.D10", "board.D8, board.D4, board.D10");
    const files = kmkProject({ kmkMain: wrong });
    const result = await fix(files);
    const rewrite = result.changes.find((change) => change.kind === "rewrite" && change.rule === "firmware-pins");
    expect(rewrite?.lines?.map((line) => line.after)).toEqual([
      "keyboard.matrix = KeysScanner(pins=[board.D0, board.D1, board.D2, board.D3], value_when_pressed=False)",
      "encoders.pins = ((board.D8, board.D9, board.D10, False),)",
    ]);
    const before = wrong.split("\n");
    const after = fileText(result, "firmware/main.py").split("\n");
    expect(after.filter((line, index) => line !== before[index])).toHaveLength(2);
    expect(status(result, "firmware-pins")).toMatchObject({ before: "fail", after: "pass" });
  });

  it("rewrites only the pin strings of a QMK keyboard.json that reads the wrong pins, position by position, listing each line", async () => {
    const gp = (pin: Parameters<typeof writePin>[1]) => writePin("qmk", pin);
    const json = [
      "{",
      '  "keyboard_name": "minipad",',
      '  "processor": "RP2040",',
      '  "bootloader": "rp2040",',
      '  "matrix_pins": {',
      `    "direct": [["${gp("D0")}", "${gp("D1")}", "${gp("D4")}", "${gp("D3")}", "${gp("D10")}"]]`,
      "  },",
      '  "encoder": {',
      `    "rotary": [{ "pin_a": "${gp("D9")}", "pin_b": "${gp("D8")}" }]`,
      "  },",
      `  "ws2812": { "pin": "${gp("D6")}" },`,
      '  "rgblight": { "led_count": 2 },',
      '  "layouts": { "LAYOUT": { "layout": [{ "matrix": [0, 0], "x": 0, "y": 0 }] } }',
      "}",
    ].join("\n");
    const keymap = "#include QMK_KEYBOARD_H\nconst uint16_t PROGMEM keymaps[][MATRIX_ROWS][MATRIX_COLS] = { [0] = LAYOUT(KC_A, KC_B, KC_C, KC_D) };\n";
    const files = without(kmkProject(), /main\.py$/);
    files.push({ path: "minipad/firmware/keyboard.json", bytes: text(json) }, { path: "minipad/firmware/keymaps/default/keymap.c", bytes: text(keymap) });
    const result = await fix(files);
    const rewrite = result.changes.find((change) => change.kind === "rewrite" && change.rule === "firmware-pins");
    expect(rewrite?.lines?.map((line) => line.line)).toEqual([6, 9]);
    expect(rewrite?.lines?.map((line) => line.after)).toEqual([
      `    "direct": [["${gp("D0")}", "${gp("D1")}", "${gp("D2")}", "${gp("D3")}", "${gp("D10")}"]]`,
      `    "rotary": [{ "pin_a": "${gp("D8")}", "pin_b": "${gp("D9")}" }]`,
    ]);
    const after = fileText(result, "firmware/keyboard.json");
    expect(after.split("\n").filter((line, index) => line !== json.split("\n")[index])).toHaveLength(2);
    expect(fileText(result, "firmware/keymaps/default/keymap.c")).toBe(keymap);
    expect(status(result, "firmware-pins")).toMatchObject({ before: "fail", after: "pass" });
  });

  it("converts a STEP-only case into one STL per printed part, the STEP moved to CAD/", async () => {
    const step = text(
      writeStep([
        { name: "Case Bottom", solids: [box(0, 0, 100, 70, 0, 13)] },
        { name: "Case Top", solids: [box(0, 80, 100, 150, 0, 1.5)] },
      ]),
    );
    const files = without(validProject(), /\.stl$/);
    files.push({ path: "minipad/production/case.step", bytes: step });
    const result = await fix(files);
    expect(paths(result)).toEqual(expect.arrayContaining(["CAD/case.step", "production/case/case-bottom.stl", "production/case/case-top.stl"]));
    expect(result.changes.filter((change) => change.kind === "convert").map((change) => change.why)).toEqual([
      expect.stringMatching(/^"Case Bottom" \(100 × 70 × 13 mm\) converted from CAD\/case\.step/),
      expect.stringMatching(/^"Case Top" \(100 × 70 × 1\.5 mm\) converted from CAD\/case\.step/),
    ]);
    expect(status(result, "case")).toMatchObject({ before: "fail", after: "pass" });
  });

  it("generates a case only when there is no case model at all, marked generated", async () => {
    const files = without(validProject({ wired: true }), /\.stl$|\.3mf$|\.step$/);
    const result = await fix(files);
    expect(paths(result)).toEqual(
      expect.arrayContaining(["production/case/generated-bottom.stl", "production/case/generated-top.stl", "CAD/generated-assembly.3mf"]),
    );
    expect(result.changes.filter((change) => change.kind === "generate").every((change) => change.generated)).toBe(true);
    expect(status(result, "case")).toMatchObject({ before: "fail", after: "pass" });
    // A 3MF of their own is converted, never replaced by a generated case.
    const own = without(validProject(), /\.stl$|\.step$/);
    const converted = await fix(own);
    expect(paths(converted).some((path) => /generated/.test(path))).toBe(false);
    expect(converted.changes.some((change) => change.kind === "convert" && change.from[0] === "CAD/minipad.3mf")).toBe(true);
  }, 120_000);

  it("writes a bill of materials into a README that lacks one, keeping every line of it", async () => {
    const files = validProject({ withBom: false, wired: true });
    const readme = strFromU8(files.find((file) => file.path.endsWith("README.md"))?.bytes ?? new Uint8Array());
    const result = await fix(files);
    const after = fileText(result, "README.md");
    expect(after.startsWith(readme.trimEnd())).toBe(true);
    expect(after).toContain("## Bill of materials");
    expect(after).toMatch(/- 4× MX-style switches \(K1, K2, K3, K4\)/);
    expect(status(result, "bom")).toMatchObject({ before: "fail", after: "pass" });
  });

  it("draws the board from its gerbers into images/ and links it when the README has no picture", async () => {
    const { drawBoardSvgs } = await import("../src/draw-board.ts");
    const files = validProject();
    const readme = strFromU8(files.find((file) => file.path.endsWith("README.md"))?.bytes ?? new Uint8Array());
    const result = await fixSubmission({ files, input: "minipad", drawBoard: drawBoardSvgs });
    expect(fileText(result, "images/board-top.svg")).toMatch(/^<svg/);
    expect(fileText(result, "images/board-bottom.svg")).toMatch(/^<svg/);
    const after = fileText(result, "README.md");
    expect(after.startsWith(readme.trimEnd())).toBe(true);
    expect(after).toContain("![The board from the top, drawn from its gerbers](images/board-top.svg)");
    // A README with a picture of its own is left as it was.
    const pictured = files.map((file) => (file.path.endsWith("README.md") ? { path: file.path, bytes: text(`${readme}\n![my pad](pad.png)\n`) } : file));
    const again = await fixSubmission({ files: pictured, input: "minipad", drawBoard: drawBoardSvgs });
    expect(paths(again).some((path) => path.startsWith("images/"))).toBe(false);
  });

  it("generates KMK firmware only when the project has none", async () => {
    const files = without(validProject({ wired: true }), /firmware/);
    const result = await fix(files);
    expect(paths(result)).toEqual(expect.arrayContaining(["firmware/main.py", "production/main.py"]));
    expect(result.changes.find((change) => change.to === "firmware/main.py")?.generated).toBe(true);
    expect(status(result, "firmware")).toMatchObject({ before: "fail", after: "pass" });
  });

  it("fixes a model already read, after a structured clone (as it crosses to a worker), as it fixes the files", async () => {
    const files = rename(kmkProject(), /^minipad\/(pcb|firmware)\//, "minipad/");
    files.push({ path: "minipad/.DS_Store", bytes: text("junk") });
    const { analysis, report } = await readForFix(files, "minipad");
    const cloned = structuredClone({ analysis, report });
    const fromModel = await fixModel({ ...cloned, dropped: droppedByReader(files), input: "minipad", loadOcct: loadOcctNode, loadManifold });
    const fromFiles = await fix(files);
    expect(fromModel.changes.length).toBeGreaterThan(2);
    expect(fromModel.changes).toEqual(fromFiles.changes);
    expect(fromModel.rules).toEqual(fromFiles.rules);
    expect(fromModel.files.map((file) => [file.path, file.bytes.length])).toEqual(fromFiles.files.map((file) => [file.path, file.bytes.length]));
  });

  it("marks the parts a thing still to do concerns: the XIAO when it is surface-mount, named in the change list", async () => {
    const result = await fix(validProject({ xiaoMounting: "surface-mount" }));
    const controller = result.stillToDo.find((entry) => entry.rule === "controller");
    expect(controller?.marks).toEqual(["U1"]);
    expect(result.stillToDo.filter((entry) => entry.rule === "structure").every((entry) => entry.marks === undefined)).toBe(true);
    expect(changesToMarkdown(result)).toMatch(/- controller: .*Parts to look at: U1\./);
  });

  it("writes the change list as Markdown, grouped by rule, with the before → after table", async () => {
    const result = await fix(validProject({ withBom: false, wired: true }));
    const markdown = changesToMarkdown(result);
    expect(markdown).toContain("| bom | fail | pass |");
    expect(markdown).toContain("## bom");
  });
});

describe("npm run fix", () => {
  const work = mkdtempSync(join(tmpdir(), "fix-cli-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const hashTree = (root: string): Record<string, string> => {
    const out: Record<string, string> = {};
    const walk = (dir: string, prefix: string) => {
      for (const name of readdirSync(dir)) {
        const full = join(dir, name);
        const path = prefix ? `${prefix}/${name}` : name;
        if (statSync(full).isDirectory()) walk(full, path);
        else out[path] = createHash("sha256").update(readFileSync(full)).digest("hex");
      }
    };
    walk(root, "");
    return out;
  };

  it("never touches the input and keeps every design file byte for byte; exit 0 when every mechanical rule passes", async () => {
    const input = join(work, "in");
    const files = rename(kmkProject({ withBom: false }), /^minipad\/pcb\//, "minipad/");
    files.push({ path: "minipad/CAD/case.f3d", bytes: text("Fusion archive") }, { path: "minipad/minipad.kicad_sch", bytes: text("(kicad_sch)") });
    writeProject(input, files);
    const before = hashTree(input);
    const out = join(work, "out");
    expect(await main([input, "--out", out])).toBe(0);
    expect(hashTree(input)).toEqual(before);
    const written = hashTree(out);
    const design = Object.entries(before).filter(([path]) => /\.(kicad_pcb|kicad_sch|kicad_pro|step|3mf|f3d)$/.test(path));
    expect(design.length).toBeGreaterThan(3);
    for (const [, hash] of design) expect(Object.values(written)).toContain(hash);
    expect(Object.keys(written)).toContain("pcb/minipad.kicad_sch");
  });

  it("exits 2 on an unreadable input and 1 when something is still to do, writing nothing on 2", async () => {
    expect(await main([join(work, "missing"), "--out", join(work, "o2")])).toBe(2);
    expect(() => statSync(join(work, "o2"))).toThrow();
    const input = join(work, "wide");
    writeProject(input, validProject({ boardWidth: 140 }));
    expect(await main([input, "--out", join(work, "o3")])).toBe(0);
    const smd = join(work, "nofirmware");
    writeProject(smd, without(validProject({ withCad: false }), /firmware|\.stl$/));
    expect(await main([smd, "--out", join(work, "o4")])).toBe(1);
  });

  it("gives a copy of both real fixtures where every design rule keeps its verdict", async () => {
    for (const name of ["lazypad", "allanpad"]) {
      const root = join(import.meta.dirname, "../../../tests/fixtures/real", name);
      const { readInput } = await import("@hackpad/preflight/node");
      const input = readInput(root);
      const result = await fixSubmission({ files: input.files, input: root, loadOcct: loadOcctNode, loadManifold });
      for (const rule of result.rules.filter((entry) => !["structure", "case", "firmware", "firmware-pins", "bom"].includes(entry.id)))
        expect(`${name} ${rule.id} ${rule.after}`).toBe(`${name} ${rule.id} ${rule.before}`);
      expect(status(result, "case")?.after).toBe("pass");
      expect(status(result, "firmware")?.after).toBe("pass");
      expect(status(result, "bom")?.after).toBe("pass");
      expect(status(result, "structure")?.after).toBe("pass");
      expect(result.mechanicalPass).toBe(true);
    }
  }, 120_000);
});
