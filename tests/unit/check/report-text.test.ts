import { describe, expect, it } from "vitest";
import { macropadRules } from "../../../content/programme/rules.ts";
import { countStatuses, decimals, mm, plural, ruleTitle, sizeText, summaryLine } from "../../../packages/preflight/src/report/words.ts";
import { sampleReport } from "./report-fixture.ts";

describe("report words", () => {
  it("counts statuses and writes the summary line", () => {
    const report = sampleReport();
    expect(countStatuses(report)).toEqual({ pass: 2, warn: 1, fail: 1, skip: 1 });
    expect(summaryLine(report)).toBe("1 problem a reviewer would send back, 1 warning, 1 rule to check yourself");
  });

  it("says so when nothing would be sent back", () => {
    const report = sampleReport();
    report.rules = report.rules.filter((rule) => rule.status === "pass");
    expect(summaryLine(report)).toBe("Nothing a reviewer would send back, no warnings");
  });

  it("plurals problems and warnings", () => {
    const report = sampleReport();
    report.rules = [...report.rules, ...report.rules];
    expect(summaryLine(report)).toBe("2 problems a reviewer would send back, 2 warnings, 2 rules to check yourself");
  });

  it("takes rule titles from the programme rules", () => {
    expect(ruleTitle("pcb-size")).toBe(macropadRules.find((rule) => rule.id === "pcb-size")?.title);
    expect(ruleTitle("structure")).toMatch(/Folder layout/);
    expect(ruleTitle("firmware-pins")).toBe("The firmware reads the pins the board wires");
  });

  it("formats sizes", () => {
    expect(decimals(87)).toBe("87");
    expect(decimals(50.7)).toBe("50.7");
    expect(decimals(60.1449)).toBe("60.14");
    expect(decimals(-0.001)).toBe("0");
    expect(mm(1.5)).toBe("1.5 mm");
    expect(plural(1, "encoder")).toBe("1 encoder");
    expect(plural(3, "switch", "switches")).toBe("3 switches");
    expect(sizeText([106, 69.7, 13])).toBe("106 × 69.7 × 13 mm");
  });
});
