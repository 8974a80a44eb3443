/**
 * Boards no case can be made for: each gives a HackpadError "case" with a sentence saying why, and the command writes
 * nothing (exit code 2, no --out folder).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { limits } from "@hackpad/programme/limits";
import { classifyFootprint, parseKicadPcb } from "@hackpad/preflight";
import { defaultFixture, kicadBoard, projectZip, validProject, type FixtureOptions } from "@hackpad/preflight/testing";
import { main, parseCaseArgs, runCase } from "../cli/main.ts";
import { generateCase } from "../src/index.ts";
import { HackpadError } from "@hackpad/programme/errors";

const scratch = mkdtempSync(join(tmpdir(), "case-bad-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const make = (options: Partial<FixtureOptions>) => {
  const board = parseKicadPcb(kicadBoard({ ...defaultFixture, ...options }));
  return generateCase(board, board.footprints.map(classifyFootprint), { screws: "nuts" });
};

const refusals: { name: string; options: Partial<FixtureOptions>; message: RegExp }[] = [
  { name: "no outline", options: { outline: { kind: "none" } }, message: /no outline: draw its edge on the Edge\.Cuts layer/ },
  { name: "an open outline", options: { outline: { kind: "open" } }, message: /not closed: a line ends at \(0\.00, 50\.00\) mm/ },
  {
    name: "a board over the size limit",
    options: { boardWidth: limits.pcb.maxWidthMm + 20 },
    message: new RegExp(`over the ${limits.pcb.maxWidthMm} × ${limits.pcb.maxHeightMm} mm`),
  },
  { name: "no XIAO", options: { noXiao: true }, message: /No XIAO RP2040 footprint/ },
  { name: "no switches", options: { switches: 0 }, message: /no switch footprints/ },
];

describe("boards a case cannot be made for", () => {
  it.each(refusals)("$name: a case refusal that says why", async ({ options, message }) => {
    const attempt = make(options);
    await expect(attempt).rejects.toBeInstanceOf(HackpadError);
    await expect(attempt).rejects.toThrow(message);
  });

  it.each(refusals)("$name: the command writes nothing and exits with 2", async ({ name, options, message }) => {
    const project = join(scratch, name.replace(/\W+/g, "-"));
    for (const file of validProject({ ...options, name: "pad" })) {
      const path = join(project, file.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.bytes);
    }
    const out = join(scratch, `${name.replace(/\W+/g, "-")}-out`);
    const lines: string[] = [];
    expect(
      await runCase(
        { target: join(project, "pad"), out, screws: "nuts" },
        (line) => lines.push(line),
        () => {},
      ),
    ).toBe(2);
    expect(lines.join("\n")).toMatch(message);
    expect(existsSync(out)).toBe(false);
  });

  it("a project with no .kicad_pcb: exit 2, nothing written", async () => {
    const project = join(scratch, "no-board");
    for (const file of validProject({ name: "pad" }).filter((entry) => !entry.path.endsWith(".kicad_pcb"))) {
      const path = join(project, file.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.bytes);
    }
    const out = join(scratch, "no-board-out");
    const lines: string[] = [];
    expect(
      await runCase(
        { target: join(project, "pad"), out, screws: "nuts" },
        (line) => lines.push(line),
        () => {},
      ),
    ).toBe(2);
    expect(lines.join("\n")).toMatch(/holds no \.kicad_pcb/);
    expect(existsSync(out)).toBe(false);
  });

  it("an --out folder that already holds files is left alone", async () => {
    const project = join(scratch, "good");
    for (const file of validProject({ name: "pad" })) {
      const path = join(project, file.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.bytes);
    }
    const out = join(scratch, "busy");
    mkdirSync(out);
    writeFileSync(join(out, "mine.txt"), "keep me");
    const lines: string[] = [];
    expect(
      await runCase(
        { target: join(project, "pad"), out, screws: "nuts" },
        (line) => lines.push(line),
        () => {},
      ),
    ).toBe(2);
    expect(lines.join("\n")).toMatch(/already holds files/);
    expect(existsSync(join(out, "production"))).toBe(false);
  });
});

describe("a zipped project", () => {
  it("is read like a folder, and every file is written; a failed own check (the encoder's opening meets a switch's cut-out) exits 1", async () => {
    const zip = join(scratch, "pad.zip");
    writeFileSync(zip, projectZip(validProject({ name: "pad" })));
    const out = join(scratch, "zip-out");
    const lines: string[] = [];
    const code = await runCase(
      { target: zip, out, screws: "inserts" },
      (line) => lines.push(line),
      () => {},
    );
    // Written either way; the exit code is 0 only when every check the generator makes of its own case passes.
    expect(code).toBe(lines.some((line) => line.startsWith("✗")) ? 1 : 0);
    expect(readdirSync(join(out, "production", "case")).sort()).toEqual(["bottom.stl", "top.stl"]);
    expect(lines).toContain("1 of the case's own checks failed (✗ above): fix them before printing.");
    expect(lines.join("\n")).toMatch(/heat-set inserts/);
  });
});

describe("the command's arguments", () => {
  it("reads the options, with nuts by default", () => {
    expect(parseCaseArgs(["pad", "--out", "x", "--height", "15", "--wall", "7", "--screws", "inserts", "--name", "Mini"])).toEqual({
      args: { target: "pad", out: "x", heightMm: 15, wallMm: 7, screws: "inserts", engrave: "Mini" },
    });
    expect(parseCaseArgs(["pad", "--out", "x"])).toEqual({ args: { target: "pad", out: "x", screws: "nuts" } });
  });

  it("refuses what it cannot use, saying what is wrong", async () => {
    expect(parseCaseArgs(["pad"])).toMatchObject({ error: expect.stringMatching(/^Usage: npm run case/) });
    expect(parseCaseArgs(["pad", "--out", "x", "--height", "tall"])).toEqual({ error: '--height takes a number of millimetres, not "tall".' });
    expect(parseCaseArgs(["pad", "--out", "x", "--screws", "glue"])).toEqual({ error: '--screws is "nuts" or "inserts", not "glue".' });
    expect(await main(["--help"])).toBe(0);
  });
});
