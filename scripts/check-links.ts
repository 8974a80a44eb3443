/**
 * `npm run check:links`: crawls the production build (build/client or $BUILD_DIR/client) from `/` and
 * checks every link, anchor, external address and new-tab link. Exits 1 on any problem.
 */
import { existsSync } from "node:fs";
import { relative } from "node:path";
import { site } from "../content/site.ts";
import { buildClientDir } from "../tools/quality/build-site.ts";
import { checkBuildLinks } from "../tools/quality/gates.ts";
import { allRoutePaths } from "../lib/routes.ts";

const root = process.cwd();
const clientDir = buildClientDir(root);
if (!existsSync(clientDir)) {
  console.error(`No build at ${relative(root, clientDir)}: run "npm run build" first.`);
  process.exit(1);
}

const result = checkBuildLinks({ root, clientDir, routes: allRoutePaths(root), siteOrigin: site.origin });
console.log(`Crawled ${result.visited.length} pages and ${result.linkCount} links from / in ${relative(root, clientDir)}.`);
if (result.problems.length > 0) {
  console.error(result.report);
  process.exit(1);
}
console.log("Every link, anchor and route checks out.");
