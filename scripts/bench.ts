/**
 * `npm run bench`: Lighthouse 12 (default mobile preset: simulated slow 4G and a mid-range phone CPU)
 * on a few key pages of the production build, served by the project's own server. Prints the four
 * category scores with LCP, CLS and TBT, the audits that keep a page below target, and the weight
 * table; saves every report to bench-results/. Not part of `npm test`: timings vary with the machine.
 *
 * Pages can be given as arguments: `npm run bench -- / /guide`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result as LighthouseResult } from "lighthouse";
import { chromiumPath } from "../lib/chromium.ts";
import { measureBuild } from "../lib/quality/gates.ts";
import { formatWeightTable } from "../lib/quality/weight.ts";
import { routePaths } from "../tests/support/routes.ts";
import { clientDir, startSite } from "../tests/support/site.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

const firstProject = routePaths.find((path) => path.startsWith("/projects/"));
const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const pages = requested.length > 0 ? requested : ["/", "/guide", "/parts", "/errors", ...(firstProject ? [firstProject] : [])];

const outDir = join(process.cwd(), "bench-results");
mkdirSync(outDir, { recursive: true });

interface PageScore {
  path: string;
  scores: Record<Category, number | null>;
  lcpMs?: number;
  cls?: number;
  tbtMs?: number;
  belowTarget: string[];
}

/** The audits that cost a category points, with Lighthouse's own numbers. */
function failingAudits(lhr: LighthouseResult, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => audit && audit.score !== null && audit.score < (category === "performance" ? 0.9 : 1) && (ref.weight > 0 || category === "performance"))
    .filter(({ audit }) => audit?.scoreDisplayMode !== "informative" && audit?.scoreDisplayMode !== "notApplicable" && audit?.scoreDisplayMode !== "manual")
    .map(({ ref, audit }) => {
      const items = (audit?.details as { items?: unknown[] } | undefined)?.items;
      const first = items?.[0] as Record<string, unknown> | undefined;
      const node = first?.node as { snippet?: string; selector?: string } | undefined;
      const example = node?.selector ?? (typeof first?.url === "string" ? first.url : undefined);
      return `${category}: ${ref.id} (score ${audit?.score}${audit?.displayValue ? `, ${audit.displayValue}` : ""})${example ? ` e.g. ${example}` : ""}: ${audit?.title}`;
    });
}

const site = await startSite();
const results: PageScore[] = [];
try {
  for (const path of pages) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    });
    try {
      // The first trace of a cold browser sometimes has no navigation start (NO_NAVSTART): try again.
      let runner: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt++) {
        runner = await lighthouse(`${site.baseUrl}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        if (!runner?.lhr.runtimeError || attempt === 3) break;
        console.warn(`${path}: ${runner.lhr.runtimeError.code}, running Lighthouse again`);
      }
      if (!runner) throw new Error(`Lighthouse returned nothing for ${path}`);
      const lhr = runner.lhr;
      const name = path === "/" ? "home" : path.slice(1).replace(/\//g, "_");
      writeFileSync(join(outDir, `${name}.json`), JSON.stringify(lhr, null, 2));
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => {
          const score = lhr.categories[category]?.score;
          return [category, score === null || score === undefined ? null : Math.round(score * 100)];
        }),
      ) as Record<Category, number | null>;
      const belowTarget = CATEGORIES.filter((category) => (scores[category] ?? 0) < TARGETS[category]).flatMap((category) => failingAudits(lhr, category));
      const cls = lhr.audits["cumulative-layout-shift"]?.numericValue;
      if (cls !== undefined && cls > 0 && !belowTarget.some((line) => line.includes("cumulative-layout-shift"))) {
        belowTarget.push(`performance: cumulative-layout-shift is ${cls.toFixed(3)}, target 0`);
      }
      results.push({
        path,
        scores,
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue,
        cls,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue,
        belowTarget,
      });
      if (lhr.runWarnings.length > 0) console.warn(`${path}: ${lhr.runWarnings.join(" / ")}`);
    } finally {
      chrome.kill();
    }
  }
} finally {
  await site.close();
}

const header = ["page", "perf", "a11y", "best", "SEO", "LCP ms", "CLS", "TBT ms"];
const rows = results.map((result) => [
  result.path,
  ...CATEGORIES.map((category) => String(result.scores[category] ?? "–")),
  result.lcpMs === undefined ? "–" : String(Math.round(result.lcpMs)),
  result.cls === undefined ? "–" : result.cls.toFixed(3),
  result.tbtMs === undefined ? "–" : String(Math.round(result.tbtMs)),
]);
const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] as string).length)));
const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] as number) : cell.padStart(widths[column] as number))).join("  ");

console.log(`Lighthouse ${results.length > 0 ? "(mobile preset, simulated throttling)" : ""}`);
console.log(line(header));
console.log(widths.map((width) => "-".repeat(width)).join("  "));
for (const row of rows) console.log(line(row));
console.log(`targets: performance >= ${TARGETS.performance}, accessibility, best practices and SEO = 100, CLS = 0`);

const misses = results.filter((result) => result.belowTarget.length > 0);
if (misses.length > 0) {
  console.log("\nBelow target:");
  for (const result of misses) {
    console.log(`  ${result.path}`);
    for (const audit of result.belowTarget) console.log(`    ${audit}`);
  }
}

console.log(`\nStart-up weight per route (gzip level 9):\n${formatWeightTable(measureBuild(clientDir, routePaths))}`);
writeFileSync(join(outDir, "summary.json"), JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
console.log(`\nReports saved to ${outDir}`);
