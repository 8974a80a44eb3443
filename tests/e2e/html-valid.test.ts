/**
 * Valid-HTML gate on the production build: the W3C Nu checker, run once over every prerendered page
 * in build/client (the 404 page included), reports no error.
 */
import { describe, expect, it } from "vitest";
import { checkHtmlFiles, formatVnuErrors, htmlFilesIn } from "~/tools/quality/vnu";
import { routePaths } from "../../tools/browser/routes";
import { clientDir } from "../../tools/browser/site";

describe("valid HTML in the production build", () => {
  it("the W3C Nu checker finds no error on any prerendered page", () => {
    const files = htmlFilesIn(clientDir);
    expect(files.length).toBeGreaterThan(routePaths.length);
    const { errors } = checkHtmlFiles(files);
    const report = formatVnuErrors(errors, clientDir);
    if (errors.length > 0) console.error(`${errors.length} HTML errors:\n${report}`);
    expect(errors.length, report).toBe(0);
  });
});
