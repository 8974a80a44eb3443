/**
 * The Lighthouse bench, as pure functions: the numbers taken from one report, the median of several
 * runs of a page, and the table `npm run bench` prints. Lighthouse itself runs in scripts/bench.ts.
 */

/** The figures of one Lighthouse run of one page (timings in milliseconds). */
export interface RunFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The targets of issue 13: a page that paints like a static site. */
export const BENCH_TARGETS: RunFigures = { performance: 100, fcpMs: Number.POSITIVE_INFINITY, lcpMs: 1200, tbtMs: 50, cls: 0 };

/** The part of a Lighthouse result these functions read. */
export interface LighthouseLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

/** Reads one run's figures; undefined when the report lacks one of them (a failed run). */
export function runFigures(lhr: LighthouseLike): RunFigures | undefined {
  const score = lhr.categories.performance?.score;
  const value = (id: string) => lhr.audits[id]?.numericValue;
  const fcpMs = value("first-contentful-paint");
  const lcpMs = value("largest-contentful-paint");
  const tbtMs = value("total-blocking-time");
  const cls = value("cumulative-layout-shift");
  if (score === null || score === undefined || fcpMs === undefined || lcpMs === undefined || tbtMs === undefined || cls === undefined) return undefined;
  return { performance: Math.round(score * 100), fcpMs, lcpMs, tbtMs, cls };
}

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's median over the runs, taken figure by figure. */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  return {
    performance: median(runs.map((run) => run.performance)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
  };
}

/** What a page's median misses of the targets, in words. */
export function missedTargets(figures: RunFigures, targets: RunFigures = BENCH_TARGETS): string[] {
  const misses: string[] = [];
  if (figures.performance < targets.performance) misses.push(`performance ${figures.performance} < ${targets.performance}`);
  if (figures.lcpMs > targets.lcpMs) misses.push(`LCP ${Math.round(figures.lcpMs)} ms > ${targets.lcpMs} ms`);
  if (figures.tbtMs > targets.tbtMs) misses.push(`TBT ${Math.round(figures.tbtMs)} ms > ${targets.tbtMs} ms`);
  if (figures.cls > targets.cls) misses.push(`CLS ${figures.cls.toFixed(3)} > ${targets.cls}`);
  return misses;
}

export interface BenchRow {
  path: string;
  runs: RunFigures[];
  /** Start-up JavaScript in transfer bytes (what the server sends, brotli). */
  startupJsBytes: number;
}

/** Right-aligned columns, the first one left-aligned. */
export function formatColumns(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] as number) : cell.padStart(widths[column] as number))).join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

/** The bench table: per page, the median of its runs and its start-up JavaScript. */
export function formatBenchTable(rows: readonly BenchRow[]): string {
  const header = ["page", "runs", "perf", "FCP ms", "LCP ms", "TBT ms", "CLS", "JS KB br"];
  const body = rows.map((row) => {
    if (row.runs.length === 0) return [row.path, "0", "–", "–", "–", "–", "–", (row.startupJsBytes / 1024).toFixed(1)];
    const figures = medianFigures(row.runs);
    return [
      row.path,
      String(row.runs.length),
      String(figures.performance),
      String(Math.round(figures.fcpMs)),
      String(Math.round(figures.lcpMs)),
      String(Math.round(figures.tbtMs)),
      figures.cls.toFixed(3),
      (row.startupJsBytes / 1024).toFixed(1),
    ];
  });
  return formatColumns(header, body);
}
