/**
 * `npm run weight`: the gzip size of the JavaScript and CSS every route loads at start, from the
 * production build (build/client or $BUILD_DIR/client). Exits 1 when a budget is broken.
 */
import { existsSync } from "node:fs";
import { relative } from "node:path";
import { buildClientDir } from "../tools/quality/build-site.ts";
import { measureBuild } from "../tools/quality/gates.ts";
import { budgetProblems, formatWeightTable } from "../tools/quality/weight.ts";
import { allRoutePaths } from "../lib/routes.ts";

const root = process.cwd();
const clientDir = buildClientDir(root);
if (!existsSync(clientDir)) {
  console.error(`No build at ${relative(root, clientDir)}: run "npm run build" first.`);
  process.exit(1);
}

const weights = measureBuild(clientDir, allRoutePaths(root));
console.log(formatWeightTable(weights));
const problems = budgetProblems(weights);
if (problems.length > 0) {
  console.error(`\nOver budget:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
  process.exit(1);
}
