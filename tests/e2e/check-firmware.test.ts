/**
 * "Write firmware for this board" on /check, in Chromium on the production build. The engine's report brings the
 * board's wiring to the page (wiringFromBoard); the real lazypad board is checked as it comes, and for wirings no
 * fixture board has (an OLED, LEDs, wiring with parts the generators leave out) the tests hand the page a synthetic wiring by
 * wrapping the browser's Worker, so the section, its downloads and its messages are tested as the participant
 * meets them.
 */
import { strFromU8, unzipSync } from "fflate";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeRunExpression, formatAxeViolations, type AxeViolation } from "~/tools/quality/axe";
import type { Wiring } from "@hackpad/preflight/report";
import { everything, matrix3x3 } from "@hackpad/firmware/testing";
import { projectZip, validProject } from "@hackpad/preflight/testing";
import { newContext, waitForIslands } from "../../tools/browser/site";
import { axeSource, serveSiteAndBrowser, type Site } from "../support/env";
import { realPadZip } from "../../tools/browser/fixtures";

let site: Site;
let browser: Browser;
serveSiteAndBrowser((started, chromium) => {
  site = started;
  browser = chromium;
});

const lazypad = realPadZip("lazypad");
const noBoard = Buffer.from(projectZip(validProject().filter((file) => !file.path.endsWith(".kicad_pcb"))));

/**
 * /check with the worker's report message carrying `wiring` (null: the wiring the check itself read), after
 * dropping `zip` (the synthetic valid project unless given).
 */
async function checkWith(wiring: Wiring | null, scheme: "light" | "dark" = "light", zip?: { name: string; buffer: Buffer }): Promise<Page> {
  const context = await newContext(browser, "desktop", scheme);
  const page = await context.newPage();
  if (wiring) {
    await page.addInitScript((carried) => {
      const Native = window.Worker;
      window.Worker = class extends Native {
        set onmessage(handler: ((event: MessageEvent) => void) | null) {
          super.onmessage =
            handler &&
            ((event: MessageEvent) =>
              handler(event.data?.type === "report" ? new MessageEvent("message", { data: { ...event.data, wiring: carried } }) : event));
        }
        get onmessage() {
          return super.onmessage;
        }
      } as typeof Worker;
    }, wiring);
  }
  await page.goto(`${site.baseUrl}/check`, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 15_000 });
  await waitForIslands(page);
  await page
    .locator('input[type="file"][accept*=".zip"]')
    .setInputFiles({ mimeType: "application/zip", ...(zip ?? { name: "minipad-main.zip", buffer: Buffer.from(projectZip(validProject())) }) });
  await page.getByTestId("check-report").waitFor({ timeout: 60_000 });
  return page;
}

async function download(page: Page, button: string): Promise<{ name: string; files: Record<string, string> }> {
  const started = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const file = await started;
  const path = await file.path();
  const files = unzipSync(new Uint8Array(readFileSync(path)));
  return { name: file.suggestedFilename(), files: Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)])) };
}

describe("Write firmware for this board", () => {
  it("downloads KMK and QMK zips written from the board's wiring", async () => {
    const page = await checkWith(everything());
    const section = page.getByTestId("check-firmware");
    await expect(section.getByRole("heading", { name: "Write firmware for this board" }).isVisible()).resolves.toBe(true);
    const kmk = await download(page, "Download KMK (main.py)");
    expect(kmk.name).toBe("minipad-kmk.zip");
    expect(Object.keys(kmk.files).sort()).toEqual(["minipad-kmk/COPY-TO-CIRCUITPY.md", "minipad-kmk/main.py"]);
    expect(kmk.files["minipad-kmk/main.py"]).toContain("keyboard.col_pins = (board.D0, board.D1, board.D2)");
    await expect(page.getByRole("status").filter({ hasText: "Downloaded minipad-kmk.zip" }).count()).resolves.toBe(1);
    const qmk = await download(page, "Download QMK (keyboard folder)");
    expect(qmk.name).toBe("minipad-qmk.zip");
    expect(JSON.parse(qmk.files["minipad/keyboard.json"] ?? "{}")).toMatchObject({ processor: "RP2040", diode_direction: "ROW2COL" });
    await page.context().close();
  });

  it("downloads the keys that work and lists what it left out; lists why instead of a zip only when not one key can be read", async () => {
    const partial = await checkWith({ ...matrix3x3(), problems: ["SW10 reaches no XIAO pin."] });
    const written = await download(partial, "Download QMK (keyboard folder)");
    expect(written.files["minipad/keymaps/default/keymap.c"]).toContain("//   - SW10 reaches no XIAO pin.");
    const shown = partial.getByTestId("check-firmware").getByRole("status");
    await shown.getByText("SW10 reaches no XIAO pin.").waitFor();
    await expect(shown.textContent()).resolves.toContain("Left out of it, and faults on the board:");
    await partial.context().close();
    const page = await checkWith({ ...matrix3x3(), keys: [], problems: ["SW4 joins D0 straight to D1 with no diode between them."] });
    await page.getByRole("button", { name: "Download QMK (keyboard folder)" }).click();
    const status = page.getByTestId("check-firmware").getByRole("status");
    await status.getByText("SW4 joins D0 straight to D1 with no diode between them.").waitFor();
    await expect(status.textContent()).resolves.toContain("No firmware written:Not one switch on the board can be read by any firmware:");
    await page.context().close();
  });

  it("writes KMK from the wiring the check read off the real lazypad board", async () => {
    const page = await checkWith(null, "light", { name: "lazypad-main.zip", buffer: lazypad });
    await page.getByTestId("check-firmware").waitFor();
    const kmk = await download(page, "Download KMK (main.py)");
    const main = Object.entries(kmk.files).find(([path]) => path.endsWith("/main.py"))?.[1] ?? "";
    // lazypad's switches are on D4–D9 (its own main.py reads D0–D2, which firmware-pins fails).
    for (const pin of ["D4", "D5", "D6", "D7", "D8", "D9"]) expect(main).toContain(`board.${pin},`);
    expect(main).not.toMatch(/board\.D[0-2]\b/);
    await page.context().close();
  });

  it("stays away when the project has no board to read wiring from", async () => {
    const page = await checkWith(null, "light", { name: "no-board-main.zip", buffer: noBoard });
    await expect(page.getByTestId("check-firmware").count()).resolves.toBe(0);
    await page.context().close();
  });

  it.each(["light", "dark"] as const)("has zero axe violations with the section shown (%s)", async (scheme) => {
    const page = await checkWith(everything(), scheme);
    await page.getByTestId("check-firmware").waitFor();
    await page.evaluate(axeSource);
    const violations = await page.evaluate<AxeViolation[]>(axeRunExpression());
    expect(violations, formatAxeViolations([{ page: "/check", variant: `desktop ${scheme}, firmware section`, violations }])).toEqual([]);
    await page.context().close();
  });
});
