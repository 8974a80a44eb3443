/**
 * /check's case panels in Chromium: a page that records its requests and errors, and a stand-in for the case
 * worker that answers with a result computed in Node by the real worker code (run-case.ts) over the test engines
 * (case-engines.ts). The page then shows, downloads and re-checks that result as it would the real engines'.
 */
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { runCaseRequest } from "../../app/check/case/run-case.ts";
import type { CaseMessage, CaseRequest } from "../../app/check/case/protocol.ts";
import type { InputFile } from "@hackpad/preflight/report";
import { waitForIslands } from "../../tools/browser/site.ts";
import { fakeEngines, picked } from "./case-engines.ts";

export interface Seen {
  method: string;
  url: string;
  postData: string | null;
}

export async function openCheck(context: BrowserContext, baseUrl: string): Promise<{ page: Page; requests: Seen[]; problems: string[] }> {
  const requests: Seen[] = [];
  const problems: string[] = [];
  context.on("request", (request) => requests.push({ method: request.method(), url: request.url(), postData: request.postData() }));
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  const response = await page.goto(`${baseUrl}/check`, { waitUntil: "load" });
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 15_000 });
  await waitForIslands(page);
  return { page, requests, problems };
}

/** Requests that leave the site, or send anything to it. */
export const leaks = (requests: readonly Seen[], baseUrl: string) =>
  requests.filter((request) => !request.url.startsWith(`${baseUrl}/`) || request.method !== "GET" || request.postData !== null);

/** Drops a zip on /check and waits for the report. */
export async function dropZip(page: Page, name: string, buffer: Buffer | Uint8Array): Promise<void> {
  await page.locator('input[type="file"][accept*=".zip"]').setInputFiles({ name, mimeType: "application/zip", buffer: Buffer.from(buffer) });
  await page.getByTestId("check-report").waitFor({ timeout: 60_000 });
}

/** Typed arrays as JSON can carry them: each becomes { t: kind, b: base64 }. */
function encode(value: unknown): unknown {
  if (value instanceof Float32Array) return { t: "f32", b: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64") };
  if (value instanceof Uint32Array) return { t: "u32", b: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64") };
  if (value instanceof Uint8Array) return { t: "u8", b: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64") };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, encode(entry)]));
  return value;
}

/** What the real worker code posts for `request` over `files`, with the test engines. */
export async function workerAnswers(request: CaseRequest, files: readonly InputFile[]): Promise<CaseMessage[]> {
  const messages: CaseMessage[] = [];
  const { deps } = fakeEngines();
  await runCaseRequest({ ...request, files: picked(files) }, deps, (message) => messages.push(message));
  return messages;
}

/**
 * Replaces the page's case worker (only it: the preflight worker, which the panels use to check again, stays
 * real) with one that posts `messages`, a few milliseconds apart, when it receives its request.
 */
export async function standInCaseWorker(page: Page, messages: readonly CaseMessage[]): Promise<void> {
  await page.addInitScript((encoded) => {
    const decode = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(decode);
      if (value && typeof value === "object") {
        const typed = value as { t?: string; b?: string };
        if (typed.t && typeof typed.b === "string") {
          const bytes = Uint8Array.from(atob(typed.b), (char) => char.charCodeAt(0));
          return typed.t === "f32" ? new Float32Array(bytes.buffer) : typed.t === "u32" ? new Uint32Array(bytes.buffer) : bytes;
        }
        return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, decode(entry)]));
      }
      return value;
    };
    const Native = window.Worker;
    window.Worker = function (this: unknown, url: string | URL, options?: WorkerOptions) {
      if (!String(url).includes("case.worker")) return new Native(url, options);
      const fake = {
        onmessage: null as ((event: MessageEvent) => void) | null,
        onerror: null,
        postMessage() {
          (encoded as unknown[]).forEach((message, index) =>
            setTimeout(() => fake.onmessage?.(new MessageEvent("message", { data: decode(message) })), 20 * (index + 1)),
          );
        },
        terminate() {
          fake.onmessage = null;
        },
      };
      return fake;
    } as unknown as typeof Worker;
  }, encode(messages));
}
