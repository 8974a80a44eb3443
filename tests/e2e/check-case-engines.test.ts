/**
 * /check's case panels with the real engines (packages/convert, packages/case) on the production build: allanpad's
 * STEP case converted to STL, a case made for both real boards with its 3D preview (how soon it shows is timed by
 * npm run bench:case-preview, not here), the zips laid out as /submitting asks, the check run again passing case and CAD, the WASM fetched from this site
 * under the case worker's CSP, nothing leaving the page, and axe with the results shown.
 */
import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeRunExpression, formatAxeViolations, type AxeViolation } from "~/tools/quality/axe";
import { type ColorScheme, type viewports } from "../../tools/browser/site";
import { dropZip, leaks, openCheck } from "../support/case-page";
import { axeSource, siteAndContexts } from "../support/env";
import { realPadZip } from "../../tools/browser/fixtures";

const { site, context } = siteAndContexts();

const pads = {
  lazypad: realPadZip("lazypad"),
  allanpad: realPadZip("allanpad"),
};

const paths = (requests: readonly { url: string }[]) => requests.map((request) => new URL(request.url).pathname);

/** Waits for `selector` to appear; when the panel shows a failure instead, fails at once with its words. */
async function shown(page: Page, selector: string): Promise<void> {
  const failure = page.getByTestId("case-failure");
  await Promise.race([
    page.locator(selector).first().waitFor({ timeout: 60_000 }),
    failure.waitFor({ timeout: 60_000 }).then(async () => {
      throw new Error(`The panel failed: ${await failure.textContent()}`);
    }),
  ]);
}

async function zipEntries(page: Page, button: string): Promise<string[]> {
  const download = page.waitForEvent("download");
  await page.getByTestId(button).click();
  return Object.keys(unzipSync(readFileSync((await (await download).path()) as string)));
}

async function recheckStatuses(page: Page): Promise<Record<string, string>> {
  const recheck = page.getByTestId("case-recheck");
  await expect.poll(() => recheck.getAttribute("data-phase"), { timeout: 60_000 }).toBe("done");
  return Object.fromEntries(
    await recheck.locator("[data-rule]").evaluateAll((rows) => rows.map((row) => [(row as HTMLElement).dataset.rule, (row as HTMLElement).dataset.status])),
  );
}

describe("Convert my case to STL, with the real converter", () => {
  it("converts allanpad's case STEP into STL parts that fit, zipped for production/case/, and the check passes case with them", async () => {
    const { page, requests, problems } = await openCheck(await context(), site.baseUrl);
    await dropZip(page, "allanpad-main.zip", pads.allanpad);
    const panel = page.getByTestId("check-convert-case");
    await panel.getByLabel("CAD/hackpad case.step").check();
    await panel.getByTestId("convert-case-button").click();
    await shown(page, '[data-testid="convert-result"]');
    expect(Number(await panel.getByTestId("convert-result").getAttribute("data-parts"))).toBeGreaterThan(0);
    expect(await panel.locator("[data-case-part]").allTextContents()).not.toContainEqual(expect.stringContaining("too big"));
    const entries = await zipEntries(page, "convert-download");
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry).toMatch(/^production\/case\/[^/]+\.stl$/);
    expect((await recheckStatuses(page)).case).toBe("pass");
    // OpenCascade's WASM came from this site, under the case worker's own CSP, and nothing left the page.
    expect(paths(requests).some((path) => /^\/assets\/occt-import-js-[\w-]+\.wasm$/.test(path))).toBe(true);
    expect(leaks(requests, site.baseUrl)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe.each(Object.keys(pads) as (keyof typeof pads)[])("Make a case for %s's board, with the real case maker", (pad) => {
  it("shows the preview, then the zip and the check passing case and CAD", async () => {
    const { page, requests, problems } = await openCheck(await context(), site.baseUrl);
    await dropZip(page, `${pad}-main.zip`, pads[pad]);
    await page.getByTestId("make-case-open").click();
    await page.getByTestId("make-case-form").waitFor();
    await page.getByTestId("make-case-button").click();
    await shown(page, '[data-testid="case-preview-canvas"][data-state="ready"]');
    expect(Number(await page.getByTestId("make-result").getAttribute("data-parts"))).toBe(2);
    expect(await page.getByTestId("make-checks").locator('[data-ok="false"]').count()).toBe(0);
    await page.getByTestId("case-explode").click();
    expect(await page.getByTestId("case-explode").getAttribute("aria-pressed")).toBe("true");
    const entries = await zipEntries(page, "make-download");
    expect(entries.filter((entry) => entry.endsWith(".stl")).every((entry) => /^production\/case\/[^/]+\.stl$/.test(entry))).toBe(true);
    expect(entries.filter((entry) => entry.endsWith(".stl"))).toHaveLength(2);
    expect(entries).toContain("CAD/assembly.3mf");
    expect(entries.filter((entry) => /^print\/[^/]+\.3mf$/.test(entry))).toHaveLength(1);
    const statuses = await recheckStatuses(page);
    expect([statuses.case, statuses.cad]).toEqual(["pass", "pass"]);
    expect(paths(requests).some((path) => /^\/assets\/manifold-[\w-]+\.wasm$/.test(path))).toBe(true);
    expect(leaks(requests, site.baseUrl)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe.each([
  ["desktop", "light"],
  ["phone", "dark"],
] as [keyof typeof viewports, ColorScheme][])("a real case made at %s width, %s scheme", (viewport, scheme) => {
  it("has zero axe violations and no sideways scroll", async () => {
    const { page } = await openCheck(await context(viewport, scheme), site.baseUrl);
    await dropZip(page, "lazypad-main.zip", pads.lazypad);
    await page.getByTestId("make-case-open").click();
    await page.getByTestId("make-case-button").click();
    await shown(page, '[data-testid="case-preview-canvas"][data-state="ready"]');
    await recheckStatuses(page);
    await page.evaluate(axeSource);
    const violations = await page.evaluate<AxeViolation[]>(axeRunExpression());
    expect(violations, formatAxeViolations([{ page: "/check", variant: `${viewport} ${scheme}, a real case made`, violations }])).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
