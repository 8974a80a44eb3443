import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeRunExpression, formatAxeViolations, type AxeViolation } from "~/tools/quality/axe";
import { SEARCH_INDEX_FILE } from "~/lib/search/options";
import { loadSearchIndex, search } from "~/app/components/search/query";
import { clientDir, newContext, type ColorScheme } from "../../tools/browser/site";
import { axeSource, serveSiteAndBrowser, type Site } from "../support/env";

let site: Site;
let browser: Browser;
serveSiteAndBrowser((started, chromium) => {
  site = started;
  browser = chromium;
});

/** Adds up the compressed bytes of every script the page downloads. */
function countScriptBytes(page: Page): { total: () => Promise<number>; files: () => string[] } {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes_) => {
          sizes.set(response.url(), sizes_.responseBodySize);
        })
        .catch(() => undefined),
    );
  });
  return {
    total: async () => {
      await Promise.all(pending);
      return [...sizes.values()].reduce((sum, size) => sum + size, 0);
    },
    files: () => [...sizes.keys()].map((url) => new URL(url).pathname),
  };
}

async function openPage(page: Page, path: string) {
  await page.goto(`${site.baseUrl}${path}`);
  await page.waitForSelector("html[data-hydrated]");
}

const dialog = (page: Page) => page.locator("dialog[open]");
const searchButton = (page: Page) => page.locator("header").getByRole("button", { name: "Search", exact: true });

describe("site search", () => {
  it("opens with Ctrl+K, finds a courtyard error despite loading nothing up front, and lands on its heading", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    const scripts = countScriptBytes(page);
    const indexRequests: string[] = [];
    let indexBytes = Promise.resolve(0);
    page.on("request", (request) => {
      if (request.url().endsWith("/search-index.json")) indexRequests.push(request.url());
    });
    page.on("response", (response) => {
      if (response.url().endsWith("/search-index.json"))
        indexBytes = response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize);
    });

    await openPage(page, "/guide");
    await page.waitForLoadState("networkidle");
    const before = await scripts.total();
    expect(indexRequests).toEqual([]);
    expect(scripts.files().some((file) => /SearchDialog/.test(file))).toBe(false);

    await page.keyboard.press("Control+k");
    await expect.poll(() => dialog(page).count()).toBe(1);
    const input = page.getByRole("combobox", { name: "Search every page and project" });
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);

    await input.fill("courtyard");
    const first = page.getByRole("option").first();
    await first.waitFor();
    expect(await dialog(page).getByRole("status").textContent()).toMatch(/^\d+ results?$/);
    expect(await first.locator("mark").first().textContent()).toMatch(/^courtyard/i);
    expect(await input.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    await page.waitForLoadState("networkidle");
    const after = await scripts.total();
    console.log(
      `search: JS before opening ${(before / 1024).toFixed(1)} KB, after ${(after / 1024).toFixed(1)} KB ` +
        `(+${((after - before) / 1024).toFixed(1)} KB for the dialog and MiniSearch); index ${((await indexBytes) / 1024).toFixed(1)} KB as sent`,
    );
    expect(indexRequests).toHaveLength(1);

    await page.keyboard.press("Enter");
    await page.waitForURL(/\/errors#[\w-]+$/);
    const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
    expect(await dialog(page).count()).toBe(0);
    const heading = page.locator(`[id="${id}"]`);
    expect(await heading.evaluate((element) => element.tagName)).toMatch(/^H[23]$/);
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    const box = await heading.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
    await context.close();
  });

  it("keeps what is typed while the dialog is still loading, for the button and for Ctrl+K", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    const input = page.getByRole("combobox", { name: "Search every page and project" });
    await openPage(page, "/guide");
    // At the real pace first: React shows a newly loaded dialog up to 300 ms after it has the code.
    await searchButton(page).click();
    await page.keyboard.type("courtyard");
    await expect.poll(() => input.inputValue()).toBe("courtyard");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).count()).toBe(0);

    // The dialog's code is held back until the letters are typed, so they arrive before its field exists.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/SearchDialog[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openPage(page, "/guide");
    await searchButton(page).click();
    await page.keyboard.type("platx");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("e ");
    expect(await dialog(page).count()).toBe(0);
    release();
    await expect.poll(() => input.inputValue()).toBe("plate ");
    // The caret sits after the kept letters, so typing carries on where the reader was.
    await input.pressSequentially("thickness");
    expect(await input.inputValue()).toBe("plate thickness");
    await page.getByRole("option").first().waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).count()).toBe(0);

    // Once loaded, the dialog opens at once and starts empty: nothing typed earlier leaks into it.
    await page.keyboard.press("Control+k");
    await page.keyboard.type("drc");
    await expect.poll(() => input.inputValue()).toBe("drc");
    await context.close();
  });

  it("says so when the dialog's code cannot be fetched, leaves the page's keys alone, and tries again", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.route(/SearchDialog[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
    await openPage(page, "/guide");
    await searchButton(page).click();
    const notice = page.getByRole("dialog", { name: "Search could not load" });
    await notice.waitFor();
    // The letters buffer stopped with the failure: a key press reaches the page untouched.
    const prevented = await page.evaluate(() => {
      const event = new KeyboardEvent("keydown", { key: "x", bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(prevented).toBe(false);

    await page.unroute(/SearchDialog[^/]*\.js$/);
    await notice.getByRole("button", { name: "Try again" }).click();
    const input = page.getByRole("combobox", { name: "Search every page and project" });
    await input.waitFor();
    await input.fill("oled");
    await page.getByRole("option").first().waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens with / (not while typing) and closes with Escape, giving focus back to the button", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await openPage(page, "/errors");
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.keyboard.press("/");
    await expect.poll(() => dialog(page).count()).toBe(1);
    const input = page.getByRole("combobox", { name: "Search every page and project" });
    await input.pressSequentially("a/b");
    expect(await input.inputValue()).toBe("a/b");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => searchButton(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it("opens from the header button; arrow keys move the active result, Tab stays inside, Close returns focus", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await openPage(page, "/");
    await searchButton(page).click();
    await expect.poll(() => dialog(page).count()).toBe(1);
    const input = page.getByRole("combobox", { name: "Search every page and project" });
    await input.fill("kicad");
    await page.getByRole("option").nth(1).waitFor();
    const options = page.getByRole("option");
    const idOf = (index: number) => options.nth(index).getAttribute("id");

    expect(await input.getAttribute("aria-activedescendant")).toBe(await idOf(0));
    await page.keyboard.press("ArrowDown");
    expect(await input.getAttribute("aria-activedescendant")).toBe(await idOf(1));
    expect(await options.nth(1).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    expect(await input.getAttribute("aria-activedescendant")).toBe(await idOf((await options.count()) - 1));

    // Tab cycles between the field and the Close button only.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    }
    await page.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => searchButton(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it("says when nothing matches, and fills a phone screen", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await openPage(page, "/guide");
    await searchButton(page).click();
    const input = page.getByRole("combobox", { name: "Search every page and project" });
    await input.fill("qqqzzzxxx");
    await expect.poll(() => dialog(page).getByRole("status").textContent()).toBe("No results for “qqqzzzxxx”");
    expect(await input.getAttribute("aria-expanded")).toBe("false");
    const box = await dialog(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
    expect(box?.height).toBeGreaterThan(800);
    await context.close();
  });

  for (const [viewport, colorScheme] of [
    ["desktop", "light"],
    ["desktop", "dark"],
    ["phone", "dark"],
  ] as const) {
    it(`has no axe violations with results showing (${viewport}, ${colorScheme})`, async () => {
      const context = await newContext(browser, viewport, colorScheme as ColorScheme);
      const page = await context.newPage();
      await openPage(page, "/guide");
      await searchButton(page).click();
      await page.getByRole("combobox", { name: "Search every page and project" }).fill("courtyard");
      await page.getByRole("option").nth(1).waitFor();
      await page.keyboard.press("ArrowDown");
      if (!(await page.evaluate("typeof window.axe !== 'undefined'"))) await page.evaluate(axeSource);
      const violations = await page.evaluate<AxeViolation[]>(axeRunExpression());
      const folder = join(process.cwd(), "test-results", "search");
      mkdirSync(folder, { recursive: true });
      await page.screenshot({ path: join(folder, `dialog-${viewport}-${colorScheme}.png`) });
      expect(violations, formatAxeViolations([{ page: "/guide", variant: `search ${viewport} ${colorScheme}`, violations }])).toEqual([]);
      await context.close();
    });
  }
});

describe("the built search index answers what participants ask", () => {
  const index = loadSearchIndex(readFileSync(join(clientDir, SEARCH_INDEX_FILE), "utf8"));
  const top = (query: string, count: number) =>
    search(index, query)
      .slice(0, count)
      .map((hit) => hit.url);

  // A question in a participant's words, as typed into the box, and the section that answers it, which must
  // come first (or within the first three). The size limits live in content/programme/limits.ts and the
  // FAQ states them (its PCB and case answers).
  it.each([
    ["deadline", "/faq#deadline", 1],
    ["when is it due", "/faq#deadline", 1],
    ["pcb size", "/faq#pcb_size", 1],
    ["case size", "/faq#case_size", 3],
    ["case too big", "/faq#case_size", 1],
    ["too large", "/faq#case_size", 3],
    ["max size", "/faq#case_size", 3],
    ["how many keys", "/faq#inputs", 1],
    ["how many keys can i have", "/faq#inputs", 1],
    ["how many leds", "/faq#part_limits", 3],
    ["pull request", "/submitting#pull_request", 1],
    // The guide's last section ("What next: check, then submit") answers this too and comes first.
    ["how do i submit", "/guide#what_next", 1],
    ["how do i submit", "/submitting#rules", 3],
    ["keycap", "/get-keycap", 1],
    ["grant", "/faq#what_you_get", 3],
    ["what is the grant", "/faq#what_you_get", 3],
    ["diode", "/parts#diodes", 1],
    ["which diodes", "/parts#diodes", 3],
    ["uf2", "/submitting#firmware_files", 1],
    ["oled pins", "/advancedPCB#oled", 3],
    ["xiao pinout", "/braindump#pins", 1],
    ["led wiring", "/advancedPCB#leds", 3],
    ["kmk or qmk", "/faq#which_firmware", 3],
    ["screw size", "/parts#fasteners", 1],
    ["drc error unconnected", "/errors#track-unconnected-end", 3],
    ["courtyard overlap", "/errors#courtyards-overlap", 3],
    ["can i use acrylic", "/faq#acrylic", 1],
    ["never soldered", "/faq#first_solder", 1],
    ["where do i find footprints", "/faq#footprints", 1],
    ["xiao here", "/faq#branding", 3],
    ["im stuck", "/faq#help", 3],
  ] as const)('"%s" finds %s within the first %i', (query, url, count) => {
    expect(top(query, count)).toContain(url);
  });

  it('reads "too" in "case too big" as a filler word, never as the start of "toolbar" or "tools"', () => {
    const hits = search(index, "case too big");
    const marked = hits.flatMap((hit) => [...hit.title, ...hit.heading, ...hit.excerpt].filter((segment) => segment.match).map((segment) => segment.text));
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.filter((word) => /^too/i.test(word))).toEqual([]);
  });
});
