/**
 * "Fix what can be fixed" on /check, in Chromium on the production build, with the real fixer in its worker: the
 * real lazypad on a 390 px phone (its firmware's pins rewritten) and the real allanpad at 1280 px (its STEP case
 * converted by OpenCascade's WebAssembly in the worker, its drill files rewritten as Excellon). Nothing of the
 * fixer loads before the press; the page shows before → after, the changes, and downloads the fixed zip and the
 * change list. The fixer takes the model from the preflight worker that read the project: that worker's read count
 * stays at 1 however often the fix runs. Screenshots of the result, light and dark, go to test-results/check-fix/.
 */
import { strFromU8, unzipSync } from "fflate";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeRunExpression, formatAxeViolations, type AxeViolation } from "~/tools/quality/axe";
import { folderFiles, githubZip, realFixturesDir } from "../../tools/browser/fixtures";
import { newContext } from "../../tools/browser/site";
import { dropZip, openCheck, type Seen } from "../support/case-page";
import { axeSource, serveSiteAndBrowser, type Site } from "../support/env";

let site: Site;
let browser: Browser;
serveSiteAndBrowser((started, chromium) => {
  site = started;
  browser = chromium;
});

/** What only the fixer loads: its worker, the engines' WASM. */
const HEAVY = /fix\.worker|occt|manifold|\.wasm/i;
const heavy = (requests: readonly Seen[]) => requests.map((request) => new URL(request.url).pathname).filter((path) => HEAVY.test(path));
const shots = join(import.meta.dirname, "../../test-results/check-fix");

async function download(page: Page, testId: string): Promise<{ name: string; bytes: Uint8Array }> {
  const started = page.waitForEvent("download");
  await page.getByTestId(testId).click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(await file.path())) };
}

async function fixed(name: "lazypad" | "allanpad", viewport: "phone" | "desktop", scheme: "light" | "dark") {
  const context = await newContext(browser, viewport, scheme);
  const { page, requests, problems } = await openCheck(context, site.baseUrl);
  await dropZip(page, `${name}-main.zip`, githubZip(folderFiles(join(realFixturesDir, name)), name));
  const section = page.getByTestId("check-fix");
  await section.scrollIntoViewIfNeeded();
  expect(heavy(requests)).toEqual([]);
  await page.getByTestId("fix-start").click();
  await page.getByTestId("fix-result").waitFor({ timeout: 120_000 });
  return { page, requests, problems, section };
}

const row = (page: Page, rule: string) => page.locator(`[data-testid="fix-rules"] tr[data-rule="${rule}"]`);

describe("Fix what can be fixed", () => {
  it("fixes lazypad's pins on a 390 px phone, with before → after and both downloads, nothing loaded before the press", async () => {
    const { page, requests, problems, section } = await fixed("lazypad", "phone", "light");
    expect(heavy(requests).some((path) => /fix\.worker/.test(path))).toBe(true);
    await expect(page.getByTestId("fix-result").getAttribute("data-reads")).resolves.toBe("1");
    await expect(row(page, "firmware-pins").innerText()).resolves.toMatch(/Problem\s+✓ Meets the rule/);
    await expect(section.getByText("Line 12:", { exact: false }).first().isVisible()).resolves.toBe(true);
    const zip = await download(page, "fix-download");
    expect(zip.name).toBe("lazypad-fixed.zip");
    const files = unzipSync(zip.bytes);
    expect(strFromU8(files["lazypad-fixed/Firmware/main.py"] ?? new Uint8Array())).toContain(
      "PINS = [board.D6, board.D7, board.D5, board.D9, board.D8, board.D4]",
    );
    expect(Object.keys(files)).toContain("lazypad-fixed/PCB/LazyPad.kicad_pcb");
    const markdown = await download(page, "fix-download-changes");
    expect(markdown.name).toBe("lazypad-fixed-changes.md");
    expect(strFromU8(markdown.bytes)).toContain("| firmware-pins | fail | pass |");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    mkdirSync(shots, { recursive: true });
    await section.screenshot({ path: join(shots, "lazypad-390-light.png") });
    await page.getByTestId("fix-start").click();
    await expect.poll(() => page.getByTestId("fix-result").getAttribute("data-reads"), { timeout: 120_000 }).toBe("1");
    expect(problems).toEqual([]);
    await page.context().close();
  }, 180_000);

  it("converts allanpad's STEP case in the worker at 1280 px and leaves the design's problems to the participant", async () => {
    const { page, problems, section } = await fixed("allanpad", "desktop", "light");
    await expect(row(page, "case").innerText()).resolves.toMatch(/Problem\s+✓ Meets the rule/);
    await expect(row(page, "structure").innerText()).resolves.toMatch(/Problem\s+✓ Meets the rule/);
    await expect(page.getByTestId("fix-still-to-do").innerText()).resolves.toContain("XIAO HERE");
    // The encoder wired to 3.3 V is a wiring fault: named, and outlined on the board drawing under the list.
    await expect(page.getByTestId("fix-still-to-do").innerText()).resolves.toContain("Parts to look at: SW10.");
    await expect(page.getByTestId("fix-board-drawing").getAttribute("data-marked")).resolves.toBe("SW10");
    await expect(page.locator('[data-testid="fix-board-drawing"] [data-board-mark="SW10"]').count()).resolves.toBe(2);
    const files = unzipSync((await download(page, "fix-download")).bytes);
    expect(Object.keys(files).filter((path) => /^allanpad-fixed\/production\/case\/.*\.stl$/.test(path))).toHaveLength(2);
    mkdirSync(shots, { recursive: true });
    await page.getByTestId("fix-board-drawing").scrollIntoViewIfNeeded();
    await page.getByTestId("fix-board-drawing").screenshot({ path: join(shots, "allanpad-1280-light-marked.png") });
    await section.screenshot({ path: join(shots, "allanpad-1280-light.png") });
    expect(problems).toEqual([]);
    await page.context().close();
  }, 240_000);

  it.each([
    ["phone", "dark"],
    ["desktop", "dark"],
  ] as const)(
    "has zero axe violations with the result shown (%s, %s)",
    async (viewport, scheme) => {
      const { page, section } = await fixed("lazypad", viewport, scheme);
      await page.evaluate(axeSource);
      const violations = await page.evaluate<AxeViolation[]>(axeRunExpression());
      expect(violations, formatAxeViolations([{ page: "/check", variant: `${viewport} ${scheme}, fix result`, violations }])).toEqual([]);
      mkdirSync(shots, { recursive: true });
      await section.screenshot({ path: join(shots, `lazypad-${viewport === "phone" ? 390 : 1280}-${scheme}.png`) });
      await page.context().close();
    },
    180_000,
  );
});
