import type { Element, Root } from "hast";
import langC from "shiki/langs/c.mjs";
import langJson from "shiki/langs/json.mjs";
import langPython from "shiki/langs/python.mjs";
import langShell from "shiki/langs/shellscript.mjs";
import langYaml from "shiki/langs/yaml.mjs";
import { createHighlighterCoreSync } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import { visit } from "unist-util-visit";
import { codeTheme, codeTransformer, highlightTimeLimit } from "./code-highlighting.ts";

let highlighter: ReturnType<typeof createHighlighterCoreSync> | undefined;

function getHighlighter() {
  highlighter ??= createHighlighterCoreSync({
    themes: [codeTheme],
    langs: [langC, langJson, langPython, langShell, langYaml],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/**
 * Highlights `<pre><code class="language-x">` blocks in already-sanitised HTML (project pages),
 * with the same colour classes as the MDX pages. Synchronous, so the project pipeline stays simple;
 * unknown languages stay plain.
 */
export function rehypeHighlightSync() {
  return (tree: Root) => {
    const shiki = getHighlighter();
    const loaded = new Set(shiki.getLoadedLanguages());
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "pre") return;
      const code = node.children.find((child): child is Element => child.type === "element" && child.tagName === "code");
      const classes = Array.isArray(code?.properties.className) ? code.properties.className.map(String) : [];
      const lang = classes.find((name) => name.startsWith("language-"))?.slice("language-".length);
      if (!code || !lang || !loaded.has(lang)) return;
      const text = code.children
        .map((child) => (child.type === "text" ? child.value : ""))
        .join("")
        .replace(/\n$/, "");
      const highlighted = shiki.codeToHast(text, { lang, theme: codeTheme.name ?? "hackpad", transformers: [codeTransformer], ...highlightTimeLimit });
      const pre = highlighted.children[0];
      const newCode =
        pre?.type === "element" ? pre.children.find((child): child is Element => child.type === "element" && child.tagName === "code") : undefined;
      if (!newCode) return;
      code.children = newCode.children;
      code.properties.className = [...classes, ...(Array.isArray(newCode.properties.className) ? newCode.properties.className.map(String) : [])];
      node.properties.className = ["sk-foreground"];
    });
  };
}
