import { describe, expect, it } from "vitest";
import { summarizeHtml } from "~/tools/quality/html";

describe("page summary", () => {
  it("reads a link's decoded address, target and rel", () => {
    const { links } = summarizeHtml(`<a href="/a?x=1&amp;y=2" target=_blank rel='noopener noreferrer'>t</a><area href="/map">`);
    expect(links).toEqual([
      { href: "/a?x=1&y=2", tag: "a", target: "_blank", rel: "noopener noreferrer" },
      { href: "/map", tag: "area", target: undefined, rel: undefined },
    ]);
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

  it("finds stylesheets, module preloads, images, scripts and the base address", () => {
    const summary = summarizeHtml(`<head><base href="/docs/"><link rel="Stylesheet" href="/a.css"><link rel="modulepreload" href="/m.js">
<link rel="preload" as="script" href="/p.js"><link rel="preload" as="font" href="/f.woff2"><script type="module" src="/e.js"></script></head>
<body><img src="/i.png" srcset="/i2.png 2x" alt="A board"></body>`);
    expect(summary.baseHref).toBe("/docs/");
    expect(summary.stylesheets).toEqual(["/a.css"]);
    expect(summary.modulePreloads).toEqual(["/m.js", "/p.js"]);
    expect(summary.scripts).toEqual([{ src: "/e.js", type: "module" }]);
    expect(summary.images).toEqual([{ src: "/i.png", srcset: "/i2.png 2x", alt: "A board" }]);
  });
});
