/**
 * The link and weight gates run over a build folder: the functions `npm test`, `npm run check:links`
 * and `npm run weight` share.
 */
import { readFileSync } from "node:fs";
import { redirects } from "../../lib/redirects.ts";
import { createAssetReader, createBuildResolver, createSourceLookup, loadBuiltPage, pageHtmlFile } from "./build-site.ts";
import { checkLinks, formatLinkProblems, type LinkCheckResult } from "./links.ts";
import { measurePage, newMeasureCache, type PageWeight } from "./weight.ts";

export interface BuildLinkReport extends LinkCheckResult {
  report: string;
}

/** Crawls a build folder from `/` and checks every link; `report` is the readable result. */
export function checkBuildLinks(options: {
  root: string;
  clientDir: string;
  routes: readonly string[];
  siteOrigin?: string;
  redirects?: Record<string, string>;
}): BuildLinkReport {
  const result = checkLinks({
    routes: options.routes,
    resolve: createBuildResolver(options.clientDir, options.redirects ?? redirects),
    loadPage: (path) => loadBuiltPage(options.clientDir, path),
    siteOrigin: options.siteOrigin,
  });
  return { ...result, report: formatLinkProblems(result.problems, createSourceLookup(options.root)) };
}

/** Measures what each route loads at start. */
export function measureBuild(clientDir: string, routes: readonly string[]): PageWeight[] {
  const read = createAssetReader(clientDir);
  const cache = newMeasureCache();
  return routes.map((path) => measurePage(path, readFileSync(pageHtmlFile(clientDir, path), "utf8"), read, cache));
}
