import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { drcMessages } from "@hackpad/programme/drc";
import { drcSummary, explainDrcReport, findDrcEntry, unknownAdvice } from "../../../app/check/lib/drc-explain.ts";
import { parseDrcReport } from "@hackpad/preflight";

// A KiCad 9 style report written for these tests (the browser test drops the same file).
const rpt = readFileSync(join(process.cwd(), "tests/fixtures/check/pad-drc.rpt"), "utf8");

describe("DRC report explainer", () => {
  const explanation = explainDrcReport(parseDrcReport(rpt, "pad-drc.rpt"));

  it("groups by type with counts, must-fix first, unknown types last and kept", () => {
    expect(explanation.total).toBe(6);
    expect(explanation.types.map((type) => [type.type, type.count, type.group])).toEqual([
      ["courtyards_overlap", 1, "error"],
      ["unconnected_items", 1, "error"],
      ["track_dangling", 1, "warning"],
      ["silk_over_copper", 2, "ignore"],
      ["tracks_crossing", 1, "unknown"],
    ]);
    expect(explanation.counts).toEqual({ error: 2, warning: 1, ignore: 2, unknown: 1 });
  });

  it("uses the same advice entries the /errors page renders", () => {
    const overlap = explanation.types[0];
    expect(overlap?.entry).toBe(drcMessages.find((entry) => entry.id === "courtyards-overlap"));
  });

  it("matches by message text first, then by type key and severity", () => {
    expect(findDrcEntry({ type: "x", description: "Courtyards  overlap!", severity: "error" })?.id).toBe("courtyards-overlap");
    expect(findDrcEntry({ type: "track_dangling", description: "", severity: "warning" })?.id).toBe("trace-unconnected-end");
    expect(findDrcEntry({ type: "track_dangling", description: "", severity: "error" })?.id).toBe("track-unconnected-end");
    expect(
      findDrcEntry({ type: "lib_footprint_issues", description: "The current configuration does not include the library 'x'", severity: "warning" })?.id,
    ).toBe("footprint-not-found");
    expect(findDrcEntry({ type: "brand_new", description: "Brand new", severity: "error" })).toBeNull();
  });

  it("gives advice for unknown types from KiCad's severity", () => {
    const unknown = explanation.types.find((type) => type.group === "unknown");
    expect(unknown && unknownAdvice(unknown)).toMatch(/error, so fix it/);
  });

  it("summarises in one sentence", () => {
    expect(drcSummary(explanation)).toBe("6 violations of 5 types: 2 must be fixed, 1 worth a look, 2 can be ignored, 1 not described on the DRC errors page.");
    expect(drcSummary(explainDrcReport(parseDrcReport("", "empty.rpt")))).toBe("No violations in this report: nothing to fix.");
  });

  it("reads KiCad's JSON form the same way", () => {
    const json = JSON.stringify({
      $schema: "https://schemas.kicad.org/drc.v1.json",
      kicad_version: "9.0.1",
      violations: [{ type: "hole_clearance", description: "Hole clearance violation", severity: "error", items: [{ description: "Via [GND]" }] }],
      unconnected_items: [],
      schematic_parity: [],
    });
    const fromJson = explainDrcReport(parseDrcReport(json, "pad.json"));
    expect(fromJson.types.map((type) => [type.entry?.id, type.group])).toEqual([["hole-clearance", "error"]]);
  });
});
