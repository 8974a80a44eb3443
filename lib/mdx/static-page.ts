/**
 * Docs pages as static content. A compiled MDX page is a React component that carries the page's whole
 * text; shipped to the browser, it would download the text a second time (the prerendered HTML has it)
 * and make React walk every paragraph while hydrating. This step rewrites each compiled page so that:
 *
 * - the build (server render) renders the MDX inside `<PageContent>` with the MDX components, as before;
 * - the browser gets `StaticPageContent` instead, which keeps the prerendered HTML as it is and, after a
 *   client-side navigation, shows the text fetched as data (app/lib/page-content.ts). The MDX component
 *   is behind `import.meta.env.SSR`, so the client bundle drops it with the text and the pictures' code
 *   (the dev server keeps it, so edits to a page show at once).
 *
 * No loader or clientLoader: React Router reads a route module's exports from the MDX before this step
 * for its manifest but splits them after it, so a clientLoader added here would be lost; the component
 * suspends on the fetch instead, inside React Router's navigation transition, so the previous page stays
 * on screen until the next one's text is there.
 *
 * An interactive component (`ISLAND_COMPONENTS`) is an island: on the build it renders inside an element
 * that names it and holds its props (app/islands/Island.tsx), and in the browser the static page content
 * loads just that component and renders it there (app/islands/useIslands.tsx). The page text around it
 * stays HTML, so a page with a tool ships its text once like any other.
 */

/** Components that need React in the browser: each renders as an island in the static page text. */
export const ISLAND_COMPONENTS = ["PinBudget", "CheckTool", "DrcExplainer", "RuleList"] as const;

export type IslandName = (typeof ISLAND_COMPONENTS)[number];

const DEFAULT_EXPORT = "export default function MDXContent(";

/** Where a compiled page renders `name`: `_jsx(Name,` or `_jsx(_components.Name,` (and jsxs, jsxDEV). */
const renderOf = (name: string) => new RegExp(`(_jsxs?(?:DEV)?\\()((?:_components\\.)?${name})\\b`, "g");

/** The interactive components a compiled page renders. */
export function islandComponentsIn(compiled: string): IslandName[] {
  return ISLAND_COMPONENTS.filter((name) => new RegExp(renderOf(name).source).test(compiled));
}

/** Rewrites one compiled MDX page module (see above); `file` names it in errors. */
export function staticPageModule(compiled: string, file: string): string {
  if (!compiled.includes(DEFAULT_EXPORT)) {
    throw new Error(`${file}: the compiled MDX has no "${DEFAULT_EXPORT}…": @mdx-js changed its output, update lib/mdx/static-page.ts`);
  }
  let page = compiled.replace(DEFAULT_EXPORT, "function MDXContent(");
  for (const name of islandComponentsIn(compiled)) {
    page = page.replace(renderOf(name), (_, call: string, component: string) => `${call}__islandOf(${JSON.stringify(name)}, ${component}, ${JSON.stringify(file)})`);
  }
  return [
    page,
    'import { jsx as __jsx } from "react/jsx-runtime";',
    'import { MDXProvider as __MDXProvider } from "@mdx-js/react";',
    'import { mdxComponents as __mdxComponents } from "~/app/mdx/components";',
    'import { PageContent as __PageContent, StaticPageContent as __StaticPageContent } from "~/app/components/PageContent";',
    'import { islandOf as __islandOf } from "~/app/islands/Island";',
    "function __RenderedPage() {",
    "  return __jsx(__PageContent, { children: __jsx(__MDXProvider, { components: __mdxComponents, children: __jsx(MDXContent, {}) }) });",
    "}",
    "export default import.meta.env.SSR || import.meta.env.DEV ? __RenderedPage : __StaticPageContent;",
  ].join("\n");
}
