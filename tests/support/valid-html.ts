/**
 * A part of a page checked as HTML on its own, in a minimal page around it: the page it lives in holds what the
 * browser adds at run time (such as the folder input's webkitdirectory), which is no HTML a file could hold.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { checkHtmlFiles, formatVnuErrors } from "~/tools/quality/vnu";

export function expectValidFragment(html: string, title: string): void {
  const dir = mkdtempSync(join(tmpdir(), "hackpad-fragment-html-"));
  try {
    const file = join(dir, "fragment.html");
    writeFileSync(
      file,
      `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main>${html}</main></body></html>\n`,
    );
    const { errors } = checkHtmlFiles([file]);
    expect(errors, formatVnuErrors(errors, dir)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
