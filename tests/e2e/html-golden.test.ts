/**
 * What the search index and the quality gates read out of the built pages (each page's search documents and
 * quality summary, and the results of a fixed list of queries), held against a record made from the same
 * pages: tests/fixtures/html-golden.json. A page whose markup is unchanged must read exactly as the record
 * says, so a change to the HTML reading that moves a single section, link, id or result fails here.
 *
 * After a change to the pages (content, components, anything that changes their markup) the record is out of
 * date and this test names the pages that changed. Rebuild and regenerate it, then read its diff: every change
 * to a ranking or a summary must follow from the change to the pages.
 *   npm run build && npm run golden:html      (runs this file with UPDATE_HTML_GOLDEN=1)
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSearchIndex, search } from "~/app/components/search/query";
import { documentsFromHtml, numberDocuments, serializeSearchIndex } from "~/lib/search/build-index";
import { summarizeHtml } from "~/tools/quality/html";
import { routePaths } from "../../tools/browser/routes";
import { clientDir } from "../../tools/browser/site";
import { GOLDEN_RESULTS, goldenJson, recordBuild, type HtmlGolden } from "../support/html-golden";

const goldenFile = join(process.cwd(), "tests", "fixtures", "html-golden.json");
const update = process.env.UPDATE_HTML_GOLDEN === "1";

let golden: HtmlGolden;
let actual: HtmlGolden;

beforeAll(() => {
  if (!existsSync(join(clientDir, "index.html"))) throw new Error(`No production build at ${clientDir}: run "npm run build" first (npm test does).`);
  actual = recordBuild(clientDir, routePaths, {
    documentsFromHtml,
    summarizeHtml,
    rank: (pages, queries) => {
      const index = loadSearchIndex(serializeSearchIndex(numberDocuments(pages)));
      return Object.fromEntries(queries.map((query) => [query, search(index, query, GOLDEN_RESULTS).map((hit) => hit.url)]));
    },
  });
  if (update) writeFileSync(goldenFile, goldenJson(actual));
  golden = JSON.parse(readFileSync(goldenFile, "utf8")) as HtmlGolden;
});

/** Pages of the record whose markup differs now, or that are gone or new. */
function changedPages(): string[] {
  const files = new Set([...Object.keys(golden.pages), ...Object.keys(actual.pages)]);
  return [...files].filter((file) => golden.pages[file]?.key !== actual.pages[file]?.key).sort();
}

const regenerate = "rebuild and regenerate the record (npm run build && npm run golden:html), then check its diff";

describe("search and quality gates over the built pages", () => {
  it("read every page whose markup is unchanged exactly as the record says", () => {
    const unchanged = Object.keys(golden.pages).filter((file) => golden.pages[file]?.key === actual.pages[file]?.key);
    expect(unchanged.length, `most pages changed since the record was made: ${regenerate}`).toBeGreaterThan(Object.keys(golden.pages).length / 2);
    for (const file of unchanged) {
      const { key: _key, ...now } = actual.pages[file] ?? { key: "" };
      const { key: _then, ...then } = golden.pages[file] ?? { key: "" };
      expect(JSON.parse(JSON.stringify(now)), `${file}: same markup, read differently`).toEqual(then);
    }
  });

  it("finds the record's results for every query, in the same order", () => {
    const changed = changedPages();
    expect(changed, `the built pages differ from those the record was made from: ${regenerate}`).toEqual([]);
    expect(Object.keys(actual.ranking)).toEqual(Object.keys(golden.ranking));
    for (const [query, urls] of Object.entries(golden.ranking)) expect(actual.ranking[query], `"${query}"`).toEqual(urls);
  });

  it("holds results for every query and documents for every route, so the comparison means something", () => {
    const empty = Object.entries(golden.ranking).filter(([, urls]) => urls.length === 0);
    expect(empty.map(([query]) => query)).toEqual([]);
    expect(Object.values(golden.pages).filter((page) => page.documents).length).toBe(routePaths.length);
  });
});
