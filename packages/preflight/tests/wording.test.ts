/** Issue 22 §18: counts in the engine's own words agree with their number ("1 encoder", never "1 encoders"). */
import { describe, expect, it } from "vitest";
import { formatReport, reportToMarkdown } from "../src/report/format.ts";
import { runPreflight } from "../src/index.ts";
import { validProject } from "./support/fixtures.ts";

/** "1" followed by a plural noun the reports count. */
const ONE_PLURAL = /(?<![\d.,])1 (?:encoders|switches|LEDs|OLEDs|diodes|warnings|errors|files|parts|bodies|rules|problems|blocks|layers|inputs)\b/g;

describe("counts in the report's words", () => {
  it("say one of a thing in the singular: the fixture's one encoder and its DRC report's one warning", async () => {
    const passing = await runPreflight(validProject(), { input: "minipad" });
    expect(passing.measurements.encoders).toBe(1);
    const failing = await runPreflight(validProject({ drcErrors: 2 }), { input: "minipad" });
    for (const report of [passing, failing]) {
      const words = [JSON.stringify(report.rules), formatReport(report), reportToMarkdown(report)].join("\n");
      expect(words.match(ONE_PLURAL) ?? []).toEqual([]);
    }
    expect(passing.rules.find((rule) => rule.id === "approved-parts")?.message).toMatch(/\b1 encoder,/);
    expect(failing.rules.find((rule) => rule.id === "drc")?.message).toBe("The DRC report lists 2 errors (and 1 warning).");
  });
});
