/**
 * /check as a participant meets it, in Chromium on the production build, at 390 and 1280 px: a card with hundreds
 * of findings folds them behind "Show all N"; wiring faults read off the board come first, with their parts outlined
 * on the drawing; the fix list links to the page's own tools; a rule link and Back (or a reload) keep the report; a
 * zip picked, dropped or Ctrl+K pressed before the page's code has arrived is done when it arrives; the home page
 * links to the check on the first screen.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LISTED } from "@hackpad/preflight/report";
import { axeRunExpression, formatAxeViolations, type AxeViolation } from "~/tools/quality/axe";
import { afterNextFrame, viewports, waitForIslands } from "../../tools/browser/site";
import { axeSource, siteAndContexts } from "../support/env";
import { holdPageCode } from "../support/case-page";
import { realPadZip } from "../../tools/browser/fixtures";

const { site, context } = siteAndContexts();

const lazypad = realPadZip("lazypad");
const allanpad = realPadZip("allanpad");

const zipInput = (page: Page) => page.locator('input[type="file"][accept*=".zip"]');
const report = (page: Page) => page.getByTestId("check-report");

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 30_000 });
  await waitForIslands(page);
}

async function openCheck(page: Page): Promise<void> {
  await page.goto(`${site.baseUrl}/check`, { waitUntil: "load" });
  await hydrated(page);
}

async function drop(page: Page, name: string, buffer: Buffer): Promise<void> {
  await zipInput(page).setInputFiles({ name, mimeType: "application/zip", buffer });
  await report(page).waitFor({ timeout: 60_000 });
}

/** Makes the worker's report carry `count` findings on the firmware rule's card, as a vendored KMK copy gives. */
async function floodFirmwareCard(page: Page, count: number): Promise<void> {
  await page.addInitScript((many) => {
    const Native = window.Worker;
    const flood = (data: { type?: string; report?: { rules: { id: string; details?: string[] }[] } }) => {
      if (data?.type !== "report" || !data.report) return data;
      const details = Array.from({ length: many }, (_, index) => `lib/kmk/modules/vendored_${index}.py: a problem the check found.`);
      return { ...data, report: { ...data.report, rules: data.report.rules.map((rule) => (rule.id === "firmware-pins" ? { ...rule, details } : rule)) } };
    };
    window.Worker = class extends Native {
      set onmessage(handler: ((event: MessageEvent) => void) | null) {
        super.onmessage = handler && ((event: MessageEvent) => handler(new MessageEvent("message", { data: flood(event.data) })));
      }
      get onmessage() {
        return super.onmessage;
      }
    } as typeof Worker;
  }, count);
}

const sizes = ["phone", "desktop"] as const;

describe.each(sizes)("/check at %s width", (size) => {
  it("folds a card's long list behind “Show all N”, so the cards after it stay within reach", async () => {
    const page = await (await context(size)).newPage();
    await floodFirmwareCard(page, 580);
    await openCheck(page);
    await drop(page, "lazypad-main.zip", lazypad);
    const card = page.locator('[data-rule="firmware-pins"]');
    const visible = await card.locator("li:visible").count();
    expect(visible).toBeLessThanOrEqual(LISTED + 3);
    const rest = card.getByTestId("capped-rest").first();
    await expect(rest.locator("summary").textContent()).resolves.toMatch(/^Show all 580\b/);
    const height = (await card.boundingBox())?.height ?? Infinity;
    expect(height, "the card is shorter than two screens").toBeLessThan(viewports[size].height * 2);
    await rest.locator("summary").click();
    await expect(card.locator("li:visible").count()).resolves.toBeGreaterThanOrEqual(580);
  });

  it("puts the board's wiring faults up front, naming the parts, and outlines them on the board drawing", async () => {
    const page = await (await context(size)).newPage();
    await openCheck(page);
    await drop(page, "allanpad-main.zip", allanpad);
    const findings = page.getByTestId("board-findings");
    // allanpad's encoder (SW10) has its common pin C on 3.3 V, not GND: the reviewer's finding.
    await expect(findings.textContent()).resolves.toMatch(/SW10's common pin C is on 3\.3V, not GND/);
    await expect(findings.locator("[data-board-finding]").first().getAttribute("data-board-finding")).resolves.toBe("SW10");
    const findingsTop = (await findings.boundingBox())?.y ?? Infinity;
    const firstCard = (await page.locator("[data-rule]").first().boundingBox())?.y ?? 0;
    expect(findingsTop, "board findings come before the rule cards").toBeLessThan(firstCard);
    await page.getByTestId("board-drawing").waitFor({ timeout: 30_000 });
    await expect(page.locator('[data-board-marks="top"] [data-board-mark="SW10"]').count()).resolves.toBe(1);
    await expect(page.locator('[data-board-marks="bottom"] [data-board-mark="SW10"]').count()).resolves.toBe(1);
    await expect(page.locator('[data-board-side="top"] title').textContent()).resolves.toContain("Marked: SW10.");
    await findings.getByRole("link", { name: "marked on the drawing" }).click();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("check-board");
  });

  it("links the fix list to the page's own tools, and says where the firmware's files go", async () => {
    const page = await (await context(size)).newPage();
    await openCheck(page);
    await drop(page, "allanpad-main.zip", allanpad);
    // allanpad's case is a STEP model with no STL: the case step points to the converter below.
    const caseStep = page.locator('[data-fix-step="case"]');
    await caseStep.locator('[data-page-tool="check-convert-case"]').getByRole("link", { name: "Convert your case to STL" }).click();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("check-convert-case");

    await page.goto(`${site.baseUrl}/check`, { waitUntil: "load" });
    await hydrated(page);
    await drop(page, "lazypad-main.zip", lazypad);
    // lazypad's main.py reads pins its board leaves unconnected: the step points to the firmware writer.
    const pinsStep = page.locator('[data-fix-step="firmware-pins"]');
    await pinsStep.getByRole("link", { name: "Write firmware for this board" }).click();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("check-firmware");
    const where = await page.getByTestId("firmware-where").textContent();
    expect(where).toContain("main.py in firmware/ and again in production/");
    expect(where).toContain("firmware.uf2");
  });

  it("lays the report out once: a button below its drawings stays put as the reader scrolls to it", async () => {
    const page = await (await context(size)).newPage();
    await openCheck(page);
    await drop(page, "lazypad-main.zip", lazypad);
    await page.getByTestId("board-drawing").waitFor({ timeout: 30_000 });
    const button = page.getByTestId("make-case-open");
    // Where the button sits on the page, not on the screen: scrolling alone does not change it.
    const place = () => button.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));
    const before = await place();
    await button.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await afterNextFrame(page);
    await afterNextFrame(page);
    // The board drawing and the case-part pictures above it were laid out with the report, not as they came near.
    await expect(place()).resolves.toBe(before);
  });

  it("keeps the report across “Read about this rule” and Back, and across a reload", async () => {
    const page = await (await context(size)).newPage();
    await openCheck(page);
    await drop(page, "lazypad-main.zip", lazypad);
    await page.getByTestId("board-drawing").waitFor({ timeout: 30_000 });
    const summary = await page.getByTestId("check-summary").textContent();
    const rules = await page
      .locator("[data-rule]")
      .evaluateAll((rows) => rows.map((row) => `${row.getAttribute("data-rule")}:${row.getAttribute("data-status")}`));
    await page.getByTestId("check-make-case").getByRole("button", { name: "Make a case for this board" }).click();
    await page.getByTestId("make-case-form").waitFor();

    await page.locator('[data-rule="firmware-pins"]').getByRole("link", { name: "Read about this rule" }).click();
    await page.waitForURL((url) => url.pathname !== "/check");
    await page.goBack();
    await report(page).waitFor({ timeout: 15_000 });
    await expect(page.getByTestId("check-summary").textContent()).resolves.toBe(summary);
    await expect(
      page.locator("[data-rule]").evaluateAll((rows) => rows.map((row) => `${row.getAttribute("data-rule")}:${row.getAttribute("data-status")}`)),
    ).resolves.toEqual(rules);
    await page.getByTestId("board-drawing").waitFor();
    // Back lands where the reader left: the card whose link was followed is on the screen.
    const card = await page.locator('[data-rule="firmware-pins"]').boundingBox();
    expect(card, "the firmware-pins card").not.toBeNull();
    expect(card?.y ?? Infinity).toBeLessThan(viewports[size].height);
    expect((card?.y ?? 0) + (card?.height ?? 0)).toBeGreaterThan(0);
    // What the case panel had open is still open: the files it works from were kept too.
    await page.getByTestId("make-case-form").waitFor();

    await page.reload({ waitUntil: "load" });
    await hydrated(page);
    await report(page).waitFor({ timeout: 15_000 });
    await expect(page.getByTestId("check-summary").textContent()).resolves.toBe(summary);
    await page.getByTestId("board-drawing").waitFor();
    await page.getByTestId("case-panels-need-files").waitFor();
  });

  it("checks a zip picked, and opens search for Ctrl+K pressed, before the page's code has arrived", async () => {
    const page = await (await context(size)).newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // The page's scripts are held until the zip is picked and Ctrl+K pressed: the prerendered page is all there is.
    const release = await holdPageCode(page);
    await page.goto(`${site.baseUrl}/check`, { waitUntil: "domcontentloaded" });
    await expect(page.evaluate(() => document.documentElement.dataset.hydrated)).resolves.toBeUndefined();
    await zipInput(page).first().setInputFiles({ name: "lazypad-main.zip", mimeType: "application/zip", buffer: lazypad });
    await page.keyboard.press("Control+k");
    release();
    await page.getByRole("dialog").first().waitFor({ state: "visible", timeout: 60_000 });
    await page.keyboard.press("Escape");
    await report(page).waitFor({ timeout: 90_000 });
    await expect(report(page).textContent()).resolves.toContain("lazypad-main.zip");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });

  it("checks a zip dropped on the drop zone before the page's code has arrived", async () => {
    const page = await (await context(size)).newPage();
    const release = await holdPageCode(page);
    await page.goto(`${site.baseUrl}/check`, { waitUntil: "domcontentloaded" });
    const zone = page.locator('[data-island="CheckTool"] section').first();
    const transfer = await page.evaluateHandle(
      (bytes) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], "lazypad-main.zip", { type: "application/zip" }));
        return data;
      },
      [...lazypad],
    );
    await zone.dispatchEvent("dragover", { dataTransfer: transfer });
    await zone.dispatchEvent("drop", { dataTransfer: transfer });
    expect(page.url()).toBe(`${site.baseUrl}/check`);
    release();
    await report(page).waitFor({ timeout: 90_000 });
    await expect(report(page).textContent()).resolves.toContain("lazypad-main.zip");
  });

  it.each(["light", "dark"] as const)("has zero axe violations and no sideways scroll with the new parts shown (%s)", async (scheme) => {
    const page = await (await context(size, scheme)).newPage();
    await floodFirmwareCard(page, 40);
    await openCheck(page);
    await drop(page, "allanpad-main.zip", allanpad);
    await page.getByTestId("board-drawing").waitFor({ timeout: 30_000 });
    await page.getByTestId("board-findings").waitFor();
    await page.evaluate(axeSource);
    const violations = await page.evaluate<AxeViolation[]>(axeRunExpression());
    expect(violations, formatAxeViolations([{ page: "/check", variant: `${size} ${scheme}, board findings and tools`, violations }])).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "no sideways scroll").toBeLessThanOrEqual(0);
  });
});

describe.each(sizes)("the home page at %s width", (size) => {
  it("links to the check on its first screen", async () => {
    const page = await (await context(size)).newPage();
    await page.goto(`${site.baseUrl}/`, { waitUntil: "load" });
    const link = page.getByTestId("hero-check").getByRole("link", { name: "Check your project" });
    const box = await link.boundingBox();
    expect(box, "the hero's link to /check").not.toBeNull();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(viewports[size].height);
    await link.click();
    await page.waitForURL(`${site.baseUrl}/check`);
  });
});
