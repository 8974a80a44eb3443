import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseStl } from "@hackpad/preflight";
import { convertMain } from "../cli/main.ts";
import { box, writeStep } from "./support/step-writer.ts";
import { boxMesh, threeMfModel } from "./support/models.ts";

let folder = "";
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "convert-cli-"));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs the command in this process; returns its exit code and what it printed. */
async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...values: unknown[]) => void out.push(values.join(" ")));
  const error = vi.spyOn(console, "error").mockImplementation((...values: unknown[]) => void err.push(values.join(" ")));
  try {
    return { code: await convertMain([...args, "--in-process"]), out: out.join("\n"), err: err.join("\n") };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

describe("npm run case -- --convert", () => {
  it("writes one STL per part under production/case/ and prints each with its size", async () => {
    const input = join(folder, "pad.step");
    writeFileSync(
      input,
      writeStep(
        [
          { name: "Case Bottom", solids: [box(0, 0, 60, 40, 0, 10)] },
          { name: "PCB", solids: [box(2, 2, 58, 38, 3, 4.6)] },
        ],
        { assembly: "Pad" },
      ),
    );
    const out = join(folder, "out");
    const { code, out: printed } = await run(["--convert", input, "--out", out]);
    expect(code).toBe(0);
    expect(readdirSync(join(out, "production", "case"))).toEqual(["pad-case-bottom.stl"]);
    expect(parseStl(new Uint8Array(readFileSync(join(out, "production", "case", "pad-case-bottom.stl")))).size).toEqual([60, 40, 10]);
    expect(printed).toContain(`✓ ${join(out, "production", "case", "pad-case-bottom.stl")}  Case Bottom: 60 × 40 × 10 mm`);
    expect(printed).toContain('  - PCB: the circuit board, by its name "PCB"');
  });

  it("writes nothing and exits 2 when the model cannot be converted or --out holds files", async () => {
    const bad = join(folder, "bad.step");
    writeFileSync(bad, "not a step file");
    const out = join(folder, "never");
    const refused = await run(["--convert", bad, "--out", out]);
    expect(refused).toEqual({ code: 2, out: "", err: 'bad.step is not a STEP file: it does not start with "ISO-10303-21;".' });
    expect(existsSync(out)).toBe(false);
    const full = join(folder, "full");
    const model = join(folder, "case.3mf");
    writeFileSync(model, threeMfModel([{ name: "Lid", mesh: boxMesh([0, 0, 0], [50, 40, 2]) }]));
    expect((await run(["--convert", model, "--out", full])).code).toBe(0);
    const again = await run(["--convert", model, "--out", full]);
    expect([again.code, again.err]).toEqual([2, `${full} already holds files; give --out a new or empty folder.`]);
    expect(readdirSync(folder).filter((name) => name.startsWith(".full-"))).toEqual([]);
  });

  it("takes an OBJ's unit from --units and refuses a unit it does not know", async () => {
    const obj = join(folder, "lid.obj");
    const { vertices, triangles } = boxMesh([0, 0, 0], [5, 4, 0.2]);
    writeFileSync(obj, [...vertices.map((v) => `v ${v.join(" ")}`), ...triangles.map((t) => `f ${t.map((i) => i + 1).join(" ")}`)].join("\n"));
    const inches = await run(["--convert", obj, "--out", join(folder, "inches"), "--units", "in"]);
    // An OBJ without an "o" line: the part is named after the file.
    expect(inches.out).toContain("lid: 127 × 101.6 × 5.08 mm");
    expect((await run(["--convert", obj, "--out", join(folder, "x"), "--units", "ft"])).code).toBe(2);
    const guessed = await run(["--convert", obj, "--out", join(folder, "guessed")]);
    expect(guessed.out).toContain("Units: cm (guessed)");
  });

  it("converts in a child process, and stops one that takes longer than --timeout, writing nothing", async () => {
    const input = join(folder, "guarded.step");
    writeFileSync(input, writeStep([{ name: "Lid", solids: [box(0, 0, 50, 40, 0, 2)] }]));
    const written = join(folder, "guarded");
    expect(await convertMain(["--convert", input, "--out", written])).toBe(0);
    expect(readdirSync(join(written, "production", "case"))).toEqual(["guarded-lid.stl"]);
    const stopped = join(folder, "stopped");
    const errors: string[] = [];
    const error = vi.spyOn(console, "error").mockImplementation((...values: unknown[]) => void errors.push(values.join(" ")));
    try {
      expect(await convertMain(["--convert", input, "--out", stopped, "--timeout", "0.05"])).toBe(2);
    } finally {
      error.mockRestore();
    }
    expect(errors).toEqual([
      "Converting guarded.step did not finish within 0.05 s and was stopped; nothing was written. Export the case alone (without switches, keycaps and the board) or with less detail, or give --timeout more seconds.",
    ]);
    expect(existsSync(stopped)).toBe(false);
    expect(readdirSync(folder).filter((name) => name.startsWith(".stopped-"))).toEqual([]);
  });
});
