/**
 * Phone layout gate at 390px, in the light and the dark scheme, over every route: no page is wider than
 * the screen (long names and URLs wrap), every table of a page sits in the scrolling table box with its
 * words whole (code aside), and the
 * text of every SVG picture is at least 11px tall as rendered and is not cut off or hidden in a box that
 * scrolls sideways.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MIN_TEXT_PX } from "~/lib/illustrations/readable-text";
import { eachPhonePage } from "../support/phone";
import { viewports, type ColorScheme } from "../../tools/browser/site";
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
      culprits.push(
        `<${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? ` class="${el.className.slice(0, 40)}"` : ""}> ${Math.round(rect.right)}px "${text}"`,
      );
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

/** Words of table cells cut in two across lines (a narrow column squeezing its text); code may break anywhere. */
function brokenTableWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const cells = document.querySelectorAll('main th, main td, main [role="columnheader"], main [role="rowheader"], main [role="cell"]');
    for (const cell of cells) {
      // Cells kept for screen readers only (one pixel wide) wrap by design.
      if (cell.getBoundingClientRect().width <= 1 || !cell.checkVisibility()) continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest("code, kbd, pre")) continue;
        const text = node.textContent ?? "";
        // Words as a line may end them: a break after a hyphen or a slash is a normal line break.
        for (const match of text.matchAll(/[^\s/-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(`"${match[0]}" in the cell "${(cell.textContent ?? "").trim().slice(0, 40)}"`);
        }
      }
    }
    return broken;
  });
}

interface SvgText {
  text: string;
  px: number;
  clipped: string | undefined;
}

/** Every visible SVG text on the page: its rendered size and, if any, what cuts it off. */
function svgTexts(page: Page): Promise<SvgText[]> {
  return page.evaluate(() => {
    const out: { text: string; px: number; clipped: string | undefined }[] = [];
    for (const node of document.querySelectorAll("svg text")) {
      const text = node as SVGTextElement;
      const rect = text.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      const matrix = text.getScreenCTM();
      if (!matrix) continue;
      const scale = Math.hypot(matrix.b, matrix.d);
      const px = Number.parseFloat(getComputedStyle(text).fontSize) * scale;
      let clipped: string | undefined;
      const svg = text.ownerSVGElement;
      const box = svg?.getBoundingClientRect();
      if (box && (rect.left < box.left - 1 || rect.right > box.right + 1 || rect.top < box.top - 1 || rect.bottom > box.bottom + 1)) {
        clipped = "runs outside its picture";
      }
      if (rect.left < -1 || rect.right > document.documentElement.clientWidth + 1) clipped = "runs off the screen";
      for (let p = svg?.parentElement; p && !clipped; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (/(auto|scroll|hidden|clip)/.test(style.overflowX) && p.scrollWidth > p.clientWidth + 1) {
          clipped = `sits in a box that scrolls sideways (${p.scrollWidth}px in ${p.clientWidth}px)`;
        }
      }
      out.push({ text: (text.textContent ?? "").trim(), px: Math.round(px * 100) / 100, clipped });
    }
    return out;
  });
}

describe.each(["light", "dark"] as ColorScheme[])(`phone layout at ${phoneWidth}px, %s scheme`, (scheme) => {
  it("no route is wider than the screen, every table is in the scrolling table box, and no table word breaks in two", async () => {
    const problems: string[] = [];
    let widest = 0;
    await eachPhonePage(browser, site.baseUrl, scheme, async (page, path) => {
      const { width, culprits } = await overflowingElements(page);
      widest = Math.max(widest, width);
      if (width > phoneWidth) problems.push(`${path} is ${width}px wide: ${culprits.join("; ")}`);
      for (const table of await looseTables(page)) problems.push(`${path} has a table outside the scrolling table box: "${table}"`);
      for (const word of await brokenTableWords(page)) problems.push(`${path} breaks ${word} across lines`);
    });
    console.log(`widest page at ${phoneWidth}px: ${widest}px`);
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it(`every picture's text is at least ${MIN_TEXT_PX}px and none is cut off`, async () => {
    const problems: string[] = [];
    let smallest = Number.POSITIVE_INFINITY;
    let counted = 0;
    await eachPhonePage(browser, site.baseUrl, scheme, async (page, path) => {
      for (const text of await svgTexts(page)) {
        counted++;
        smallest = Math.min(smallest, text.px);
        if (text.px < MIN_TEXT_PX) problems.push(`${path} "${text.text}" is ${text.px}px`);
        if (text.clipped) problems.push(`${path} "${text.text}" ${text.clipped}`);
      }
    });
    console.log(`svg texts ${counted}, smallest ${smallest}px`);
    expect(counted).toBeGreaterThan(20);
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
