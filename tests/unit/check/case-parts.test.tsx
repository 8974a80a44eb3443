/**
 * /check draws each printable part of an STL against the case limit: three parts laid side by side in one file
 * are three drawings that fit, not one 290 mm part that does not (issue 22, class 9).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CaseParts } from "~/app/check/report/CaseParts";

describe("CaseParts", () => {
  it("draws a file of three parts as three parts that each fit, and a one-body file as before", () => {
    const html = renderToStaticMarkup(
      <CaseParts
        parts={[
          {
            file: "production/plates.stl",
            size: [290, 90, 10],
            bodies: 3,
            parts: [
              [90, 90, 10],
              [90, 90, 10],
              [90, 90, 10],
            ],
          },
          { file: "production/Top.stl", size: [106, 69.7, 1.5], bodies: 1 },
        ]}
      />,
    );
    expect(html.match(/<figure/g)).toHaveLength(4);
    expect(html).toContain("90 × 90 × 10 mm, part 3 of 3");
    expect(html).toContain("106 × 69.7 × 1.5 mm, 1 body");
    expect(html).not.toContain("too big");
    expect(html).not.toContain("290");
  });

  it("draws one part with its strays left out, under the part's own size", () => {
    const html = renderToStaticMarkup(
      <CaseParts parts={[{ file: "production/Bottom.stl", size: [160.3, 70, 13], bodies: 2, parts: [[100, 70, 13]], strays: 1 }]} />,
    );
    expect(html).toContain("100 × 70 × 13 mm, the part, 1 tiny stray left out");
    expect(html).not.toContain("160.3");
  });
});
