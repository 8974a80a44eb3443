/**
 * Link gate on the production build: crawl from `/`, every internal link answers 200 from the real
 * server, every #anchor exists, every route is reachable, external links are well-formed https: or
 * mailto:, new-tab links carry rel="noopener noreferrer". The HTML reading is cross-checked against
 * Chromium's own parser.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site as siteConfig } from "~/content/site";
import { loadBuiltPage } from "~/tools/quality/build-site";
import { checkBuildLinks, type BuildLinkReport } from "~/tools/quality/gates";
import { routePaths } from "../../tools/browser/routes";
import { clientDir, launchBrowser, startSite } from "../../tools/browser/site";

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
let result: BuildLinkReport;

beforeAll(async () => {
  site = await startSite();
  result = checkBuildLinks({ root: process.cwd(), clientDir, routes: routePaths, siteOrigin: siteConfig.origin });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe("links in the production build", () => {
  it("crawls every route from / and finds no broken link, anchor or unsafe external link", () => {
    if (result.problems.length > 0) console.error(result.report);
    expect(result.problems.length, result.report).toBe(0);
    expect(result.visited.length).toBeGreaterThanOrEqual(routePaths.length);
  });

  it("every internal link target answers 200 from the npm start server", async () => {
    const targets = new Set<string>();
    for (const path of result.visited) {
      for (const link of loadBuiltPage(clientDir, path).links) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(link.href) || link.href.startsWith("//") || link.href.startsWith("#")) continue;
        const url = new URL(link.href, `http://site.invalid${path}`);
        if (url.origin === "http://site.invalid") targets.add(url.pathname);
      }
    }
    const failures: string[] = [];
    for (const target of targets) {
      const response = await fetch(`${site.baseUrl}${target}`, { method: "HEAD", redirect: "manual" });
      if (response.status !== 200) failures.push(`${target} answers ${response.status}`);
    }
    expect(failures, failures.join("\n")).toEqual([]);
    expect(targets.size).toBeGreaterThan(0);
  });

  it("reads the same links and ids out of every page as Chromium does", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const mismatches: string[] = [];
    try {
      const page = await context.newPage();
      for (const path of routePaths) {
        await page.goto(`${site.baseUrl}${path}`, { waitUntil: "domcontentloaded" });
        const dom = await page.evaluate(() => ({
          hrefs: Array.from(document.querySelectorAll("a[href], area[href]"), (el) => el.getAttribute("href") ?? ""),
          targets: [
            ...Array.from(document.querySelectorAll("[id]"), (el) => el.id),
            ...Array.from(document.querySelectorAll("a[name]"), (el) => el.getAttribute("name") ?? ""),
          ].filter(Boolean),
        }));
        const ours = loadBuiltPage(clientDir, path);
        const sorted = (list: Iterable<string>) => JSON.stringify([...new Set(list)].sort());
        if (sorted(dom.hrefs) !== sorted(ours.links.map((link) => link.href))) mismatches.push(`${path}: the checker reads different links than Chromium`);
        if (sorted(dom.targets) !== sorted(ours.ids)) mismatches.push(`${path}: the checker reads different ids than Chromium`);
      }
    } finally {
      await context.close();
    }
    expect(mismatches, mismatches.join("\n")).toEqual([]);
  });
});
