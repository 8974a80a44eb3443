/**
 * Keyboard gate on a docs page at desktop width: the first Tab shows a "Skip to content" link with a
 * visible focus ring, further Tabs go header → sidebar → main content, every stop is visible, ringed
 * and not hidden under the fixed header, and Enter on the skip link moves focus to <main id="main">.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext } from "../../tools/browser/site";
import { serveSiteAndBrowser, type Site } from "../support/env";

let site: Site;
let browser: Browser;
serveSiteAndBrowser((started, chromium) => {
  site = started;
  browser = chromium;
});

interface FocusStop {
  region: "skip" | "header" | "status" | "sidebar" | "main" | "other" | "none";
  description: string;
  visible: boolean;
  ring: boolean;
  /** Entirely covered by the fixed header (WCAG 2.2 "Focus Not Obscured"). */
  obscured: boolean;
  text: string;
  href: string | null;
}

/** Where focus is now and whether a sighted keyboard user can see it. */
function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate((): FocusStop => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { region: "none", description: "body", visible: false, ring: false, obscured: false, text: "", href: null };
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const clipped = style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)";
    const visible =
      rect.width > 2 &&
      rect.height > 2 &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < innerHeight &&
      rect.left < innerWidth &&
      !clipped &&
      style.visibility !== "hidden" &&
      Number(style.opacity) > 0;
    const ring = (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== "none" && style.boxShadow !== "");
    const header = document.querySelector("body > header, header");
    const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
    const inHeader = header?.contains(el) ?? false;
    const isSkip = el.matches('a[href="#main"]');
    const region: FocusStop["region"] = isSkip
      ? "skip"
      : inHeader
        ? "header"
        : el.closest('aside[aria-label="Programme status"]')
          ? "status"
          : el.closest("#docs-sidebar")
            ? "sidebar"
            : el.closest("main")
              ? "main"
              : "other";
    const obscured = !inHeader && !isSkip && style.position !== "fixed" && rect.bottom <= headerBottom && rect.height < innerHeight;
    const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
    return {
      region,
      description: `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${text}"`,
      visible,
      ring,
      obscured,
      text,
      href: el.getAttribute("href"),
    };
  });
}

async function openGuide(page: Page) {
  await page.goto(`${site.baseUrl}/guide`, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 15_000 });
}

describe("the keyboard gate catches regressions", () => {
  it("flags a skip link that stays hidden on focus and a link without a focus ring", async () => {
    const context = await newContext(browser, "desktop", "light");
    try {
      const page = await context.newPage();
      await page.setContent(readFileSync(join(process.cwd(), "tests/fixtures/quality/keyboard-broken.html"), "utf8"));
      await page.keyboard.press("Tab");
      const skip = await focusStop(page);
      expect(skip).toMatchObject({ region: "skip", visible: false });
      await page.keyboard.press("Tab");
      const home = await focusStop(page);
      expect(home).toMatchObject({ region: "header", visible: true, ring: false });
    } finally {
      await context.close();
    }
  });
});

describe("keyboard navigation on /guide (desktop)", () => {
  it("reaches a visible skip link first, then header, sidebar and main, each with a visible focus ring", async () => {
    const context = await newContext(browser, "desktop", "light");
    try {
      const page = await context.newPage();
      await openGuide(page);

      await page.keyboard.press("Tab");
      const first = await focusStop(page);
      expect(first.region, `first Tab stop is ${first.description}`).toBe("skip");
      expect(first.text).toMatch(/skip to (main )?content/i);
      expect(first.visible, "the skip link is visible on screen when focused").toBe(true);
      expect(first.ring, "the skip link shows a focus outline or ring").toBe(true);

      const stops: FocusStop[] = [first];
      for (let i = 0; i < 120; i++) {
        await page.keyboard.press("Tab");
        const stop = await focusStop(page);
        stops.push(stop);
        // Enough once a few stops inside the main content have been seen.
        if (stops.filter((s) => s.region === "main").length >= 5) break;
      }

      const order: string[] = [];
      for (const stop of stops) if (order[order.length - 1] !== stop.region) order.push(stop.region);
      // The status strip under the header may hold a link (what a latecomer can do) between header and sidebar.
      expect(order.filter((region) => region !== "status").slice(0, 4), `Tab order by region: ${order.join(" → ")}`).toEqual([
        "skip",
        "header",
        "sidebar",
        "main",
      ]);
      expect(order.indexOf("status") === -1 || order.indexOf("status") === order.indexOf("header") + 1).toBe(true);

      const problems = stops
        .filter((stop) => stop.region !== "none")
        .flatMap((stop) => [
          ...(stop.visible ? [] : [`${stop.description} (${stop.region}) is focused but not visible`]),
          ...(stop.ring ? [] : [`${stop.description} (${stop.region}) has no visible focus outline or ring`]),
          ...(stop.obscured ? [`${stop.description} (${stop.region}) is hidden under the fixed header when focused`] : []),
        ]);
      expect(problems, problems.join("\n")).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("moves focus to the main content when Enter is pressed on the skip link", async () => {
    const context = await newContext(browser, "desktop", "light");
    try {
      const page = await context.newPage();
      await openGuide(page);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
      await page.keyboard.press("Tab");
      const next = await focusStop(page);
      expect(next.region, `after the skip link, Tab goes to ${next.description}`).toBe("main");
    } finally {
      await context.close();
    }
  });
});
