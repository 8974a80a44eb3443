/**
 * The pictures of the guide's steps on the production build: every step of the PCB chapters has one, and a
 * picture opens large with a tap even with JavaScript off (a popover the browser runs), drawn again from the
 * same SVG in the reader's theme, and closes with Escape.
 */
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pageHtmlFile } from "~/tools/quality/build-site";
import { serveSiteAndBrowser, type Site } from "../support/env";
import { clientDir, newContext, viewports } from "../../tools/browser/site";

let site: Site;
let browser: Browser;
serveSiteAndBrowser((started, chromium) => {
  site = started;
  browser = chromium;
});

/** The `###` steps between two `##` chapters of a page's HTML, each with the pictures (SVG with a role) it holds. */
function stepsOf(html: string, fromChapter: string, toChapter: string): { step: string; pictures: number }[] {
  const start = html.indexOf(`id="${fromChapter}"`);
  const end = html.indexOf(`id="${toChapter}"`);
  const chapter = html.slice(start, end);
  const parts = chapter.split(/<h3\b/).slice(1);
  return parts.map((part) => ({
    step: (part.match(/>([^<]+)</)?.[1] ?? "").trim(),
    pictures: (part.match(/<svg[^>]*role="img"/g) ?? []).length,
  }));
}

describe("pictures of the guide's PCB steps", () => {
  it("every step of the PCB chapters (PCB design, Routing the PCB) has at least one picture", () => {
    const html = readFileSync(pageHtmlFile(clientDir, "/guide"), "utf8");
    const steps = [...stepsOf(html, "pcb_design", "routing"), ...stepsOf(html, "routing", "case")];
    expect(steps.length).toBeGreaterThanOrEqual(10);
    const bare = steps.filter((step) => step.pictures === 0).map((step) => step.step);
    expect(bare).toEqual([]);
  });

  it("a tap opens the picture large without JavaScript; Escape closes it", async () => {
    const context = await browser.newContext({ viewport: viewports.phone, javaScriptEnabled: false, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      await page.goto(`${site.baseUrl}/guide`);
      const figure = page.locator("figure:has(#example-board-routed)");
      const inline = await figure.locator("svg[role=img]").first().boundingBox();
      await figure.getByRole("button", { name: /^Enlarge: / }).click();
      const dialog = page.getByRole("dialog", { name: /enlarged$/ });
      await dialog.waitFor({ state: "visible" });
      const large = await dialog.locator("svg[role=img]").first().boundingBox();
      expect(inline && large && large.width >= 1.8 * inline.width, `inline ${inline?.width}px, enlarged ${large?.width}px`).toBe(true);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    } finally {
      await context.close();
    }
  });

  it("the enlarged copy gets the dark theme's colours (inherited variables reach into <use>)", async () => {
    const context = await newContext(browser, "phone", "dark");
    try {
      const page = await context.newPage();
      await page.goto(`${site.baseUrl}/guide`, { waitUntil: "networkidle" });
      const figure = page.locator("figure:has(#example-board-routed)");
      await figure.getByRole("button", { name: /^Enlarge: / }).click();
      const use = page.getByRole("dialog", { name: /enlarged$/ }).locator("use");
      const seen = await use.evaluate((element) => ({
        drawn: ((element as unknown as SVGUseElement).ownerSVGElement as SVGSVGElement).getBoundingClientRect().height > 100,
        track: getComputedStyle(element).getPropertyValue("--pcb-front").trim(),
      }));
      expect(seen).toEqual({ drawn: true, track: "#f87171" });
    } finally {
      await context.close();
    }
  });

  it("the enlarged view keeps the page itself from scrolling sideways and has a Close button", async () => {
    const context = await newContext(browser, "desktop", "light");
    try {
      const page = await context.newPage();
      await page.goto(`${site.baseUrl}/submitting`, { waitUntil: "networkidle" });
      const figure = page.locator("figure:has(#dialog-plot-art)");
      await figure.getByRole("button", { name: /^Enlarge: / }).click();
      const dialog = page.getByRole("dialog", { name: /enlarged$/ });
      await dialog.waitFor({ state: "visible" });
      await dialog.getByRole("button", { name: "Close" }).click();
      await dialog.waitFor({ state: "hidden" });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.desktop.width);
    } finally {
      await context.close();
    }
  });
});
