import { describe, expect, it } from "vitest";
import { drcEntries, groupViolations, parseDrcReport } from "../src/parsers/drc-report.ts";

// Written for these tests in the layout KiCad 9 saves from the DRC dialog (CRLF, as on Windows).
const rpt9 = [
  "** Drc report for minipad.kicad_pcb **",
  "** Created on 2025-03-02T10:14:55+0100 **",
  "** Report includes: Errors, Warnings, Exclusions **",
  "",
  "** Found 4 DRC violations **",
  "[courtyards_overlap]: Courtyards overlap",
  "    Rule: netclass 'Default'; Severity: error",
  "    @(120.6500 mm, 80.0100 mm): Footprint SW1",
  "    @(121.9200 mm, 80.0100 mm): Footprint D1",
  "[silk_over_copper]: Silkscreen clipped by solder mask",
  "    Local override; Severity: warning",
  "    @(100.0000 mm, 90.0000 mm): Reference field of U1",
  "[hackpad_custom_check]: Something KiCad 11 might add",
  "    Rule: board setup; Severity: warning",
  "    @(1.0000 mm, 2.0000 mm): Line on Edge.Cuts",
  "[silk_over_copper]: Silkscreen clipped by solder mask",
  "    Local override; Severity: warning (excluded)",
  "    @(101.0000 mm, 90.0000 mm): Value field of U1",
  "",
  "** Found 1 unconnected pads **",
  "[unconnected_items]: Missing connection between items",
  "    Local override; Severity: error",
  "    @(130.0000 mm, 70.0000 mm): Pad 2 [COL0] of D3 on F.Cu",
  "    @(131.0000 mm, 72.0000 mm): Pad 1 [COL0] of D4 on F.Cu",
  "",
  "** Found 1 Footprint errors **",
  "[extra_footprint]: Extra footprint",
  "    Rule: board setup; Severity: warning",
  "    @(90.0000 mm, 60.0000 mm): Footprint H1",
  "",
  "** End of Report **",
].join("\r\n");

// KiCad 8 wrote the severity without the "Severity:" label.
const rpt8 = [
  "** Drc report for old.kicad_pcb **",
  "** Created on 2024-05-11T18:00:00 **",
  "",
  "** Found 1 DRC violations **",
  "[clearance]: Clearance violation (netclass 'Default' clearance 0.2000 mm; actual 0.1500 mm)",
  "    Rule: netclass 'Default'; error",
  "    @(10.0000 mm, 10.0000 mm): Track [GND] on F.Cu, length 3.0000 mm",
  "    @(10.1000 mm, 10.0000 mm): Pad 1 [VCC] of C1 on F.Cu",
  "",
  "** Found 0 unconnected pads **",
  "",
  "** Found 0 Footprint errors **",
  "",
  "** End of Report **",
].join("\n");

const json9 = JSON.stringify({
  $schema: "https://schemas.kicad.org/drc.v1.json",
  coordinate_units: "mm",
  date: "2025-03-02T10:14:55+0100",
  kicad_version: "9.0.0",
  source: "minipad.kicad_pcb",
  violations: [
    {
      type: "hole_clearance",
      description: "Hole clearance violation",
      severity: "error",
      items: [
        { description: "Via [GND] on F.Cu - B.Cu", pos: { x: 10, y: 12 }, uuid: "a" },
        { description: "Pad 3 [ROW1] of U1 on F.Cu", pos: { x: 10.2, y: 12 }, uuid: "b" },
      ],
    },
    { type: "text_height", description: "Text height out of range", severity: "warning", items: [] },
    { type: "brand_new_rule", description: "A rule this parser has never met", severity: "warning", items: [] },
    { type: "text_height", description: "Text height out of range", severity: "warning", excluded: true, items: [] },
  ],
  unconnected_items: [
    {
      type: "unconnected_items",
      description: "Missing connection between items",
      severity: "error",
      items: [{ description: "Pad 1 [COL2] of SW3", pos: { x: 0, y: 0 }, uuid: "c" }],
    },
  ],
  schematic_parity: [{ type: "missing_footprint", description: "Missing footprint", severity: "warning", items: [] }],
});

describe("parseDrcReport: KiCad .rpt", () => {
  const report = parseDrcReport(rpt9, "minipad-drc.rpt");

  it("reads every section of a KiCad 9 report with CRLF line ends", () => {
    expect(report.format).toBe("rpt");
    expect(report.violations).toHaveLength(4);
    expect(report.unconnected).toHaveLength(1);
    expect(report.parity).toHaveLength(1);
    expect(report.kicadVersion).toBeNull();
  });

  it("takes the type from the bracketed key, the description and the items as printed", () => {
    expect(report.violations[0]).toEqual({
      type: "courtyards_overlap",
      description: "Courtyards overlap",
      severity: "error",
      items: ["Footprint SW1", "Footprint D1"],
    });
    expect(report.unconnected[0]?.items).toEqual(["Pad 2 [COL0] of D3 on F.Cu", "Pad 1 [COL0] of D4 on F.Cu"]);
  });

  it("reads warnings, exclusions and keeps unknown types", () => {
    expect(report.violations.map((entry) => entry.severity)).toEqual(["error", "warning", "warning", "ignore"]);
    expect(report.violations[2]?.type).toBe("hackpad_custom_check");
    expect(report.parity[0]).toMatchObject({ type: "extra_footprint", severity: "warning", items: ["Footprint H1"] });
  });

  it("reads KiCad 8's severity line without the Severity label, and a rule whose text holds a semicolon", () => {
    const old = parseDrcReport(rpt8);
    expect(old.format).toBe("rpt");
    expect(old.violations).toHaveLength(1);
    expect(old.violations[0]).toMatchObject({ type: "clearance", severity: "error" });
    expect(old.violations[0]?.items).toHaveLength(2);
    expect(old.unconnected).toEqual([]);
  });

  it("counts errors across sections", () => {
    expect(drcEntries(report, "error")).toHaveLength(2);
    expect(drcEntries(report)).toHaveLength(6);
  });

  it("gives an empty report for an empty text", () => {
    expect(parseDrcReport("")).toEqual({ format: "rpt", kicadVersion: null, violations: [], unconnected: [], parity: [] });
  });
});

describe("parseDrcReport: KiCad .json", () => {
  const report = parseDrcReport(json9, "minipad-drc.json");

  it("reads the version, the three lists and the items' descriptions", () => {
    expect(report.format).toBe("json");
    expect(report.kicadVersion).toBe("9.0.0");
    expect(report.violations).toHaveLength(4);
    expect(report.violations[0]?.items).toEqual(["Via [GND] on F.Cu - B.Cu", "Pad 3 [ROW1] of U1 on F.Cu"]);
    expect(report.unconnected[0]).toMatchObject({ type: "unconnected_items", severity: "error" });
    expect(report.parity[0]).toMatchObject({ type: "missing_footprint", severity: "warning" });
  });

  it("keeps unknown types and treats excluded entries as ignored", () => {
    expect(report.violations[2]?.type).toBe("brand_new_rule");
    expect(report.violations[3]?.severity).toBe("ignore");
  });

  it("recognises JSON by its content when no file name is given", () => {
    expect(parseDrcReport(json9).format).toBe("json");
  });

  it("names the file when the JSON is broken", () => {
    expect(() => parseDrcReport("{ not json", "board-drc.json")).toThrow(/board-drc\.json/);
  });
});

describe("groupViolations", () => {
  it("groups by type and severity with counts, errors first then most frequent", () => {
    const groups = groupViolations(parseDrcReport(rpt9).violations);
    expect(groups).toEqual([
      { type: "courtyards_overlap", description: "Courtyards overlap", severity: "error", count: 1 },
      { type: "hackpad_custom_check", description: "Something KiCad 11 might add", severity: "warning", count: 1 },
      { type: "silk_over_copper", description: "Silkscreen clipped by solder mask", severity: "warning", count: 1 },
      { type: "silk_over_copper", description: "Silkscreen clipped by solder mask", severity: "ignore", count: 1 },
    ]);
  });

  it("adds up repeated types", () => {
    const one = { type: "track_dangling", description: "Track has unconnected end", severity: "warning" as const, items: [] };
    expect(groupViolations([one, one, one])).toEqual([{ type: "track_dangling", description: "Track has unconnected end", severity: "warning", count: 3 }]);
  });
});
