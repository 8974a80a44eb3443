/**
 * /check's case panels in Chromium: a page that records its requests and errors, and a stand-in for the case
 * worker that answers with a result computed in Node by the real worker code (run-case.ts) over the test engines
 * (case-engines.ts). The page then shows, downloads and re-checks that result as it would the real engines'.
 */
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { runCaseRequest } from "../../app/check/case/run-case.ts";
import type { AddedFile, CaseMessage, CaseRequest, LinkRequest } from "../../app/check/case/protocol.ts";
import type { InputFile } from "@hackpad/preflight";
import { waitForIslands } from "../../tools/browser/site.ts";
import { fakeEngines, linkTo } from "./case-engines.ts";

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

export interface Answers {
  /** What the real worker code posts to the page for a request, with the test engines, before the check runs again. */
  messages: CaseMessage[];
  /** The files it hands to the preflight worker for the check to run again. */
  added: AddedFile[];
}

/** What the real worker code does for `request` over `files` (a project read here), with the test engines. */
export async function workerAnswers(
  request: CaseRequest extends infer R ? (R extends CaseRequest ? Omit<R, "link"> : never) : never,
  files: readonly InputFile[],
): Promise<Answers> {
  const messages: CaseMessage[] = [];
  const link = await linkTo([...files], request.input);
  let added: AddedFile[] = [];
  const send = link.postMessage.bind(link);
  link.postMessage = ((message: LinkRequest, transfer: Transferable[]) => {
    if (message.type === "add") added = structuredClone(message.files);
    send(message, transfer);
  }) as MessagePort["postMessage"];
  const { deps } = fakeEngines();
  await runCaseRequest({ ...request, link } as CaseRequest, deps, (message) => messages.push(message));
  return { messages: messages.filter((message) => message.type !== "rechecked"), added };
}

/**
 * Replaces the page's case worker (only it: the preflight worker, which holds the project and checks it again,
 * stays real) with one that posts `messages`, a few milliseconds apart, when it receives its request, then hands
 * `added` to the preflight worker over the request's link and passes on its answer.
 */
export async function standInCaseWorker(page: Page, answers: Answers): Promise<void> {
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
        postMessage(request: { link: MessagePort }) {
          const { messages, added } = decode(encoded) as { messages: unknown[]; added: unknown[] };
          messages.forEach((message, index) => setTimeout(() => fake.onmessage?.(new MessageEvent("message", { data: message })), 20 * (index + 1)));
          setTimeout(
            () => {
              request.link.onmessage = (event) => fake.onmessage?.(new MessageEvent("message", { data: event.data }));
              request.link.postMessage({ type: "add", files: added });
            },
            20 * (messages.length + 1),
          );
        },
        terminate() {
          fake.onmessage = null;
        },
      };
      return fake;
    } as unknown as typeof Worker;
  }, encode(answers));
}

/**
 * Holds every module of the page until the returned function is called: until then the build's markup is all the
 * page has, as on a slow connection before the code arrives.
 */
export async function holdPageCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
