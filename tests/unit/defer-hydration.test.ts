import { describe, expect, it } from "vitest";
import { deferBootstrap, deferHydration } from "~/lib/defer-hydration";
import { moduleImports } from "~/tools/quality/weight";

// The shape React Router 7's <Scripts /> writes into a prerendered page (React hoists the preloads into the head).
const bootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/guide-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"guide":route1};

import("/assets/entry.client-4.js");`;

const page = `<!DOCTYPE html><html lang="en"><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><main><h1>Guide</h1></main><script>window.__reactRouterContext = {};</script><script type="module" async="">${bootstrap}</script></body></html>`;

describe("scripts after the first paint", () => {
  const deferred = deferHydration(page);

  it("takes the module preloads out of the head, keeping the stylesheet and the content", () => {
    expect(deferred.preloads).toEqual(["/assets/manifest-1.js", "/assets/entry.client-4.js", "/assets/root-2.js"]);
    expect(deferred.html).not.toContain('<link rel="modulepreload"');
    expect(deferred.html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(deferred.html).toContain("<main><h1>Guide</h1></main>");
    expect(deferred.html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("waits for a painted frame, then preloads and imports the same modules in the same order", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(deferred.html)?.[1] ?? "";
    const lines = script.split("\n");
    expect(lines[0]).toBe("await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));");
    expect(script).toContain('for (const href of ["/assets/manifest-1.js","/assets/entry.client-4.js","/assets/root-2.js"]) {');
    const imports = moduleImports(script);
    expect(imports.static).toEqual([]);
    expect(imports.dynamic).toEqual(["/assets/manifest-1.js", "/assets/root-2.js", "/assets/guide-3.js", "/assets/entry.client-4.js"]);
    expect(script.indexOf('await import("/assets/manifest-1.js")')).toBeGreaterThan(script.indexOf("document.head.append(link)"));
    expect(script).toContain('const route1 = await import("/assets/guide-3.js");');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"guide":route1};');
  });

  it("runs: the route modules reach window and the entry loads last", async () => {
    const script = deferBootstrap(bootstrap, ["/assets/root-2.js"]);
    const order: string[] = [];
    const head: { rel: string; href: string }[] = [];
    const globals: Record<string, unknown> = {};
    const run = new Function(
      "requestAnimationFrame",
      "setTimeout",
      "document",
      "window",
      "load",
      `return (async () => {${script.replace(/\bimport\(/g, "load(")}})();`,
    ) as (...args: unknown[]) => Promise<void>;
    await run(
      (callback: () => void) => callback(),
      (callback: () => void) => callback(),
      { createElement: () => ({}), head: { append: (link: { rel: string; href: string }) => head.push(link) } },
      globals,
      async (url: string) => {
        order.push(url);
        return { url };
      },
    );
    expect(head).toEqual([{ rel: "modulepreload", href: "/assets/root-2.js" }]);
    expect(order).toEqual(["/assets/manifest-1.js", "/assets/root-2.js", "/assets/guide-3.js", "/assets/entry.client-4.js"]);
    expect(globals.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-2.js" }, guide: { url: "/assets/guide-3.js" } });
  });

  it("leaves a page without React Router's bootstrap as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>";
    expect(deferHydration(plain)).toEqual({ html: plain, preloads: [] });
  });

  it("stops the build when the bootstrap changes shape", () => {
    expect(() => deferBootstrap('import("/assets/entry.client.js");', [])).toThrow(/shape changed/);
    expect(() => deferBootstrap('import { x } from "/a.js";\nwindow.__reactRouterRouteModules = {x};', [])).toThrow(/does not rewrite/);
  });

  it("finds the preloads and the bootstrap however React Router spells them (attribute order, crossorigin, a nonce)", () => {
    const spelled = page
      .replace('<link rel="modulepreload" href="/assets/manifest-1.js"/>', '<link href="/assets/manifest-1.js" crossorigin="" rel="modulepreload">')
      .replace('<link rel="modulepreload" href="/assets/root-2.js"/>', "<link rel='modulepreload' nonce=\"abc\" href='/assets/root-2.js' />")
      .replace('<script type="module" async="">', '<script nonce="abc" async type="module">');
    const result = deferHydration(spelled);
    expect(result.preloads).toEqual(["/assets/manifest-1.js", "/assets/entry.client-4.js", "/assets/root-2.js"]);
    expect(result.html).not.toMatch(/<link[^>]*modulepreload/);
    expect(result.html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(moduleImports(/<script type="module">([\s\S]*?)<\/script>/.exec(result.html)?.[1] ?? "").static).toEqual([]);
  });

  it("stops the build, naming the file, when a page has the bootstrap but no preloads", () => {
    const bare = page.replace(/<link rel="modulepreload"[^>]*>/g, "");
    expect(() => deferHydration(bare, "build/client/guide/index.html")).toThrow(/build\/client\/guide\/index\.html: .*no <link rel="modulepreload">/);
  });
});
