/**
 * The site-wide page sweep: every route is loaded once per viewport (desktop, 390px phone) and colour scheme (light,
 * dark), and every check of that page state runs on the one load.
 * - Accessibility gate: axe-core (WCAG 2.0/2.1/2.2 A and AA plus best practice) in every variant, plus the phone
 *   menu drawer open; every <img> has a meaningful alt, every <svg> is hidden or a named picture. Zero violations.
 * - Phone layout gate (390px, both schemes): no page is wider than the screen (long names and URLs wrap), every
 *   table of a page sits in the scrolling table box with its words whole (code aside), and the text of every SVG
 *   picture is at least 11px tall as rendered and is not cut off or hidden in a box that scrolls sideways.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeRunExpression, formatAxeViolations, MEDIA_CHECK_EXPRESSION, violationCount, type AxeRun, type AxeViolation } from "~/tools/quality/axe";
import { MIN_TEXT_PX } from "~/lib/illustrations/readable-text";
import { routePaths } from "../../tools/browser/routes";
import { newContext, type ColorScheme, viewports } from "../../tools/browser/site";
import { axeSource, serveSiteAndBrowser, type Site } from "../support/env";
import { brokenTableWords, looseTables, overflowingElements, svgTexts, type SvgText } from "../support/phone-layout";

let site: Site;
let browser: Browser;
serveSiteAndBrowser((started, chromium) => {
  site = started;
  browser = chromium;
});

/**
 * Runs axe in the page. axe is injected by the driver (an init script, or an evaluation), which the
 * site's CSP does not apply to, so the tests see the pages exactly as visitors do.
 */
async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate("typeof window.axe !== 'undefined'"))) await page.evaluate(axeSource);
  return page.evaluate<AxeViolation[]>(axeRunExpression());
}

async function openPage(page: Page, path: string, waitUntil: "load" | "networkidle" = "load") {
  const response = await page.goto(`${site.baseUrl}${path}`, { waitUntil });
  expect(response?.status(), path).toBe(200);
  // A function, not a string: the CSP (rightly) forbids eval, which string predicates need.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 15_000 });
}

describe("the accessibility gate catches regressions", () => {
  it("reports a missing alt, low contrast and an unnamed SVG on a fixture page", async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    try {
      const page = await context.newPage();
      await page.setContent(readFileSync(join(process.cwd(), "tests/fixtures/quality/a11y-broken.html"), "utf8"));
      const violations = await runAxe(page);
      const report = formatAxeViolations([{ page: "a11y-broken.html", variant: "fixture", violations }]);
      expect(violations.map((violation) => violation.id)).toEqual(expect.arrayContaining(["image-alt", "color-contrast"]));
      expect(report).toMatch(/image-alt \(critical\)/);
      expect(report).toMatch(/color-contrast \(serious\)[\s\S]*insufficient color contrast of 1\.9/);
      const media = await page.evaluate<string[]>(MEDIA_CHECK_EXPRESSION);
      expect(media.map((problem) => problem.split(":")[0])).toEqual(["img without alt", 'svg that is neither aria-hidden="true" nor role="img" with a name']);
    } finally {
      await context.close();
    }
  });
});

const variants: [keyof typeof viewports, ColorScheme][] = [
  ["desktop", "light"],
  ["desktop", "dark"],
  ["phone", "light"],
  ["phone", "dark"],
];

/** What the sweep found on one route in one variant. */
interface PageState {
  path: string;
  theme: string | undefined;
  violations: AxeViolation[];
  /** Missing alts and unnamed SVGs, looked for in the desktop light variant. */
  media: string[];
  /** The phone layout measures, in the phone variants. */
  layout?: { width: number; culprits: string[]; looseTables: string[]; brokenWords: string[]; svgTexts: SvgText[] };
}

const sweeps = new Map<string, Promise<PageState[]>>();

/**
 * Loads every route once in the variant and measures it; the variant's tests share the one sweep. Phone pages are
 * measured once the network is quiet, so late images and fonts have taken their room.
 */
function sweep(viewport: keyof typeof viewports, scheme: ColorScheme): Promise<PageState[]> {
  const key = `${viewport}, ${scheme}`;
  let found = sweeps.get(key);
  if (!found) {
    found = (async () => {
      const context = await newContext(browser, viewport, scheme);
      await context.addInitScript({ content: axeSource });
      const states: PageState[] = [];
      try {
        const page = await context.newPage();
        for (const path of routePaths) {
          await openPage(page, path, viewport === "phone" ? "networkidle" : "load");
          let layout: PageState["layout"];
          if (viewport === "phone") {
            const { width, culprits } = await overflowingElements(page);
            layout = { width, culprits, looseTables: await looseTables(page), brokenWords: await brokenTableWords(page), svgTexts: await svgTexts(page) };
          }
          // The theme script follows prefers-color-scheme, so the dark run really tests the dark theme.
          const theme = await page.evaluate(() => document.documentElement.dataset.theme);
          const violations = await runAxe(page);
          const media = viewport === "desktop" && scheme === "light" ? await page.evaluate<string[]>(MEDIA_CHECK_EXPRESSION) : [];
          states.push({ path, theme, violations, media, layout });
        }
      } finally {
        await context.close();
      }
      return states;
    })();
    sweeps.set(key, found);
  }
  return found;
}

describe.each(variants)("every route at %s width, %s scheme", (viewport, scheme) => {
  it("has zero axe violations", async () => {
    const states = await sweep(viewport, scheme);
    const runs: AxeRun[] = states.map(({ path, violations }) => ({ page: path, variant: `${viewport}, ${scheme}`, violations }));
    const mediaProblems = states.flatMap(({ path, media }) => media.map((problem) => `${path}: ${problem}`));
    const themeProblems = states
      .filter(({ theme }) => theme !== scheme)
      .map(({ path, theme }) => `${path}: <html data-theme> is ${JSON.stringify(theme)} after hydration, expected "${scheme}"`);
    const report = formatAxeViolations(runs);
    if (violationCount(runs) > 0) console.error(report);
    expect(violationCount(runs), report).toBe(0);
    expect(mediaProblems, mediaProblems.join("\n")).toEqual([]);
    expect(themeProblems, themeProblems.join("\n")).toEqual([]);
  }, 240_000);
});

const phoneWidth = viewports.phone.width;

/** The phone variants' layout measures, page by page. */
async function phoneLayouts(scheme: ColorScheme) {
  return (await sweep("phone", scheme)).map(({ path, layout }) => {
    if (!layout) throw new Error(`${path}: the phone sweep took no layout measures`);
    return { path, ...layout };
  });
}

describe.each(["light", "dark"] as ColorScheme[])(`phone layout at ${phoneWidth}px, %s scheme`, (scheme) => {
  it("no route is wider than the screen, every table is in the scrolling table box, and no table word breaks in two", async () => {
    const problems: string[] = [];
    let widest = 0;
    for (const { path, width, culprits, looseTables: tables, brokenWords } of await phoneLayouts(scheme)) {
      widest = Math.max(widest, width);
      if (width > phoneWidth) problems.push(`${path} is ${width}px wide: ${culprits.join("; ")}`);
      for (const table of tables) problems.push(`${path} has a table outside the scrolling table box: "${table}"`);
      for (const word of brokenWords) problems.push(`${path} breaks ${word} across lines`);
    }
    console.log(`widest page at ${phoneWidth}px: ${widest}px`);
    expect(problems, problems.join("\n")).toEqual([]);
  }, 240_000);

  it(`every picture's text is at least ${MIN_TEXT_PX}px and none is cut off`, async () => {
    const problems: string[] = [];
    let smallest = Number.POSITIVE_INFINITY;
    let counted = 0;
    for (const { path, svgTexts: texts } of await phoneLayouts(scheme)) {
      for (const text of texts) {
        counted++;
        smallest = Math.min(smallest, text.px);
        if (text.px < MIN_TEXT_PX) problems.push(`${path} "${text.text}" is ${text.px}px`);
        if (text.clipped) problems.push(`${path} "${text.text}" ${text.clipped}`);
      }
    }
    console.log(`svg texts ${counted}, smallest ${smallest}px`);
    expect(counted).toBeGreaterThan(20);
    expect(problems, problems.join("\n")).toEqual([]);
  }, 240_000);
});

describe.each(["light", "dark"] as ColorScheme[])("phone menu drawer open, %s scheme", (scheme) => {
  it("has zero axe violations", async () => {
    const context = await newContext(browser, "phone", scheme);
    try {
      const page = await context.newPage();
      await openPage(page, "/guide");
      const button = page.locator('button[aria-controls="docs-sidebar"]');
      await button.click();
      await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
      expect(await page.locator("#docs-sidebar").isVisible()).toBe(true);
      const runs: AxeRun[] = [{ page: "/guide", variant: `phone, ${scheme}, menu open`, violations: await runAxe(page) }];
      const report = formatAxeViolations(runs);
      expect(violationCount(runs), report).toBe(0);
    } finally {
      await context.close();
    }
  });
});
