import { describe, expect, it } from "vitest";
import { escapeMarkdown, formatReport, measurementFacts, reportToMarkdown } from "@hackpad/preflight/report";
import { sampleReport } from "./report-fixture.ts";

describe("report as Markdown", () => {
  const markdown = reportToMarkdown(sampleReport(), "https://docs.example");

  it("starts with the input and the summary", () => {
    const lines = markdown.split("\n");
    expect(lines[0]).toBe("### Hackpad preflight: volume-brick-main.zip");
    expect(markdown).toContain("**1 problem a reviewer would send back, 1 warning, 1 rule to check yourself.**");
  });

  it("has one table row per rule with its symbol, linked title and what to do: problems first, passes folded last", () => {
    const rows = markdown.split("\n").filter((line) => /^\| [✓⚠✗–] \|/.test(line));
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatch(/^\| ✗ \| \[Branding: .*\]\(https:\/\/docs\.example\/submitting#rule-branding\) \|/);
    expect(rows[0]).toContain("What to do: Move the text to F.Silkscreen or B.Silkscreen.");
    expect(rows[1]).toMatch(/^\| ⚠ \|/);
    expect(rows[2]).toMatch(/^\| – \|/);
    expect(rows.slice(3).every((row) => row.startsWith("| ✓ |"))).toBe(true);
    expect(markdown).toContain("<summary>2 rules passed</summary>");
  });

  it("starts with the fix-first list, the problem before the warning", () => {
    const list = markdown.slice(markdown.indexOf("**Fix these, in this order:**"), markdown.indexOf("| | Rule |"));
    expect(list).toMatch(/\n1\. ✗ \*\*\[Branding/);
    expect(list).toMatch(/\n2\. ⚠ \*\*\[Case/);
    expect(list).toContain("**Do:** Move the text to F.Silkscreen or B.Silkscreen. (in `pcb/pad.kicad_pcb`)");
  });

  it("escapes table pipes and Markdown syntax in project texts", () => {
    expect(markdown).toContain("B.CrtYd \\| a courtyard");
    expect(escapeMarkdown("*bold* <b>x</b> [link](y)\nnext")).toBe("\\*bold\\* \\<b\\>x\\</b\\> \\[link\\](y) next");
  });

  it("lists the measurements", () => {
    expect(markdown).toContain("- Board: 87 × 50.7 mm (limit 100 × 100 mm), from `production/gerbers.zip: pad-Edge_Cuts.gbr`");
    expect(markdown).toContain("- Inputs: 6 of 16 (6 switches, 0 encoders)");
    expect(markdown).toContain("- Copper layers: 2 (must be 2)");
    expect(markdown).toContain("- Case part: `production/Bottom.stl`: 106 × 69.7 × 13 mm, 1 body");
    expect(markdown).toContain("- Silkscreen text: `Lazy Pad`, `XIAO HERE`");
  });

  it("says the same facts in the same words as the terminal report", () => {
    const text = formatReport(sampleReport(), "https://docs.example");
    for (const fact of measurementFacts(sampleReport().measurements)) {
      const words = (fact.value ?? []).filter((piece): piece is string => typeof piece === "string");
      for (const piece of words) {
        expect(text).toContain(piece);
        if (fact.label !== "Silkscreen text") expect(markdown).toContain(piece);
      }
    }
  });
});
