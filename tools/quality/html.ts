/**
 * What the quality gates read out of a built page (links, ids, scripts, styles, images, inline SVG), from
 * the tree the shared HTML reader (lib/html.ts) builds.
 */
import { parseHtml, type HtmlNode } from "../../lib/html.ts";

/** The lower-case, whitespace-separated tokens of an attribute such as `rel` or `class`. */
export function tokenList(value: string | undefined): string[] {
  return (value ?? "").toLowerCase().split(/\s+/).filter(Boolean);
}

export interface PageLink {
  /** The raw `href` as written (after entity decoding). */
  href: string;
  tag: "a" | "area";
  target?: string;
  rel?: string;
}

export interface PageScript {
  src?: string;
  type?: string;
  /** Inline text, for scripts without `src`. */
  text?: string;
}

export interface PageImage {
  src?: string;
  srcset?: string;
  alt?: string;
}

/** What the gates need to know about one HTML document. */
export interface PageSummary {
  links: PageLink[];
  /** Every `id`, plus the `name` of `<a name>` anchors: the valid `#fragment` targets. */
  ids: Set<string>;
  /** Ids that appear more than once. */
  duplicateIds: string[];
  scripts: PageScript[];
  /** `href`s of `<link rel=stylesheet>`. */
  stylesheets: string[];
  /** `href`s of `<link rel=modulepreload>` and `<link rel=preload as=script>`. */
  modulePreloads: string[];
  images: PageImage[];
  /** UTF-8 byte size of each outermost inline `<svg>…</svg>`. */
  inlineSvgBytes: number[];
  /** `<base href>`, if any. */
  baseHref?: string;
}

/** Reads links, ids, scripts, styles and images out of an HTML document. */
export function summarizeHtml(html: string): PageSummary {
  const summary: PageSummary = {
    links: [],
    ids: new Set(),
    duplicateIds: [],
    scripts: [],
    stylesheets: [],
    modulePreloads: [],
    images: [],
    inlineSvgBytes: [],
  };
  const visit = (nodes: HtmlNode[], inSvg: boolean): void => {
    for (const node of nodes) {
      if (node.type !== "element") continue;
      const { name, attrs } = node;
      if (attrs.id !== undefined && attrs.id !== "") {
        if (summary.ids.has(attrs.id)) summary.duplicateIds.push(attrs.id);
        summary.ids.add(attrs.id);
      }
      switch (name) {
        case "a":
        case "area":
          if (name === "a" && attrs.name) summary.ids.add(attrs.name);
          if (attrs.href !== undefined) summary.links.push({ href: attrs.href, tag: name, target: attrs.target, rel: attrs.rel });
          break;
        case "link": {
          const rel = tokenList(attrs.rel);
          if (!attrs.href) break;
          if (rel.includes("stylesheet")) summary.stylesheets.push(attrs.href);
          if (rel.includes("modulepreload") || (rel.includes("preload") && attrs.as === "script")) summary.modulePreloads.push(attrs.href);
          break;
        }
        case "script": {
          const text = node.children.map((child) => (child.type === "text" ? child.value : "")).join("");
          summary.scripts.push(attrs.src !== undefined ? { src: attrs.src, type: attrs.type } : { type: attrs.type, text });
          break;
        }
        case "img":
          summary.images.push({ src: attrs.src, srcset: attrs.srcset, alt: attrs.alt });
          break;
        case "svg":
          if (!inSvg && node.start !== undefined) summary.inlineSvgBytes.push(Buffer.byteLength(html.slice(node.start, node.end), "utf8"));
          break;
        case "base":
          if (attrs.href && summary.baseHref === undefined) summary.baseHref = attrs.href;
          break;
      }
      visit(node.children, inSvg || name === "svg");
    }
  };
  visit(parseHtml(html, { offsets: true }), false);
  return summary;
}
