import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { batchMain } from "@hackpad/preflight/node";
import { writeProject } from "@hackpad/preflight/testing";
import { validProject } from "@hackpad/preflight/testing";

describe("batch mode --fix", () => {
  const work = mkdtempSync(join(tmpdir(), "batch-fix-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("writes a fixed copy of every pad it checked, one folder per pad, and says how each came out", async () => {
    const pads = join(work, "hackpads");
    writeProject(join(pads, "bompad"), validProject({ withBom: false, wired: true }));
    writeProject(join(pads, "okpad"), validProject());
    const fixed = join(work, "fixed");
    const lines: string[] = [];
    const error = console.error;
    console.error = (line: string) => lines.push(line);
    try {
      await batchMain(["--batch", pads, "--fix", fixed, "--out", join(work, "table.md")], "usage");
    } finally {
      console.error = error;
    }
    expect(readFileSync(join(fixed, "bompad", "README.md"), "utf8")).toContain("## Bill of materials");
    expect(existsSync(join(fixed, "okpad", "production", "gerbers.zip"))).toBe(true);
    expect(lines).toEqual(expect.arrayContaining([`Fixed copy of bompad: ${join(fixed, "bompad")}, every mechanical rule passes.`]));
  }, 120_000);
});
