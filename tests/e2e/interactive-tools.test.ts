import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { controller } from "@hackpad/programme/controller";
import { limits } from "@hackpad/programme/limits";
import { macropadRules } from "@hackpad/programme/rules";
import { checklistKey } from "~/app/lib/checklist";
import { newContext, waitForIslands } from "../../tools/browser/site";
import { serveSiteAndBrowser, type Site } from "../support/env";

let site: Site;
let browser: Browser;
serveSiteAndBrowser((started, chromium) => {
  site = started;
  browser = chromium;
});

/** Opens a page, waits for hydration and collects console errors (hydration warnings among them). */
async function open(page: Page, path: string, errors: string[]) {
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${site.baseUrl}${path}`, { waitUntil: "networkidle" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await waitForIslands(page);
}

/** A fresh browser context at a viewport, opened on `path`. */
async function start(viewport: "desktop" | "phone", path: string) {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  const errors: string[] = [];
  await open(page, path, errors);
  return { context, page, errors };
}

describe("tools load as the reader nears them", () => {
  it("leaves the pin budget at the foot of /advancedPCB unloaded until it is a screen away, then makes it live", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site.baseUrl}/advancedPCB`, { waitUntil: "networkidle" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const island = page.locator('[data-island="PinBudget"]');
    expect(requested.filter((path) => path.includes("PinBudget"))).toEqual([]);
    expect(await island.getAttribute("data-island-ready")).toBeNull();

    await island.scrollIntoViewIfNeeded();
    await expect.poll(() => island.getAttribute("data-island-ready")).toBe("");
    expect(requested.filter((path) => path.includes("PinBudget"))).toHaveLength(1);
    const status = page.getByTestId("pin-budget-status");
    const before = await status.textContent();
    await island.getByLabel("Switches", { exact: true }).fill("1");
    await expect.poll(() => status.textContent()).not.toBe(before);
    await context.close();
  });
});

describe("pin budget on /advancedPCB", () => {
  it("bounds every count by the programme limits and shows the rules beside the pin count", async () => {
    const { context, page, errors } = await start("desktop", "/advancedPCB");
    const tool = page.locator("figure", { has: page.getByTestId("pin-budget-status") });
    const switches = tool.getByLabel("Switches", { exact: true });
    const encoders = tool.getByLabel("Rotary encoders", { exact: true });
    const leds = tool.getByLabel("LEDs (SK6812)", { exact: true });

    expect(await switches.getAttribute("max")).toBe(String(limits.maxSwitches));
    expect(await encoders.getAttribute("max")).toBe(String(limits.maxEncoders));
    expect(await leds.getAttribute("max")).toBe(String(limits.maxLeds));

    // Typing past a limit stops at the limit.
    await switches.fill("24");
    await encoders.fill("4");
    await leds.fill("24");
    expect(await switches.inputValue()).toBe(String(limits.maxSwitches));
    expect(await encoders.inputValue()).toBe(String(limits.maxEncoders));
    expect(await leds.inputValue()).toBe(String(limits.maxLeds));

    // The most switches plus one encoder, in a matrix, with nothing else: the pins fit, the input rule does not.
    await tool.getByLabel("Matrix (rows × columns)").check();
    await encoders.fill("1");
    await leds.fill("0");
    await tool.getByLabel("OLED", { exact: true }).uncheck();
    const status = tool.getByTestId("pin-budget-status");
    const pins = controller.pins.length;
    await expect.poll(() => status.textContent()).toContain(`${pins} of ${pins} pins used`);
    expect(await status.textContent()).toContain("Over the programme's limit for inputs");
    const inputs = tool.locator('li[data-rule="inputs"]');
    expect(await inputs.getAttribute("data-ok")).toBe("false");
    expect(await inputs.textContent()).toContain(`${limits.maxSwitches + 1} of ${limits.maxInputs}`);
    for (const rule of ["encoders", "oled", "leds"]) expect(await tool.locator(`li[data-rule="${rule}"]`).getAttribute("data-ok")).toBe("true");

    // One switch fewer and every rule passes.
    await switches.fill(String(limits.maxInputs - 1));
    await expect.poll(() => inputs.getAttribute("data-ok")).toBe("true");
    expect(await status.textContent()).toContain("Within the programme's limits");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("rules checklist on /submitting and /keyboard", () => {
  it("is a real checklist that remembers its ticks on this device, without hydration warnings", async () => {
    const { context, page, errors } = await start("phone", "/submitting");
    const list = page.getByRole("list", { name: "Macropad rules checklist" });
    const boxes = list.getByRole("checkbox");
    expect(await boxes.count()).toBe(macropadRules.length);
    const count = page.getByTestId("checklist-count").first();
    expect(await count.textContent()).toContain(`0 of ${macropadRules.length}`);

    await list.getByRole("checkbox", { name: macropadRules[0].title }).check();
    await list.getByText(macropadRules[1].title, { exact: true }).click();
    expect(await count.textContent()).toContain(`2 of ${macropadRules.length}`);
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), checklistKey("macropad"))) ?? "[]")).toEqual([
      macropadRules[0].id,
      macropadRules[1].id,
    ]);

    await page.reload({ waitUntil: "networkidle" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await waitForIslands(page);
    await expect.poll(() => boxes.nth(1).isChecked()).toBe(true);
    expect(await boxes.nth(0).isChecked()).toBe(true);
    expect(await boxes.nth(2).isChecked()).toBe(false);

    // The keyboard checklist keeps its own ticks.
    await open(page, "/keyboard", errors);
    const keyboardBoxes = page.getByRole("list", { name: "Keyboard rules checklist" }).getByRole("checkbox");
    expect(await keyboardBoxes.count()).toBeGreaterThan(0);
    for (const box of await keyboardBoxes.all()) expect(await box.isChecked()).toBe(false);

    await open(page, "/submitting", errors);
    await expect.poll(() => boxes.nth(0).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Clear the ticks" }).first().click();
    expect(await boxes.nth(0).isChecked()).toBe(false);
    expect(await page.evaluate((key) => localStorage.getItem(key), checklistKey("macropad"))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("tools after a client-side navigation", () => {
  it("shows every picture and tool of a page reached in the app, as a full load of it does", async () => {
    const { context, page } = await start("desktop", "/");
    const pictures = () => page.evaluate(() => document.querySelectorAll("[data-page-content] svg, [data-page-content] figure").length);
    const counts: Record<string, number> = {};
    for (const path of ["/guide", "/advancedPCB"]) {
      await page.goto(`${site.baseUrl}${path}`, { waitUntil: "networkidle" });
      counts[path] = await pictures();
      expect(counts[path], path).toBeGreaterThan(2);
    }
    await page.goto(`${site.baseUrl}/faq`, { waitUntil: "networkidle" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    for (const path of ["/guide", "/advancedPCB"]) {
      await page.evaluate((to) => {
        const link = Object.assign(document.createElement("a"), { href: to, textContent: to });
        document.querySelector("[data-page-content]")?.append(link);
        link.click();
      }, path);
      await page.waitForURL(`${site.baseUrl}${path}`);
      await expect.poll(pictures, { message: `${path} after a client-side navigation` }).toBe(counts[path]);
    }
    await context.close();
  });

  it("mounts the checklist and the pin budget on pages reached through in-app links, and leaves cleanly", async () => {
    const { context, page, errors } = await start("desktop", "/guide");
    // A full page load would drop this marker: it shows the pages below are reached inside the app.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    const inApp = () => page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp === true);

    await page.locator('[data-page-content] a[href="/submitting"]').first().click();
    await page.waitForURL(`${site.baseUrl}/submitting`);
    // The address changes before the new text is in: wait for the page's own tool, then for it to be live.
    await page.locator('[data-island="RuleList"]').first().waitFor();
    await waitForIslands(page);
    expect(await inApp()).toBe(true);
    const list = page.getByRole("list", { name: "Macropad rules checklist" });
    await list.getByRole("checkbox", { name: macropadRules[0].title }).check();
    await expect.poll(() => page.getByTestId("checklist-count").first().textContent()).toContain(`1 of ${macropadRules.length}`);

    await page.goBack();
    await page.waitForURL(`${site.baseUrl}/guide`);
    await page.locator('[data-page-content] a[href="/advancedPCB"]').first().click();
    await page.waitForURL(`${site.baseUrl}/advancedPCB`);
    await page.locator('[data-island="PinBudget"]').waitFor();
    await waitForIslands(page);
    expect(await inApp()).toBe(true);
    const tool = page.locator("figure", { has: page.getByTestId("pin-budget-status") });
    const status = tool.getByTestId("pin-budget-status");
    const before = await status.textContent();
    await tool.getByLabel("Switches", { exact: true }).fill("1");
    await expect.poll(() => status.textContent()).not.toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
