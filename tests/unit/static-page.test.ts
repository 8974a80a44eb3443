import { compile } from "@mdx-js/mdx";
import { describe, expect, it } from "vitest";
import { hasStaticContent } from "~/app/lib/page-content";
import { remarkIslandSlots } from "~/lib/mdx/remark-island-slots";
import { staticPageModule } from "~/lib/mdx/static-page";

const compiled = async (source: string, path = "/site/content/docs/advanced.mdx") =>
  String(await compile({ value: source, path }, { providerImportSource: "@mdx-js/react", remarkPlugins: [[remarkIslandSlots, { root: "/site" }]] }));

describe("docs pages as static content", () => {
  it("renders the MDX on the build and keeps the prerendered HTML in the browser", async () => {
    const page = staticPageModule(await compiled('# Title\n\nSome *text* and <Fact id="x" />.'), "content/docs/x.mdx");
    expect(page.match(/^export default /gm)).toEqual(["export default "]);
    expect(page).toContain("export default import.meta.env.SSR || import.meta.env.DEV ? __RenderedPage : __StaticPageContent;");
    expect(page).toContain("function MDXContent(");
    expect(page).toContain("__jsx(__PageContent, { children: __jsx(__MDXProvider, { components: __mdxComponents, children: __jsx(MDXContent, {}) }) })");
    expect(page).not.toMatch(/export const (loader|clientLoader)\b/);
  });

  it("marks every block component with its place, the page named, on the syntax tree (not in the compiled code)", async () => {
    const source =
      'import { PinBudget } from "~/app/illustrations/lazy";\n\n# Budget\n\n<PinBudget initial={{ switches: 4 }} />\n\n<RuleList track="keyboard" />\n';
    const page = await compiled(source);
    expect(page).toMatch(/_jsx\(IslandSlot, \{\s+name: "PinBudget",\s+page: "content\/docs\/advanced\.mdx",\s+children: _jsx\(PinBudget, \{/);
    expect(page).toMatch(/name: "RuleList",\s+page: "content\/docs\/advanced\.mdx",\s+children: _jsx\(RuleList, \{/);
  });

  it("does not take a mention of a tool in the text, or a component inside a sentence, for a block", async () => {
    const page = await compiled('The PinBudget tool is on another page, with <Fact id="x" /> inline.');
    expect(page).not.toContain("IslandSlot");
  });

  it("names the file when the compiled MDX is not the shape it rewrites", () => {
    expect(() => staticPageModule("export const x = 1;", "content/docs/odd.mdx")).toThrow(/^content\/docs\/odd\.mdx: the compiled MDX has no/);
  });

  it("treats every route but the landing page and project pages as a docs page", () => {
    expect(["/guide", "/keyboard/faq", "/errors"].every(hasStaticContent)).toBe(true);
    expect(["/", "/projects", "/projects/gridpad"].some(hasStaticContent)).toBe(false);
  });
});
