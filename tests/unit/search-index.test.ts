import { describe, expect, it } from "vitest";
import { documentsFromHtml, numberDocuments, serializeSearchIndex } from "~/lib/search/build-index";

const page = `<!DOCTYPE html><html lang="en"><head><title>DRC errors &amp; fixes · Hackpad docs</title>
<script>window.x = "<main>not this</main>";</script><style>main > p { color: red }</style></head>
<body><a href="#main" class="sr-only">Skip to content</a>
<header><a href="/">HACKPAD</a><button type="button">Search</button></header>
<div><aside><nav aria-label="Site navigation"><a href="/guide">Sidebar guide link</a></nav></aside>
<main id="main" tabindex="-1"><article class="prose-doc">
<h1>DRC errors &amp; fixes</h1><p>Every message you may meet, and what it means.</p>
<h2 id="safe-to-ignore" class="group">Safe to ignore<a href="#safe-to-ignore" aria-label="Link to the section">#</a></h2>
<p>Leave these <strong>alone</strong>.<!-- --> They don&#x27;t matter.</p>
<aside class="callout not-prose my-5" aria-label="Important"><p class="font-bold">Important</p><div class="callout-body">Case fits within the limit.</div></aside>
<aside class="hidden xl:block" aria-label="On this page"><nav><a href="#must-fix">Table of contents link</a></nav></aside>
<section aria-labelledby="courtyards-overlap"><h3 id="courtyards-overlap">Courtyards overlap</h3>
<dl><div><dt>What it means: </dt><dd>Two footprints sit too close.</dd></div></dl>
<svg role="img"><title>Diagram text</title><text>svg words</text></svg>
<a href="https://example.com">Read more<span class="sr-only"> (opens in a new tab)</span></a></section>
<h3>No id here</h3><p>Still part of the courtyard section.</p>
<h2 id="must-fix">Must fix</h2><ul><li><strong>Clearance</strong><span class="block">Tracks too close</span></li></ul>
<br><img src="/a.png" alt="A board photo"><p hidden>Hidden words</p><div aria-hidden="true">Decoration</div>
<div data-search-ignore><a href="/faq" rel="prev">Previous page</a></div>
</article></main></div>
<footer><p>Made with love by someone</p></footer></body></html>`;

describe("documentsFromHtml", () => {
  const documents = documentsFromHtml(page, "/errors");

  it("makes one document for the page top and one per h2/h3 with an id", () => {
    expect(documents.map((document) => document.url)).toEqual(["/errors", "/errors#safe-to-ignore", "/errors#courtyards-overlap", "/errors#must-fix"]);
    expect(documents.map((document) => document.heading)).toEqual(["", "Safe to ignore", "Courtyards overlap", "Must fix"]);
  });

  it("takes the page title from <title> without the site name", () => {
    expect(new Set(documents.map((document) => document.title))).toEqual(new Set(["DRC errors & fixes"]));
  });

  it("keeps each section's own text, with headings without an id staying in the section above", () => {
    expect(documents[0]?.text).toBe("Every message you may meet, and what it means.");
    expect(documents[1]?.text).toBe("Leave these alone. They don't matter. Important Case fits within the limit.");
    expect(documents[2]?.text).toBe("What it means: Two footprints sit too close. Read more No id here Still part of the courtyard section.");
    expect(documents[3]?.text).toBe("Clearance Tracks too close A board photo");
  });

  it("leaves out navigation, header, footer, scripts, styles, SVG, hidden and screen-reader-only text", () => {
    const all = documents.map((document) => `${document.heading} ${document.text}`).join(" ");
    for (const absent of [
      "Sidebar guide link",
      "HACKPAD",
      "Search",
      "Made with love",
      "not this",
      "color: red",
      "Diagram text",
      "svg words",
      "Hidden words",
      "Decoration",
      "opens in a new tab",
      "Skip to content",
      "Previous page",
      "Table of contents link",
      "#",
    ]) {
      expect(all).not.toContain(absent);
    }
  });

  it("parts text from a span that a layout class puts on its own line, and only then", () => {
    const html = `<main><table><tr><th>Switch plate, at each keyhole<span class="mt-0.5 block text-sm">What MX clips grip</span></th>
<td>1.5 mm</td></tr></table><p>Use a <span class="font-semibold">pre</span>fix, a <span class="inline-flex">badge</span>Next and a<span class="grid">Grid</span></p></main>`;
    const [top] = documentsFromHtml(html, "/measurements");
    expect(top?.text).toBe("Switch plate, at each keyhole What MX clips grip 1.5 mm Use a prefix, a badgeNext and a Grid");
  });

  it("keeps a caption's file path whole across its line-break chances", () => {
    const html = `<main><figure class="code-block"><figcaption>keyboards/<wbr>jjpad/<wbr/>keymap.c</figcaption><pre>int x;</pre></figure></main>`;
    expect(documentsFromHtml(html, "/qmk")[0]?.text).toBe("keyboards/jjpad/keymap.c int x;");
  });

  it("reads the whole body when a page has no <main>", () => {
    const [top] = documentsFromHtml("<html><head><title>Plain</title></head><body><p>Only text</p><footer>Foot</footer></body></html>", "/plain/");
    expect(top).toEqual({ title: "Plain", heading: "", url: "/plain", text: "Only text" });
  });
});

describe("serializeSearchIndex", () => {
  it("stores only the fields results show", () => {
    const json = JSON.parse(serializeSearchIndex(numberDocuments([documentsFromHtml(page, "/errors")])));
    const stored = Object.values(json.storedFields) as Record<string, unknown>[];
    expect(stored).toHaveLength(4);
    for (const fields of stored) expect(Object.keys(fields).sort()).toEqual(["heading", "text", "title", "url"]);
  });
});
