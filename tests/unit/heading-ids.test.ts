import { describe, expect, it } from "vitest";
import { escapeHeadingIds } from "~/lib/mdx/heading-ids";

describe("escapeHeadingIds", () => {
  it("escapes a trailing {#id} on heading lines", () => {
    expect(escapeHeadingIds("## PCB design {#pcb_design}")).toBe("## PCB design \\{#pcb_design\\}");
  });

  it("leaves code fences and other lines alone", () => {
    const source = ["```md", "## In code {#nope}", "```", "Text {#x}", "### Real {#real}"].join("\n");
    expect(escapeHeadingIds(source).split("\n")).toEqual(["```md", "## In code {#nope}", "```", "Text {#x}", "### Real \\{#real\\}"]);
  });
});
