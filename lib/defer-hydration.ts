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

/** What the rewrite found and did on one page. */
export interface DeferredPage {
  html: string;
  /** The module preloads taken out of the head, in their order. */
  preloads: string[];
}

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/g;

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

/** Rewrites one prerendered page; a page without React Router's bootstrap comes back unchanged. */
export function deferHydration(html: string): DeferredPage {
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] as string);
  const bootstraps = [...html.matchAll(BOOTSTRAP)];
  if (bootstraps.length === 0) return { html, preloads: [] };
  if (bootstraps.length > 1) throw new Error("A page has more than one React Router bootstrap script");
  let rewritten = html.replace(PRELOAD, "");
  rewritten = rewritten.replace(BOOTSTRAP, (_match, body: string) => `<script type="module">${deferBootstrap(body, preloads)}</script>`);
  return { html: rewritten, preloads };
}
