import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, newContext, startSite, type ColorScheme, type viewports } from "../../tools/browser/site.ts";

export type Site = Awaited<ReturnType<typeof startSite>>;

/** Every width and colour scheme a page is checked at. */
export const variants: [keyof typeof viewports, ColorScheme][] = [
  ["desktop", "light"],
  ["desktop", "dark"],
  ["phone", "light"],
  ["phone", "dark"],
];

/**
 * For a browser test file: serves the production build and starts Chromium before its tests,
 * hands both to `ready`, and stops them after the last test.
 */
export function serveSiteAndBrowser(ready: (site: Site, browser: Browser) => void) {
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    ready(site, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
}

/** axe-core's browser script, to inject into pages under test. */
export const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * For a browser test file: a maker of browser contexts (desktop and light unless asked) on the browser `browser()`
 * returns, every one closed after the file's last test.
 */
export function contextsClosedAfterAll(browser: () => Browser) {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const created of contexts) await created.close().catch(() => undefined);
  });
  return async (viewport: keyof typeof viewports = "desktop", scheme: ColorScheme = "light"): Promise<BrowserContext> => {
    const created = await newContext(browser(), viewport, scheme);
    contexts.push(created);
    return created;
  };
}

/**
 * For a browser test file that opens its own contexts: the served build's address (known from the first test on)
 * and a maker of contexts on Chromium, as `serveSiteAndBrowser` and `contextsClosedAfterAll` give them.
 */
export function siteAndContexts() {
  let started: Site | undefined;
  let chromium: Browser | undefined;
  serveSiteAndBrowser((site, browser) => {
    started = site;
    chromium = browser;
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("The site and the browser start before the file's first test.");
    return value;
  };
  return {
    site: {
      get baseUrl() {
        return ready(started).baseUrl;
      },
    },
    context: contextsClosedAfterAll(() => ready(chromium)),
  };
}
