/**
 * Lets a prerendered page paint before its app loads. React Router's `<Scripts />` writes a
 * `<link rel="modulepreload">` per start-up module (React hoists them into the head) and one inline module
 * that imports the manifest and the route modules statically, then imports the client entry. The browser
 * fetches all of that at high priority while the HTML and CSS are still arriving, and Lighthouse charges
 * the first paint with it. This build step rewrites each page so that:
 *
 * - the module preloads leave the head;
 * - the bootstrap waits for the first frame to be painted, then adds the same preloads (so the modules
 *   still download in parallel) and imports the same modules in the same order of evaluation;
 * - everything React Router puts on `window` stays as it was.
 *
 * Links and content work before hydration (they are plain HTML); the app takes over a moment later.
 */
import { parse } from "acorn";
import { parse as parseHtml, type DefaultTreeAdapterMap } from "parse5";

type Element = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["node"];

/** What the rewrite found and did on one page. */
export interface DeferredPage {
  html: string;
  /** The module preloads taken out of the head, in their order. */
  preloads: string[];
}

interface ImportDeclarationNode {
  type: "ImportDeclaration";
  start: number;
  end: number;
  source: { value: string };
  specifiers: { type: string; local: { name: string } }[];
}

interface StatementNode {
  type: string;
  start: number;
  end: number;
}

/**
 * The bootstrap with its static imports turned into imports after the first paint. Throws when the
 * script is not the shape React Router writes, so a change in React Router stops the build instead of
 * shipping a page that never hydrates.
 */
export function deferBootstrap(source: string, preloads: readonly string[]): string {
  const program = parse(source, { ecmaVersion: "latest", sourceType: "module" }) as unknown as { body: StatementNode[] };
  const imports = program.body.filter((node): node is ImportDeclarationNode => node.type === "ImportDeclaration");
  const rest = program.body.filter((node) => node.type !== "ImportDeclaration");
  if (imports.length === 0 || !source.includes("window.__reactRouterRouteModules")) {
    throw new Error("The React Router bootstrap script has no imports or no route modules: its shape changed, update lib/defer-hydration.ts");
  }
  // Literal import("…")s, one after another: the same order of evaluation as the static imports, and
  // still readable by the weight gate, which follows a bootstrap's literal imports.
  const loads = imports.map((node) => {
    const specifier = node.specifiers[0];
    const url = JSON.stringify(node.source.value);
    if (!specifier) return `await import(${url});`;
    if (node.specifiers.length > 1 || specifier.type !== "ImportNamespaceSpecifier") {
      throw new Error(`The React Router bootstrap imports ${node.source.value} in a way this step does not rewrite: update lib/defer-hydration.ts`);
    }
    return `const ${specifier.local.name} = await import(${url});`;
  });
  return [
    // rAF runs just before the first frame is drawn; the task queued from it runs once that frame is on screen.
    "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.append(link);",
    "}",
    ...loads,
    ...rest.map((node) => source.slice(node.start, node.end)),
  ].join("\n");
}

/** Every element of a parsed document, in document order. */
function elements(node: Node): Element[] {
  const found: Element[] = [];
  const visit = (current: Node) => {
    if ("tagName" in current) found.push(current);
    const children = "childNodes" in current ? current.childNodes : [];
    for (const child of children) visit(child);
    if ("content" in current && current.content) visit(current.content as unknown as Node);
  };
  visit(node);
  return found;
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/**
 * Rewrites one prerendered page; a page without React Router's bootstrap comes back unchanged. The HTML is
 * parsed (parse5, with source positions), so attribute order, quoting, `crossorigin` or a nonce do not matter;
 * the edits are spliced into the original text, so the rest of the page stays byte for byte as built. A page
 * with a bootstrap but no module preloads stops the build: the step would otherwise skip it silently.
 */
export function deferHydration(html: string, file = "a page"): DeferredPage {
  const all = elements(parseHtml(html, { sourceCodeLocationInfo: true }));
  const bootstraps = all.filter((el) => el.tagName === "script" && attr(el, "type") === "module" && /__reactRouterRouteModules/.test(scriptText(el)));
  if (bootstraps.length === 0) return { html, preloads: [] };
  if (bootstraps.length > 1) throw new Error(`${file}: more than one React Router bootstrap script`);
  const links = all.filter((el) => el.tagName === "link" && (attr(el, "rel") ?? "").split(/\s+/).includes("modulepreload"));
  const preloads = links.map((el) => {
    const href = attr(el, "href");
    if (!href) throw new Error(`${file}: a modulepreload link without href`);
    return href;
  });
  if (preloads.length === 0)
    throw new Error(`${file}: React Router's bootstrap is there but no <link rel="modulepreload">: its output changed, update lib/defer-hydration.ts`);
  const bootstrap = bootstraps[0]!;
  const edits = [
    ...links.map((el) => ({ ...span(el, file), text: "" })),
    { ...span(bootstrap, file), text: `<script type="module">${deferBootstrap(scriptText(bootstrap), preloads)}</script>` },
  ].sort((a, b) => b.start - a.start);
  let rewritten = html;
  for (const edit of edits) rewritten = rewritten.slice(0, edit.start) + edit.text + rewritten.slice(edit.end);
  return { html: rewritten, preloads };
}

function scriptText(el: Element): string {
  return el.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
}

function span(el: Element, file: string): { start: number; end: number } {
  const location = el.sourceCodeLocation;
  if (!location) throw new Error(`${file}: parse5 gave no source position for <${el.tagName}>`);
  return { start: location.startOffset, end: location.endOffset };
}
