import { describe, expect, it } from "vitest";
import { formatAxeViolations, violationCount, type AxeRun } from "~/tools/quality/axe";

const contrast = {
  id: "color-contrast",
  impact: "serious",
  help: "Elements must meet minimum color contrast ratio thresholds",
  helpUrl: "https://dequeuniversity.com/rules/axe/4.14/color-contrast",
  nodes: [
    {
      target: ["main > p.faint"],
      html: '<p class="faint">Faint</p>',
      failureSummary: "Fix any of the following:\n  Element has insufficient color contrast of 1.9 (foreground color: #bbbbbb)",
    },
  ],
};
const alt = {
  id: "image-alt",
  impact: "critical",
  help: "Images must have alternative text",
  helpUrl: "https://dequeuniversity.com/rules/axe/4.14/image-alt",
  nodes: [{ target: ["img"], html: '<img src="a.png">', failureSummary: "Fix any of the following:\n  Element does not have an alt attribute" }],
};

describe("axe report", () => {
  const runs: AxeRun[] = [
    { page: "/guide", variant: "desktop, light", violations: [contrast] },
    { page: "/parts", variant: "phone, dark", violations: [contrast, alt] },
  ];
  const report = formatAxeViolations(runs);

  it("counts every failing element", () => {
    expect(violationCount(runs)).toBe(3);
    expect(report.split("\n")[0]).toMatch(/^3 accessibility violations/);
  });

  it("groups by rule, worst impact first, with selector, pages and explanation", () => {
    expect(report.indexOf("image-alt (critical)")).toBeLessThan(report.indexOf("color-contrast (serious)"));
    expect(report).toContain(
      "  - main > p.faint\n      on /guide [desktop, light], /parts [phone, dark]\n      Element has insufficient color contrast of 1.9",
    );
    expect(report).toContain("https://dequeuniversity.com/rules/axe/4.14/image-alt");
  });

  it("says so when there is nothing to fix", () => {
    expect(formatAxeViolations([{ page: "/", variant: "desktop, light", violations: [] }])).toBe("No accessibility violations.");
  });
});
