import { describe, expect, it } from "vitest";
import { decodeEntities, summarizeHtml, tokenize } from "~/tools/quality/html";

describe("HTML tokenizer", () => {
  it("reads quoted, unquoted and valueless attributes and decodes entities", () => {
    const [tag] = tokenize(`<a href="/a?x=1&amp;y=2" data-x='single' target=_blank hidden>t</a>`);
    expect(tag).toMatchObject({ kind: "start", name: "a", attrs: { href: "/a?x=1&y=2", "data-x": "single", target: "_blank", hidden: "" } });
  });

  it("ignores comments and the text of scripts, and keeps the script text", () => {
    const summary = summarizeHtml(`<!-- <a href="/c"> --><script>if (a < b) document.write('<a href="/s">')</script><a href="/real">x</a>`);
    expect(summary.links.map((link) => link.href)).toEqual(["/real"]);
    expect(summary.scripts[0]?.text).toContain("document.write");
  });

  it("does not end a script at a look-alike closing tag", () => {
    const summary = summarizeHtml(`<script>var s = "</scripts>";</script><a href="/after">x</a>`);
    expect(summary.scripts[0]?.text).toBe('var s = "</scripts>";');
    expect(summary.links).toHaveLength(1);
  });

  it("collects ids, a[name] anchors and duplicate ids, but skips inert <template> content", () => {
    const summary = summarizeHtml(`<h2 id="one">1</h2><a name="legacy"></a><p id="one"></p><template><p id="inert"></p></template><i id="after"></i>`);
    expect([...summary.ids].sort()).toEqual(["after", "legacy", "one"]);
    expect(summary.duplicateIds).toEqual(["one"]);
  });

  it("measures outermost inline SVGs, nested ones included", () => {
    const svg = `<svg viewBox="0 0 1 1"><svg><rect/></svg><title>é</title></svg>`;
    expect(summarizeHtml(`<p>${svg}</p><svg/>`).inlineSvgBytes).toEqual([Buffer.byteLength(svg), 6]);
  });

  it("decodes numeric and named references", () => {
    expect(decodeEntities("&#x41;&#66;&lt;&unknown;&amp")).toBe("AB<&unknown;&");
  });
});
