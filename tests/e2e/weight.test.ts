/**
 * Weight budget on the production build: per route, the gzip size (zlib level 9) of the JavaScript and
 * CSS the HTML loads at start, and the landing page's image bytes. Prints the table.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createAssetReader, pageHtmlFile } from "~/tools/quality/build-site";
import { measureBuild } from "~/tools/quality/gates";
import { findElement, parseHtml, type HtmlNode } from "~/lib/html";
import {
  BUDGETS,
  budgetProblems,
  featureLeaks,
  formatWeightTable,
  gzipSize,
  jsBudgetFor,
  kb,
  onDemandScripts,
  totals,
  type PageWeight,
} from "~/tools/quality/weight";
import { routePaths } from "../../tools/browser/routes";
import { clientDir } from "../../tools/browser/site";

let weights: PageWeight[];

beforeAll(() => {
  if (!existsSync(join(clientDir, "index.html"))) throw new Error(`No production build at ${clientDir}: run "npm run build" first (npm test does).`);
  weights = measureBuild(clientDir, routePaths);
});

describe("weight budget", () => {
  it("keeps every route within the JavaScript, CSS and landing-image budgets", () => {
    console.log(`Start-up weight per route (gzip level 9):\n${formatWeightTable(weights)}`);
    const problems = budgetProblems(weights, BUDGETS);
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("measures real bundles on every route", () => {
    expect(weights.map((weight) => weight.path)).toEqual(routePaths);
    for (const weight of weights) {
      const total = totals(weight);
      expect(total.jsFiles, `${weight.path} loads JavaScript`).toBeGreaterThan(0);
      expect(total.cssFiles, `${weight.path} loads CSS`).toBeGreaterThan(0);
    }
  });
});

describe("the project check's code (/check)", () => {
  const onDemand = () => {
    const check = weights.find((weight) => weight.path === "/check") as PageWeight;
    const read = createAssetReader(clientDir);
    const later = onDemandScripts(
      check.js.map((asset) => asset.url),
      read,
    );
    const gzip = later.urls.reduce((total, url) => total + gzipSize(read(url) ?? ""), 0);
    return { check, later, gzip };
  };

  it("starts within the budget and loads the engine, its worker and the board renderer only when a project is dropped", () => {
    const { check, later, gzip } = onDemand();
    const start = check.js.map((asset) => asset.url);
    expect(start.filter((url) => /preflight\.worker|draw-board|CheckReport|firmware-zip/.test(url))).toEqual([]);
    expect(
      later.urls.some((url) => /preflight\.worker/.test(url)),
      "the engine runs in a worker the page starts on demand",
    ).toBe(true);
    expect(
      later.urls.some((url) => /draw-board/.test(url)),
      "the board renderer loads on demand",
    ).toBe(true);
    expect(
      later.urls.some((url) => /firmware-zip/.test(url)),
      "the firmware generators load when a download button is pressed",
    ).toBe(true);
    expect(later.missing).toEqual([]);
    expect(totals(check).jsGzip).toBeLessThanOrEqual(jsBudgetFor("/check").bytes);
    console.log(
      `/check JavaScript (gzip): ${kb(totals(check).jsGzip)} KB at start; ${kb(gzip)} KB more on demand (report, engine worker, board renderer, DRC explainer)`,
    );
  });

  it("loads the case panels' code only on demand: three.js with the preview, OpenCascade and Manifold (and their WASM) in the case worker", () => {
    const { check, later } = onDemand();
    const reader = createAssetReader(clientDir);
    const read = (url: string) => reader(url)?.toString("utf8");
    const start = check.js.map((asset) => asset.url);
    expect(start.filter((url) => /CasePreview|case\.worker|engines|occt|manifold|three/i.test(url))).toEqual([]);
    // Nor inlined into a start-up chunk: three.js's renderer and the WASM loaders have names of their own.
    const startText = start.map((url) => read(url) ?? "").join("\n");
    expect(startText).not.toMatch(/WebGLRenderer|occt-import-js|manifold\.wasm|\.wasm["']/);
    expect(later.urls.filter((url) => /CasePreview-/.test(url))).toHaveLength(1);
    expect(later.urls.filter((url) => /^\/assets\/case\/case\.worker-/.test(url))).toHaveLength(1);
    // The worker reaches the seam, and the seam the WASM files, only when its request arrives.
    const engines = later.urls.find((url) => /\/engines-[\w-]+\.js$/.test(url));
    expect(engines, "the engines' seam is its own chunk").toBeDefined();
    expect(read(engines ?? "") ?? "").toMatch(/occt-import-js-[\w-]+\.wasm/);
    expect(read(engines ?? "") ?? "").toMatch(/manifold-[\w-]+\.wasm/);
    const preview = later.urls.find((url) => /CasePreview-/.test(url)) ?? "";
    console.log(
      `/check case panels on demand (gzip): 3D preview with three.js ${kb(gzipSize(read(preview) ?? ""))} KB; case worker ${kb(gzipSize(read(later.urls.find((url) => /case\.worker/.test(url)) ?? "") ?? ""))} KB`,
    );
  });

  it("adds nothing to any other route's start-up JavaScript (/errors shares only the DRC explainer and the DRC data it renders)", () => {
    const problems = featureLeaks(
      weights,
      {
        route: "/check",
        markers: ["Drop your project folder or its .zip here", "preflight.worker", "Copy report as Markdown"],
        sharedWith: { "/errors": /\/(DrcExplainer|drc)-[\w-]+\.js$/ },
      },
      createAssetReader(clientDir),
    );
    expect(problems, problems.join("\n")).toEqual([]);
  });
});

/** The MDX file of a docs route. */
function docSource(path: string): string {
  const base = join(process.cwd(), "content", "docs", path.slice(1));
  return readFileSync(existsSync(`${base}.mdx`) ? `${base}.mdx` : join(base, "index.mdx"), "utf8");
}

/**
 * The longest stretch of plain words of a page's own prose: taken from one text node inside
 * data-page-content (a bundle splits text around links and emphasis), written as such in the page's MDX
 * file (not a programme fact a component renders), of letters, digits, spaces and simple punctuation
 * (a bundle escapes quotes and non-ASCII).
 */
function plainSentence(path: string, html: string): string | undefined {
  const content = findElement(parseHtml(html), (element) => "data-page-content" in element.attrs);
  if (!content) return undefined;
  const source = docSource(path);
  const runs: string[] = [];
  const collect = (nodes: HtmlNode[], inParagraph: boolean) => {
    for (const node of nodes) {
      if (node.type === "text") {
        if (inParagraph) runs.push(node.value);
      } else collect(node.children, inParagraph || node.name === "p");
    }
  };
  collect(content.children, false);
  const text = runs.join("\n");
  return (text.match(/[A-Za-z0-9 ,.;:()-]{40,}/g) ?? [])
    .map((stretch) => stretch.slice(0, 40))
    .filter((stretch) => source.includes(stretch))
    .sort((a, b) => b.length - a.length)[0];
}

describe("page text, shipped once", () => {
  it("keeps each docs page's text in its HTML and out of the JavaScript it starts with", () => {
    const docs = weights.filter((weight) => readFileSync(pageHtmlFile(clientDir, weight.path), "utf8").includes("data-page-content"));
    expect(docs.length).toBeGreaterThan(10);
    for (const weight of docs) {
      const sentence = plainSentence(weight.path, readFileSync(pageHtmlFile(clientDir, weight.path), "utf8"));
      expect(sentence?.length, `${weight.path} has a paragraph`).toBe(40);
      const carriers = weight.js.filter((asset) =>
        readFileSync(join(clientDir, asset.url))
          .toString("utf8")
          .includes(sentence as string),
      );
      // Pages with an interactive tool too: only the tool renders with React, as an island (app/islands/).
      expect(
        carriers.map((asset) => asset.url),
        `${weight.path}: "${sentence}"`,
      ).toEqual([]);
    }
  });
});
