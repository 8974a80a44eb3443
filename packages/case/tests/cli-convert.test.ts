/** `npm run case -- --convert <model>` is the converter's command, reached through the case command. */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repositoryRoot, runCli } from "@hackpad/preflight/testing";

const temp = mkdtempSync(join(tmpdir(), "case-convert-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("npm run case -- --convert", () => {
  it("converts allanpad's case top into production/case/<part>.stl", async () => {
    const out = join(temp, "top");
    const run = await runCli(
      "packages/case/cli/main.ts",
      "--convert",
      join(repositoryRoot, "tests/fixtures/real/allanpad/production/Case Top.step"),
      "--out",
      out,
    );
    expect(run.code, run.stderr).toBe(0);
    const written = readdirSync(join(out, "production", "case"));
    expect(written.length).toBeGreaterThan(0);
    expect(written.every((name) => name.endsWith(".stl"))).toBe(true);
  });

  it("says why a file that is not a model cannot be converted, and writes nothing", async () => {
    const out = join(temp, "readme");
    const run = await runCli("packages/case/cli/main.ts", "--convert", join(repositoryRoot, "tests/fixtures/real/allanpad/README.md"), "--out", out);
    expect(run.code).toBe(2);
    expect(`${run.stdout}${run.stderr}`).toMatch(/README\.md/);
    expect(existsSync(out)).toBe(false);
  });
});
