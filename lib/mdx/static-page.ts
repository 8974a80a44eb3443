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
 * Interactive components are islands: IslandSlot (marked around every component on the syntax tree by
 * remark-island-slots.ts) renders the ones in app/islands/registry.ts inside an element that names them,
 * and in the browser the static page content loads just those components and renders them there
 * (app/islands/useIslands.tsx). The page text around them stays HTML, so a page with a tool ships its text
 * once like any other. In `npm run dev` the whole page renders with React instead (so edits show at once);
 * the islands' markup is the same.
 */

const DEFAULT_EXPORT = "export default function MDXContent(";

/** Rewrites one compiled MDX page module (see above); `file` names it in errors. */
export function staticPageModule(compiled: string, file: string): string {
  if (!compiled.includes(DEFAULT_EXPORT)) {
    throw new Error(`${file}: the compiled MDX has no "${DEFAULT_EXPORT}…": @mdx-js changed its output, update lib/mdx/static-page.ts`);
  }
  const page = compiled.replace(DEFAULT_EXPORT, "function MDXContent(");
  return [
    page,
    'import { jsx as __jsx } from "react/jsx-runtime";',
    'import { MDXProvider as __MDXProvider } from "@mdx-js/react";',
    'import { mdxComponents as __mdxComponents } from "~/app/mdx/components";',
    'import { PageContent as __PageContent, StaticPageContent as __StaticPageContent } from "~/app/components/PageContent";',
    "function __RenderedPage() {",
    "  return __jsx(__PageContent, { children: __jsx(__MDXProvider, { components: __mdxComponents, children: __jsx(MDXContent, {}) }) });",
    "}",
    "export default import.meta.env.SSR || import.meta.env.DEV ? __RenderedPage : __StaticPageContent;",
  ].join("\n");
}
