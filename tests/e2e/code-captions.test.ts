/**
 * The file name above a code block (its caption) on a 390px phone: a long path such as
 * `keyboards/jjpad/keymaps/default/keymap.c` wraps after a folder rather than being cut off, so the part
 * that tells `keymap.c` from `rules.mk` is always there to read. Checked on every page with a code caption.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { routePaths } from "../../tools/browser/routes";
import { clientDir, newContext, viewports } from "../../tools/browser/site";
import { serveSiteAndBrowser, type Site } from "../support/env";

let site: Site;
let browser: Browser;
serveSiteAndBrowser((started, chromium) => {
  site = started;
  browser = chromium;
});

/** Prerendered pages with a caption over a code block. */
const pagesWithCaptions = routePaths.filter((path) => {
  const file = join(clientDir, ...path.split("/").filter(Boolean), "index.html");
  return existsSync(file) && /<figcaption[^>]*>(?:(?!<\/figure>)[\s\S])*<pre/.test(readFileSync(file, "utf8"));
});

interface Caption {
  text: string;
  problems: string[];
}

describe(`code-block captions at ${viewports.phone.width}px`, () => {
  it("are on the pages that show file paths", () => {
    expect(pagesWithCaptions).toEqual(expect.arrayContaining(["/advancedguide", "/submitting"]));
  });

  it("show every file name whole: not clipped, not ellipsised, on one line, clear of the Copy button", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    const problems: string[] = [];
    const seen: string[] = [];
    try {
      for (const path of pagesWithCaptions) {
        await page.goto(`${site.baseUrl}${path}`, { waitUntil: "networkidle" });
        const captions = await page.evaluate((): Caption[] =>
          [...document.querySelectorAll("main figure")]
            .filter((figure) => figure.querySelector(":scope > pre"))
            .flatMap((figure) => {
              const caption = figure.querySelector(":scope > figcaption");
              if (!caption) return [];
              const text = (caption.textContent ?? "").trim();
              const found: string[] = [];
              const box = caption.getBoundingClientRect();
              const style = getComputedStyle(caption);
              if (caption.scrollWidth > caption.clientWidth) found.push(`is clipped (${caption.scrollWidth}px of text in ${caption.clientWidth}px)`);
              if (style.textOverflow === "ellipsis" && style.overflowX !== "visible") found.push("may end in an ellipsis");
              if (box.left < 0 || box.right > document.documentElement.clientWidth) found.push("reaches past the screen");
              // The file name: the text after the last "/", found in the caption's text nodes.
              const name = text.slice(text.lastIndexOf("/") + 1);
              const walker = document.createTreeWalker(caption, NodeFilter.SHOW_TEXT);
              let nameRects: DOMRect[] = [];
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const at = (node.textContent ?? "").lastIndexOf(name);
                if (!name || at === -1) continue;
                const range = document.createRange();
                range.setStart(node, at);
                range.setEnd(node, at + name.length);
                nameRects = [...range.getClientRects()].filter((rect) => rect.width > 0);
              }
              if (nameRects.length === 0) found.push(`does not show its file name "${name}"`);
              if (new Set(nameRects.map((rect) => Math.round(rect.top))).size > 1) found.push(`breaks the file name "${name}" across lines`);
              const button = figure.querySelector("button")?.getBoundingClientRect();
              for (const rect of nameRects) {
                if (rect.left < box.left || rect.right > box.right) found.push(`cuts off "${name}"`);
                const underButton = button && rect.right > button.left && rect.left < button.right && rect.bottom > button.top && rect.top < button.bottom;
                if (underButton) found.push(`hides "${name}" under the Copy button`);
              }
              return [{ text, problems: found }];
            }),
        );
        for (const caption of captions) {
          seen.push(caption.text);
          for (const problem of caption.problems) problems.push(`${path}: the caption "${caption.text}" ${problem}`);
        }
      }
    } finally {
      await context.close();
    }
    expect(seen).toContain("keyboards/jjpad/keymaps/default/keymap.c");
    expect(seen).toContain("keyboards/jjpad/keymaps/default/rules.mk");
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
