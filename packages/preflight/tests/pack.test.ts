import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const lazypad = fileURLToPath(new URL("../../../tests/fixtures/real/lazypad", import.meta.url));
const temp = mkdtempSync(join(tmpdir(), "preflight-pack-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("the engine as a package", () => {
  it("packs into a tarball a reviewer runs with npx, with nothing else to install", async () => {
    const { stdout } = await run("npm", ["pack", "--json", "--pack-destination", temp], { cwd: packageDir });
    const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
    expect(packed?.files.map((file) => file.path).sort()).toEqual(
      expect.arrayContaining([
        "README.md",
        "dist/action.js",
        "dist/batch-worker.js",
        "dist/cli.js",
        "dist/index.js",
        "dist/occt-import-js.wasm",
        "package.json",
      ]),
    );
    const tarball = join(temp, packed!.filename);
    const empty = mkdtempSync(join(temp, "run-"));
    // lazypad fails one rule (firmware-pins: its main.py reads pins the board leaves unconnected), so the command exits with 1.
    const result = (await run("npx", ["--yes", "--package", tarball, "hackpad-preflight", lazypad, "--json"], { cwd: empty }).catch(
      (error: unknown) => error,
    )) as {
      stdout: string;
      code?: number;
    };
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as { verdict: string; measurements: { board: { width: number } } };
    expect(report.verdict).toBe("fail");
    expect(report.measurements.board.width).toBe(87);
    // Batch mode forks the worker bundled beside the command, and measures every case against its board: allanpad's
    // STEP models are read through OpenCascade, bundled with its .wasm beside the commands (one run of it is enough,
    // as every command's bundle finds the .wasm the same way).
    const batch = await run("npx", ["--yes", "--package", tarball, "hackpad-preflight", "--batch", dirname(lazypad), "--json"], { cwd: empty }).catch(
      (error: { code: number; stdout: string }) => error,
    );
    const rows = batch.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as { pad: string; report: { rules: { id: string; message: string; details?: string[] }[] } });
    expect(rows.map((row) => row.pad)).toEqual(["allanpad", "lazypad"]);
    const fit = rows[0]?.report.rules.find((rule) => rule.id === "case-fit");
    expect(fit?.message).toContain("CAD/hackpad case.step, as assembled; the parts production/Case Bottom.step, production/Case Top.step");
    expect(fit?.details?.filter((line) => line.startsWith("Not measured"))).toEqual([]);
    // The Action fails the pull request's check with lazypad's failing rule.
    const action = (await run("npx", ["--yes", "--package", tarball, "hackpad-preflight-action"], {
      cwd: dirname(dirname(lazypad)),
      env: { ...process.env, PREFLIGHT_FOLDER: "real", PREFLIGHT_CHANGED_FILES: "real/lazypad/README.md", GITHUB_STEP_SUMMARY: join(empty, "summary.md") },
    }).catch((error: unknown) => error)) as { stdout: string; code?: number };
    expect(action.code).toBe(1);
    expect(readFileSync(join(empty, "summary.md"), "utf8")).toMatch(/^\| real\/lazypad \| ✗ fail \| firmware-pins/m);
    expect(action.stdout).toContain("Preflight of real/lazypad");
  }, 240_000);

  it("imports as a library from its bundle", async () => {
    await run("node", ["build.mjs"], { cwd: packageDir });
    const engine = (await import(join(packageDir, "dist", "index.js"))) as { runPreflight: unknown; formatReport: unknown };
    expect(typeof engine.runPreflight).toBe("function");
    expect(typeof engine.formatReport).toBe("function");
  });
});
