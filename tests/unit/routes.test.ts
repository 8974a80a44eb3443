import { describe, expect, it } from "vitest";
import { journeys, keyboardSidebar, macropadSidebar, sidebarFor, sidebarLinks, sidebars } from "~/content/site";
import { docPathFromFile, listDocFiles } from "~/lib/content/doc-files";
import { queryFromPath } from "~/app/lib/query-from-path";
import { allRoutePaths } from "~/lib/routes";

const root = process.cwd();
const routes = allRoutePaths(root);

const specRoutes = [
  "/",
  "/guide",
  "/advancedguide",
  "/advancedPCB",
  "/submitting",
  "/parts",
  "/faq",
  "/braindump",
  "/errors",
  "/tipsntricks",
  "/resources",
  "/get-keycap",
  "/keyboard",
  "/keyboard/faq",
  "/projects/orpheuspad",
  "/projects/cyaopad",
];

describe("route config", () => {
  it("prerenders every route of the spec", () => {
    for (const path of specRoutes) expect(routes).toContain(path);
  });

  it("lists no route twice", () => {
    expect(new Set(routes).size).toBe(routes.length);
    expect(new Set(routes.map((path) => path.toLowerCase())).size).toBe(routes.length);
  });

  it("maps content files to URL paths", () => {
    expect(docPathFromFile("guide.mdx")).toBe("/guide");
    expect(docPathFromFile("advancedPCB.mdx")).toBe("/advancedPCB");
    expect(docPathFromFile("keyboard/index.mdx")).toBe("/keyboard");
    expect(docPathFromFile("keyboard/faq.mdx")).toBe("/keyboard/faq");
    expect(docPathFromFile("index.mdx")).toBe("/");
  });

  it("finds every docs page in content/docs", () => {
    const docPaths = listDocFiles(root).map((doc) => doc.path);
    expect(docPaths).toContain("/keyboard/faq");
    for (const path of docPaths) expect(routes).toContain(path);
  });
});

describe("sidebars", () => {
  it("link only to prerendered routes", () => {
    for (const sidebar of sidebars) {
      for (const link of sidebarLinks(sidebar)) expect(routes, `${sidebar.id} → ${link.href}`).toContain(link.href);
    }
  });

  it("leave no docs page out of the menu (issue 10)", () => {
    const inMenu = new Set(sidebars.flatMap((sidebar) => sidebarLinks(sidebar).map((link) => link.href)));
    const docPaths = listDocFiles(root)
      .map((doc) => doc.path)
      .filter((path) => path !== "/");
    expect(docPaths.filter((path) => !inMenu.has(path))).toEqual([]);
    expect(inMenu.has("/projects")).toBe(true);
  });

  it("hold the spec's seven macropad links first and in order, then a Reference group (issue 10)", () => {
    const pairs = (links: { label: string; href: string }[]) => links.map((link) => [link.label, link.href]);
    expect(macropadSidebar.groups.map((group) => group.label)).toEqual(["Macropad", "Reference"]);
    expect(pairs(macropadSidebar.groups[0]?.links ?? [])).toEqual([
      ["DIY Guide", "/guide"],
      ["Advanced DIY guide", "/advancedguide"],
      ["Resources & Tips", "/resources"],
      ["Approved Parts", "/parts"],
      ["Submit your project!", "/submitting"],
      ["Check your project", "/check"],
      ["FAQ", "/faq"],
      ["Make a keyboard", "/keyboard"],
    ]);
    expect(pairs(macropadSidebar.groups[1]?.links ?? [])).toEqual([
      ["Get your keycap", "/get-keycap"],
      ["DRC errors", "/errors"],
      ["Tips and tricks", "/tipsntricks"],
      ["Braindump", "/braindump"],
      ["Advanced PCB components", "/advancedPCB"],
      ["Projects", "/projects"],
    ]);
    expect(pairs(sidebarLinks(keyboardSidebar))).toEqual([
      ["Keyboard Overview", "/keyboard"],
      ["FAQ v2", "/keyboard/faq"],
      ["Back to macropads", "/guide"],
    ]);
    expect(sidebarLinks(keyboardSidebar)[1]?.hint).toMatch(/keyboard/i);
  });

  it("journeys name only prerendered routes, each page once", () => {
    const hrefs = journeys.flatMap((steps) => steps.map((step) => step.href));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of [...hrefs, ...journeys.flatMap((steps) => steps.flatMap((step) => step.optional ?? []).map((link) => link.href))]) {
      expect(routes).toContain(href);
    }
  });

  it("uses the keyboard sidebar on keyboard pages only", () => {
    expect(sidebarFor("/keyboard").id).toBe("keyboard");
    expect(sidebarFor("/keyboard/faq").id).toBe("keyboard");
    expect(sidebarFor("/keyboard/faq/").id).toBe("keyboard");
    expect(sidebarFor("/keyboards-are-fun").id).toBe("macropad");
    expect(sidebarFor("/guide").id).toBe("macropad");
    expect(sidebarFor("/projects/orpheuspad").id).toBe("macropad");
  });
});

describe("queryFromPath", () => {
  it("turns a missing page's address into search words", () => {
    expect(queryFromPath("/advanced-guide.html")).toBe("advanced guide");
    expect(queryFromPath("/keyboard/faq_v3/")).toBe("keyboard faq v3");
    expect(queryFromPath("/docs/index.html")).toBe("docs");
    expect(queryFromPath("/caf%C3%A9")).toBe("café");
  });

  it("gives nothing for an address without words, and survives a broken escape", () => {
    expect(queryFromPath("/")).toBe("");
    expect(queryFromPath("/--/")).toBe("");
    expect(queryFromPath("/%E0%A4%A")).toBe("E0 A4 A");
  });
});
