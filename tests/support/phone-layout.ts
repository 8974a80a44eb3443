/**
 * What the phone layout gate measures in a loaded page at 390px: content wider than the screen, tables outside the
 * scrolling table box, table words cut in two, and the rendered size and clipping of every SVG text.
 */
import type { Page } from "playwright-core";

/** Elements that reach past the right edge of the page and are not inside a box that scrolls on its own. */
export function overflowingElements(page: Page): Promise<{ width: number; culprits: string[] }> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (/(auto|scroll|hidden|clip)/.test(style.overflowX)) return true;
      }
      return false;
    };
    const culprits: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= limit + 0.5 || inScroller(el) || getComputedStyle(el).position === "fixed") continue;
      const parentRect = el.parentElement?.getBoundingClientRect();
      if (parentRect && parentRect.right > limit + 0.5 && !inScroller(el.parentElement as Element)) continue;
      const text = (el.textContent ?? "").trim().slice(0, 60);
      culprits.push(
        `<${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? ` class="${el.className.slice(0, 40)}"` : ""}> ${Math.round(rect.right)}px "${text}"`,
      );
    }
    return { width: document.documentElement.scrollWidth, culprits: culprits.slice(0, 5) };
  });
}

/** Tables of the page's content (not the shortcuts dialog) that are not inside the scrolling table box. */
export function looseTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main table")]
      .filter((table) => table.parentElement?.closest(".table-scroll") === null)
      .map((table) => (table.textContent ?? "").trim().slice(0, 60)),
  );
}

/** Words of table cells cut in two across lines (a narrow column squeezing its text); code may break anywhere. */
export function brokenTableWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const cells = document.querySelectorAll('main th, main td, main [role="columnheader"], main [role="rowheader"], main [role="cell"]');
    for (const cell of cells) {
      // Cells kept for screen readers only (one pixel wide) wrap by design.
      if (cell.getBoundingClientRect().width <= 1 || !cell.checkVisibility()) continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest("code, kbd, pre")) continue;
        const text = node.textContent ?? "";
        // Words as a line may end them: a break after a hyphen or a slash is a normal line break.
        for (const match of text.matchAll(/[^\s/-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(`"${match[0]}" in the cell "${(cell.textContent ?? "").trim().slice(0, 40)}"`);
        }
      }
    }
    return broken;
  });
}

export interface SvgText {
  text: string;
  px: number;
  clipped: string | undefined;
}

/** Every visible SVG text on the page: its rendered size and, if any, what cuts it off. */
export function svgTexts(page: Page): Promise<SvgText[]> {
  return page.evaluate(() => {
    const out: { text: string; px: number; clipped: string | undefined }[] = [];
    for (const node of document.querySelectorAll("svg text")) {
      const text = node as SVGTextElement;
      const rect = text.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      const matrix = text.getScreenCTM();
      if (!matrix) continue;
      const scale = Math.hypot(matrix.b, matrix.d);
      const px = Number.parseFloat(getComputedStyle(text).fontSize) * scale;
      let clipped: string | undefined;
      const svg = text.ownerSVGElement;
      const box = svg?.getBoundingClientRect();
      if (box && (rect.left < box.left - 1 || rect.right > box.right + 1 || rect.top < box.top - 1 || rect.bottom > box.bottom + 1)) {
        clipped = "runs outside its picture";
      }
      if (rect.left < -1 || rect.right > document.documentElement.clientWidth + 1) clipped = "runs off the screen";
      for (let p = svg?.parentElement; p && !clipped; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (/(auto|scroll|hidden|clip)/.test(style.overflowX) && p.scrollWidth > p.clientWidth + 1) {
          clipped = `sits in a box that scrolls sideways (${p.scrollWidth}px in ${p.clientWidth}px)`;
        }
      }
      out.push({ text: (text.textContent ?? "").trim(), px: Math.round(px * 100) / 100, clipped });
    }
    return out;
  });
}
