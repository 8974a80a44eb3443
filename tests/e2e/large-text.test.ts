/**
 * Large text (WCAG 1.4.4 resize text, 1.4.10 reflow) over every route: at 390px with text at 200% (set both ways a
 * reader can: a 200% root font size from a user style, and a 32px default font size in the browser) and at 320px
 * with normal text, no page scrolls sideways, and every header control is on screen and can be tapped, or, when
 * the header has no room for it, is in the open menu drawer and can be tapped there. Then the controls the
 * drawer holds are used: search, theme and the way back.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { routePaths } from "../../tools/browser/routes";
import { openTextSetting, rootFontPx, textSettings } from "../support/text-size";
import { serveSiteAndBrowser, type Site } from "../support/env";

let site: Site;
let browser: Browser;
serveSiteAndBrowser((started, chromium) => {
  site = started;
  browser = chromium;
});

const MENU = 'header button[aria-controls="docs-sidebar"]';

interface Control {
  label: string;
  /** What the control is (`search`, `theme`, `repo`) when the drawer can hold it instead of the header. */
  tool: string | null;
  visible: boolean;
  /** Why a visible control cannot be reached: off the screen, smaller than 24 × 24px, or covered where a tap lands. */
  problem: string | null;
}

/** The header's controls, or the copies of them in the menu drawer, and whether each can be reached. */
function controls(page: Page, where: "header" | "drawer", width: number): Promise<Control[]> {
  return page.evaluate(
    ({ where, width }) => {
      const found: { element: HTMLElement; tool: string | null }[] =
        where === "header"
          ? [...document.querySelectorAll<HTMLElement>("header a[href], header button")]
              // The theme menu's list is closed; it is checked when used below.
              .filter((element) => !element.closest("[hidden]"))
              .map((element) => ({ element, tool: element.closest<HTMLElement>("[data-header-tool]")?.dataset.headerTool ?? null }))
          : [...document.querySelectorAll<HTMLElement>("#docs-sidebar [data-drawer-tool]")].map((holder) => ({
              element: holder.matches("a, button") ? holder : (holder.querySelector<HTMLElement>("button") ?? holder),
              tool: holder.dataset.drawerTool ?? null,
            }));
      return found.map(({ element, tool }) => {
        const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ");
        const visible = element.checkVisibility();
        let problem: string | null = null;
        if (visible) {
          const rect = element.getBoundingClientRect();
          const x = rect.left + rect.width / 2;
          const y = rect.top + rect.height / 2;
          if (rect.left < -0.5 || rect.right > width + 0.5 || rect.top < -0.5 || rect.bottom > innerHeight + 0.5) {
            problem = `is off the screen (${Math.round(rect.left)}..${Math.round(rect.right)} × ${Math.round(rect.top)}..${Math.round(rect.bottom)})`;
          } else if (rect.width < 24 || rect.height < 24) {
            // WCAG 2.2 target size (minimum): a control squeezed by its neighbours is hard to tap.
            problem = `is squeezed to ${Math.round(rect.width)} × ${Math.round(rect.height)}px`;
          } else if (!element.contains(document.elementFromPoint(x, y))) {
            problem = "is covered where a tap lands";
          }
        }
        return { label, tool, visible, problem };
      });
    },
    { where, width },
  );
}

async function openPage(page: Page, path: string) {
  await page.goto(`${site.baseUrl}${path}`, { waitUntil: "networkidle" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

describe.each(textSettings)("large text: $name", (setting) => {
  it("no route scrolls sideways, and every header control is on screen or in the open menu", async () => {
    const { context, page } = await openTextSetting(browser, setting);
    const problems: string[] = [];
    let widest = 0;
    let drawerRoutes = 0;
    try {
      for (const path of routePaths) {
        await openPage(page, path);
        if (setting.text !== "normal") expect(await rootFontPx(page), `${path}: the text is at 200%`).toBe(32);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        widest = Math.max(widest, width);
        if (width > setting.width) problems.push(`${path} is ${width}px wide`);

        const header = await controls(page, "header", setting.width);
        for (const control of header) {
          if (control.problem) problems.push(`${path}: the header's "${control.label}" ${control.problem}`);
          if (!control.visible && !control.tool) problems.push(`${path}: the header's "${control.label}" is hidden and nothing holds it`);
        }
        const folded = header.filter((control) => !control.visible && control.tool).map((control) => control.tool);
        if (folded.length === 0) continue;
        const menu = page.locator(MENU);
        if (!(await menu.isVisible())) {
          problems.push(`${path}: ${folded.join(", ")} left the header and there is no menu to hold them`);
          continue;
        }
        drawerRoutes++;
        await menu.tap();
        await page.locator("#docs-sidebar").waitFor({ state: "visible" });
        const drawer = await controls(page, "drawer", setting.width);
        for (const tool of folded) {
          const copy = drawer.find((control) => control.tool === tool && control.visible);
          if (!copy) problems.push(`${path}: the ${tool} control is neither in the header nor in the open menu`);
          else if (copy.problem) problems.push(`${path}: the menu's "${copy.label}" ${copy.problem}`);
        }
        for (const extra of drawer.filter((control) => control.visible && !folded.includes(control.tool))) {
          problems.push(`${path}: the menu shows "${extra.label}" while the header still has it`);
        }
      }
    } finally {
      await context.close();
    }
    console.log(`${setting.name}: widest page ${widest}px, ${drawerRoutes} routes with header controls in the menu`);
    expect(problems, problems.join("\n")).toEqual([]);
  });
});

describe("the header's controls in the menu, at 390px with text at 200%", () => {
  const [setting] = textSettings;

  it("the menu opens on its Search; theme and search work from there, and focus comes back to the menu button", async () => {
    if (!setting) throw new Error("no text setting");
    const { context, page } = await openTextSetting(browser, setting, "light");
    try {
      await openPage(page, "/guide");
      const menu = page.locator(MENU);
      await menu.tap();
      const drawer = page.locator("#docs-sidebar");
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.drawerTool)).toBe("search");
      expect(await drawer.getByRole("link", { name: /Source on GitHub/ }).getAttribute("href")).toMatch(/^https:\/\/github\.com\//);

      // The theme: its list opens inside the drawer; the choice shows on both theme buttons.
      const themeButton = drawer.locator("button[data-theme-choice]");
      expect(await themeButton.textContent()).toBe("Theme: System");
      await themeButton.tap();
      const dark = drawer.locator('[data-theme-option="dark"]');
      const box = await dark.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= setting.width).toBe(true);
      await dark.tap();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
      expect(await themeButton.textContent()).toBe("Theme: Dark");
      expect(await page.locator("header button[data-theme-choice]").getAttribute("data-theme-choice")).toBe("dark");

      // Search: the drawer closes and the page's one search dialog opens; Escape returns to the menu button.
      await drawer.locator('[data-drawer-tool="search"]').tap();
      await expect.poll(() => drawer.isVisible()).toBe(false);
      const field = page.getByRole("dialog").getByRole("combobox");
      await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
      await page.keyboard.type("case");
      await expect.poll(() => page.getByRole("dialog").getByRole("option").count()).toBeGreaterThan(0);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
      expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
