import { describe, expect, it } from "vitest";
import { socialImagePath } from "~/lib/page-meta";
import { socialCardSvg, wrapText } from "~/lib/social-card";

describe("social cards", () => {
  it("wraps text between words and ellipsises the overflow", () => {
    expect(wrapText("one two three four", 9, 3)).toEqual(["one two", "three", "four"]);
    expect(wrapText("one two three four", 9, 2)).toEqual(["one two", "three…"]);
  });

  it("escapes text for SVG", () => {
    expect(socialCardSvg("Tips & <tricks>", "A description long enough.")).toContain("Tips &amp; &lt;tricks&gt;");
  });

  it("names one image per page", () => {
    expect(socialImagePath("/")).toBe("/og/index.png");
    expect(socialImagePath("/keyboard/faq/")).toBe("/og/keyboard-faq.png");
    expect(socialImagePath("/advancedPCB")).toBe("/og/advancedpcb.png");
  });
});
