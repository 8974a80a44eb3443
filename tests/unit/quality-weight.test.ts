import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createAssetReader } from "~/lib/quality/build-site";
import { BUDGETS, budgetProblems, formatWeightTable, gzipSize, KB, featureLeaks, measurePage, moduleImports, onDemandScripts, srcsetUrls, totals } from "~/lib/quality/weight";

const siteDir = join(process.cwd(), "tests", "fixtures", "quality", "weight-site");
const read = createAssetReader(siteDir);
const html = readFileSync(join(siteDir, "index.html"), "utf8");

describe("start-up weight of a page", () => {
  const weight = measurePage("/", html, read);

  it("follows static imports and the bootstrap's imports, not lazy import()s in bundles", () => {
    expect(weight.js.map((asset) => asset.url).sort()).toEqual(["/assets/boot.js", "/assets/dep.js", "/assets/entry.js", "/assets/reexport.js"]);
  });

  it("counts stylesheets and their @imports", () => {
    expect(weight.css.map((asset) => asset.url)).toEqual(["/assets/site.css", "/assets/extra.css"]);
  });

  it("measures gzip deterministically", () => {
    const entry = weight.js.find((asset) => asset.url === "/assets/entry.js");
    expect(entry?.gzip).toBe(gzipSize(readFileSync(join(siteDir, "assets", "entry.js"))));
    expect(measurePage("/", html, read)).toEqual(weight);
  });

  it("adds images and inline SVG bytes", () => {
    const total = totals(weight);
    expect(weight.images.map((image) => image.url)).toEqual(["/assets/photo.svg"]);
    expect(total.imageBytes).toBe((weight.images[0]?.raw ?? 0) + (weight.inlineSvgBytes[0] ?? 0));
    expect(budgetProblems([weight])).toEqual([]);
  });

  it("fails when a heavy bundle is loaded up front", () => {
    // Simulate a 3D viewer or search index shipped in the start-up bundle: 600 KB of poorly compressible code.
    let seed = 7;
    const noise = Array.from({ length: 600 * KB / 8 }, () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed.toString(36).padStart(7, "0");
    }).join(" ");
    const heavy = Buffer.from(`export const data = ${JSON.stringify(noise)};\n`);
    const withHeavy = (path: string) => (path === "/assets/heavy.js" ? heavy : read(path));
    const page = html.replace("</head>", '<script type="module" src="/assets/heavy.js"></script></head>');
    const problems = budgetProblems([measurePage("/", page, withHeavy)]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^\/: start-up JavaScript is \d+\.\d KB gzip, over the 150\.0 KB budget \(largest: \/assets\/heavy\.js/);
  });

  it("fails on CSS and landing images over budget and on missing assets", () => {
    const page = html.replace("</body>", '<img src="/assets/gone.png" alt="gone"></body>');
    const problems = budgetProblems([measurePage("/", page, read)], { js: 1, css: 1, landingImages: 1 });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toBe("/: loads /assets/gone.png, which is not a file of the build");
    expect(problems[1]).toMatch(/^\/: start-up JavaScript is \d+\.\d KB gzip, over the 0\.0 KB budget/);
    expect(problems[2]).toMatch(/^\/: start-up CSS is \d+\.\d KB gzip, over/);
    expect(problems[3]).toMatch(/^\/: images weigh \d+\.\d KB, over/);
  });

  it("prints a table with every route", () => {
    const table = formatWeightTable([weight, { ...weight, path: "/guide" }]);
    expect(table.split("\n")[0]).toMatch(/^route\s+HTML KB gz\s+JS KB gz\s+JS files\s+CSS KB gz\s+images KB$/);
    expect(table).toMatch(/^\/guide\s+\d/m);
    expect(table).toContain(`JS <= ${BUDGETS.js / KB}.0 KB`);
  });
});

describe("module import parsing", () => {
  it("finds static imports, re-exports and literal dynamic imports, not strings", () => {
    const imports = moduleImports(`import a from "./a.js";import"./b.js";export{c}from"./c.js";const s="import('./no.js')";const l=()=>import("./lazy.js");`);
    expect(imports).toEqual({ static: ["./a.js", "./b.js", "./c.js"], dynamic: ["./lazy.js"], assets: [] });
  });

  it("finds workers started with new URL(…, import.meta.url), not other URLs", () => {
    const imports = moduleImports(
      `new Worker(new URL("/assets/w.js",import.meta.url),{type:"module"});new URL("https://x.invalid/a.js");new URL("./b.js",location.href);`,
    );
    expect(imports.assets).toEqual(["/assets/w.js"]);
  });

  it("lists what a page loads on demand: lazy imports, workers and their imports, not its start-up files", () => {
    const files: Record<string, string> = {
      "/assets/route.js": `import "./shared.js";const r=()=>import("./report.js");new Worker(new URL("/assets/worker.js",import.meta.url));`,
      "/assets/shared.js": `export const s=1;`,
      "/assets/report.js": `import "./shared.js";import "./badge.js";`,
      "/assets/badge.js": `export const b=1;`,
      "/assets/worker.js": `const d=()=>import("./draw.js");`,
      "/assets/draw.js": `export const d=1;`,
    };
    const reader = (url: string) => (files[url] === undefined ? undefined : Buffer.from(files[url] as string));
    const later = onDemandScripts(["/assets/route.js", "/assets/shared.js"], reader);
    expect(later.urls.sort()).toEqual(["/assets/badge.js", "/assets/draw.js", "/assets/report.js", "/assets/worker.js"]);
    expect(later.missing).toEqual([]);
  });

  it("splits srcset candidates", () => {
    expect(srcsetUrls("/a.png 1x, /b.png 2x")).toEqual(["/a.png", "/b.png"]);
    expect(srcsetUrls("/a.png 320w,/b.png 640w")).toEqual(["/a.png", "/b.png"]);
  });
});

describe("code that must load on one route only", () => {
  const files: Record<string, string> = {
    "/assets/entry.js": `export const e=1;`,
    "/assets/tool.js": `const r=()=>import("./engine.js");export const t="Drop it here";`,
    "/assets/engine.js": `export const x=1;`,
    "/assets/shared-box.js": `export const box=1;`,
    "/assets/other.js": `export const o="plain page";`,
  };
  const reader = (url: string) => (files[url] === undefined ? undefined : Buffer.from(files[url] as string));
  const asset = (url: string) => ({ url, raw: 1, gzip: 1 });
  const page = (path: string, urls: string[]) => ({ path, js: urls.map(asset), css: [], images: [], inlineSvgBytes: [], html: asset(path), missing: [] });
  const feature = { route: "/tool", markers: ["Drop it here"], sharedWith: { "/errors": /shared-box/ } };

  it("finds nothing when other routes load only the shared files", () => {
    const weights = [page("/", ["/assets/entry.js", "/assets/other.js"]), page("/tool", ["/assets/entry.js", "/assets/tool.js", "/assets/shared-box.js"]), page("/errors", ["/assets/entry.js", "/assets/shared-box.js"])];
    expect(featureLeaks(weights, feature, reader)).toEqual([]);
  });

  it("names a route that loads the feature's files or its texts at start", () => {
    files["/assets/other.js"] = `export const o="Drop it here";`;
    const weights = [page("/", ["/assets/entry.js", "/assets/other.js", "/assets/engine.js"]), page("/tool", ["/assets/entry.js", "/assets/tool.js"])];
    expect(featureLeaks(weights, feature, reader)).toEqual([
      '/: /assets/other.js holds "Drop it here", which only /tool\'s code should',
      "/: loads /assets/engine.js at start, which /tool loads only on demand",
    ]);
  });
});
