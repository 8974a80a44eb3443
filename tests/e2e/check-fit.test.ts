/**
 * /check's "Does your case fit your board?" panel in Chromium on the production build, with the real fit check in
 * the real case worker: the fixture pad with the case the case maker made for its board (a known-good fit), and the
 * same case with its USB opening filled in (tests/support/fit-project.ts). Nothing of the fit check, three.js or
 * OpenCascade loads before the button is pressed; the result is a list in words and a 3D view with the finding
 * marked in red; axe finds nothing at phone and desktop width in both schemes, nothing scrolls sideways, and the
 * panel's HTML is valid.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { InputFile } from "@hackpad/preflight";
import { projectZip } from "@hackpad/preflight/testing";
import { caseModel } from "@hackpad/programme/case-model";
import { axeRunExpression, formatAxeViolations, type AxeViolation } from "~/tools/quality/axe";
import { clientDir, type ColorScheme, type viewports } from "../../tools/browser/site";
import { dropZip, leaks, openCheck, type Seen } from "../support/case-page";
import { axeSource, siteAndContexts, variants } from "../support/env";
import { expectValidFragment } from "../support/valid-html";
import { fitProjects } from "../support/fit-project";
import { pngPixels } from "../support/png-pixels";

const { site, context } = siteAndContexts();

/** Where the screenshots go for a person to look at: outside the repository. */
const SHOTS = process.env.FIT_SHOTS_DIR;

let projects: Awaited<ReturnType<typeof fitProjects>>;
/** The built scripts that hold the fit check: found by a sentence only its engine writes. */
let fitChunks: string[];
beforeAll(async () => {
  projects = await fitProjects();
  const assets = join(clientDir, "assets");
  fitChunks = readdirSync(assets).filter(
    (name) => name.endsWith(".js") && readFileSync(join(assets, name), "utf8").includes("so only what needs no placement was checked on it"),
  );
}, 120_000);

const paths = (requests: readonly Seen[]) => requests.map((request) => new URL(request.url).pathname);
/** The fit check's own code, the case worker, the preview and three.js, OpenCascade, Manifold, WASM. */
const HEAVY = /CasePreview|case\.worker|\/engines-|fit-engine|occt|manifold|three|\.wasm/i;
const heavy = (requests: readonly Seen[]) => paths(requests).filter((path) => HEAVY.test(path) || fitChunks.some((chunk) => path.endsWith(`/${chunk}`)));

async function dropped(files: InputFile[], viewport: keyof typeof viewports = "desktop", scheme: ColorScheme = "light") {
  const opened = await openCheck(await context(viewport, scheme), site.baseUrl);
  await dropZip(opened.page, "minipad-main.zip", projectZip(files));
  await opened.page.getByTestId("check-fit").waitFor();
  await opened.page.getByTestId("board-drawing").waitFor({ timeout: 30_000 });
  return opened;
}

/** Presses "Check the fit" and waits for the result (or the failure, said in the assertion). */
async function checkFit(page: Page): Promise<number> {
  const started = Date.now();
  await page.getByTestId("fit-button").click();
  const panel = page.getByTestId("check-fit");
  const failure = panel.getByTestId("case-failure");
  await expect
    .poll(async () => ((await failure.count()) > 0 ? `failed: ${await failure.textContent()}` : await panel.getByTestId("fit-result").count()), {
      timeout: 60_000,
    })
    .toBe(1);
  const ms = Date.now() - started;
  await expect.poll(() => panel.getByTestId("case-preview-canvas").getAttribute("data-state"), { timeout: 30_000 }).toBe("ready");
  return ms;
}

/** How many pixels of the 3D view are the marks' red, and how many differ from its top-left corner (the background). */
async function canvasColours(page: Page): Promise<{ red: number; drawn: number }> {
  const shot = pngPixels(await page.getByTestId("case-preview-canvas").locator("canvas").screenshot());
  const background = shot.rgb(0);
  let red = 0;
  let drawn = 0;
  for (let index = 0; index < shot.width * shot.height; index++) {
    const [r, g, b] = shot.rgb(index);
    if (r > 150 && g < 110 && b < 110 && r - g > 80) red++;
    if (Math.abs(r - background[0]) + Math.abs(g - background[1]) + Math.abs(b - background[2]) > 30) drawn++;
  }
  return { red, drawn };
}

const texts = (page: Page, list: string) => page.getByTestId("check-fit").getByTestId(list).locator("li").allTextContents();

describe("the fit panel", () => {
  it("loads nothing of the fit check before the press; the generated case fits, measured without OpenCascade", async () => {
    const { page, requests, problems } = await dropped(projects.good);
    expect(await page.getByTestId("check-fit").getByRole("heading").textContent()).toBe("Does your case fit your board?");
    expect(fitChunks.length).toBeGreaterThan(0);
    expect(heavy(requests)).toEqual([]);
    const ms = await checkFit(page);
    console.log(`the generated case: ${ms} ms from the press to the result`);
    const after = heavy(requests);
    expect(after.some((path) => /case\.worker/.test(path))).toBe(true);
    expect(after.some((path) => fitChunks.some((chunk) => path.endsWith(`/${chunk}`)))).toBe(true);
    // STL parts need neither OpenCascade nor Manifold.
    expect(after.filter((path) => /occt|manifold|\.wasm/i.test(path))).toEqual([]);
    const panel = page.getByTestId("check-fit");
    expect(await panel.getByRole("status").textContent()).toMatch(/^Measured in \d+\.\d s\. The case fits your board: every check below was met\.$/);
    expect(await panel.getByTestId("fit-findings").count()).toBe(0);
    const placements = await texts(page, "fit-placements");
    expect(placements).toHaveLength(2);
    expect(placements[0]).toMatch(
      /^production\/case\/bottom\.stl: the bottom, placed by its pocket matched to the board's outline.*; sure, within 0\.0\d mm\.$/,
    );
    expect(placements[1]).toMatch(
      /^production\/case\/top\.stl: the top plate, placed by its 3 square openings matched to the board's 3 switches.*; sure, within 0\.00 mm\.$/,
    );
    expect((await texts(page, "fit-passed")).join("\n")).toMatch(/Every one of the 3 switches has a 14 ± 0\.25 mm opening[\s\S]*reaches the XIAO/);
    const { red, drawn } = await canvasColours(page);
    expect(drawn, "the board and the case are drawn").toBeGreaterThan(2000);
    expect(red, "nothing is marked").toBeLessThan(50);
    expect(leaks(requests, site.baseUrl)).toEqual([]);
    expect(problems).toEqual([]);
  }, 180_000);
});

describe.each(variants)("a case with its USB opening filled in, at %s width, %s scheme", (viewport, scheme) => {
  it("names the one problem in words and marks it in red in the 3D view; axe 0, no sideways scroll", async () => {
    const { page, requests, problems } = await dropped(projects.usbBlocked, viewport, scheme);
    expect(heavy(requests)).toEqual([]);
    await page.evaluate(axeSource);
    const before = await page.evaluate<AxeViolation[]>(axeRunExpression());
    expect(before, formatAxeViolations([{ page: "/check", variant: `${viewport} ${scheme}, the fit panel`, violations: before }])).toEqual([]);
    const ms = await checkFit(page);
    console.log(`the USB opening filled in, ${viewport} ${scheme}: ${ms} ms from the press to the result`);
    const panel = page.getByTestId("check-fit");
    expect(await panel.getByRole("status").textContent()).toMatch(/^Measured in \d+\.\d s\. The case does not fit your board yet: 1 problem\.$/);
    const findings = panel.getByTestId("fit-findings").locator("li");
    expect(await findings.count()).toBe(1);
    expect(await findings.first().getAttribute("data-severity")).toBe("problem");
    const finding = (await findings.first().textContent()) ?? "";
    expect(finding).toMatch(/^1Problem 1 \(marked in the 3D view\), in production\/case\/bottom\.stl: No USB-C cable reaches the XIAO U1's socket/);
    expect(finding).toContain(`${caseModel.usbPlugOvermouldMm.width} × ${caseModel.usbPlugOvermouldMm.height} mm`);
    expect(finding).toContain("That wall has no opening.");
    const { red, drawn } = await canvasColours(page);
    expect(drawn).toBeGreaterThan(2000);
    expect(red, "the red box where the plug would go").toBeGreaterThan(50);
    const shown = await page.evaluate<AxeViolation[]>(axeRunExpression());
    expect(shown, formatAxeViolations([{ page: "/check", variant: `${viewport} ${scheme}, a fit finding shown`, violations: shown }])).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "no sideways scroll with the fit result shown").toBeLessThanOrEqual(0);
    if (viewport === "desktop" && scheme === "light") {
      expectValidFragment(await panel.evaluate((section) => section.outerHTML), "Fit panel");
    }
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      // The page's sticky header would cover the panel's top in a picture of the whole panel.
      await page.evaluate(() => document.querySelectorAll("header").forEach((header) => header.style.setProperty("position", "static")));
      writeFileSync(join(SHOTS, `fit-${viewport}-${scheme}.png`), await panel.screenshot());
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
