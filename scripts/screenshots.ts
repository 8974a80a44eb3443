/**
 * Saves full-page screenshots of pages at desktop (1280px) and phone (390px) widths, light and dark,
 * into test-results/screenshots, for people to review. Pass paths to limit it: `npm run screenshots -- /guide /parts`.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { launchBrowser, newContext, startSite, viewports, type ColorScheme } from "../tools/browser/site.ts";
import { routePaths } from "../tools/browser/routes.ts";

const outDir = join(process.cwd(), "test-results", "screenshots");
mkdirSync(outDir, { recursive: true });

const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const paths = requested.length > 0 ? requested : routePaths;
const schemes: ColorScheme[] = process.argv.includes("--light-only") ? ["light"] : ["light", "dark"];
const fullPage = !process.argv.includes("--viewport-only");

const site = await startSite();
const browser = await launchBrowser();
try {
  for (const viewport of Object.keys(viewports) as (keyof typeof viewports)[]) {
    for (const scheme of schemes) {
      const context = await newContext(browser, viewport, scheme);
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(`${site.baseUrl}${path}`, { waitUntil: "networkidle" });
        const name = path === "/" ? "home" : path.slice(1).replace(/\//g, "_");
        await page.screenshot({ path: join(outDir, `${name}-${viewport}-${scheme}.png`), fullPage });
      }
      await context.close();
    }
  }
  console.log(`Saved ${paths.length * 2 * schemes.length} screenshots to ${outDir}`);
} finally {
  await browser.close();
  await site.close();
}
