/**
 * A hostile KiCad DRC report: one far bigger than a real report is refused by its size before it is decoded, and
 * a report of hundreds of thousands of one-word entries keeps no more than the limit, read line by line.
 */
import { describe, expect, it } from "vitest";
import { inputLimits } from "@hackpad/programme/input-limits";
import { parseDrcReport, readProject } from "../src/index.ts";
import { validProject } from "./support/fixtures.ts";

const entriesReport = (count: number) => `** Drc report for pad.kicad_pcb **\n** Found ${count} DRC violations **\n${"[a]: b\r\n".repeat(count)}`;

describe("hostile DRC reports", () => {
  it("keeps at most the limit's entries from a report of 300,000", () => {
    const report = parseDrcReport(entriesReport(300_000), "pad.rpt");
    expect(report.violations.length).toBe(inputLimits.drcReportEntries);
    expect(report.violations[0]).toEqual({ type: "a", description: "b", severity: "error", items: [] });
  });

  it("refuses a report bigger than the limit by its size, naming the file", async () => {
    const big = new TextEncoder().encode(entriesReport(Math.ceil((inputLimits.drcReportBytes + 1024) / 8)));
    const files = [...validProject(), { path: "minipad/drc.rpt", bytes: big }];
    const analysis = await readProject(files, { input: "minipad" });
    expect(analysis.drcReports).toEqual([]);
    expect(analysis.unreadable.map((entry) => entry.message)).toContainEqual(
      expect.stringMatching(/^drc\.rpt cannot be read: 16 MB; a DRC report is never that big \(the check reads up to 16 MB\), so it was not read\.$/),
    );
  });
});
