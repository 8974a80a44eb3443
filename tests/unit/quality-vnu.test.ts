import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkHtmlFiles, formatVnuErrors, htmlFilesIn, missingJavaMessage } from "~/tools/quality/vnu";

const fixtures = join(process.cwd(), "tests", "fixtures", "quality");

describe("valid-HTML gate (W3C Nu checker)", () => {
  // One Java run over both fixtures, as the gate runs once over the whole build.
  const result = checkHtmlFiles([...htmlFilesIn(join(fixtures, "html-valid")), ...htmlFilesIn(join(fixtures, "html-invalid"))]);
  const errorsOf = (folder: string) => result.errors.filter((error) => error.url.includes(`/quality/${folder}/`));

  it("fails a known-bad page on each mistake the site once made", () => {
    const report = formatVnuErrors(errorsOf("html-invalid"), process.cwd());
    expect(errorsOf("html-invalid")).toHaveLength(5);
    expect(report).toContain("tests/fixtures/quality/html-invalid/index.html:7 The “role” attribute must not be used on a “tr” element");
    expect(report).toContain("“aria-label” attribute must not be specified on any “span” element");
    expect(report).toContain("Element “figcaption” not allowed as child of element “div”");
  });

  it("passes the same content written validly, checked in the same run", () => {
    expect(result.files).toHaveLength(2);
    expect(formatVnuErrors(errorsOf("html-valid"), process.cwd())).toBe("");
    expect(result.errors.length).toBe(errorsOf("html-invalid").length);
  });

  it("says how to get Java when it is missing", () => {
    const java = "/nonexistent/bin/java";
    expect(() => checkHtmlFiles(htmlFilesIn(join(fixtures, "html-valid")), java)).toThrow(missingJavaMessage(java));
    expect(missingJavaMessage(java)).toMatch(/apt-get install default-jre-headless/);
  });
});
