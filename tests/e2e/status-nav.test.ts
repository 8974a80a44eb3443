/**
 * Issue 10: the programme status (prerendered as of the build, then following the reader's clock with no
 * hydration warning and no layout shift) and the menu that covers the whole journey.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, openHydrated, watchErrors } from "../../tools/browser/site";
import { serveSiteAndBrowser, type Site } from "../support/env";
import { onScreen } from "../support/deadline-tense";

let site: Site;
let browser: Browser;
serveSiteAndBrowser((started, chromium) => {
  site = started;
  browser = chromium;
});

const open = (page: Page, path: string) => openHydrated(page, `${site.baseUrl}${path}`);

/**
 * The visible status of the banner (or of one track on the landing page): `innerText` leaves out the variants
 * for other days, which are in the page but `visibility: hidden`.
 */
const visibleStatus = async (page: Page, scope: string) => onScreen(await page.locator(`${scope} [data-track]`).first().innerText());

const banner = 'aside[aria-label="Programme status"]';

describe("programme status", () => {
  it("after the deadline: the banner and the landing page say the round closed, keyboard pages with their own date", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await page.clock.install({ time: new Date(2026, 0, 10, 12) });
    const problems = watchErrors(page);
    await open(page, "/guide");
    await expect
      .poll(() => visibleStatus(page, banner))
      .toBe("Submissions for this round closed on February 16th, 2025. Next round: watch #hackpad. Or build a pad anyway, with your own parts.");
    expect(
      await page
        .locator(banner)
        .getByRole("link", { name: /#hackpad/ })
        .getAttribute("href"),
    ).toMatch(/slack\.com/);
    await open(page, "/keyboard/faq");
    await expect
      .poll(() => visibleStatus(page, banner))
      .toBe("Keyboard submissions for this round closed on March 16th, 2025. Next round: watch #hackpad. Or build your keyboard anyway, with your own parts.");
    await open(page, "/");
    const landing = page.getByTestId("programme-status");
    expect(await landing.locator('[data-track="macropad"]').getAttribute("data-status")).toBe("closed");
    expect(await landing.locator('[data-track="keyboard"]').getAttribute("data-status")).toBe("closed");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("before the deadline: after hydration it follows the reader's clock with the days left, no hydration warning, no layout shift", async () => {
    for (const viewport of ["phone", "desktop"] as const) {
      // The prerendered page as a browser without JavaScript sees it: the build's day.
      const still = await browser.newContext({
        viewport: viewport === "phone" ? { width: 390, height: 844 } : { width: 1280, height: 800 },
        javaScriptEnabled: false,
      });
      const stillPage = await still.newPage();
      await stillPage.goto(`${site.baseUrl}/guide`);
      const before = await stillPage.locator(banner).boundingBox();
      const headingBefore = await stillPage.locator("h1").boundingBox();
      await still.close();

      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.clock.install({ time: new Date(2025, 1, 10, 12) });
      const problems = watchErrors(page);
      await open(page, "/guide");
      await expect.poll(() => visibleStatus(page, banner)).toBe("Submissions are open until February 16th, 2025: 6 days left.");
      expect(await page.locator(banner).boundingBox(), viewport).toEqual(before);
      expect((await page.locator("h1").boundingBox())?.y, viewport).toBe(headingBefore?.y);
      await open(page, "/keyboard");
      await expect.poll(() => visibleStatus(page, banner)).toBe("Keyboard submissions are open until March 16th, 2025 (tentative): 34 days left.");
      await open(page, "/");
      await expect.poll(() => visibleStatus(page, '[data-testid="programme-status"]')).toBe("Submissions are open until February 16th, 2025: 6 days left.");
      expect(problems, viewport).toEqual([]);
      await context.close();
    }
  });

  it("on the deadline day itself says it is the last day", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await page.clock.install({ time: new Date(2025, 1, 16, 23, 30) });
    await open(page, "/parts");
    await expect.poll(() => visibleStatus(page, banner)).toBe("Submissions are open until February 16th, 2025: today is the last day.");
    await context.close();
  });
});

describe("navigation", () => {
  it("groups the spec's seven links (with the project check after Submit) and the reference pages, and marks the current page in either group", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await open(page, "/get-keycap");
    const nav = page.getByRole("navigation", { name: "Macropad pages" });
    const groups = nav.getByRole("list");
    expect(await groups.count()).toBe(2);
    expect(await nav.getByRole("list", { name: "Macropad" }).getByRole("link").allTextContents()).toEqual([
      "DIY Guide",
      "Advanced DIY guide",
      "Resources & Tips",
      "Approved Parts",
      "Submit your project!",
      "Check your project",
      "FAQ",
      "Make a keyboard",
    ]);
    const reference = nav.getByRole("list", { name: "Reference" });
    expect(await reference.getByRole("link").allTextContents()).toEqual([
      "Get your keycap",
      "DRC errors",
      "Tips and tricks",
      "Braindump",
      "Advanced PCB components",
      "Projects",
    ]);
    expect(await nav.locator("[aria-current]").allTextContents()).toEqual(["Get your keycap"]);
    expect(await reference.getByRole("link", { name: "Get your keycap" }).getAttribute("aria-current")).toBe("page");

    await open(page, "/projects/orpheuspad");
    expect(await nav.locator("[aria-current]").allTextContents()).toEqual(["Projects"]);
    expect(await nav.getByRole("link", { name: "Projects" }).getAttribute("aria-current")).toBe("true");
    await context.close();
  });

  it("marks every docs page in its menu, on a phone too", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    for (const path of ["/guide", "/errors", "/braindump", "/advancedPCB", "/keyboard/faq"]) {
      await open(page, path);
      await page.locator('button[aria-controls="docs-sidebar"]').click();
      const current = page.locator('#docs-sidebar [aria-current="page"]');
      await expect.poll(() => current.count()).toBe(1);
      expect(await current.getAttribute("href"), path).toBe(path);
      await page.keyboard.press("Escape");
    }
    await context.close();
  });

  it('labels the keyboard FAQ: the spec\'s text "FAQ v2" with a visible hint', async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await open(page, "/keyboard");
    const link = page.getByRole("navigation", { name: "Keyboard pages" }).getByRole("link", { name: /^FAQ v2/ });
    expect(await link.isVisible()).toBe(true);
    expect(await link.innerText()).toBe("FAQ v2\nKeyboard track questions");
    await context.close();
  });
});
