/**
 * /check reads a dropped project once: with the real engines on the production build, allanpad is dropped, a case
 * is made for its board and its STEP case is converted, and each time the check runs again with the new files; the
 * fit check measures lazypad's case (its STEP through OpenCascade, its STLs) against its board. The
 * preflight worker that read the project counts its reads (the `data-reads` of the check run again); the page
 * records every message its workers send it, and none carries a file of the project: the only bytes are the
 * generated download (`zip.bytes`) and the preview's meshes.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { folderFiles, githubZip, realFixturesDir } from "../../tools/browser/fixtures";
import { dropZip, openCheck } from "../support/case-page";
import { siteAndContexts } from "../support/env";

const { site, context } = siteAndContexts();

interface Received {
  worker: string;
  type: string;
  /** Bytes of every typed array in the message. */
  bytes: number;
  /** Where in the message each Uint8Array lies ("zip.bytes"). */
  byteFields: string[];
  keys: string[];
}

/** Records the workers the page starts and every message they send it, on `window.__received`. */
function recordWorkerMessages() {
  const seen = { started: [] as string[], received: [] as Received[] };
  (window as unknown as { __seen: typeof seen }).__seen = seen;
  const walk = (value: unknown, path: string, into: Received) => {
    if (ArrayBuffer.isView(value)) {
      into.bytes += value.byteLength;
      if (value instanceof Uint8Array) into.byteFields.push(path);
    } else if (Array.isArray(value)) value.forEach((entry) => walk(entry, path, into));
    else if (value && typeof value === "object") for (const [key, entry] of Object.entries(value)) walk(entry, path ? `${path}.${key}` : key, into);
  };
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      const name = options?.name ?? String(url);
      seen.started.push(name);
      this.addEventListener("message", (event: MessageEvent) => {
        const data = event.data as Record<string, unknown>;
        const entry: Received = { worker: name, type: String(data.type), bytes: 0, byteFields: [], keys: Object.keys(data) };
        walk(data, "", entry);
        seen.received.push(entry);
      });
    }
  };
}

const seenOn = (page: Page) => page.evaluate(() => (window as unknown as { __seen: { started: string[]; received: Received[] } }).__seen);

async function recheckReads(page: Page, panel: string): Promise<number> {
  const recheck = page.getByTestId(panel).getByTestId("case-recheck");
  const failure = page.getByTestId(panel).getByTestId("case-failure");
  await expect
    .poll(async () => ((await failure.count()) > 0 ? `failed: ${await failure.textContent()}` : await recheck.getAttribute("data-phase")), { timeout: 120_000 })
    .toBe("done");
  return Number(await recheck.getAttribute("data-reads"));
}

/** Every message the page received: none names the project's files, and the only bytes are the download and meshes. */
async function receivedBytes(page: Page): Promise<{ started: string[]; preflight: number; case: number; kinds: string[] }> {
  const seen = await seenOn(page);
  for (const message of seen.received) {
    expect(message.keys, `${message.worker} ${message.type}`).not.toContain("project");
    expect(
      message.byteFields.filter((field) => field !== "zip.bytes"),
      `${message.worker} ${message.type}`,
    ).toEqual([]);
  }
  const total = (worker: string) => seen.received.filter((message) => message.worker === worker).reduce((sum, message) => sum + message.bytes, 0);
  const kinds = [...new Set(seen.received.filter((message) => message.worker === "case").map((message) => message.type))];
  return { started: seen.started, preflight: total("preflight"), case: total("case"), kinds };
}

async function dropped(pad: "lazypad" | "allanpad"): Promise<{ page: Page; problems: string[] }> {
  const created = await context();
  await created.addInitScript(recordWorkerMessages);
  const opened = await openCheck(created, site.baseUrl);
  await dropZip(opened.page, `${pad}-main.zip`, githubZip(folderFiles(join(realFixturesDir, pad)), pad));
  return opened;
}

describe("/check reads a project once", () => {
  it("makes a case and converts one from allanpad's one read, and no file of the project comes back to the page", async () => {
    const { page, problems } = await dropped("allanpad");
    await page.getByTestId("make-case-open").click();
    await page.getByTestId("make-case-button").click();
    expect(await recheckReads(page, "check-make-case")).toBe(1);
    const convert = page.getByTestId("check-convert-case");
    await convert.getByLabel("CAD/hackpad case.step").check();
    await convert.getByTestId("convert-case-button").click();
    expect(await recheckReads(page, "check-convert-case")).toBe(1);
    expect(await convert.getByTestId("case-recheck").locator('[data-rule="case"]').getAttribute("data-status")).toBe("pass");
    const received = await receivedBytes(page);
    // One preflight worker for the drop; each case run its own worker, and no third worker to check again.
    expect(received.started).toEqual(["preflight", "case", "case"]);
    expect(received.kinds).toEqual(expect.arrayContaining(["made", "converted", "rechecked"]));
    console.log(`allanpad: the page received ${received.preflight} bytes of typed arrays from the preflight worker, ${received.case} from the case workers`);
    expect(problems).toEqual([]);
  }, 300_000);

  it("makes a case for lazypad's board and measures its case against it from its one read", async () => {
    const { page, problems } = await dropped("lazypad");
    await page.getByTestId("make-case-open").click();
    await page.getByTestId("make-case-button").click();
    expect(await recheckReads(page, "check-make-case")).toBe(1);
    const fit = page.getByTestId("check-fit");
    const started = Date.now();
    await fit.getByTestId("fit-button").click();
    const failure = fit.getByTestId("case-failure");
    await expect
      .poll(async () => ((await failure.count()) > 0 ? `failed: ${await failure.textContent()}` : await fit.getByTestId("fit-result").count()), {
        timeout: 240_000,
      })
      .toBe(1);
    console.log(`lazypad: ${Date.now() - started} ms from the fit button to the result`);
    expect(await fit.getByTestId("fit-result").getAttribute("data-reads")).toBe("1");
    // Every model was read: the STEP through OpenCascade in the worker as well as the STLs.
    expect(await fit.getByTestId("fit-unread").count()).toBe(0);
    expect((await fit.getByTestId("fit-placements").allTextContents()).join("\n")).toMatch(/production\/(Bottom|Top)\.stl: the (bottom|top plate), placed by/);
    const received = await receivedBytes(page);
    expect(received.started).toEqual(["preflight", "case", "case"]);
    expect(received.kinds).toEqual(expect.arrayContaining(["made", "rechecked", "fitted"]));
    console.log(`lazypad: the page received ${received.preflight} bytes of typed arrays from the preflight worker, ${received.case} from the case worker`);
    expect(problems).toEqual([]);
  }, 300_000);
});
