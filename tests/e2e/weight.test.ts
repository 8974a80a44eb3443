/**
 * Weight budget on the production build: per route, the gzip size (zlib level 9) of the JavaScript and
 * CSS the HTML loads at start, and the landing page's image bytes. Prints the table.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { measureBuild } from "~/lib/quality/gates";
import { BUDGETS, budgetProblems, formatWeightTable, totals, type PageWeight } from "~/lib/quality/weight";
import { routePaths } from "../support/routes";
import { clientDir } from "../support/site";

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
