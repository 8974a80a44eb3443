/**
 * Accessibility gate: axe-core (WCAG 2.0/2.1/2.2 A and AA plus best practice) on every route, at desktop
 * and phone widths, in the light and the dark colour scheme, plus the phone menu drawer open; and every
 * <img> has a meaningful alt, every <svg> is hidden or a named picture. Zero violations allowed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeRunExpression, formatAxeViolations, MEDIA_CHECK_EXPRESSION, violationCount, type AxeRun, type AxeViolation } from "~/tools/quality/axe";
import { routePaths } from "../../tools/browser/routes";
import { newContext, type ColorScheme, viewports } from "../../tools/browser/site";
import { axeSource, serveSiteAndBrowser, type Site } from "../support/env";

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

async function openPage(page: Page, path: string) {
  const response = await page.goto(`${site.baseUrl}${path}`, { waitUntil: "load" });
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

describe.each(variants)("every route at %s width, %s scheme", (viewport, scheme) => {
  it("has zero axe violations", async () => {
    const context = await newContext(browser, viewport, scheme);
    await context.addInitScript({ content: axeSource });
    const runs: AxeRun[] = [];
    const mediaProblems: string[] = [];
    const themeProblems: string[] = [];
    try {
      const page = await context.newPage();
      for (const path of routePaths) {
        await openPage(page, path);
        // The theme script follows prefers-color-scheme, so the dark run really tests the dark theme.
        const theme = await page.evaluate(() => document.documentElement.dataset.theme);
        if (theme !== scheme) themeProblems.push(`${path}: <html data-theme> is ${JSON.stringify(theme)} after hydration, expected "${scheme}"`);
        runs.push({ page: path, variant: `${viewport}, ${scheme}`, violations: await runAxe(page) });
        if (viewport === "desktop" && scheme === "light") {
          for (const problem of await page.evaluate<string[]>(MEDIA_CHECK_EXPRESSION)) mediaProblems.push(`${path}: ${problem}`);
        }
      }
    } finally {
      await context.close();
    }
    const report = formatAxeViolations(runs);
    if (violationCount(runs) > 0) console.error(report);
    expect(violationCount(runs), report).toBe(0);
    expect(mediaProblems, mediaProblems.join("\n")).toEqual([]);
    expect(themeProblems, themeProblems.join("\n")).toEqual([]);
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
