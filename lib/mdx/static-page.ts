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
 * A page that uses an interactive component (`HYDRATED_COMPONENTS`) keeps the whole MDX component in
 * the browser and hydrates as before, so its tools work.
 */

/** Components that need React in the browser: a page that uses one of them hydrates its text. */
export const HYDRATED_COMPONENTS = ["PinBudget", "CheckTool", "DrcExplainer", "RuleList"] as const;

const DEFAULT_EXPORT = "export default function MDXContent(";

/** The interactive component a compiled page renders, if any. */
export function hydratedComponentIn(compiled: string): string | undefined {
  return HYDRATED_COMPONENTS.find((name) => new RegExp(`_jsxs?(?:DEV)?\\((?:_components\\.)?${name}\\b`).test(compiled));
}

/** Rewrites one compiled MDX page module (see above); `file` names it in errors. */
export function staticPageModule(compiled: string, file: string): string {
  if (!compiled.includes(DEFAULT_EXPORT)) {
    throw new Error(`${file}: the compiled MDX has no "${DEFAULT_EXPORT}…": @mdx-js changed its output, update lib/mdx/static-page.ts`);
  }
  const hydrated = hydratedComponentIn(compiled) !== undefined;
  const lines = [
    compiled.replace(DEFAULT_EXPORT, "function MDXContent("),
    'import { jsx as __jsx } from "react/jsx-runtime";',
    'import { MDXProvider as __MDXProvider } from "@mdx-js/react";',
    'import { mdxComponents as __mdxComponents } from "~/app/mdx/components";',
    'import { PageContent as __PageContent } from "~/app/components/PageContent";',
    "function __RenderedPage() {",
    "  return __jsx(__PageContent, { children: __jsx(__MDXProvider, { components: __mdxComponents, children: __jsx(MDXContent, {}) }) });",
    "}",
  ];
  if (hydrated) {
    lines.push("export default __RenderedPage;");
  } else {
    lines.push(
      'import { StaticPageContent as __StaticPageContent } from "~/app/components/PageContent";',
      "export default import.meta.env.SSR || import.meta.env.DEV ? __RenderedPage : __StaticPageContent;",
    );
  }
  return lines.join("\n");
}
