import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { keyboardSidebar, macropadSidebar, sidebarLinks } from "~/content/site";
import { routePaths } from "../../tools/browser/routes";
import { newContext, watchErrors } from "../../tools/browser/site";
import { serveSiteAndBrowser, type Site } from "../support/env";

let site: Site;
let browser: Browser;
serveSiteAndBrowser((started, chromium) => {
  site = started;
  browser = chromium;
});

describe("prerendered HTML, before any JavaScript", () => {
  it("every route answers 200 with an <h1> and a distinct <title>", async () => {
    const titles = new Map<string, string>();
    for (const path of routePaths) {
      const response = await fetch(`${site.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, `${path} has a <title>`).toBeTruthy();
      expect(html, `${path} has an <h1>`).toMatch(/<h1[\s>]/);
      expect(titles.has(title ?? ""), `${path} shares its title "${title}" with ${titles.get(title ?? "")}`).toBe(false);
      titles.set(title ?? "", path);
    }
    expect(titles.size).toBe(routePaths.length);
  });

  it("serves pages with and without a trailing slash", async () => {
    expect((await fetch(`${site.baseUrl}/guide/`)).status).toBe(200);
    expect((await fetch(`${site.baseUrl}/keyboard/faq/`)).status).toBe(200);
  });

  it("redirects the lower-case /advancedpcb to /advancedPCB", async () => {
    const response = await fetch(`${site.baseUrl}/advancedpcb`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/advancedPCB");
  });

  it("answers an unknown path with the not-found page and status 404", async () => {
    const response = await fetch(`${site.baseUrl}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });

  it("refuses other methods with 405 and an Allow header", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${site.baseUrl}/guide`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
    }
  });

  it("never serves a file outside the build", async () => {
    for (const attempt of ["/..%2f..%2fetc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/assets/..%2f..%2fpackage.json"]) {
      const response = await fetch(`${site.baseUrl}${attempt}`);
      expect([400, 404], attempt).toContain(response.status);
      const body = await response.text();
      expect(body).not.toContain("root:");
      expect(body).not.toContain('"devDependencies"');
    }
  });

  it("sends long-lived caching for hashed assets and revalidation for HTML", async () => {
    const html = await (await fetch(`${site.baseUrl}/guide`)).text();
    const asset = /(\/assets\/[\w.-]+\.js)/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const assetResponse = await fetch(`${site.baseUrl}${asset}`, { headers: { "accept-encoding": "br" } });
    expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(assetResponse.headers.get("content-encoding")).toBe("br");
    expect((await fetch(`${site.baseUrl}/guide`)).headers.get("cache-control")).toBe("no-cache");
  });
});

describe("in the browser", () => {
  it("hydrates every route without console errors or hydration warnings", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    const problems = watchErrors(page);
    for (const path of routePaths) {
      await page.goto(`${site.baseUrl}${path}`, { waitUntil: "networkidle" });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      expect(problems, path).toEqual([]);
    }
    await context.close();
  });

  it("navigates sidebar links without a full page load", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/guide`, { waitUntil: "networkidle" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.getByRole("navigation", { name: "Macropad pages" }).getByRole("link", { name: "Approved Parts" }).click();
    await page.waitForURL(`${site.baseUrl}/parts`);
    await expect.poll(() => page.locator("h1").textContent()).toContain("Approved parts");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.locator('a[aria-current="page"]').first().textContent()).toBe("Approved Parts");
    await context.close();
  });

  it("shows the 404 page for an unknown path after hydration too", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    const problems = watchErrors(page);
    const response = await page.goto(`${site.baseUrl}/not-a-real-page`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await page.locator("h1").textContent()).toBe("Page not found");
    expect(problems.filter((problem) => !problem.includes("404"))).toEqual([]);
    await context.close();
  });

  it("desktop: every macropad link on /guide, the keyboard links on /keyboard", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/guide`);
    const macropadNav = page.getByRole("navigation", { name: "Macropad pages" });
    for (const link of sidebarLinks(macropadSidebar)) {
      await expect.poll(() => macropadNav.getByRole("link", { name: link.label, exact: true }).isVisible()).toBe(true);
    }
    expect(await macropadNav.getByRole("link", { name: "DIY Guide", exact: true }).getAttribute("aria-current")).toBe("page");
    await page.goto(`${site.baseUrl}/keyboard`);
    const keyboardNav = page.getByRole("navigation", { name: "Keyboard pages" });
    for (const link of sidebarLinks(keyboardSidebar)) {
      // A link with a hint is named by its label and its hint together ("FAQ v2 Keyboard track questions").
      expect(await keyboardNav.getByRole("link", { name: link.label, exact: !link.hint }).isVisible()).toBe(true);
    }
    await context.close();
  });

  it("phone: the sidebar is hidden; the menu opens it as a drawer, Escape and the backdrop close it", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/guide`, { waitUntil: "networkidle" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const sidebar = page.locator("#docs-sidebar");
    const button = page.locator('button[aria-controls="docs-sidebar"]');
    expect(await sidebar.isVisible()).toBe(false);
    expect(await button.getAttribute("aria-expanded")).toBe("false");

    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await sidebar.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest("#docs-sidebar") !== null)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    await page.keyboard.press("Escape");
    expect(await sidebar.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe("docs-sidebar");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    await button.click();
    await page.mouse.click(380, 600);
    expect(await sidebar.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe("docs-sidebar");
    await context.close();
  });
});
