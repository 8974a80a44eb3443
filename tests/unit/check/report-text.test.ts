import { describe, expect, it } from "vitest";
import { macropadRules } from "@hackpad/programme/rules";
import { formatBytes, countStatuses, decimals, inputSummary, mm, plural, ruleTitle, sizeText, summaryLine } from "@hackpad/preflight/report";
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

  it("writes sizes in bytes without a trailing .0", () => {
    const MiB = 1024 * 1024;
    expect(formatBytes(256 * MiB)).toBe("256 MB");
    expect(formatBytes(2 * 1024 * MiB)).toBe("2 GB");
    expect(formatBytes(1.4e9)).toBe("1.3 GB");
    expect(formatBytes(12.43 * MiB)).toBe("12.4 MB");
    expect(formatBytes(1.96 * MiB)).toBe("2 MB");
    expect(formatBytes(850 * 1024)).toBe("850 kB");
    expect(formatBytes(96)).toBe("96 bytes");
  });

  it("says how many files were found inside a dropped zip, and counts a folder's files", () => {
    expect(inputSummary("jacube.zip", 1, 22, 1.2 * 1024 * 1024)).toBe("22 files inside jacube.zip, 1.2 MB");
    expect(inputSummary("one.ZIP", 1, 1, 2048)).toBe("1 file inside one.ZIP, 2 kB");
    expect(inputSummary("lazypad", 40, 40, 3 * 1024 * 1024)).toBe("lazypad: 40 files, 3 MB");
    expect(inputSummary("photo.png", 1, 1, 500)).toBe("photo.png: 1 file, 500 bytes");
    expect(inputSummary("pad.zip", 1, null, 500)).toBe("pad.zip: 1 file, 500 bytes");
  });
});
