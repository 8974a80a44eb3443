/**
 * /check's case panels in Chromium on the production build, as far as they work without the engines: where the
 * panels appear, that nothing heavy (three.js, the case worker, OpenCascade, Manifold, their WASM) loads before a
 * click, the "Make a case" form and its keyboard use, and the CSP grant's scope. The panels' results (preview,
 * exploded view, zip, the check run again) are shown from a stand-in case worker whose answer the real worker code
 * computed in Node over test engines (tests/support/case-page.ts); check-case-engines.test.ts runs the real ones.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { dimensions } from "@hackpad/programme/dimensions";
import { approvedParts } from "@hackpad/programme/parts";
import { defaultWallMm } from "@hackpad/case/limits";
import type { CaseRequest } from "~/app/check/case/protocol";
import { wasmWorkerAssets } from "~/lib/security-headers";
import { axeRunExpression, formatAxeViolations, type AxeViolation } from "~/tools/quality/axe";
import { projectZip, validProject } from "@hackpad/preflight/testing";
import { routePaths } from "../../tools/browser/routes";
import { clientDir } from "../../tools/browser/site";
import { dropZip, leaks, openCheck, standInCaseWorker, workerAnswers } from "../support/case-page";
import { axeSource, siteAndContexts, variants } from "../support/env";
import { realPadZip } from "../../tools/browser/fixtures";
import { expectValidFragment } from "../support/valid-html";

const { site, context } = siteAndContexts();

const lazypad = realPadZip("lazypad");
const allanpad = realPadZip("allanpad");
/** The synthetic pad with no case at all (no STL, no model): only the case maker is offered. */
const noCase = validProject({ withCad: false }).filter((file) => !file.path.endsWith(".stl"));
/** The synthetic pad with its case only as models (a 3MF and a STEP): the converter is offered too. */
const modelsOnly = validProject().filter((file) => !file.path.endsWith(".stl"));

/** What only the case panels load: three.js and the preview, the case worker, the engines' seam, OpenCascade, Manifold, WASM. */
const HEAVY = /CasePreview|case\.worker|\/engines-|occt|manifold|three|\.wasm/i;
const heavy = (requests: readonly { url: string }[]) => requests.map((request) => new URL(request.url).pathname).filter((path) => HEAVY.test(path));

const partName = (id: string) => approvedParts.find((part) => part.id === id)?.name ?? id;

const makeRequest: Omit<Extract<CaseRequest, { type: "make" }>, "link"> = { type: "make", input: "minipad", options: { screws: "nuts" } };

async function openForm(page: Page) {
  await page.getByTestId("make-case-open").click();
  await page.getByTestId("make-case-form").waitFor();
}

describe("where the case panels appear", () => {
  it("offers to convert allanpad's STEP-only case but not lazypad's STLs, a case for both boards, and loads nothing heavy before a click", async () => {
    for (const [name, zip, converter] of [
      ["allanpad-main.zip", allanpad, true],
      ["lazypad-main.zip", lazypad, false],
    ] as const) {
      const { page, requests, problems } = await openCheck(await context(), site.baseUrl);
      await dropZip(page, name, zip);
      await page.getByTestId("check-make-case").waitFor();
      expect(await page.getByTestId("check-convert-case").count(), name).toBe(converter ? 1 : 0);
      if (converter) {
        const models = await page
          .getByTestId("check-convert-case")
          .locator('input[type="radio"]')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
        expect(models.sort()).toEqual(["CAD/hackpad case.step", "production/Case Bottom.step", "production/Case Top.step"]);
      }
      await page.getByTestId("board-drawing").waitFor({ timeout: 30_000 });
      expect(heavy(requests), name).toEqual([]);
      expect(leaks(requests, site.baseUrl)).toEqual([]);
      expect(problems).toEqual([]);
    }
  });

  it("offers no case for a project without a board", async () => {
    const { page } = await openCheck(await context(), site.baseUrl);
    await dropZip(page, "minipad-main.zip", projectZip(noCase.filter((file) => !file.path.endsWith(".kicad_pcb"))));
    expect(await page.getByTestId("check-make-case").count()).toBe(0);
  });
});

describe("the Make a case form", () => {
  it("loads the preview's code as it opens (nothing else heavy), starts at the guide's numbers and says what is wrong", async () => {
    const { page, requests } = await openCheck(await context(), site.baseUrl);
    await dropZip(page, "lazypad-main.zip", lazypad);
    await openForm(page);
    await expect.poll(() => heavy(requests).filter((path) => /CasePreview/.test(path)).length).toBe(1);
    expect(heavy(requests).filter((path) => !/CasePreview/.test(path))).toEqual([]);
    // Focus lands on the first field, since the button that opened the form is gone.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("height");
    const form = page.getByTestId("make-case-form");
    expect(await form.getByLabel("Case height (mm)").inputValue()).toBe(String(dimensions.caseHeightMm));
    expect(await form.getByLabel("Wall (mm)").inputValue()).toBe(String(defaultWallMm));
    expect(await form.getByLabel(partName("nuts")).isChecked()).toBe(true);
    expect(await form.getByLabel("Name to engrave").inputValue()).toBe("lazypad");
    await form.getByLabel("Case height (mm)").fill("tall");
    await form.getByRole("button", { name: "Make the case" }).click();
    const height = form.getByLabel("Case height (mm)");
    expect(await height.getAttribute("aria-invalid")).toBe("true");
    expect(await form.textContent()).toContain("Type the case height in millimetres");
    expect(heavy(requests).filter((path) => /case\.worker|\.wasm/.test(path))).toEqual([]);
  });

  it("works by keyboard alone: open, change the options, make the case, explode the view", async () => {
    const { page } = await openCheck(await context(), site.baseUrl);
    await standInCaseWorker(page, await workerAnswers(makeRequest, noCase));
    await page.reload({ waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 15_000 });
    await dropZip(page, "minipad-main.zip", projectZip(noCase));
    await page.getByTestId("check-make-case").waitFor();
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? (document.activeElement as HTMLInputElement | null)?.name ?? "");
    for (let presses = 0; presses < 200 && (await focused()) !== "make-case-open"; presses++) await page.keyboard.press("Tab");
    expect(await focused()).toBe("make-case-open");
    await page.keyboard.press("Enter");
    await expect.poll(focused).toBe("height");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("15");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("wall");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("screws");
    await page.keyboard.press("ArrowDown");
    expect(await page.getByLabel(partName("heatset")).isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("engrave");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("make-case-button");
    await page.keyboard.press("Enter");
    await page.getByTestId("make-result").waitFor();
    const explode = page.getByTestId("case-explode");
    await explode.focus();
    await page.keyboard.press("Space");
    expect(await explode.getAttribute("aria-pressed")).toBe("true");
  });
});

describe("a made case, shown from the stand-in worker", () => {
  it("shows the parts in 3D and in words, downloads the zip as /submitting lays it out, and checks the project again", async () => {
    const { page, requests, problems } = await openCheck(await context(), site.baseUrl);
    await standInCaseWorker(page, await workerAnswers(makeRequest, noCase));
    await page.reload({ waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 15_000 });
    await dropZip(page, "minipad-main.zip", projectZip(noCase));
    await openForm(page);
    await page.getByTestId("make-case-button").click();
    await page.getByTestId("make-result").waitFor();
    const preview = page.getByTestId("case-preview");
    await preview.waitFor();
    expect(await page.getByTestId("case-preview-list").locator("li").allTextContents()).toEqual(["bottom: 100 × 70 × 13 mm", "top: 100 × 70 × 1.5 mm"]);
    await expect.poll(() => page.getByTestId("case-preview-canvas").getAttribute("data-state")).toBe("ready");
    await page.getByRole("button", { name: "Assembled pad" }).click();
    expect(await page.getByTestId("case-preview-list").locator("li").allTextContents()).toEqual(["Case bottom: 100 × 70 × 13 mm", "PCB: 80 × 50 × 1.6 mm"]);
    const download = page.waitForEvent("download");
    await page.getByTestId("make-download").click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe("minipad-case.zip");
    const entries = Object.keys(unzipSync(readFileSync((await saved.path()) as string)));
    expect(entries).toEqual(["production/case/bottom.stl", "production/case/top.stl", "CAD/assembly.3mf", "print/minipad-case-print.3mf"]);
    const recheck = page.getByTestId("case-recheck");
    await expect.poll(() => recheck.getAttribute("data-phase"), { timeout: 30_000 }).toBe("done");
    const statuses = await recheck
      .locator("[data-rule]")
      .evaluateAll((rows) => rows.map((row) => `${(row as HTMLElement).dataset.rule}:${(row as HTMLElement).dataset.status}`));
    expect(statuses).toEqual(["case:pass", "cad:pass"]);
    expect(leaks(requests, site.baseUrl)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("converts a case model: parts against the print volume, what was left out, the zip, and the check again", async () => {
    const { page } = await openCheck(await context(), site.baseUrl);
    await standInCaseWorker(page, await workerAnswers({ type: "convert", input: "minipad", model: "CAD/assembly.step" }, modelsOnly));
    await page.reload({ waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 15_000 });
    await dropZip(page, "minipad-main.zip", projectZip(modelsOnly));
    const panel = page.getByTestId("check-convert-case");
    await panel.getByLabel("CAD/assembly.step").check();
    await panel.getByTestId("convert-case-button").click();
    await panel.getByTestId("convert-result").waitFor();
    expect(await panel.locator("[data-case-part]").count()).toBe(1);
    expect(await panel.textContent()).toContain("PCB: the board is made by the fab, not printed");
    await expect.poll(() => panel.getByTestId("case-recheck").getAttribute("data-phase"), { timeout: 30_000 }).toBe("done");
    expect(await panel.getByTestId("case-recheck").locator('[data-rule="case"]').getAttribute("data-status")).toBe("pass");
  });
});

describe.each(variants)("the case panels at %s width, %s scheme", (viewport, scheme) => {
  it("have zero axe violations and no sideways scroll, open and with results; valid HTML", async () => {
    const { page } = await openCheck(await context(viewport, scheme), site.baseUrl);
    await standInCaseWorker(page, await workerAnswers(makeRequest, modelsOnly));
    await page.reload({ waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 15_000 });
    await dropZip(page, "minipad-main.zip", projectZip(modelsOnly));
    await openForm(page);
    await page.evaluate(axeSource);
    const open = await page.evaluate<AxeViolation[]>(axeRunExpression());
    expect(open, formatAxeViolations([{ page: "/check", variant: `${viewport} ${scheme}, case panels open`, violations: open }])).toEqual([]);
    await page.getByTestId("make-case-button").click();
    await page.getByTestId("make-result").waitFor();
    await expect.poll(() => page.getByTestId("case-recheck").getAttribute("data-phase"), { timeout: 30_000 }).toBe("done");
    const shown = await page.evaluate<AxeViolation[]>(axeRunExpression());
    expect(shown, formatAxeViolations([{ page: "/check", variant: `${viewport} ${scheme}, a case made`, violations: shown }])).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "no sideways scroll with the case panels open").toBeLessThanOrEqual(0);
    if (viewport === "desktop" && scheme === "light") {
      const panels = await page
        .locator('[data-testid="check-convert-case"], [data-testid="check-make-case"], [data-testid="check-fit"]')
        .evaluateAll((sections) => sections.map((section) => section.outerHTML).join("\n"));
      expectValidFragment(panels, "Case panels");
    }
  });
});

describe("WebAssembly's CSP grant", () => {
  it("is sent with the case worker's script and with no page, /check included", async () => {
    const worker = readdirSync(join(clientDir, wasmWorkerAssets)).find((name) => /^case\.worker-[\w-]+\.js$/.test(name));
    expect(worker).toBeDefined();
    const response = await fetch(`${site.baseUrl}${wasmWorkerAssets}${worker}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self'[^;]* 'wasm-unsafe-eval'/);
    for (const path of [...routePaths, "/no/such/page"]) {
      const page = await fetch(`${site.baseUrl}${path}`);
      expect(page.headers.get("content-security-policy"), path).toBeTruthy();
      expect(page.headers.get("content-security-policy"), path).not.toMatch(/unsafe-eval/);
    }
  });
});
