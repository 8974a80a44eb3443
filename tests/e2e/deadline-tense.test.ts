/**
 * Issue 19: deadline sentences follow the reader's clock in the browser. The build states them as of its own
 * day; after hydration, the banner, the landing page and the static text of docs pages take the tense of the
 * reader's day, on either side of each deadline, with no hydration warning and nothing moving.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { localDay } from "~/app/lib/programme-status";
import { newContext, openHydrated, watchErrors } from "../../tools/browser/site";
import { serveSiteAndBrowser, type Site } from "../support/env";
import { onScreen, sentencesOf, wrongTenses } from "../support/deadline-tense";

let site: Site;
let browser: Browser;
serveSiteAndBrowser((started, chromium) => {
  site = started;
  browser = chromium;
});

/** The pages that state a deadline in their own text, and two that only have the banner. */
const pages = ["/", "/faq", "/submitting", "/guide", "/keyboard", "/keyboard/faq", "/parts"];

/** What the reader sees: `innerText` leaves out the variants for other days (they are `visibility: hidden`). */
const seen = (page: Page) => page.evaluate(() => document.body.innerText);

/** A deadline box's size, and where the element after it starts, measured from the box's top. */
function measure(box: Element) {
  const { width, height, top } = box.getBoundingClientRect();
  const next = box.nextElementSibling ?? box.parentElement?.nextElementSibling;
  return { width, height, next: next ? next.getBoundingClientRect().top - top : null };
}

const find = (text: string, pattern: RegExp) => sentencesOf(text).find((sentence) => pattern.test(sentence));

const moments = [
  { when: new Date(2025, 1, 10, 12), macropad: "open", keyboard: "open" },
  { when: new Date(2025, 1, 20, 12), macropad: "closed", keyboard: "open" },
  { when: new Date(2025, 2, 16, 22), macropad: "closed", keyboard: "open" },
  { when: new Date(2025, 2, 17, 9), macropad: "closed", keyboard: "closed" },
] as const;

describe("deadline sentences in the browser", () => {
  it.each(moments)("on $when: every sentence states each deadline in the tense of the reader's day", async ({ when, macropad, keyboard }) => {
    const today = localDay(when);
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await page.clock.install({ time: when });
    const problems = watchErrors(page);
    for (const path of pages) {
      await openHydrated(page, `${site.baseUrl}${path}`);
      await expect.poll(async () => wrongTenses(await seen(page), today), { message: `${path} on ${today}` }).toEqual([]);
    }

    await openHydrated(page, `${site.baseUrl}/faq`);
    const faq = await seen(page);
    if (macropad === "open") {
      expect(find(faq, /^Submit your macropad by February 16th, 2025/)).toBeDefined();
    } else {
      expect(find(faq, /^It was February 16th, 2025: submissions for this round are closed\./)).toBeDefined();
      expect(faq).toMatch(/Wait for the next round\./);
      expect(await page.locator("[data-after-deadline] a", { hasText: "#hackpad on the Hack Club Slack" }).getAttribute("href")).toMatch(/slack\.com/);
    }
    // "I missed the deadline": the keyboard track is offered while it is open.
    expect(await page.locator("[data-after-deadline] a", { hasText: "keyboard track" }).isVisible()).toBe(keyboard === "open");

    await openHydrated(page, `${site.baseUrl}/keyboard`);
    const cell = async (row: RegExp) => (await page.getByRole("row", { name: row }).getByRole("cell").innerText()).trim();
    expect(await cell(/full-sized keyboard/)).toBe(keyboard === "open" ? "March 16th, 2025 (tentative)" : "March 16th, 2025 (closed)");
    expect(await cell(/only a macropad/)).toBe(macropad === "open" ? "February 16th, 2025" : "February 16th, 2025 (closed)");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("switches in place: the box keeps the build's size, the text after it stays where it was, and the banner says what to do", async () => {
    for (const path of ["/faq", "/submitting", "/keyboard"]) {
      // As the build wrote it (its day is after both deadlines), seen without JavaScript.
      const still = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
      const stillPage = await still.newPage();
      await stillPage.goto(`${site.baseUrl}${path}`);
      const box = stillPage.locator("[data-page-content] [data-deadline]").first();
      expect(await box.getAttribute("data-status"), path).toBe("closed");
      const before = await box.evaluate(measure);
      await still.close();

      const context = await newContext(browser, "phone");
      const page = await context.newPage();
      await page.clock.install({ time: new Date(2025, 1, 10, 12) });
      const problems = watchErrors(page);
      await openHydrated(page, `${site.baseUrl}${path}`);
      const live = page.locator("[data-page-content] [data-deadline]").first();
      await expect.poll(() => live.getAttribute("data-status"), { message: path }).toBe("open");
      expect(await live.evaluate(measure), path).toEqual(before);
      expect(await live.locator(':scope > [data-when="closed"]').getAttribute("aria-hidden"), path).toBe("true");
      expect(await live.locator(':scope > [data-when="open"]').getAttribute("aria-hidden"), path).toBeNull();
      expect(problems, path).toEqual([]);
      await context.close();
    }

    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await page.clock.install({ time: new Date(2025, 1, 20, 12) });
    await openHydrated(page, `${site.baseUrl}/guide`);
    const banner = onScreen(await page.locator('aside[aria-label="Programme status"]').innerText());
    expect(banner).toBe(
      "Submissions for this round closed on February 16th, 2025. Approved pads can go on to a keyboard until March 16th. " +
        "Next round: watch #hackpad. Or build a pad anyway, with your own parts.",
    );
    await context.close();
  });

  it("after a client-side navigation, the next page's text takes the reader's day too", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await page.clock.install({ time: new Date(2025, 1, 10, 12) });
    const problems = watchErrors(page);
    await openHydrated(page, `${site.baseUrl}/guide`);
    await page.locator("[data-page-content]").getByRole("link", { name: "FAQ", exact: true }).first().click();
    await page.waitForURL(`${site.baseUrl}/faq`);
    await expect.poll(async () => find(await seen(page), /^Submit your macropad by February 16th, 2025/)).toBeDefined();
    expect(wrongTenses(await seen(page), "2025-02-10")).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("ends the guide with what comes next: check, then submit", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await openHydrated(page, `${site.baseUrl}/guide`);
    const heading = page.getByRole("heading", { name: "What next: check, then submit" });
    expect(await heading.count()).toBe(1);
    const steps = page.locator("#what_next + p + ol > li");
    expect(await steps.locator("strong").allTextContents()).toEqual(["Check it.", "Submit it."]);
    expect(await steps.nth(0).getByRole("link", { name: "Check your project" }).getAttribute("href")).toBe("/check");
    expect(await steps.nth(1).getByRole("link", { name: "Submit your project" }).getAttribute("href")).toBe("/submitting");
    expect(await page.locator('nav[aria-label="Previous and next pages"] a[rel="next"]').getAttribute("href")).toBe("/check");
    await context.close();
  });
});
