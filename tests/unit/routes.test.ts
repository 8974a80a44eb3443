import { describe, expect, it } from "vitest";
import { keyboardSidebar, macropadSidebar, sidebarFor, sidebars } from "~/content/site";
import { docPathFromFile, listDocFiles } from "~/lib/content/doc-files";
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
      for (const link of sidebar.links) expect(routes, `${sidebar.id} → ${link.href}`).toContain(link.href);
    }
  });

  it("hold the spec's entries in order, plus the projects gallery (issue 4) and the project check (issue 12)", () => {
    expect(macropadSidebar.links.map((link) => [link.label, link.href])).toEqual([
      ["DIY Guide", "/guide"],
      ["Advanced DIY guide", "/advancedguide"],
      ["Resources & Tips", "/resources"],
      ["Approved Parts", "/parts"],
      ["Submit your project!", "/submitting"],
      ["Check your project", "/check"],
      ["FAQ", "/faq"],
      ["Projects", "/projects"],
      ["Make a keyboard", "/keyboard"],
    ]);
    expect(keyboardSidebar.links.map((link) => [link.label, link.href])).toEqual([
      ["Keyboard Overview", "/keyboard"],
      ["FAQ v2", "/keyboard/faq"],
      ["Back to macropads", "/guide"],
    ]);
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
