/**
 * Nothing a participant does on /check before its code has arrived is lost, in Chromium on the production build
 * at 390 and 1280 px, with the CPU slowed and the page's modules arriving late, as on a busy machine: a zip picked
 * at each moment of the page's start (while the page parses, at `load`, as React takes over, while the tool's code
 * is on its way, as the live tool replaces the build's markup, with the browser's file picker open across all of
 * it), a zip dropped on the drop zone, a folder chosen with "Choose folder", and Ctrl+K with a query typed after
 * it. Every moment must end in a report for what was picked then, or a search dialog holding the query. Each
 * moment is tried at one of the two widths (the open picker at both), which halves the time and covers both.
 */
import { join } from "node:path";
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { folderFiles, githubZip, realFixturesDir } from "../../tools/browser/fixtures";
import { siteAndContexts } from "../support/env";
import { holdPageCode } from "../support/case-page";

const { site, context } = siteAndContexts();

const lazypadDir = join(realFixturesDir, "lazypad");
const lazypad = githubZip(folderFiles(lazypadDir), "lazypad");

/** Where the page under test fetches the zip from before it picks it (answered by the test, never by the site). */
const ZIP_PATH = "/__early-input.zip";
/** How much slower than this machine the page's CPU runs, and how late each of its modules arrives. */
const THROTTLE = 4;
const MODULE_DELAY_MS = 300;

/**
 * The moments a zip is picked at. Each is done in the page itself, as the browser does it: the file is set on the
 * zip input the reader chose and `input` and `change` are fired on it, from a listener of the moment named.
 */
type Moment =
  | { at: "domcontentloaded" | "load" | "hydrated" | "tool-code-requested" | "prerendered-removed" | "island-ready" }
  | { at: "after-parse"; ms: number }
  /** The picker opened on the build's input while the page parsed, and closed once the live tool was there. */
  | { at: "picker-open" };

const moments: Moment[] = [
  { at: "domcontentloaded" },
  { at: "after-parse", ms: 150 },
  { at: "load" },
  { at: "after-parse", ms: 600 },
  { at: "hydrated" },
  { at: "tool-code-requested" },
  { at: "after-parse", ms: 1200 },
  { at: "prerendered-removed" },
  { at: "island-ready" },
  { at: "picker-open" },
];

const label = (moment: Moment) => ("ms" in moment ? `${moment.at} +${moment.ms} ms` : moment.at);

/**
 * Runs in the page before its own scripts: fetches the zip, then at the moment named picks it (as `name`) in the
 * zip input that is in the page then, or, for "picker-open", in the one the picker was opened on. The input
 * chosen and what happened are left on `window.__early` for the test's messages.
 */
function pickAtMoment({ at, ms, name, zipPath, how }: { at: string; ms: number; name: string; zipPath: string; how: "pick" | "drop" }) {
  const log: string[] = [];
  (window as unknown as { __early: string[] }).__early = log;
  const bytes = fetch(zipPath).then((response) => response.arrayBuffer());
  const zipInput = () => document.querySelector<HTMLInputElement>('[data-island="CheckTool"] input[type="file"][accept*=".zip"]');
  const dropNow = async (why: string) => {
    const zone = document.querySelector('[data-island="CheckTool"] section');
    if (!zone) return log.push(`${why}: no drop zone`);
    const transfer = new DataTransfer();
    transfer.items.add(new File([await bytes], name, { type: "application/zip" }));
    for (const type of ["dragenter", "dragover", "drop"]) zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    log.push(`${why}: dropped, hydrated=${document.documentElement.dataset.hydrated ?? "no"}`);
  };
  const pickIn = async (input: HTMLInputElement | null, why: string) => {
    if (how === "drop") return dropNow(why);
    if (!input) {
      log.push(`${why}: no zip input`);
      return;
    }
    const transfer = new DataTransfer();
    transfer.items.add(new File([await bytes], name, { type: "application/zip" }));
    input.files = transfer.files;
    input.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
    log.push(`${why}: picked in ${input.isConnected ? "a connected" : "a detached"} input, hydrated=${document.documentElement.dataset.hydrated ?? "no"}`);
  };
  // The bytes are fetched at once, so a moment's pick is not held up by the network.
  const pickNow = (why: string) => void bytes.then(() => pickIn(zipInput(), why));
  const island = () => document.querySelector('[data-island="CheckTool"]');
  const whenIsland = (watch: (element: Element) => void) => {
    const found = island();
    if (found) watch(found);
    else document.addEventListener("DOMContentLoaded", () => watch(island() as Element), { once: true });
  };
  switch (at) {
    case "domcontentloaded":
      document.addEventListener("DOMContentLoaded", () => void bytes.then(() => pickIn(zipInput(), at)), { once: true });
      break;
    case "after-parse":
      document.addEventListener("DOMContentLoaded", () => setTimeout(() => pickNow(`${at} +${ms} ms`), ms), { once: true });
      break;
    case "load":
      window.addEventListener("load", () => pickNow(at), { once: true });
      break;
    case "hydrated": {
      const observer = new MutationObserver(() => {
        if (document.documentElement.dataset.hydrated !== "true") return;
        observer.disconnect();
        void pickIn(zipInput(), at);
      });
      // The script runs before the document has an element: the root's attribute is watched from the document.
      observer.observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
      break;
    }
    case "tool-code-requested":
      // Called by the test while it holds the tool's module.
      (window as unknown as { __pickNow: () => void }).__pickNow = () => pickNow(at);
      break;
    case "prerendered-removed":
      whenIsland((element) => {
        const observer = new MutationObserver((records) => {
          if (!records.some((record) => record.removedNodes.length > 0)) return;
          observer.disconnect();
          void pickIn(zipInput(), at);
        });
        observer.observe(element, { childList: true });
      });
      break;
    case "island-ready":
      whenIsland((element) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          void pickIn(zipInput(), at);
        });
        observer.observe(element, { attributes: true, attributeFilter: ["data-island-ready"] });
      });
      break;
    case "picker-open":
      document.addEventListener(
        "DOMContentLoaded",
        () => {
          const opened = zipInput();
          // What the browser fires when the reader activates the input (or its label) to open the picker.
          opened?.click();
          log.push(`picker opened, hydrated=${document.documentElement.dataset.hydrated ?? "no"}`);
          const observer = new MutationObserver(() => {
            observer.disconnect();
            // The reader is still choosing for a moment after the tool came alive.
            setTimeout(() => void pickIn(opened, at), 100);
          });
          observer.observe(island() as Element, { attributes: true, attributeFilter: ["data-island-ready"] });
        },
        { once: true },
      );
      break;
  }
}

/** Opens /check with the CPU slowed and every module of the page late; `onToolCode` runs while the tool's module is held. */
async function openSlowly(page: Page, setUp: (page: Page) => Promise<unknown>, onToolCode?: () => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  await page.route(`**${ZIP_PATH}`, (route) => route.fulfill({ body: lazypad, contentType: "application/zip" }));
  await page.route(/\/assets\/.*\.js$/, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, MODULE_DELAY_MS));
    if (onToolCode && /\/CheckTool-[^/]*\.js$/.test(route.request().url())) await onToolCode();
    await route.continue();
  });
  await setUp(page);
  await page.goto(`${site.baseUrl}/check`, { waitUntil: "commit" });
  await page.waitForFunction(() => document.querySelector('[data-island="CheckTool"]')?.hasAttribute("data-island-ready"), undefined, {
    timeout: 60_000,
  });
  // The moments are past: the check itself may run at full speed.
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
}

/** The report for `name`, or why there is none: the page's state when the zip was lost. */
async function reportFor(page: Page, name: string): Promise<string | null> {
  const report = page.getByTestId("check-report");
  // A pick that was taken shows progress or a report soon; a lost one leaves the drop zone as it was.
  const started = await page
    .waitForFunction(
      () => Boolean(document.querySelector('[data-testid="check-report"]') || document.querySelector('[data-island="CheckTool"] [role="status"]')?.textContent),
      undefined,
      { timeout: 30_000 },
    )
    .then(() => true)
    .catch(() => false);
  if (!started) return `nothing started (${(await page.evaluate(() => (window as unknown as { __early?: string[] }).__early ?? [])).join("; ")})`;
  await report.waitFor({ timeout: 90_000 });
  const text = (await report.textContent()) ?? "";
  return text.includes(name) ? null : `a report without ${name}`;
}

/** The drop's moments: a drop is over at once, so there is no picker to stay open. */
const dropMoments = moments.filter((moment) => moment.at !== "picker-open" && !("ms" in moment && moment.ms > 600));

/**
 * The moments tried at one width: the picker left open across the mount (the case that was lost) at both, the
 * others shared out between the two widths, so every moment is tried and each width sees half of them.
 */
const atWidth = (size: "phone" | "desktop", list: Moment[]) =>
  list.filter((moment, index) => moment.at === "picker-open" || index % 2 === (size === "phone" ? 0 : 1));

/** Opens /check slowly, does `how` at each of this width's moments, and names the moments whose zip got no report. */
async function lostAt(size: "phone" | "desktop", how: "pick" | "drop", all: Moment[]): Promise<string[]> {
  const lost: string[] = [];
  const list = atWidth(size, all);
  for (const [index, moment] of list.entries()) {
    const page = await (await context(size)).newPage();
    const name = `early-${how}-${index}.zip`;
    const args = { at: moment.at, ms: "ms" in moment ? moment.ms : 0, name, zipPath: ZIP_PATH, how };
    await openSlowly(
      page,
      (opened) => opened.addInitScript(pickAtMoment, args),
      moment.at === "tool-code-requested" ? () => page.evaluate(() => (window as unknown as { __pickNow: () => void }).__pickNow()) : undefined,
    );
    const problem = await reportFor(page, name);
    if (problem) lost.push(`${how} at ${label(moment)}: ${problem}`);
    await page.close();
  }
  return lost;
}

/** Runs in the page before its own scripts: at the moment named, presses Ctrl+K and types `query`, key by key. */
function searchAtMoment({ at, ms, query }: { at: string; ms: number; query: string }) {
  const press = () => {
    const target = document.activeElement ?? document.body;
    const key = (key: string, ctrlKey = false) => target.dispatchEvent(new KeyboardEvent("keydown", { key, ctrlKey, bubbles: true, cancelable: true }));
    key("k", true);
    for (const letter of query) key(letter);
  };
  if (at === "load") window.addEventListener("load", press, { once: true });
  else document.addEventListener("DOMContentLoaded", () => setTimeout(press, ms), { once: true });
}

const searchMoments: Moment[] = [{ at: "domcontentloaded" }, { at: "after-parse", ms: 150 }, { at: "load" }, { at: "after-parse", ms: 600 }];

describe.each(["phone", "desktop"] as const)("/check at %s width, before its code has arrived", (size) => {
  it("checks a zip picked at every moment of the page's start", async () => {
    const lost = await lostAt(size, "pick", moments);
    expect(lost, `zips lost out of ${atWidth(size, moments).length} moments`).toEqual([]);
  }, 900_000);

  it("checks a zip dropped at every moment of the page's start", async () => {
    const lost = await lostAt(size, "drop", dropMoments);
    expect(lost, `drops lost out of ${atWidth(size, dropMoments).length} moments`).toEqual([]);
  }, 900_000);

  it("checks a folder chosen with “Choose folder” before the page's code has arrived", async () => {
    const page = await (await context(size)).newPage();
    // The page's modules are held until the folder is chosen: the build's markup is all there is.
    const release = await holdPageCode(page);
    await page.goto(`${site.baseUrl}/check`, { waitUntil: "domcontentloaded" });
    const chooser = page.waitForEvent("filechooser");
    await page.locator('[data-island="CheckTool"] label', { hasText: "Choose folder" }).click();
    const opened = await chooser;
    await expect(
      opened.element().evaluate((input) => (input as HTMLInputElement).webkitdirectory),
      "the picker picks folders",
    ).resolves.toBe(true);
    await opened.setFiles(lazypadDir);
    release();
    const report = page.getByTestId("check-report");
    await report.waitFor({ timeout: 90_000 });
    await expect(report.textContent()).resolves.toContain(`lazypad: ${Object.keys(folderFiles(lazypadDir)).length} files`);
  }, 120_000);

  it("opens search for Ctrl+K, with the query typed after it, at every moment of the page's start", async () => {
    const lost: string[] = [];
    const query = "diode";
    for (const moment of atWidth(size, searchMoments)) {
      const page = await (await context(size)).newPage();
      await openSlowly(page, (opened) => opened.addInitScript(searchAtMoment, { at: moment.at, ms: "ms" in moment ? moment.ms : 0, query }));
      const field = page.getByRole("dialog").getByRole("combobox");
      const shown = await field
        .waitFor({ timeout: 30_000 })
        .then(() => field.inputValue())
        .catch(() => null);
      if (shown !== query) lost.push(`Ctrl+K at ${label(moment)}: ${shown === null ? "no search dialog" : `the field holds "${shown}"`}`);
      await page.close();
    }
    expect(lost, `searches lost out of ${atWidth(size, searchMoments).length} moments`).toEqual([]);
  }, 300_000);
});
