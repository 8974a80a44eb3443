import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { runCli } from "./support/run-cli.ts";
import { afterAll, describe, expect, it } from "vitest";
import { formatReport } from "../src/report/format.ts";
import { runPreflight } from "../src/index.ts";
import { projectZip, validProject } from "./support/fixtures.ts";
import { cpuBombZip } from "./support/hostile.ts";

const temp = mkdtempSync(join(tmpdir(), "preflight-cli-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const cli = (...args: string[]) => runCli("packages/preflight/cli/main.ts", ...args);

describe("npm run preflight", () => {
  it("prints the JSON report and exits 0 for a project that passes (folder input)", async () => {
    for (const file of validProject()) {
      mkdirSync(dirname(join(temp, file.path)), { recursive: true });
      writeFileSync(join(temp, file.path), file.bytes);
    }
    const result = await cli(join(temp, "minipad"), "--json");
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(Object.keys(report)).toEqual(["input", "verdict", "rules", "measurements"]);
    expect(report.verdict).toBe("pass");
    expect(report.measurements.board).toMatchObject({ width: 80, height: 50 });
  });

  it("exits 1 when a rule fails (zip input) and 2 when the input cannot be read", async () => {
    const zipPath = join(temp, "wide.zip");
    writeFileSync(zipPath, projectZip(validProject({ boardWidth: 130 })));
    expect((await cli(zipPath)).code).toBe(1);
    writeFileSync(join(temp, "broken.zip"), "PK\u0003\u0004 not really");
    const broken = await cli(join(temp, "broken.zip"));
    expect(broken.code).toBe(2);
    expect(broken.stdout).toMatch(/The input cannot be read: .*broken\.zip cannot be opened/);
    const missing = await cli(join(temp, "nope"));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/no such file or folder/);
  });

  it("prints a JSON report with --json even when the input does not exist, and exits 2", async () => {
    const missing = await cli(join(temp, "nope"), "--json");
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.stdout)).toMatchObject({ verdict: "fail", unreadable: expect.stringMatching(/nope: no such file or folder/) });
  });

  it("ends on the CPU zip bomb (5,000 records over one 1 GiB stream) within 30 s with a JSON report naming the trick", async () => {
    const path = join(temp, "cpu-bomb.zip");
    writeFileSync(path, cpuBombZip(5000, 1024 * 1024 * 1024));
    const started = Date.now();
    const result = await cli(path, "--json");
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).rules[0].details.join("\n")).toMatch(/4999 entries share their data with another entry/);
  });
});

describe("text report", () => {
  it("prints one line per rule with its mark, the measurements, and what to do with a docs link for ⚠ and ✗", async () => {
    const report = await runPreflight(validProject({ markerLayer: "B.CrtYd" }), { input: "minipad" });
    const text = formatReport(report, "https://example.test");
    expect(text).toMatch(/^✓ structure {7}The folders/m);
    expect(text).toMatch(/^✗ branding {8}"XIAO HERE" is on B\.CrtYd/m);
    expect(text).toMatch(/^– original/m);
    expect(text).toMatch(/What to do: Put "XIAO HERE" by the controller/);
    expect(text).toMatch(/Read: https:\/\/example\.test\/guide#brand-your-board/);
    expect(text).toMatch(/Board: 80 × 50 mm \(limit 100 × 100 mm\), from production\/gerbers\.zip: minipad-Edge_Cuts\.gbr$/m);
    expect(text).toMatch(/Copper layers: 2 \(must be 2\)$/m);
    expect(text).toMatch(/Case part: production\/case\/bottom\.stl: 100 × 70 × 13 mm, 1 body/);
    expect(text).toMatch(/Verdict: FAIL/);
  });
});
