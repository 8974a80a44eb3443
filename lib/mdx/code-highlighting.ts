import type { Element, Properties } from "hast";
import type { RehypeShikiOptions } from "@shikijs/rehype";
import type { BundledLanguage, ShikiTransformer } from "shiki";
import { createCssVariablesTheme } from "shiki/core";

/** Colours come from CSS variables (light and dark values live in app/app.css). */
export const codeTheme = createCssVariablesTheme({ name: "hackpad", variablePrefix: "--shiki-", fontStyle: true });

/**
 * Shiki leaves the rest of a line plain once tokenizing it has taken 500 ms (its default limit). On a busy build
 * machine the first line of a block, while the grammar's patterns compile, can take that long, and the same page
 * would come out coloured differently from one build to the next. The build colours every line, however long it takes.
 */
export const highlightTimeLimit = { tokenizeTimeLimit: 0 } as const;

/** Languages the docs use; anything else falls back to plain text. */
export const codeLanguages: BundledLanguage[] = ["python", "c", "json", "jsonc", "sh", "bash", "yaml", "md", "tsx", "ts"];

/** Turns Shiki's `style="color:var(--shiki-token-x)"` into classes, so the strict CSP (no inline styles) holds. */
export function styleToClasses(style: string): string[] {
  const classes: string[] = [];
  for (const match of style.matchAll(/var\(--shiki-([a-z-]+)/g)) {
    if (match[1] !== "background") classes.push(`sk-${match[1]}`);
  }
  if (/font-style:\s*italic/.test(style)) classes.push("sk-italic");
  if (/font-weight:\s*bold/.test(style)) classes.push("sk-bold");
  if (/text-decoration:\s*underline/.test(style)) classes.push("sk-underline");
  return classes;
}

/** Reads `title="main.py"` and `showLineNumbers` from a code fence's info string. */
export function parseCodeMeta(meta: string | undefined): { title?: string; lineNumbers: boolean } {
  const title = /title=(?:"([^"]+)"|'([^']+)'|(\S+))/.exec(meta ?? "");
  return { title: title?.[1] ?? title?.[2] ?? title?.[3], lineNumbers: /\bshowLineNumbers\b/.test(meta ?? "") };
}

function moveStyleToClass(node: Element) {
  const properties: Properties = node.properties ?? {};
  const style = typeof properties.style === "string" ? properties.style : "";
  delete properties.style;
  const existing = Array.isArray(properties.className) ? properties.className.map(String) : [];
  const classes = [...existing, ...styleToClasses(style)];
  if (classes.length > 0) properties.className = classes;
  node.properties = properties;
}

/** The Shiki transformer: classes instead of styles, the file title and line-number flag as data attributes. */
export const codeTransformer: ShikiTransformer = {
  name: "hackpad:classes",
  pre(node) {
    moveStyleToClass(node);
    node.properties.tabindex = 0;
    const { title, lineNumbers } = parseCodeMeta(this.options.meta?.__raw);
    if (title) node.properties["data-title"] = title;
    if (lineNumbers) node.properties["data-line-numbers"] = "";
    node.properties["data-language"] = this.options.lang;
  },
  code(node) {
    moveStyleToClass(node);
  },
  span(node) {
    moveStyleToClass(node);
  },
};

/** How the MDX pages' code blocks are coloured (@shikijs/rehype's options). */
export const mdxHighlighting: RehypeShikiOptions = {
  theme: codeTheme,
  langs: codeLanguages,
  fallbackLanguage: "text",
  transformers: [codeTransformer],
  ...highlightTimeLimit,
};
