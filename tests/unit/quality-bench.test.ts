import { describe, expect, it } from "vitest";
import { formatBenchTable, median, medianFigures, missedTargets, runFigures, type RunFigures } from "~/tools/quality/bench";

const run = (performance: number, fcpMs: number, lcpMs: number, tbtMs: number, cls: number): RunFigures => ({ performance, fcpMs, lcpMs, tbtMs, cls });

describe("bench figures", () => {
  it("reads one run from a Lighthouse result, rounding the score to a percentage", () => {
    const lhr = {
      categories: { performance: { score: 0.974 } },
      audits: {
        "first-contentful-paint": { numericValue: 1012.4 },
        "largest-contentful-paint": { numericValue: 1850 },
        "total-blocking-time": { numericValue: 12 },
        "cumulative-layout-shift": { numericValue: 0.002 },
      },
    };
    expect(runFigures(lhr)).toEqual(run(97, 1012.4, 1850, 12, 0.002));
  });

  it("gives no figures for a failed run", () => {
    expect(runFigures({ categories: { performance: { score: null } }, audits: {} })).toBeUndefined();
    expect(runFigures({ categories: {}, audits: { "first-contentful-paint": { numericValue: 900 } } })).toBeUndefined();
  });

  it("takes medians figure by figure, so one slow run does not move the result", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(/no values/);
    const figures = medianFigures([run(100, 900, 1000, 0, 0), run(71, 2900, 4100, 480, 0.2), run(99, 950, 1100, 30, 0)]);
    expect(figures).toEqual(run(99, 950, 1100, 30, 0));
  });

  it("names each missed target", () => {
    expect(missedTargets(run(100, 800, 1200, 50, 0))).toEqual([]);
    expect(missedTargets(run(97, 800, 2100, 120, 0.01))).toEqual(["performance 97 < 100", "LCP 2100 ms > 1200 ms", "TBT 120 ms > 50 ms", "CLS 0.010 > 0"]);
  });

  it("prints one row per page with its medians and start-up JavaScript", () => {
    const table = formatBenchTable([
      { path: "/guide", runs: [run(96, 2100, 2100, 20, 0), run(97, 2050, 2150, 10, 0), run(98, 2000, 2000, 0, 0)], startupJsBytes: 128.8 * 1024 },
      { path: "/parts", runs: [], startupJsBytes: 1024 },
    ]);
    const lines = table.split("\n");
    expect(lines[0]).toMatch(/^page\s+runs\s+perf\s+FCP ms\s+LCP ms\s+TBT ms\s+CLS\s+JS KB br$/);
    expect(lines[2]?.split(/\s+/)).toEqual(["/guide", "3", "97", "2050", "2100", "10", "0.000", "128.8"]);
    expect(lines[3]?.split(/\s+/)).toEqual(["/parts", "0", "–", "–", "–", "–", "–", "1.0"]);
  });
});
