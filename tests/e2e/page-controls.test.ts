/**
 * Issue 10, small ones: the theme menu, the 404 page's search and menu, the contents list that keeps the
 * current heading in view, the phone contents without stray bullets, and the shortcuts button on touch phones.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, openHydrated } from "../../tools/browser/site";
import { serveSiteAndBrowser, type Site } from "../support/env";

let site: Site;
let browser: Browser;
serveSiteAndBrowser((started, chromium) => {
  site = started;
  browser = chromium;
});

const open = (page: Page, path: string) => openHydrated(page, `${site.baseUrl}${path}`);

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const focusedOption = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-theme-option"));

describe("theme menu", () => {
  it("on a light phone the first tap shows the three choices; choosing one applies it, closes and returns focus", async () => {
    const context = await newContext(browser, "phone", "light");
    const page = await context.newPage();
    await open(page, "/guide");
    const button = page.locator("header button[data-theme-choice]");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await button.tap();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    const options = page.locator("header [data-theme-option]");
    expect(await options.allTextContents()).toEqual(["System✓", "Light", "Dark"]);
    expect(await page.locator('header [data-theme-option][aria-pressed="true"]').getAttribute("data-theme-option")).toBe("system");
    await page.locator('header [data-theme-option="dark"]').tap();
    expect(await theme(page)).toBe("dark");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await options.first().isVisible()).toBe(false);
    expect(await button.getAttribute("aria-label")).toBe("Colour theme: Dark");
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-theme-choice"))).toBe(true);
    // A tap outside closes it without changing anything.
    await button.tap();
    await page.touchscreen.tap(20, 600);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await theme(page)).toBe("dark");
    await context.close();
  });

  it("works from the keyboard: Enter opens on the current choice, Tab moves, Escape closes back to the button", async () => {
    const context = await newContext(browser, "desktop", "dark");
    const page = await context.newPage();
    await open(page, "/");
    const button = page.locator("header button[data-theme-choice]");
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await focusedOption(page)).toBe("system");
    await page.keyboard.press("Tab");
    expect(await focusedOption(page)).toBe("light");
    await page.keyboard.press("Tab");
    expect(await focusedOption(page)).toBe("dark");
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-theme-choice"))).toBe(true);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    expect(await theme(page)).toBe("light");
    expect(await page.evaluate(() => localStorage.getItem("hackpad-theme"))).toBe("light");
    await context.close();
  });
});

describe("404 page", () => {
  it("has the menu and a search that starts from the address's words", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await open(page, "/advanced-guide.html");
    expect(await page.locator("h1").textContent()).toBe("Page not found");
    const nav = page.getByRole("navigation", { name: "Macropad pages" });
    expect(await nav.getByRole("link", { name: "DIY Guide", exact: true }).isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Get your keycap" }).isVisible()).toBe(true);
    const search = page.locator("main").getByRole("button", { name: "Search for “advanced guide”" });
    await search.click();
    const input = page.getByRole("dialog").getByRole("combobox");
    await expect.poll(() => input.inputValue()).toBe("advanced guide");
    await expect.poll(() => page.getByRole("dialog").getByRole("option").count()).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    // The header's shortcut still opens exactly one dialog.
    await page.keyboard.press("Control+k");
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(1);
    await context.close();
  });

  it("on a phone: the menu button opens the drawer and the header has search", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await open(page, "/nothing-here");
    await page.locator('button[aria-controls="docs-sidebar"]').tap();
    expect(await page.locator("#docs-sidebar").getByRole("link", { name: "Approved Parts" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await page.locator("header").getByRole("button", { name: "Search" }).isVisible()).toBe(true);
    expect(await page.locator("main").getByRole("button", { name: "Search for “nothing here”" }).isVisible()).toBe(true);
    await context.close();
  });
});

describe("contents", () => {
  it("desktop: the contents list scrolls to keep the current heading in view", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 520 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await open(page, "/guide");
    const toc = page.getByTestId("toc-sidebar");
    const overflows = await toc.evaluate((nav) => nav.scrollHeight > nav.clientHeight + 50);
    expect(overflows, "the /guide contents list must be taller than its window for this test").toBe(true);
    expect(await toc.evaluate((nav) => nav.scrollTop)).toBe(0);
    const lastId = await toc
      .locator("a")
      .last()
      .evaluate((link) => link.getAttribute("href")?.slice(1));
    await page.evaluate((id) => document.getElementById(id ?? "")?.scrollIntoView(), lastId);
    const current = toc.locator('[aria-current="location"]');
    await expect.poll(() => current.getAttribute("href")).toBe(`#${lastId}`);
    await expect.poll(() => toc.evaluate((nav) => nav.scrollTop)).toBeGreaterThan(0);
    const inView = async () => {
      const box = await toc.boundingBox();
      const link = await current.boundingBox();
      return Boolean(box && link && link.y >= box.y && link.y + link.height <= box.y + box.height);
    };
    await expect.poll(inView).toBe(true);
    // And back up: the first entry comes back into view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => toc.evaluate((nav) => nav.scrollTop)).toBe(0);
    await context.close();
  });

  it("phone: the collapsible contents has no bullets, and sub-sections are indented under their section", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await open(page, "/guide");
    const details = page.locator("details.toc-mobile");
    await details.locator("summary").tap();
    const list = details.locator("ul").first();
    expect(await list.evaluate((ul) => getComputedStyle(ul).listStyleType)).toBe("none");
    const offsets = await details
      .locator("li")
      .evaluateAll((items) =>
        items.map((item) => ({ nested: item.classList.contains("pl-3"), left: item.querySelector("a")?.getBoundingClientRect().left ?? 0 })),
      );
    const top = offsets.filter((entry) => !entry.nested).map((entry) => entry.left);
    const nested = offsets.filter((entry) => entry.nested).map((entry) => entry.left);
    expect(nested.length).toBeGreaterThan(0);
    expect(new Set(top).size).toBe(1);
    for (const left of nested) expect(left).toBeGreaterThan(top[0] ?? 0);
    await context.close();
  });
});

describe("keyboard shortcuts button", () => {
  it("is hidden on a touch phone, shown on a desktop, and ? opens the list on both", async () => {
    for (const viewport of ["phone", "desktop"] as const) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await open(page, "/guide");
      const button = page.locator("footer").getByRole("button", { name: "Keyboard shortcuts" });
      expect(await button.isVisible(), viewport).toBe(viewport === "desktop");
      await page.locator("body").press("?");
      await expect.poll(() => page.getByRole("dialog", { name: "Keyboard shortcuts" }).isVisible()).toBe(true);
      await context.close();
    }
  });
});
