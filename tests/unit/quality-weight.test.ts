import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createAssetReader } from "~/lib/quality/build-site";
import { BUDGETS, budgetProblems, formatWeightTable, gzipSize, KB, measurePage, moduleImports, srcsetUrls, totals } from "~/lib/quality/weight";

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
    expect(imports).toEqual({ static: ["./a.js", "./b.js", "./c.js"], dynamic: ["./lazy.js"] });
  });

  it("splits srcset candidates", () => {
    expect(srcsetUrls("/a.png 1x, /b.png 2x")).toEqual(["/a.png", "/b.png"]);
    expect(srcsetUrls("/a.png 320w,/b.png 640w")).toEqual(["/a.png", "/b.png"]);
  });
});
