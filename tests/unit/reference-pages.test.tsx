import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChatJoinLink, ChatLink } from "~/app/components/programme/ChatLink";
import { KeyboardBudget } from "~/app/components/programme/KeyboardBudget";
import { keyboardBudget } from "@hackpad/programme/keyboard";
import { KeyboardDeadlines } from "~/app/components/programme/KeyboardDeadlines";
import { MeasurementsTable, measurements } from "~/app/components/programme/MeasurementsTable";
import { keyboardDeadline, macropadDeadline } from "@hackpad/programme/deadlines";
import { facts } from "@hackpad/programme/facts";
import { limits } from "@hackpad/programme/limits";
import { site } from "~/content/site";

const pages = [
  "content/docs/faq.mdx",
  "content/docs/keyboard/index.mdx",
  "content/docs/keyboard/faq.mdx",
  "content/docs/tipsntricks.mdx",
  "content/docs/braindump.mdx",
  "content/docs/resources.mdx",
];

/** The page text outside front matter, import lines and code blocks. */
function prose(file: string): string {
  const source = readFileSync(join(process.cwd(), file), "utf8");
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, "")
    .replace(/```[\s\S]*?```/g, "")
    .split("\n")
    .filter((line) => !line.startsWith("import "))
    .join("\n");
}

describe("reference pages", () => {
  it("give every ## and ### heading its own fixed id", () => {
    for (const file of pages) {
      const headings = prose(file)
        .split("\n")
        .filter((line) => /^#{2,3}\s/.test(line));
      expect(headings.length, file).toBeGreaterThan(3);
      const ids = headings.map((line) => /\{#([A-Za-z0-9_-]+)\}\s*$/.exec(line)?.[1]);
      expect(
        ids.filter((id) => id === undefined),
        `${file}: headings without {#id}`,
      ).toEqual([]);
      expect(new Set(ids).size, `${file}: duplicate heading ids`).toBe(ids.length);
    }
  });

  it("never type a programme date, amount or place that lives in content/programme", () => {
    const typed = [
      macropadDeadline.short,
      keyboardDeadline.short,
      facts.grant,
      facts.shippingOrigin,
      facts.switchSpacing,
      facts.caseMaxSize,
      facts.pcbSizeLimit,
      `${limits.pcb.maxWidthMm} × ${limits.pcb.maxHeightMm}`,
      facts.printedPartGap,
    ];
    for (const file of pages) {
      const text = prose(file);
      for (const value of typed) expect(text.includes(value), `${file} types "${value}"`).toBe(false);
    }
  });

  it("build the keyboard budget and measurements from the programme data", () => {
    const budget = renderToStaticMarkup(<KeyboardBudget />);
    for (const line of keyboardBudget) expect(budget).toContain(`id="budget-${line.id}"`);
    expect(budget).toContain("Orpheus Pico");

    const table = renderToStaticMarkup(<MeasurementsTable />);
    for (const id of [
      "switchSpacing",
      "switchGrid",
      "screwHole",
      "counterbore",
      "heatSetHole",
      "directScrewHole",
      "printedPartGap",
      "usbCutoutWidth",
      "pullUp",
    ] as const) {
      expect(table).toContain(facts[id]);
    }
    expect(table.match(/<tr id=/g)?.length).toBe(measurements.length);

    const holes = renderToStaticMarkup(<MeasurementsTable group="holes" />);
    expect(holes).toContain(facts.heatSetHole);
    expect(holes).not.toContain(facts.usbCutoutWidth);
  });

  it("render the keyboard deadlines and the chat link from one source", () => {
    const deadlines = renderToStaticMarkup(<KeyboardDeadlines />);
    expect(deadlines).toContain(keyboardDeadline.label);
    expect(deadlines).toContain("tentative");
    expect(deadlines).toContain(keyboardDeadline.ifOnlyMacropad.label);
    expect(deadlines).toContain(keyboardDeadline.extension);

    expect(renderToStaticMarkup(<ChatLink />)).toContain(site.chat.channelUrl);
    expect(renderToStaticMarkup(<ChatJoinLink />)).toContain(site.chat.joinUrl);
  });
});
