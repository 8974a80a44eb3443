import { compile } from "@mdx-js/mdx";
import { describe, expect, it } from "vitest";
import { hasStaticContent } from "~/app/lib/page-content";
import { ISLAND_COMPONENTS, islandComponentsIn, staticPageModule } from "~/lib/mdx/static-page";

const compiled = async (source: string) => String(await compile(source, { providerImportSource: "@mdx-js/react" }));

describe("docs pages as static content", () => {
  it("renders the MDX on the build and keeps the prerendered HTML in the browser", async () => {
    const page = staticPageModule(await compiled("# Title\n\nSome *text* and <Fact id=\"x\" />."), "content/docs/x.mdx");
    expect(page.match(/^export default /gm)).toEqual(["export default "]);
    expect(page).toContain("export default import.meta.env.SSR || import.meta.env.DEV ? __RenderedPage : __StaticPageContent;");
    expect(page).toContain("function MDXContent(");
    expect(page).toContain("__jsx(__PageContent, { children: __jsx(__MDXProvider, { components: __mdxComponents, children: __jsx(MDXContent, {}) }) })");
    expect(page).not.toMatch(/export const (loader|clientLoader)\b/);
  });

  it("keeps a page with an interactive component static, with the component as an island", async () => {
    const source = 'import { PinBudget } from "~/app/illustrations/lazy";\n\n# Budget\n\n<PinBudget initial={{ switches: 4 }} />\n\n<RuleList track="keyboard" />\n';
    expect(islandComponentsIn(await compiled(source))).toEqual(["PinBudget", "RuleList"]);
    const page = staticPageModule(await compiled(source), "content/docs/advanced.mdx");
    expect(page).toContain("export default import.meta.env.SSR || import.meta.env.DEV ? __RenderedPage : __StaticPageContent;");
    expect(page).toContain('_jsx(__islandOf("PinBudget", PinBudget, "content/docs/advanced.mdx"), {');
    expect(page).toContain('_jsx(__islandOf("RuleList", RuleList, "content/docs/advanced.mdx"), {');
    expect(page).not.toMatch(/_jsxs?\((?:_components\.)?(PinBudget|RuleList)\b/);
    expect(ISLAND_COMPONENTS).toContain("PinBudget");
  });

  it("does not take a mention of a tool in the text for the tool", async () => {
    expect(islandComponentsIn(await compiled("The PinBudget tool is on another page."))).toEqual([]);
  });

  it("names the file when the compiled MDX is not the shape it rewrites", () => {
    expect(() => staticPageModule("export const x = 1;", "content/docs/odd.mdx")).toThrow(/^content\/docs\/odd\.mdx: the compiled MDX has no/);
  });

  it("treats every route but the landing page and project pages as a docs page", () => {
    expect(["/guide", "/keyboard/faq", "/errors"].every(hasStaticContent)).toBe(true);
    expect(["/", "/projects", "/projects/gridpad"].some(hasStaticContent)).toBe(false);
  });
});
