/**
 * `npm run bench:case-preview`: on the production build, the time from pressing "Make a case" on /check to the
 * first 3D preview, for each real submission, against the 3 s target. Prints the figures; exits 1 when one is
 * over the target. Not part of `npm test`: a busy machine makes it slower without the page being wrong.
 */
import { join } from "node:path";
import { folderFiles, githubZip, realFixturesDir } from "../tools/browser/fixtures.ts";
import { launchBrowser, newContext, openHydrated, startSite } from "../tools/browser/site.ts";

const TARGET_MS = 3000;
const pads = ["lazypad", "allanpad"];

const site = await startSite();
const browser = await launchBrowser();
const missed: string[] = [];
try {
  for (const pad of pads) {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await openHydrated(page, `${site.baseUrl}/check`);
    const zip = githubZip(folderFiles(join(realFixturesDir, pad)), pad);
    await page.locator('input[type="file"][accept*=".zip"]').setInputFiles({ name: `${pad}-main.zip`, mimeType: "application/zip", buffer: zip });
    await page.getByTestId("check-report").waitFor({ timeout: 60_000 });
    await page.getByTestId("make-case-open").click();
    await page.getByTestId("make-case-form").waitFor();
    const clicked = performance.now();
    await page.getByTestId("make-case-button").click();
    await page.locator('[data-testid="case-preview-canvas"][data-state="ready"]').waitFor({ timeout: 60_000 });
    const ms = Math.round(performance.now() - clicked);
    console.log(`${pad.padEnd(10)} first case preview ${String(ms).padStart(6)} ms after the click (target ${TARGET_MS} ms)`);
    if (ms > TARGET_MS) missed.push(`${pad}: ${ms} ms`);
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
if (missed.length > 0) {
  console.error(`Over the ${TARGET_MS} ms target: ${missed.join(", ")}`);
  process.exit(1);
}
