import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { splitFrontmatter } from "~/lib/projects/markdown";
import { renderProjectBody } from "~/lib/projects/render";

const hostile = splitFrontmatter(readFileSync("tests/fixtures/projects/hostile/index.md", "utf8")).body;
const noImages = { resolveImage: () => undefined };
const html = renderProjectBody(hostile, noImages);

/** Every start tag of the output: its element name and its raw attribute text. */
function tags(output: string): { name: string; attributes: string }[] {
  return [...output.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)].map((m) => ({ name: (m[1] ?? "").toLowerCase(), attributes: m[2] ?? "" }));
}

const ALLOWED = new Set([
  "a",
  "blockquote",
  "br",
  "code",
  "del",
  "div",
  "em",
  "figcaption",
  "figure",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "img",
  "input",
  "li",
  "ol",
  "p",
  "pre",
  "section",
  "span",
  "strong",
  "sup",
  "table",
  "tbody",
  "td",
  "th",
  "thead",
  "tr",
  "ul",
]);

describe("hostile Markdown", () => {
  it("keeps only the elements plain Markdown makes", () => {
    for (const tag of tags(html)) expect(ALLOWED, `<${tag.name}>`).toContain(tag.name);
  });

  it.each([
    ["<script>", /<script/i],
    ["<iframe>", /<iframe/i],
    ["<style>", /<style/i],
    ["<svg>", /<svg/i],
    ["<object>/<embed>", /<(object|embed)/i],
    ["<form>", /<form/i],
    ["<meta>/<base>/<link>", /<(meta|base|link)\b/i],
    ["<details>", /<details/i],
  ])("drops %s", (_name, pattern) => {
    expect(html).not.toMatch(pattern);
  });

  it("leaves no event handler, style attribute, or javascript:/data: URL in any tag", () => {
    for (const { name, attributes } of tags(html)) {
      expect(attributes, `<${name}${attributes}>`).not.toMatch(/\bon[a-z]+\s*=/i);
      expect(attributes, `<${name}${attributes}>`).not.toMatch(/\bstyle\s*=/i);
      expect(attributes, `<${name}${attributes}>`).not.toMatch(/javascript:|data:|vbscript:/i);
      expect(attributes, `<${name}${attributes}>`).not.toMatch(/\b(srcdoc|formaction|action)\s*=/i);
    }
  });

  it("drops the raw <img onerror> and the data: image, and turns bad links into plain text", () => {
    expect(tags(html).filter((t) => t.name === "img")).toEqual([]);
    expect(html).toContain("<p>A javascript link</p>");
    expect(html).toContain("<p>Data link</p>");
    expect(html).toContain("<p>Reference link</p>");
  });

  it("keeps code blocks as text with their language class", () => {
    expect(html).toContain('<pre tabindex="0"><code class="language-html">&#x3C;script>this stays as text inside a code block&#x3C;/script>');
  });

  it("marks external links noopener noreferrer nofollow, opening in a new tab that screen readers hear about", () => {
    expect(html).toContain(
      '<a href="https://example.com/parts" rel="noopener noreferrer nofollow" target="_blank">External site<span class="sr-only"> (opens in a new tab)</span></a>',
    );
  });

  it("shows a code fence's file title as a caption, but only a plain file name", () => {
    const out = renderProjectBody('```python title="main.py"\nprint(1)\n```\n\n```js title="<b onclick=x>"\nx\n```', noImages);
    const caption = '<figcaption class="font-mono text-sm font-semibold text-[var(--fg-muted)] wrap-break-word">';
    expect(out).toContain(`${caption}main.py</figcaption><pre class="sk-foreground" tabindex="0"><code class="language-python">`);
    expect(out).not.toContain("onclick");
    expect(out).toContain('<pre tabindex="0"><code class="language-js">x');
  });

  it("lets a long path in a caption wrap after each folder, so the file name stays whole on a phone", () => {
    const out = renderProjectBody('```c title="keyboards/jjpad/keymaps/default/keymap.c"\nint x;\n```', noImages);
    expect(out).toContain(">keyboards/<wbr>jjpad/<wbr>keymaps/<wbr>default/<wbr>keymap.c</figcaption>");
  });

  it("puts every table in the docs' scrolling table box, and only tables", () => {
    const out = renderProjectBody("| Row | Column 0 |\n| --- | --- |\n| 0 | SW1 |\n\nText\n\n| a |\n| - |\n| b |", noImages);
    const box = '<div class="table-scroll my-5" tabindex="0" role="group" aria-label="Table, scrolls sideways"><table>';
    expect(out.split(box)).toHaveLength(3);
    expect(out.match(/<div/g)).toHaveLength(2);
    expect(out).not.toMatch(/<table [^>]*tabindex/);
  });

  it("keeps site links and in-page anchors as they are", () => {
    const out = renderProjectBody("## Parts list\n\nSee [the guide](/guide) and the [parts](#parts-list).", noImages);
    expect(out).toContain('<h2 id="parts-list">Parts list</h2>');
    expect(out).toContain('<a href="/guide">the guide</a>');
    expect(out).toContain('<a href="#parts-list">parts</a>');
  });

  it("does not let Markdown pick element ids or classes", () => {
    const out = renderProjectBody('## Main\n\n<h2 id="docs-sidebar" class="fixed">x</h2>\n\n[^main]\n\n[^main]: note', noImages);
    expect(out).toContain('<h2 id="main-section">Main</h2>');
    expect(out).not.toMatch(/id="docs-sidebar"|class="fixed"/);
    expect(out).toContain('id="user-content-fn-main"');
  });

  it("points local images at their built file with width and height, and drops unknown ones", () => {
    const out = renderProjectBody("![Board](board.png)\n\n![Gone](gone.png)", {
      resolveImage: (name) => (name === "board.png" ? { src: "/assets/board-abc.png", width: 800, height: 600 } : undefined),
    });
    expect(out.trim()).toBe('<p><img src="/assets/board-abc.png" alt="Board" width="800" height="600" loading="lazy" decoding="async"></p>');
  });
});
