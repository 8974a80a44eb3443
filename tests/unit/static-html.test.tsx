import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaticHtml } from "~/app/components/StaticHtml";

describe("static blocks", () => {
  it("prerender their children inside a box-less, named wrapper", () => {
    const html = renderToString(
      <StaticHtml id="landing-pad">
        <svg viewBox="0 0 10 10" aria-hidden="true">
          <rect width="10" height="10" />
        </svg>
      </StaticHtml>,
    );
    expect(html).toBe(
      '<div class="contents" data-static-html="landing-pad"><svg viewBox="0 0 10 10" aria-hidden="true"><rect width="10" height="10"></rect></svg></div>',
    );
  });
});
