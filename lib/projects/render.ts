import type { Element, ElementContent, Root as HastRoot } from "hast";
import type { Code, Heading, Root as MdastRoot } from "mdast";
import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { rehypeHighlightSync } from "../mdx/highlight-sync.ts";
import { filePathPieces } from "../file-path.ts";
import { tableScrollBox } from "../table-scroll.ts";
import { localImageName } from "./markdown.ts";
import { remarkScrewStacks } from "./screws.ts";

/** A file name shown above a code block: ```c title="config.h"```. */
const CODE_TITLE = /^[\w][\w .+/-]{0,79}$/;

/**
 * What the sanitiser lets through: the elements plain Markdown and GFM produce (tables, task lists,
 * strikethrough, footnotes), with only the attributes they need. Nothing else survives: no script,
 * iframe, style, form or media elements, no event handlers, no `style` or `class` of the author's choosing,
 * no URL schemes but http, https and mailto (images must be relative files, see `renderProjectBody`).
 */
export const projectSanitizeSchema: SanitizeSchema = {
  tagNames: [
    "a",
    "blockquote",
    "br",
    "code",
    "del",
    "em",
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
    "strong",
    "sup",
    "table",
    "tbody",
    "td",
    "th",
    "thead",
    "tr",
    "ul",
  ],
  attributes: {
    a: [
      "href",
      "title",
      ["id", /^user-content-fnref-[\w-]+$/],
      ["dataFootnoteRef", true],
      ["dataFootnoteBackref", true],
      ["ariaDescribedBy", "footnote-label"],
      ["ariaLabel", /^Back to reference [\w-]+$/],
      ["className", "data-footnote-backref"],
    ],
    code: [
      ["className", /^language-[\w+#.-]+$/],
      ["dataTitle", CODE_TITLE],
    ],
    h2: [
      ["id", "footnote-label"],
      ["className", "sr-only"],
    ],
    img: ["src", "alt", "title"],
    input: [["type", "checkbox"], ["disabled", true], "checked"],
    li: [
      ["id", /^user-content-fn-[\w-]+$/],
      ["className", "task-list-item"],
    ],
    ol: ["start"],
    section: [
      ["dataFootnotes", true],
      ["className", "footnotes"],
    ],
    td: [["align", "left", "right", "center"]],
    th: [["align", "left", "right", "center"]],
    ul: [["className", "contains-task-list"]],
  },
  required: { input: { type: "checkbox", disabled: true } },
  protocols: { href: ["http", "https", "mailto"], src: ["http", "https"] },
  strip: ["script", "style", "iframe", "noscript", "template", "textarea", "title", "xmp", "object", "embed"],
  // Ids come only from footnotes (already prefixed by remark-rehype) and, after sanitising, from heading text.
  clobber: [],
  clobberPrefix: "",
  allowComments: false,
  allowDoctypes: false,
};

/** Ids the page around a project body already uses; a heading with the same text gets `-section` added. */
export const RESERVED_IDS = new Set(["main", "docs-sidebar", "top", "root", "content", "search"]);

/** A resolved image: the URL the built page loads and its pixel size. */
export interface ResolvedImage {
  src: string;
  width: number;
  height: number;
}

export interface RenderOptions {
  /** Maps a file name beside `index.md` to its built URL and size; images it cannot resolve are dropped. */
  resolveImage: (name: string) => ResolvedImage | undefined;
}

/** The page title is the only H1: if the author used `#` headings, every heading moves one level down. */
function remarkDemoteHeadings() {
  return (tree: MdastRoot) => {
    let hasH1 = false;
    visit(tree, "heading", (node: Heading) => {
      if (node.depth === 1) hasH1 = true;
    });
    if (!hasH1) return;
    visit(tree, "heading", (node: Heading) => {
      node.depth = Math.min(node.depth + 1, 6) as Heading["depth"];
    });
  };
}

/** Keeps a code fence's `title="file.c"` as `data-title` on its `<code>`; the sanitiser checks its value. */
function remarkCodeTitles() {
  return (tree: MdastRoot) => {
    visit(tree, "code", (node: Code) => {
      const title = /title=(?:"([^"]+)"|'([^']+)'|(\S+))/.exec(node.meta ?? "");
      const value = title?.[1] ?? title?.[2] ?? title?.[3];
      if (value) node.data = { ...node.data, hProperties: { dataTitle: value } };
    });
  };
}

/** A table inside the same scrolling box the docs pages use, so a wide one never widens the page. */
function scrollingTable(table: Element): Element {
  return {
    type: "element",
    tagName: "div",
    properties: { className: tableScrollBox.className.split(" "), tabIndex: 0, role: tableScrollBox.role, ariaLabel: tableScrollBox.defaultLabel },
    children: [table],
  };
}

/**
 * Code blocks become keyboard-scrollable (`tabindex="0"`, they scroll sideways on phones); one with a
 * file name gets it as a caption in a `<figure>`. Tables go into the scrolling table box.
 */
function rehypeCodeAndTables() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName === "table" && parent && index !== undefined) {
        parent.children.splice(index, 1, scrollingTable(node));
        return SKIP;
      }
      if (node.tagName !== "pre" || !parent || index === undefined) return undefined;
      node.properties.tabIndex = 0;
      const code = node.children.find((child): child is Element => child.type === "element" && child.tagName === "code");
      const title = code?.properties.dataTitle;
      if (!code || typeof title !== "string") return undefined;
      delete code.properties.dataTitle;
      const figure: Element = {
        type: "element",
        tagName: "figure",
        properties: { className: ["not-prose", "my-5"] },
        children: [
          {
            type: "element",
            tagName: "figcaption",
            properties: { className: ["font-mono", "text-sm", "font-semibold", "text-[var(--fg-muted)]", "wrap-break-word"] },
            // A line-break chance after each "/", so a long path wraps on a phone with its file name whole.
            children: filePathPieces(title).flatMap((piece, i, pieces): ElementContent[] =>
              i < pieces.length - 1
                ? [
                    { type: "text", value: piece },
                    { type: "element", tagName: "wbr", properties: {}, children: [] },
                  ]
                : [{ type: "text", value: piece }],
            ),
          },
          node,
        ],
      };
      parent.children.splice(index, 1, figure);
      return SKIP;
    });
  };
}

/** Renames heading ids that would clash with the page's own ids. */
function rehypeReservedIds() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element) => {
      const id = node.properties.id;
      if (typeof id === "string" && RESERVED_IDS.has(id)) node.properties.id = `${id}-section`;
    });
  };
}

/** Points relative images at their built files with width and height; drops every other image. */
function rehypeProjectImages(options: RenderOptions) {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "img" || !parent || index === undefined) return;
      const src = typeof node.properties.src === "string" ? node.properties.src : "";
      const name = localImageName(src);
      const image = name === undefined ? undefined : options.resolveImage(name);
      if (!image) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      node.properties = {
        src: image.src,
        alt: typeof node.properties.alt === "string" ? node.properties.alt : "",
        ...(typeof node.properties.title === "string" ? { title: node.properties.title } : {}),
        width: image.width,
        height: image.height,
        loading: "lazy",
        decoding: "async",
      };
      return undefined;
    });
  };
}

const newTabNote: ElementContent = { type: "text", value: " (opens in a new tab)" };

/** Tidies what sanitising left behind: links without an address become their text, empty paragraphs go. */
function rehypeTidy() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (!parent || index === undefined) return undefined;
      if (node.tagName === "a" && node.properties.href === undefined) {
        parent.children.splice(index, 1, ...node.children);
        return [SKIP, index];
      }
      const empty = node.children.every((child) => child.type === "text" && child.value.trim() === "");
      if (node.tagName === "p" && empty) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      return undefined;
    });
  };
}

/**
 * Project Markdown to safe HTML. Plain CommonMark + GFM, never MDX. Raw HTML is not parsed at all:
 * remark-rehype leaves out every `html` node (it runs without `allowDangerousHtml`), so `<script>`,
 * `<iframe>` or `<img onerror>` written in the Markdown never reach the page. The strict sanitiser then
 * removes anything else unexpected (such as `javascript:` and `data:` URLs). Only after that do trusted
 * steps add heading ids, image sizes and the rel/target of external links.
 */
export function renderProjectBody(markdown: string, options: RenderOptions): string {
  const file = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDemoteHeadings)
    .use(remarkCodeTitles)
    .use(remarkScrewStacks)
    .use(remarkRehype)
    .use(rehypeSanitize, projectSanitizeSchema)
    .use(rehypeSlug)
    .use(rehypeReservedIds)
    .use(rehypeProjectImages, options)
    .use(rehypeTidy)
    .use(rehypeHighlightSync)
    .use(rehypeCodeAndTables)
    .use(rehypeExternalLinks, {
      target: "_blank",
      rel: ["noopener", "noreferrer", "nofollow"],
      protocols: ["http", "https"],
      content: newTabNote,
      contentProperties: { className: ["sr-only"] },
    })
    .use(rehypeStringify)
    .processSync(markdown);
  return String(file);
}
