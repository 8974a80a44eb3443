import { describe, expect, it } from "vitest";
import { collapseWhitespace, findElement, isInline, parseHtml, type HtmlElement, type HtmlNode } from "~/lib/html";

const names = (nodes: HtmlNode[]) => nodes.map((node) => (node.type === "text" ? node.value : node.name));
const find = (html: string, name: string, options?: { offsets?: boolean }) =>
  findElement(parseHtml(html, options), (element) => element.name === name) as HtmlElement;

describe("parseHtml", () => {
  it("reads a fragment inside the html, head and body a browser implies", () => {
    const [html] = parseHtml("<p>Hi</p>");
    expect(html?.type === "element" && names(html.children)).toEqual(["head", "body"]);
    expect(names(find("<p>Hi</p>", "body").children)).toEqual(["p"]);
  });

  it("reads elements, attributes with a quoted '>' and script text as written", () => {
    const p = find(`<p title="a > b" data-x='1' data-y=2 hidden>One<br/>two <script>if (a < b && c) {}</script></p>`, "p");
    expect(p.attrs).toEqual({ title: "a > b", "data-x": "1", "data-y": "2", hidden: "" });
    expect(names(p.children)).toEqual(["One", "br", "two ", "script"]);
    expect(names(find("<script>if (a < b && c) {}</script>", "script").children)).toEqual(["if (a < b && c) {}"]);
  });

  it("keeps the first of a repeated attribute and lower-cases names", () => {
    expect(find(`<A ID="one" id="two" Class="c">x</A>`, "a").attrs).toEqual({ id: "one", class: "c" });
  });

  it("keeps a foreign attribute's prefix, so an SVG `xlink:href` is not taken for an `href`", () => {
    expect(find(`<svg><a xlink:href="/old" href="/new"><text>t</text></a></svg>`, "a").attrs).toEqual({ "xlink:href": "/old", href: "/new" });
  });

  it("decodes character references in text and attributes, named ones from the whole HTML list", () => {
    const p = find(`<p title="x &amp; y &#x27;z&#39;">a &amp; b &lt;c&gt; &#39;d&#x27; &rarr; &nbsp;&frac12;&unknown; &amp</p>`, "p");
    expect(p.attrs.title).toBe("x & y 'z'");
    expect(names(p.children)).toEqual(["a & b <c> 'd' → \u00a0½&unknown; &"]);
  });

  it("leaves out comments and the doctype, the text on either side of a comment kept as written", () => {
    const body = find(`<!DOCTYPE html><body>one<!-- <a href="/c"> -->two</body>`, "body");
    expect(body.children).toEqual([
      { type: "text", value: "one" },
      { type: "text", value: "two" },
    ]);
  });

  it("gives a template no children: its content is inert", () => {
    expect(find(`<template id="t"><p id="inert">x</p></template>`, "template")).toMatchObject({ attrs: { id: "t" }, children: [] });
  });

  it("reads the markup inside noscript as elements", () => {
    expect(find(`<body><noscript><a href="/no-js">Plain page</a></noscript></body>`, "a").attrs.href).toBe("/no-js");
  });

  it("closes what HTML closes implicitly: a paragraph before a block, a list item before the next", () => {
    const body = find("<p>one<div>two</div><ul><li>a<li>b</ul>", "body");
    expect(names(body.children)).toEqual(["p", "div", "ul"]);
    expect(names(find("<ul><li>a<li>b</ul>", "ul").children)).toEqual(["li", "li"]);
  });

  it("gives source offsets only when asked, the end after the end tag or the self-closed start tag", () => {
    const html = `<p><svg viewBox="0 0 1 1"><rect/></svg><svg/></p>`;
    expect(find(html, "svg").start).toBeUndefined();
    const p = find(html, "p", { offsets: true });
    expect(p.children.map((child) => child.type === "element" && html.slice(child.start, child.end))).toEqual([
      `<svg viewBox="0 0 1 1"><rect/></svg>`,
      "<svg/>",
    ]);
  });
});

describe("reading text", () => {
  it("treats inline elements as inline unless a layout class puts them on a line of their own", () => {
    expect(isInline(find("<span>x</span>", "span"))).toBe(true);
    expect(isInline(find(`<span class="mt-1 block">x</span>`, "span"))).toBe(false);
    expect(isInline(find(`<span class="inline-flex">x</span>`, "span"))).toBe(true);
    expect(isInline(find("<div>x</div>", "div"))).toBe(false);
  });

  it("collapses white space, no-break spaces included", () => {
    expect(collapseWhitespace(" a \n\u00a0 b\t")).toBe("a b");
  });
});
