/**
 * Writes the site search index, `search-index.json`, into the client build folder, from the prerendered
 * HTML of every route. Runs inside postbuild (before compression, so the index gets .br/.gz copies too),
 * or by itself: `tsx scripts/build-search-index.ts` (honours BUILD_DIR).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { documentsFromHtml, numberDocuments, serializeSearchIndex } from "../lib/search/build-index.ts";
import { SEARCH_INDEX_FILE } from "../lib/search/options.ts";
import { allRoutePaths } from "../lib/routes.ts";

/** The prerendered file of a route: `/` is `index.html`, `/keyboard/faq` is `keyboard/faq/index.html`. */
function htmlFileFor(client: string, path: string): string {
  return join(client, ...path.split("/").filter(Boolean), "index.html");
}

export function writeSearchIndex(root: string, client: string): void {
  const pages = allRoutePaths(root).map((path) => {
    const file = htmlFileFor(client, path);
    if (!existsSync(file)) throw new Error(`Search index: no prerendered page for ${path} at ${relative(root, file)}.`);
    return documentsFromHtml(readFileSync(file, "utf8"), path);
  });
  const documents = numberDocuments(pages);
  const json = serializeSearchIndex(documents);
  writeFileSync(join(client, SEARCH_INDEX_FILE), json);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `search index: ${pages.length} pages, ${documents.length} sections, ${kb(Buffer.byteLength(json))} (${kb(gzipSync(json, { level: 9 }).length)} gzip).`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = process.cwd();
  writeSearchIndex(root, join(root, process.env.BUILD_DIR ?? "build", "client"));
}
