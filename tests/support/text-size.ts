import type { Browser, BrowserContext, Page } from "playwright-core";
import type { ColorScheme } from "../../tools/browser/site.ts";

/**
 * A screen width and a way of making text larger, as a reader would: WCAG 1.4.4 (text at 200%) and 1.4.10
 * (reflow: 320 CSS px, which is a 1280px window at 400% zoom).
 * - `rootStyle`: the root font size set to 200% by a style sheet the reader adds (a user style or an extension),
 *   which changes `rem` but not the widths media queries are written in.
 * - `fontPreference`: the browser's default font size raised to 32px (Chromium's font size setting, through the
 *   DevTools protocol), which scales `rem` and the `em`/`rem` of media queries alike.
 */
export interface TextSetting {
  name: string;
  width: number;
  text: "normal" | "rootStyle" | "fontPreference";
}

export const textSettings: readonly TextSetting[] = [
  { name: "390px with the root font size at 200%", width: 390, text: "rootStyle" },
  { name: "390px with a 32px default font size", width: 390, text: "fontPreference" },
  { name: "320px with normal text (1280px at 400%)", width: 320, text: "normal" },
];

const PHONE_HEIGHT = 844;

/** A touch-phone page at the setting's width with its text size applied to every page it opens. */
export async function openTextSetting(
  browser: Browser,
  setting: TextSetting,
  colorScheme: ColorScheme = "light",
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: setting.width, height: PHONE_HEIGHT },
    colorScheme,
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
  });
  if (setting.text === "rootStyle") {
    // A constructed style sheet, as a user style would be: the site's Content-Security-Policy (style-src 'self')
    // refuses an injected <style> element.
    await context.addInitScript(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync("html { font-size: 200% !important; }");
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
  }
  const page = await context.newPage();
  if (setting.text === "fontPreference") {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
  }
  return { context, page };
}

/** The root font size of the open page, in px: 32 when the setting doubled the text. */
export function rootFontPx(page: Page): Promise<number> {
  return page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
}
