/**
 * Project pages in the production build: the gallery lists every project of content/projects with working
 * filters and a live count, each project page has its title, author, badges, body, repository and prev/next,
 * the sitemap lists them, and hostile Markdown rendered through the same pipeline runs nothing in a browser.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { limits } from "@hackpad/programme/limits";
import { FIRMWARES } from "~/lib/projects/fields";
import { byTitle } from "~/lib/projects/load";
import { splitFrontmatter } from "~/lib/projects/markdown";
import { renderProjectBody } from "~/lib/projects/render";
import { checkProjects } from "~/lib/projects/validate";
import { afterNextFrame, newContext } from "../../tools/browser/site";
import { serveSiteAndBrowser, type Site } from "../support/env";

const projects = checkProjects(process.cwd())
  .projects.map((p) => ({ slug: p.slug, ...p.frontmatter }))
  .sort(byTitle);

let site: Site;
let browser: Browser;
serveSiteAndBrowser((started, chromium) => {
  site = started;
  browser = chromium;
});

async function open(path: string): Promise<Page> {
  const context = await newContext(browser, "desktop");
  const page = await context.newPage();
  const response = await page.goto(`${site.baseUrl}${path}`, { waitUntil: "load" });
  expect(response?.status(), path).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 15_000 });
  return page;
}

const countText = (shown: number) => `Showing ${shown} of ${projects.length} project${projects.length === 1 ? "" : "s"}`;

describe("/projects gallery", () => {
  it("has projects to show", () => {
    expect(projects.length).toBeGreaterThan(0);
  });

  it("lists every project in the prerendered HTML, before any script runs", async () => {
    const html = await (await fetch(`${site.baseUrl}/projects`)).text();
    for (const project of projects) expect(html).toContain(`href="/projects/${project.slug}"`);
    expect(html).toContain(countText(projects.length));
  });

  it("filters by firmware, encoder and OLED with a live count and no layout shift", async () => {
    const page = await open("/projects");
    const count = page.getByTestId("project-count");
    await expect.poll(() => count.textContent()).toBe(countText(projects.length));
    expect(await count.getAttribute("aria-live")).toBe("polite");
    const cards = page.locator('ul[aria-label="Projects"] > li:visible');
    expect(await cards.count()).toBe(projects.length);
    const formBox = await page.locator('form[role="search"]').boundingBox();

    const check = async (label: string, value: string, expected: number) => {
      await page.getByRole("combobox", { name: label, exact: true }).selectOption(value);
      await expect.poll(() => count.textContent()).toBe(countText(expected));
      expect(await cards.count(), `${label} = ${value}`).toBe(expected);
      expect(await page.locator('form[role="search"]').boundingBox()).toEqual(formBox);
      await page.getByRole("combobox", { name: label, exact: true }).selectOption("any");
    };
    for (const firmware of FIRMWARES) await check("Firmware", firmware, projects.filter((p) => p.firmware === firmware).length);
    await check("Rotary encoder", "yes", projects.filter((p) => p.encoders > 0).length);
    await check("Rotary encoder", "no", projects.filter((p) => p.encoders === 0).length);
    await check("OLED screen", "yes", projects.filter((p) => p.oled !== "none").length);
    await check("OLED screen", "no", projects.filter((p) => p.oled === "none").length);
    await page.context().close();
  });

  it("works from the keyboard", async () => {
    const page = await open("/projects");
    const count = page.getByTestId("project-count");
    const firmware = page.getByRole("combobox", { name: "Firmware", exact: true });
    await firmware.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => firmware.inputValue()).toBe(FIRMWARES[0]);
    await expect.poll(() => count.textContent()).toBe(countText(projects.filter((p) => p.firmware === FIRMWARES[0]).length));
    const clear = page.getByRole("button", { name: "Clear filters" });
    await clear.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => count.textContent()).toBe(countText(projects.length));
    await page.context().close();
  });
});

describe("project pages", () => {
  it("show title, author, badges, body, repository and page meta", async () => {
    for (const project of projects) {
      const page = await open(`/projects/${project.slug}`);
      expect(await page.locator("h1").textContent()).toBe(project.title);
      expect(await page.title()).toContain(project.title);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(project.description);
      expect(await page.locator(`a[href="https://github.com/${project.author}"]`).count()).toBeGreaterThan(0);
      const badges = await page.getByRole("list", { name: "Specifications" }).textContent();
      expect(badges).toContain(`${project.switches + project.encoders} of ${limits.maxInputs} inputs`);
      expect(badges).toContain(project.switchType);
      for (const section of ["Overview", "CAD model", "PCB", "Firmware", "BOM"]) {
        expect(
          await page
            .locator("h2")
            .filter({ hasText: new RegExp(`^${section}$`, "i") })
            .count(),
          `${project.slug}: ${section}`,
        ).toBe(1);
      }
      const repo = page.locator(`#project-repository + p a[href="${project.repository}"]`);
      expect(await repo.getAttribute("rel")).toContain("noopener");
      await page.context().close();
    }
  });

  it("link to the previous and next project by title", async () => {
    const page = await open(`/projects/${projects[0]?.slug}`);
    const nav = page.getByRole("navigation", { name: "Other projects" });
    expect(await nav.getByRole("link", { name: /Previous project/ }).count()).toBe(0);
    for (let i = 1; i < projects.length; i++) {
      await nav.getByRole("link", { name: /Next project/ }).click();
      await page.waitForURL(`**/projects/${projects[i]?.slug}`);
      await expect.poll(() => page.locator("h1").textContent()).toBe(projects[i]?.title);
    }
    expect(await nav.getByRole("link", { name: /Next project/ }).count()).toBe(0);
    if (projects.length > 1) {
      await nav.getByRole("link", { name: /Previous project/ }).click();
      await page.waitForURL(`**/projects/${projects[projects.length - 2]?.slug}`);
    }
    await page.context().close();
  });

  it("are in the sitemap", async () => {
    const sitemap = await (await fetch(`${site.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain("/projects</loc>");
    for (const project of projects) expect(sitemap).toContain(`/projects/${project.slug}</loc>`);
  });
});

describe("hostile Markdown in a browser", () => {
  it("runs no script, opens no dialog and keeps no dangerous markup", async () => {
    const body = splitFrontmatter(readFileSync("tests/fixtures/projects/hostile/index.md", "utf8")).body;
    const html = renderProjectBody(body, { resolveImage: () => undefined });
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // No CSP here on purpose: the page must be safe because of the markup, not because of the headers.
    await page.setContent(`<!doctype html><html><head><title>Hostile</title></head><body><main>${html}</main></body></html>`, {
      waitUntil: "load",
    });
    await page.mouse.move(200, 200);
    await page.mouse.click(200, 200);
    await afterNextFrame(page);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    const leftovers = await page.evaluate(() => {
      const found: string[] = [];
      for (const el of Array.from(document.querySelectorAll("main *"))) {
        if (/^(script|iframe|style|object|embed|form|svg|meta|base|link|details)$/i.test(el.tagName)) found.push(`<${el.tagName}>`);
        for (const attr of Array.from(el.attributes)) {
          if (/^on/i.test(attr.name) || attr.name === "style" || attr.name === "srcdoc") found.push(`${el.tagName} ${attr.name}`);
          if ((attr.name === "href" || attr.name === "src") && /^\s*(javascript|data|vbscript):/i.test(attr.value))
            found.push(`${el.tagName} ${attr.name}=${attr.value}`);
        }
      }
      return found;
    });
    expect(leftovers).toEqual([]);
    // Every remaining link is clickable without running anything.
    for (const link of await page.locator("main a:not([target])").all()) await link.click();
    await afterNextFrame(page);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    await context.close();
  });
});
