/**
 * The reconstructed cases as reviewers meet them: each written as a pad folder, the folder checked in batch mode.
 * No case that holds a fault passes; the few right projects among them (a misread no longer failing) do not fail.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findProjects, runBatch } from "../cli/batch.ts";
import { writeProject } from "./support/batch.ts";
import { measuredCases } from "./support/measured-cases.ts";

const temp = mkdtempSync(join(tmpdir(), "preflight-measured-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

describe("the folder of reconstructed cases, checked in batch", () => {
  it("gives no false pass", async () => {
    const pads = join(temp, "hackpads");
    const expected = new Map<string, boolean>();
    measuredCases.forEach((entry, index) => {
      const pad = `${String(index + 1).padStart(2, "0")}-${slug(entry.name)}`;
      writeProject(join(pads, pad), entry.files());
      expected.set(`hackpads/${pad}`, entry.broken !== false);
    });
    const { projects } = findProjects(temp);
    expect(projects).toHaveLength(measuredCases.length);
    const rows = await runBatch(projects, { jobs: 2 });
    const falsePasses = rows.filter((row) => expected.get(row.pad) && row.verdict === "pass").map((row) => row.pad);
    expect(falsePasses).toEqual([]);
    expect(rows.filter((row) => expected.get(row.pad)).every((row) => row.verdict === "fail" || row.verdict === "warn")).toBe(true);
  }, 180_000);
});
