import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createAssetReader } from "~/tools/quality/build-site";
import {
  BUDGETS,
  brotliSize,
  budgetProblems,
  featureLeaks,
  formatWeightTable,
  gzipSize,
  jsBudgetFor,
  KB,
  measurePage,
  moduleImports,
  onDemandScripts,
  srcsetUrls,
  totals,
} from "~/tools/quality/weight";

/** Deterministic bytes no compressor can shrink: a chain of SHA-256 digests. */
function noise(length: number, seed: string): Buffer {
  const blocks: Buffer[] = [];
  let block = createHash("sha256").update(seed).digest();
  for (let size = 0; size < length; size += block.length) {
    blocks.push(block);
    block = createHash("sha256").update(block).digest();
  }
  return Buffer.concat(blocks).subarray(0, length);
}

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

  it("measures gzip and brotli deterministically", () => {
    const entry = weight.js.find((asset) => asset.url === "/assets/entry.js");
    const body = readFileSync(join(siteDir, "assets", "entry.js"));
    expect(entry?.gzip).toBe(gzipSize(body));
    expect(entry?.br).toBe(brotliSize(body));
    expect(totals(weight).jsBr).toBe(weight.js.reduce((total, asset) => total + asset.br, 0));
    expect(measurePage("/", html, read)).toEqual(weight);
  });

  it("adds images and inline SVG bytes", () => {
    const total = totals(weight);
    expect(weight.images.map((image) => image.url)).toEqual(["/assets/photo.svg"]);
    expect(total.imageBytes).toBe((weight.images[0]?.raw ?? 0) + (weight.inlineSvgBytes[0] ?? 0));
    expect(budgetProblems([weight])).toEqual([]);
  });

  it("fails when a heavy bundle is loaded up front", () => {
    // Simulate a 3D viewer or search index shipped in the start-up bundle: 600 KB of incompressible code.
    const heavy = Buffer.from(`export const data = "${noise(450 * KB, "heavy").toString("base64")}";\n`);
    const withHeavy = (path: string) => (path === "/assets/heavy.js" ? heavy : read(path));
    const page = html.replace("</head>", '<script type="module" src="/assets/heavy.js"></script></head>');
    const problems = budgetProblems([measurePage("/", page, withHeavy)]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^\/: start-up JavaScript is \d+\.\d KB br, over the 120\.0 KB budget \(largest: \/assets\/heavy\.js/);
  });

  it("holds a route with its own limit to that limit, in that limit's encoding", () => {
    // About 100 KB compressed either way: over a 90 KB brotli default, under a 150 KB gzip exception.
    const heavy = Buffer.from(`export const data = "${noise(100 * KB, "check").toString("base64")}";\n`);
    const withHeavy = (path: string) => (path === "/assets/heavy.js" ? heavy : read(path));
    const page = html.replace("</head>", '<script type="module" src="/assets/heavy.js"></script></head>');
    const budgets = {
      ...BUDGETS,
      js: { bytes: 90 * KB, encoding: "br" as const },
      routes: { "/check": { js: { bytes: 150 * KB, encoding: "gzip" as const }, reason: "test" } },
    };
    expect(budgetProblems([measurePage("/check", page, withHeavy)], budgets)).toEqual([]);
    const problems = budgetProblems([measurePage("/guide", page, withHeavy)], budgets);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^\/guide: start-up JavaScript is \d+\.\d KB br, over the 90\.0 KB budget/);
  });

  it("states /check as the one route with its own limit, 150 KB gzip", () => {
    expect(Object.keys(BUDGETS.routes ?? {})).toEqual(["/check"]);
    expect(jsBudgetFor("/errors")).toEqual({ bytes: 120 * KB, encoding: "br" });
    expect(jsBudgetFor("/check")).toEqual({ bytes: 150 * KB, encoding: "gzip" });
    expect(jsBudgetFor("/guide")).toEqual({ bytes: 120 * KB, encoding: "br" });
  });

  it("fails on CSS and landing images over budget and on missing assets", () => {
    const page = html.replace("</body>", '<img src="/assets/gone.png" alt="gone"></body>');
    const problems = budgetProblems([measurePage("/", page, read)], { js: { bytes: 1, encoding: "br" }, css: 1, landingImages: 1 });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toBe("/: loads /assets/gone.png, which is not a file of the build");
    expect(problems[1]).toMatch(/^\/: start-up JavaScript is \d+\.\d KB br, over the 0\.0 KB budget/);
    expect(problems[2]).toMatch(/^\/: start-up CSS is \d+\.\d KB gzip, over/);
    expect(problems[3]).toMatch(/^\/: images weigh \d+\.\d KB, over/);
  });

  it("prints a table with every route", () => {
    const table = formatWeightTable([weight, { ...weight, path: "/guide" }]);
    expect(table.split("\n")[0]).toMatch(/^route\s+HTML KB gz\s+JS KB gz\s+JS KB br\s+JS files\s+CSS KB gz\s+images KB$/);
    expect(table).toMatch(/^\/guide\s+\d/m);
    expect(table).toContain("JS <= 120.0 KB br per route (/check: 150.0 KB gzip,");
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
  const asset = (url: string) => ({ url, raw: 1, gzip: 1, br: 1 });
  const page = (path: string, urls: string[]) => ({ path, js: urls.map(asset), css: [], images: [], inlineSvgBytes: [], html: asset(path), missing: [] });
  const feature = { route: "/tool", markers: ["Drop it here"], sharedWith: { "/errors": /shared-box/ } };

  it("finds nothing when other routes load only the shared files", () => {
    const weights = [
      page("/", ["/assets/entry.js", "/assets/other.js"]),
      page("/tool", ["/assets/entry.js", "/assets/tool.js", "/assets/shared-box.js"]),
      page("/errors", ["/assets/entry.js", "/assets/shared-box.js"]),
    ];
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
