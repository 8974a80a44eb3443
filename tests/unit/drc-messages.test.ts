import { describe, expect, it } from "vitest";
import { drcByGroup, drcMessages, groupDefaultSeverities, type KicadSeverity } from "@hackpad/programme/drc";

/**
 * KiCad's own words and default severities, read from KiCad's source: the check names in
 * pcbnew/drc/drc_item.cpp, the per-footprint library messages in the library-parity test provider under pcbnew/drc/,
 * and the defaults in pcbnew/board_design_settings.cpp (every check is an error unless listed there).
 */
const kicad: Record<string, { title: string; severity: KicadSeverity }> = {
  silk_over_copper: { title: "Silkscreen clipped by solder mask", severity: "warning" },
  silk_edge_clearance: { title: "Silkscreen clipped by board edge", severity: "warning" },
  footprint_type_mismatch: { title: "Footprint component type doesn't match footprint pads", severity: "ignore" },
  missing_courtyard: { title: "Footprint has no courtyard defined", severity: "ignore" },
  text_height: { title: "Text height out of range", severity: "warning" },
  track_dangling: { title: "Track has unconnected end", severity: "warning" },
  pth_inside_courtyard: { title: "PTH inside courtyard", severity: "ignore" },
  lib_footprint_mismatch: { title: "Footprint doesn't match copy in library", severity: "warning" },
  lib_footprint_issues: { title: "Footprint not found in libraries", severity: "warning" },
  copper_edge_clearance: { title: "Board edge clearance violation", severity: "error" },
  invalid_outline: { title: "Board has malformed outline", severity: "error" },
  courtyards_overlap: { title: "Courtyards overlap", severity: "error" },
  hole_clearance: { title: "Hole clearance violation", severity: "error" },
  shorting_items: { title: "Items shorting two nets", severity: "error" },
  unconnected_items: { title: "Missing connection between items", severity: "error" },
};

const libraryDetail: Record<string, RegExp> = {
  lib_footprint_mismatch: /^Footprint '[^']+' does not match copy in library '[^']+'$/,
  lib_footprint_issues: /^Footprint '[^']+' not found in library '[^']+'$/,
};

describe("DRC messages match KiCad", () => {
  it("uses KiCad's exact wording for every message", () => {
    for (const message of drcMessages) {
      const fact = kicad[message.kicadKey];
      expect(fact, message.kicadKey).toBeDefined();
      const detail = libraryDetail[message.kicadKey];
      if (detail) {
        expect(message.message).toMatch(detail);
        expect("kicadTitle" in message ? message.kicadTitle : undefined).toBe(fact!.title);
      } else {
        expect(message.message, message.id).toBe(fact!.title);
      }
    }
  });

  it("gives KiCad's default severity, and shows checks that are off by default as warnings when switched on", () => {
    for (const message of drcMessages) {
      expect(message.defaultSeverity, message.id).toBe(kicad[message.kicadKey]!.severity);
      expect(message.severity, message.id).toBe(message.defaultSeverity === "ignore" ? "warning" : message.defaultSeverity);
    }
  });

  it("keeps the programme's list: the track end under both warnings and must-fix, with different meanings from a missing connection", () => {
    const ids = drcMessages.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    const asWarning = drcByGroup("warning").find((m) => m.kicadKey === "track_dangling");
    const asError = drcByGroup("error").find((m) => m.kicadKey === "track_dangling");
    const missing = drcByGroup("error").find((m) => m.kicadKey === "unconnected_items");
    expect(asWarning && "specName" in asWarning ? asWarning.specName : undefined).toBe("Trace has unconnected end");
    expect(asError?.meaning).not.toBe(missing?.meaning);
    expect(asError?.meaning).toMatch(/warning/);
    expect(missing?.meaning).toMatch(/not joined/);
  });

  it("summarises each group's KiCad severities from the data", () => {
    expect(groupDefaultSeverities("ignore")).toEqual(["warning", "ignore"]);
    expect(groupDefaultSeverities("warning")).toEqual(["error", "warning", "ignore"]);
    expect(groupDefaultSeverities("error")).toEqual(["error", "warning"]);
  });
});
