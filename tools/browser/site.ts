import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { chromiumPath } from "../chromium.ts";
import { createSiteHandler } from "../../server/site-handler.ts";

export const clientDir = join(process.cwd(), process.env.BUILD_DIR ?? "build", "client");

/** Serves the production build with the project's own server on a free loopback port. */
export async function startSite(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  if (!existsSync(join(clientDir, "_headers"))) {
    throw new Error(`No production build at ${clientDir}: run "npm run build" first (npm test does).`);
  }
  const server: Server = createServer(createSiteHandler(clientDir));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Debian's Chromium (or CHROME_PATH), headless, with the flags this sandboxed machine needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export type ColorScheme = "light" | "dark";

/** A browser context at a viewport and colour scheme; phones get touch and a mobile scale. */
/**
 * How long a wait or action may take before it fails. The waits take a few seconds on an idle machine; Playwright's
 * own 30 s was reached on 2 cores running two full test runs side by side, so the bound is three times that. It
 * only decides when a test that has already gone wrong gives up.
 */
export const ACTION_TIMEOUT_MS = 90_000;

export async function newContext(browser: Browser, viewport: keyof typeof viewports, colorScheme: ColorScheme = "light"): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    colorScheme,
    deviceScaleFactor: 1,
    hasTouch: viewport === "phone",
    isMobile: viewport === "phone",
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
}

/**
 * Waits until every interactive tool in the page text (an island, app/islands/) renders live. An island
 * loads when it nears the screen, so each one still waiting is scrolled to in turn; the page's scroll
 * position is put back afterwards.
 */
export async function waitForIslands(page: Page): Promise<void> {
  const scrollY = await page.evaluate(() => window.scrollY);
  for (let island = await page.$("[data-island]:not([data-island-ready])"); island; island = await page.$("[data-island]:not([data-island-ready])")) {
    await island.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await page.waitForFunction((element) => element.hasAttribute("data-island-ready"), island, { timeout: 15_000 });
  }
  await page.evaluate((y) => window.scrollTo(0, y), scrollY);
}

/** Opens a page of the served build and waits until React has hydrated it and its tools are live. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await waitForIslands(page);
}

/** Collects console errors, page errors and React hydration warnings while a page is used. */
export function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Waits until the page has drawn its next frame and run the tasks queued before it: a condition, not a fixed time. */
export async function afterNextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}
