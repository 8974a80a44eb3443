/**
 * Phone width gate at 390px, in the light and the dark scheme: no route is wider than the screen (long
 * names and URLs wrap), and every table of a page sits in the scrolling table box.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { eachPhonePage } from "../support/phone";
import { viewports, type ColorScheme } from "../support/site";
import { serveSiteAndBrowser, type Site } from "../support/env";

let site: Site;
let browser: Browser;
serveSiteAndBrowser((started, chromium) => {
  site = started;
  browser = chromium;
});

const phoneWidth = viewports.phone.width;

/** Elements that reach past the right edge of the page and are not inside a box that scrolls on its own. */
function overflowingElements(page: Page): Promise<{ width: number; culprits: string[] }> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (/(auto|scroll|hidden|clip)/.test(style.overflowX)) return true;
      }
      return false;
    };
    const culprits: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= limit + 0.5 || inScroller(el) || getComputedStyle(el).position === "fixed") continue;
      const parentRect = el.parentElement?.getBoundingClientRect();
      if (parentRect && parentRect.right > limit + 0.5 && !inScroller(el.parentElement as Element)) continue;
      const text = (el.textContent ?? "").trim().slice(0, 60);
      culprits.push(`<${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? ` class="${el.className.slice(0, 40)}"` : ""}> ${Math.round(rect.right)}px "${text}"`);
    }
    return { width: document.documentElement.scrollWidth, culprits: culprits.slice(0, 5) };
  });
}

/** Tables of the page's content (not the shortcuts dialog) that are not inside the scrolling table box. */
function looseTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main table")]
      .filter((table) => table.parentElement?.closest(".table-scroll") === null)
      .map((table) => (table.textContent ?? "").trim().slice(0, 60)),
  );
}

describe.each(["light", "dark"] as ColorScheme[])(`phone width at ${phoneWidth}px, %s scheme`, (scheme) => {
  it("no route is wider than the screen, and every table is in the scrolling table box", async () => {
    const problems: string[] = [];
    let widest = 0;
    await eachPhonePage(browser, site.baseUrl, scheme, async (page, path) => {
      const { width, culprits } = await overflowingElements(page);
      widest = Math.max(widest, width);
      if (width > phoneWidth) problems.push(`${path} is ${width}px wide: ${culprits.join("; ")}`);
      for (const table of await looseTables(page)) problems.push(`${path} has a table outside the scrolling table box: "${table}"`);
    });
    console.log(`widest page at ${phoneWidth}px: ${widest}px`);
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
