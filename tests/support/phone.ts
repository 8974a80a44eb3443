import type { Browser, Page } from "playwright-core";
import { routePaths } from "../../tools/browser/routes.ts";
import { newContext, type ColorScheme } from "../../tools/browser/site.ts";

/** Visits every route on a 390px phone in one colour scheme and hands each loaded page to `check`. */
export async function eachPhonePage(browser: Browser, baseUrl: string, scheme: ColorScheme, check: (page: Page, path: string) => Promise<void>): Promise<void> {
  const context = await newContext(browser, "phone", scheme);
  const page = await context.newPage();
  try {
    for (const path of routePaths) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
      await check(page, path);
    }
  } finally {
    await context.close();
  }
}
