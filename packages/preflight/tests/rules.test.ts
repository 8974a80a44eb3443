import { describe, expect, it } from "vitest";
import { runPreflight } from "../src/index.ts";
import type { PreflightRuleId, Report } from "../src/types.ts";
import { ruleMutations, validProject } from "./support/fixtures.ts";

const status = (report: Report, id: PreflightRuleId) => report.rules.find((rule) => rule.id === id)?.status;

describe("every rule on the synthetic project", () => {
  it("passes every checkable rule on the valid project and skips the three a program cannot see, and firmware-pins (no firmware names pins)", async () => {
    const report = await runPreflight(validProject(), { input: "minipad" });
    const statuses = Object.fromEntries(report.rules.map((rule) => [rule.id, rule.status]));
    expect(statuses).toEqual({
      structure: "pass",
      controller: "pass",
      inputs: "pass",
      "pcb-size": "pass",
      case: "pass",
      "approved-parts": "pass",
      cad: "pass",
      firmware: "pass",
      "firmware-pins": "skip",
      bom: "pass",
      branding: "pass",
      "usb-overhang": "pass",
      original: "skip",
      drc: "skip",
      tolerance: "skip",
    });
    expect(report.verdict).toBe("pass");
    expect(report.measurements).toMatchObject({
      board: { width: 80, height: 50, source: "production/gerbers.zip: minipad-Edge_Cuts.gbr" },
      copperLayers: 2,
      switches: 4,
      encoders: 1,
      leds: 2,
      oleds: 0,
      inputs: 5,
      controller: "XIAO RP2040",
      uf2: [{ file: "production/firmware.uf2", family: "RP2040", familyId: "0xe48bff56", blocks: 120 }],
      caseParts: [
        { file: "production/case/bottom.stl", size: [100, 70, 13], bodies: 1 },
        { file: "production/case/top.stl", size: [100, 70, 1.5], bodies: 1 },
      ],
      silkTexts: ["XIAO HERE", "mini\npad"],
    });
  });

  for (const mutation of ruleMutations) {
    it(`${mutation.rule}: ${mutation.description} → ${mutation.expect}`, async () => {
      const report = await runPreflight(mutation.files(), { input: "minipad" });
      expect(status(report, mutation.rule), JSON.stringify(report.rules.find((rule) => rule.id === mutation.rule))).toBe(mutation.expect);
      const failing = report.rules.filter((rule) => rule.status === "fail").map((rule) => rule.id);
      expect(failing).toEqual([mutation.rule]);
      const rule = report.rules.find((entry) => entry.id === mutation.rule);
      expect(rule?.fix).toBeTruthy();
      expect(report.verdict).toBe("fail");
    });
  }

  it("words each failure so a participant knows what was found", async () => {
    const messages = async (mutation: (typeof ruleMutations)[number]) =>
      (await runPreflight(mutation.files(), { input: "minipad" })).rules.find((rule) => rule.id === mutation.rule)?.message ?? "";
    const byRule = Object.fromEntries(ruleMutations.map((mutation) => [mutation.rule, mutation]));
    expect(await messages(byRule.controller!)).toMatch(/XIAO-RP2040-SMD, a surface-mount footprint \(pads only, no holes\)/);
    expect(await messages(byRule["pcb-size"]!)).toMatch(/120 mm × 50 mm, over the 100 × 100 mm limit/);
    expect(await messages(byRule.inputs!)).toMatch(/16 switches \+ 1 encoder = 17 inputs/);
    expect(await messages(byRule.branding!)).toMatch(/B\.CrtYd/);
    expect(await messages(byRule.firmware!)).toMatch(/SAMD21/);
    expect(await messages(byRule.drc!)).toMatch(/2 errors/);
  });
});
