import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { routePaths } from "../../tools/browser/routes";
import { newContext } from "../../tools/browser/site";
import { serveSiteAndBrowser, type Site } from "../support/env";

let site: Site;
let browser: Browser;
serveSiteAndBrowser((started, chromium) => {
  site = started;
  browser = chromium;
});

async function open(page: Page, path: string) {
  await page.goto(`${site.baseUrl}${path}`, { waitUntil: "networkidle" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

describe("theme", () => {
  it("follows the system, then remembers the reader's choice without a flash", async () => {
    const context = await newContext(browser, "desktop", "dark");
    const page = await context.newPage();
    await open(page, "/guide");
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");

    const toggle = page.locator("button[data-theme-choice]").first();
    expect(await toggle.getAttribute("data-theme-choice")).toBe("system");
    await toggle.click();
    await page.locator('[data-theme-option="light"]').first().click();
    expect(await toggle.getAttribute("data-theme-choice")).toBe("light");
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    expect(await page.evaluate(() => localStorage.getItem("hackpad-theme"))).toBe("light");

    // On the next visit the inline head script applies the choice before anything is painted.
    const themes: string[] = [];
    await page.exposeFunction("__recordTheme", (theme: string) => themes.push(theme));
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        (window as unknown as { __recordTheme: (t: string) => void }).__recordTheme(document.documentElement.dataset.theme ?? "none");
      });
    });
    await open(page, "/parts");
    expect(themes.length).toBeGreaterThan(0);
    expect(new Set(themes)).toEqual(new Set(["light"]));

    await toggle.click();
    await page.locator('[data-theme-option="dark"]').first().click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await toggle.click();
    await page.locator('[data-theme-option="system"]').first().click();
    expect(await toggle.getAttribute("data-theme-choice")).toBe("system");
    expect(await page.evaluate(() => localStorage.getItem("hackpad-theme"))).toBeNull();
    await context.close();
  });
});

describe("reading aids", () => {
  it("lists the page's sections and highlights the one in view", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await open(page, "/guide");
    const toc = page.locator('aside[aria-label="On this page"] nav');
    expect(await toc.isVisible()).toBe(true);
    const links = toc.locator("a");
    expect(await links.count()).toBeGreaterThan(5);
    const target = await links.nth(4).getAttribute("href");
    await page.locator(`[id="${target?.slice(1)}"]`).scrollIntoViewIfNeeded();
    await page.evaluate((id) => document.getElementById(id)?.scrollIntoView({ block: "start" }), target?.slice(1) ?? "");
    await expect.poll(() => toc.locator('a[aria-current="location"]').getAttribute("href")).toBe(target);
    await context.close();
  });

  it("collapses the contents at the top on phones", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await open(page, "/guide");
    const details = page.locator("details.toc-mobile");
    expect(await details.isVisible()).toBe(true);
    expect(await details.locator("nav a").first().isVisible()).toBe(false);
    await details.locator("summary").click();
    expect(await details.locator("nav a").first().isVisible()).toBe(true);
    await context.close();
  });

  it("gives every section heading a link to itself", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await open(page, "/guide");
    const headings = await page
      .locator("article h2[id]")
      .evaluateAll((elements) => elements.map((heading) => [heading.id, heading.querySelector("a.heading-link")?.getAttribute("href")]));
    expect(headings.length).toBeGreaterThan(3);
    for (const [id, href] of headings) expect(href).toBe(`#${id}`);
    await context.close();
  });

  it("shows time to read and fills the progress bar as you scroll", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await open(page, "/guide");
    expect(await page.locator("article header").textContent()).toMatch(/\d+ min read/);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.locator(".reading-progress").evaluate((bar) => getComputedStyle(bar).transform)).toBe("matrix(1, 0, 0, 1, 0, 0)");
    await context.close();
  });

  it("links to the previous and next step of the journey, and offers the advanced pages as optional", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await open(page, "/guide");
    expect(await page.locator('a[rel="prev"]').count()).toBe(0);
    expect(await page.locator('a[rel="next"]').getAttribute("href")).toBe("/check");
    expect(await page.locator('a[rel="next"]').textContent()).toContain("Check your project");
    const optional = page.getByTestId("optional-pages");
    expect(await optional.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(["/advancedguide", "/advancedPCB"]);
    await optional.getByRole("link", { name: "Advanced DIY guide" }).click();
    await page.waitForURL(`${site.baseUrl}/advancedguide`);
    await expect.poll(() => page.locator('a[rel="prev"]').getAttribute("href")).toBe("/guide");
    expect(await page.locator('a[rel="prev"]').textContent()).toContain("Back to");
    expect(await page.locator('a[rel="next"]').getAttribute("href")).toBe("/check");
    await page.locator('a[rel="next"]').click();
    await page.waitForURL(`${site.baseUrl}/check`);
    await expect.poll(() => page.locator('a[rel="next"]').getAttribute("href")).toBe("/submitting");
    await page.locator('a[rel="next"]').click();
    await page.waitForURL(`${site.baseUrl}/submitting`);
    await expect.poll(() => page.locator('a[rel="next"]').getAttribute("href")).toBe("/get-keycap");
    await context.close();
  });

  it("links each page to its source file for editing", async () => {
    const response = await fetch(`${site.baseUrl}/keyboard/faq`);
    expect(await response.text()).toContain("/content/docs/keyboard/faq.mdx");
  });
});

describe("code blocks", () => {
  it("are highlighted at build time, captioned with their file name, and copy with an announcement", async () => {
    const context = await newContext(browser, "desktop");
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.baseUrl });
    const page = await context.newPage();
    await open(page, "/guide");
    const block = page.locator("figure.code-block", { has: page.locator("figcaption", { hasText: "main.py" }) }).first();
    expect(await block.count()).toBe(1);
    expect(await block.locator("pre span[class*='sk-token-']").count()).toBeGreaterThan(5);
    await block.getByRole("button", { name: /Copy/ }).click();
    await expect.poll(() => block.locator('[role="status"]').textContent()).toBe("Copied to clipboard");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("keyboard.go()");
    await context.close();
  });
});

describe("keyboard shortcuts help", () => {
  it("opens with ? and closes with Escape", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await open(page, "/parts");
    await page.keyboard.press("?");
    // The list loads on demand, so it appears a moment after the key press.
    const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await context.close();
  });
});

describe("metadata", () => {
  it("gives each page a canonical URL, social tags, a social card and JSON-LD", async () => {
    const html = await (await fetch(`${site.baseUrl}/guide`)).text();
    expect(html).toContain('<link rel="canonical" href="https://hackpad.hackclub.com/guide"/>');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/hackpad\.hackclub\.com\/og\/guide\.png"\/>/);
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    expect(html).toContain('"@type":"TechArticle"');
    const image = await fetch(`${site.baseUrl}/og/guide.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
  });

  it("lists every route in sitemap.xml, which robots.txt names", async () => {
    const sitemap = await (await fetch(`${site.baseUrl}/sitemap.xml`)).text();
    for (const path of routePaths) expect(sitemap).toContain(`<loc>https://hackpad.hackclub.com${path === "/" ? "/" : path}</loc>`);
    expect(await (await fetch(`${site.baseUrl}/robots.txt`)).text()).toContain("Sitemap: https://hackpad.hackclub.com/sitemap.xml");
  });
});

describe("print", () => {
  it("drops the navigation and keeps the content", async () => {
    const context = await newContext(browser, "desktop", "dark");
    const page = await context.newPage();
    await open(page, "/guide");
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("#docs-sidebar").isVisible()).toBe(false);
    expect(await page.locator("body > header").isVisible()).toBe(false);
    expect(await page.locator("article h1").isVisible()).toBe(true);
    expect(await page.locator("article h1").evaluate((h1) => getComputedStyle(h1).color)).toBe("rgb(0, 0, 0)");
    await context.close();
  });
});
