/**
 * `npm run bench`: Lighthouse 12 (default mobile preset: simulated slow 4G and a mid-range phone CPU)
 * on the key pages of the production build, served by the project's own server. Each page runs three
 * times (rounds interleaved, so a busy moment on the machine does not hit one page's runs only) and the
 * table gives each figure's median: performance, FCP, LCP, TBT and CLS, beside the page's start-up
 * JavaScript in transfer bytes. Then the audits that keep a page below target and the weight table;
 * every report is saved to bench-results/. Not part of `npm test`: timings vary with the machine.
 *
 * Pages can be given as arguments, and the number of runs with --runs: `npm run bench -- --runs 5 / /guide`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result as LighthouseResult } from "lighthouse";
import { BENCH_TARGETS, formatBenchTable, medianFigures, missedTargets, runFigures, type BenchRow } from "../tools/quality/bench.ts";
import { chromiumPath } from "../tools/chromium.ts";
import { measureBuild } from "../tools/quality/gates.ts";
import { formatWeightTable, totals } from "../tools/quality/weight.ts";
import { routePaths } from "../tools/browser/routes.ts";
import { clientDir, startSite } from "../tools/browser/site.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

const firstProject = routePaths.find((path) => path.startsWith("/projects/"));
const args = process.argv.slice(2);
const runsArg = args.indexOf("--runs");
const runCount = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
if (!Number.isInteger(runCount) || runCount < 1) throw new Error(`--runs needs a whole number of runs, got ${args[runsArg + 1]}`);
const requested = args.filter((arg) => arg.startsWith("/"));
const pages = requested.length > 0 ? requested : ["/", "/guide", "/parts", "/errors", ...(firstProject ? [firstProject] : [])];

const outDir = join(process.cwd(), "bench-results");
mkdirSync(outDir, { recursive: true });

interface PageScore {
  path: string;
  scores: Record<Category, number | null>;
  belowTarget: string[];
}

/** The audits that cost a category points, with Lighthouse's own numbers. */
function failingAudits(lhr: LighthouseResult, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ ref, audit }) =>
        audit && audit.score !== null && audit.score < (category === "performance" ? 0.9 : 1) && (ref.weight > 0 || category === "performance"),
    )
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
const benchRows = new Map<string, BenchRow>();
const weights = new Map(measureBuild(clientDir, pages).map((weight) => [weight.path, weight]));
for (const path of pages)
  benchRows.set(path, { path, runs: [], startupJsBytes: totals(weights.get(path) as NonNullable<ReturnType<typeof weights.get>>).jsBr });
try {
  for (let round = 1; round <= runCount; round++) {
    for (const path of pages) {
      const lhr = await runLighthouse(path);
      if (!lhr) continue;
      const name = path === "/" ? "home" : path.slice(1).replace(/\//g, "_");
      writeFileSync(join(outDir, `${name}-${round}.json`), JSON.stringify(lhr, null, 2));
      const figures = runFigures(lhr);
      if (figures) benchRows.get(path)?.runs.push(figures);
      else console.warn(`${path}: run ${round} has no performance figures (${lhr.runtimeError?.code ?? "no error code"})`);
      if (round === 1) results.push(scorePage(path, lhr));
      if (lhr.runWarnings.length > 0) console.warn(`${path}: ${lhr.runWarnings.join(" / ")}`);
    }
  }
} finally {
  await site.close();
}

/** One Lighthouse run of a page in a fresh Chromium. */
async function runLighthouse(path: string): Promise<LighthouseResult | undefined> {
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
    return runner?.lhr;
  } finally {
    chrome.kill();
  }
}

/** The four category scores of a run and the audits that cost points. */
function scorePage(path: string, lhr: LighthouseResult): PageScore {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, score === null || score === undefined ? null : Math.round(score * 100)];
    }),
  ) as Record<Category, number | null>;
  const belowTarget = CATEGORIES.filter((category) => (scores[category] ?? 0) < TARGETS[category]).flatMap((category) => failingAudits(lhr, category));
  return { path, scores, belowTarget };
}

const rows = [...benchRows.values()];
console.log(`Lighthouse 12, mobile preset (simulated throttling): median of ${runCount} run${runCount === 1 ? "" : "s"} per page`);
console.log(formatBenchTable(rows));
console.log(
  `targets: performance ${BENCH_TARGETS.performance}, LCP <= ${BENCH_TARGETS.lcpMs} ms, TBT <= ${BENCH_TARGETS.tbtMs} ms, CLS ${BENCH_TARGETS.cls}; ` +
    "accessibility, best practices and SEO 100 (first run below)",
);
console.log(
  `\nOther categories (first run): ${results
    .map(
      (result) =>
        `${result.path} ${CATEGORIES.slice(1)
          .map((category) => `${category} ${result.scores[category] ?? "–"}`)
          .join(", ")}`,
    )
    .join("; ")}`,
);

const misses = rows
  .map((row) => ({ row, misses: row.runs.length > 0 ? missedTargets(medianFigures(row.runs)) : ["no run finished"] }))
  .filter(({ row, misses }) => misses.length > 0 || (results.find((result) => result.path === row.path)?.belowTarget.length ?? 0) > 0);
if (misses.length > 0) {
  console.log("\nBelow target:");
  for (const { row, misses: missed } of misses) {
    console.log(`  ${row.path}${missed.length > 0 ? `: ${missed.join(", ")}` : ""}`);
    for (const audit of results.find((result) => result.path === row.path)?.belowTarget ?? []) console.log(`    ${audit}`);
  }
}

console.log(`\nStart-up weight per route:\n${formatWeightTable(measureBuild(clientDir, routePaths))}`);
writeFileSync(
  join(outDir, "summary.json"),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs: runCount,
      pages: rows.map((row) => ({ ...row, median: row.runs.length > 0 ? medianFigures(row.runs) : undefined })),
    },
    null,
    2,
  ),
);
console.log(`\nReports saved to ${outDir}`);
