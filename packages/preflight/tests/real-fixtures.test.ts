import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runPreflight } from "../src/index.ts";
import { readInput } from "../cli/read-input.ts";
import type { PreflightRuleId, Report } from "../src/types.ts";
import { realFixturesDir } from "../../../tools/browser/fixtures.ts";

// Two real public submissions, with what a careful reviewer found (tests/fixtures/real/README.md).
const check = async (name: string) => runPreflight(readInput(join(realFixturesDir, name)).files, { input: name });
const rule = (report: Report, id: PreflightRuleId) => report.rules.find((entry) => entry.id === id);

describe("real submission: lazypad (meets every programme rule; its firmware does not match its board)", async () => {
  const report = await check("lazypad");

  it("meets every programme rule, the STEP model's completeness a warning; fails only firmware-pins, as main.py reads D0–D2, which the board leaves unconnected", () => {
    expect(report.rules.filter((entry) => entry.status === "fail").map((entry) => entry.id)).toEqual(["firmware-pins"]);
    expect(report.rules.filter((entry) => entry.status === "warn").map((entry) => entry.id)).toEqual(["cad"]);
    expect(report.verdict).toBe("fail");
  });

  it("measures the board on the outline's centre line, from the flat gerbers.zip", () => {
    expect(report.measurements.board).toEqual({ width: 87, height: 50.7, source: "production/gerbers.zip: LazyPad-Edge_Cuts.gm1" });
    expect(report.measurements.copperLayers).toBe(2);
  });

  it("counts 6 MX switches, no encoder, and the XIAO RP2040", () => {
    expect(report.measurements).toMatchObject({ switches: 6, encoders: 0, inputs: 6, oleds: 0, leds: 0, controller: "XIAO RP2040", uf2: [] });
  });

  it("reads the silkscreen texts, the name split by a newline", () => {
    expect(report.measurements.silkTexts).toEqual(["Lazy\nPad", "XIAO HERE"]);
    expect(rule(report, "branding")?.status).toBe("pass");
  });

  it("measures both case parts with one body each", () => {
    expect(report.measurements.caseParts).toEqual([
      { file: "production/Bottom.stl", size: [106, 69.7, 13], bodies: 1 },
      { file: "production/Top.stl", size: [106, 69.7, 1.5], bodies: 1 },
    ]);
  });

  it("accepts KMK's production/main.py, the merged .drl and the CAD/LazyPad.stp model", () => {
    expect(rule(report, "firmware")?.message).toMatch(/KMK production\/main\.py/);
    expect(rule(report, "structure")?.status).toBe("pass");
    expect(rule(report, "cad")?.files).toEqual(["CAD/LazyPad.stp"]);
    expect(rule(report, "usb-overhang")?.status).toBe("pass");
  });
});

describe("real submission: allanpad (sent back)", async () => {
  const report = await check("allanpad");

  it("fails on the case, the branding and the structure, as the reviewer did, and on firmware and firmware-pins (board.GPxx names stop the program)", () => {
    expect(report.verdict).toBe("fail");
    expect(
      report.rules
        .filter((entry) => entry.status === "fail")
        .map((entry) => entry.id)
        .sort(),
    ).toEqual(["branding", "case", "firmware", "firmware-pins", "structure"]);
    expect(rule(report, "firmware")?.message).toMatch(
      /main\.py line \d+ uses board\.GP\d+, which the XIAO RP2040's CircuitPython board module does not have\./,
    );
  });

  it("measures the board 60.14 × 79.98 mm with 2 copper layers", () => {
    expect(report.measurements.board).toMatchObject({ width: 60.14, height: 79.98 });
    expect(report.measurements.board?.source).toMatch(/^production\/gerbers\.zip: .*Edge_Cuts\.gbr$/);
    expect(report.measurements.copperLayers).toBe(2);
  });

  it("counts 9 MX switches and 1 EC11 encoder (10 inputs) and the XIAO RP2040", () => {
    expect(report.measurements).toMatchObject({ switches: 9, encoders: 1, inputs: 10, controller: "XIAO RP2040" });
  });

  it("finds only STEP files where the case STLs should be", () => {
    expect(rule(report, "case")?.message).toMatch(/Case Bottom\.step.*Case Top\.step/);
    expect(report.measurements.caseParts).toEqual([]);
  });

  it("sees XIAO HERE on the courtyard layer, and the name only partly on the silkscreen", () => {
    expect(rule(report, "branding")?.message).toMatch(/B\.CrtYd/);
    expect(report.measurements.silkTexts).toEqual(["Allan's Allan Board"]);
    expect(rule(report, "branding")?.details?.join(" ")).toMatch(/allanpad.*not on the silkscreen/);
  });

  it("reports the layout's differences: X2 drill files, the extra gerber folder and the several gerber sets", () => {
    const details = rule(report, "structure")?.details?.join("\n") ?? "";
    expect(details).toMatch(/no case STL/);
    expect(details).toMatch(/Gerber X2 .*PTH-drl\.gbr.*no Excellon/);
    expect(details).toMatch(/production\/gerbersallanfinal\/ is another set of gerbers/);
    expect(details).toMatch(/gerber sets/);
    expect(details).not.toMatch(/firmware\.uf2/);
  });

  it("warns about the SMD 1N4148WT symbol on the through-hole footprint", () => {
    expect(rule(report, "approved-parts")).toMatchObject({ status: "warn" });
    expect(rule(report, "approved-parts")?.message).toMatch(/1N4148WT/);
  });
});
