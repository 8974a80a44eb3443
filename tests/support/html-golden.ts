/**
 * A record of what the search index and the quality gates read out of a build's pages: per page, its search
 * documents and its quality summary; across the site, the results of a fixed list of queries. Texts and long
 * lists are kept as a length and a digest, so the record stays small and its diff readable. Each page carries a
 * key made from its markup alone (no HTML parser involved), with the content hashes of the bundles in
 * `/assets/` taken out: a page keeps its key while only the code behind it changes.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { PageDocument } from "~/lib/search/build-index";
import type { PageSummary } from "~/tools/quality/html";

/** Queries a participant types, over every part of the site: parts, firmware, case, submitting, DRC, the keyboard track. */
export const GOLDEN_QUERIES = [
  "usb",
  "diode",
  "xiao pins",
  "case height",
  "kmk",
  "qmk",
  "submit",
  "gerber",
  "drc",
  "encoder",
  "oled",
  "screw",
  "bom",
  "firmware",
  "layers",
  "deadline",
  "keyboard deadline",
  "courtyard",
  "footprint",
  "3d print",
  "switch plate",
  "keycaps",
  "soldering",
  "grant",
  "rp2040",
  "silkscreen",
  "mounting holes",
  "circuitpython",
  "kicad",
  "zip",
  "fusion",
  "led",
  "rotary",
  "clearance",
] as const;

/** How many results of each query the record keeps, in order. */
export const GOLDEN_RESULTS = 10;

export interface DocumentRecord {
  url: string;
  heading: string;
  /** Length and digest of the section's text. */
  text: string;
}

export interface PageRecord {
  /** Digest of the page's markup with the bundles' content hashes taken out. */
  key: string;
  /** Search documents (route pages only); every document of a page has the same title. */
  title?: string;
  documents?: DocumentRecord[];
  summary: {
    links: string;
    ids: string;
    duplicateIds: string[];
    scripts: { src?: string; type?: string; text?: string }[];
    stylesheets: string[];
    modulePreloads: string[];
    images: PageSummary["images"];
    inlineSvgBytes: number[];
    baseHref?: string;
  };
}

export interface HtmlGolden {
  /** By HTML file, relative to the client folder. */
  pages: Record<string, PageRecord>;
  /** The URLs each query finds first, best first. */
  ranking: Record<string, string[]>;
}

/** What the record is made with: the search indexer, the search itself and the quality summary. */
export interface Readers {
  documentsFromHtml: (html: string, path: string) => PageDocument[];
  rank: (documents: PageDocument[][], queries: readonly string[]) => Record<string, string[]>;
  summarizeHtml: (html: string) => PageSummary;
}

/** `/assets/root-Cd3Fvo4r.css` → `/assets/root.css`: the name stays, the content hash goes. */
const withoutBundleHashes = (text: string) => text.replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.\w+)/g, "$1$2");

const digest = (text: string) => `${text.length} chars, sha256 ${createHash("sha256").update(text).digest("hex").slice(0, 16)}`;

/** The HTML file of every page in a client folder, relative and with `/` separators, sorted. */
export function htmlFiles(clientDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "assets" ? [] : walk(full);
      return entry.name.endsWith(".html") ? [relative(clientDir, full).split(sep).join("/")] : [];
    });
  return walk(clientDir).sort();
}

/** The route path whose page a file is, or undefined for a file no route prerenders (404.html). */
const routeOf = (file: string, routes: readonly string[]) => routes.find((path) => `${path.slice(1)}/index.html`.replace(/^\//, "") === file);

/** Reads every page of `clientDir` with `readers`. */
export function recordBuild(clientDir: string, routes: readonly string[], readers: Readers): HtmlGolden {
  const pages: Record<string, PageRecord> = {};
  const documentsByRoute = new Map<string, PageDocument[]>();
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(join(clientDir, file), "utf8");
    const summary = readers.summarizeHtml(html);
    const record: PageRecord = {
      key: digest(withoutBundleHashes(html)),
      summary: {
        links: `${summary.links.length} links, ${digest(JSON.stringify(summary.links))}`,
        ids: `${summary.ids.size} ids, ${digest(JSON.stringify([...summary.ids].sort()))}`,
        duplicateIds: summary.duplicateIds,
        scripts: summary.scripts.map((script) =>
          script.src !== undefined
            ? { src: withoutBundleHashes(script.src), type: script.type }
            : { type: script.type, text: digest(withoutBundleHashes(script.text ?? "")) },
        ),
        stylesheets: summary.stylesheets.map(withoutBundleHashes),
        modulePreloads: summary.modulePreloads.map(withoutBundleHashes),
        images: summary.images,
        inlineSvgBytes: summary.inlineSvgBytes,
        baseHref: summary.baseHref,
      },
    };
    const path = routeOf(file, routes);
    if (path !== undefined) {
      const documents = readers.documentsFromHtml(html, path);
      documentsByRoute.set(path, documents);
      record.title = documents[0]?.title ?? "";
      record.documents = documents.map((document) => ({ url: document.url, heading: document.heading, text: digest(document.text) }));
    }
    pages[file] = record;
  }
  // The index numbers the pages in route order, as the build does: ties between results fall the same way.
  const missing = routes.filter((path) => !documentsByRoute.has(path));
  if (missing.length > 0) throw new Error(`No built page for ${missing.join(", ")} in ${clientDir}: run "npm run build" first.`);
  return {
    pages,
    ranking: readers.rank(
      routes.map((path) => documentsByRoute.get(path) ?? []),
      GOLDEN_QUERIES,
    ),
  };
}

/** JSON with short arrays and objects on one line, so a changed page or query shows as a few lines of diff. */
function compactJson(value: unknown, indent: string): string {
  const flat = JSON.stringify(value);
  if (flat === undefined || flat.length <= 110 || value === null || typeof value !== "object") return flat ?? "null";
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((item) => inner + compactJson(item, inner)).join(",\n")}\n${indent}]`;
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${compactJson(item, inner)}`).join(",\n")}\n${indent}}`;
}

/** The record as stored (fields that are undefined left out). */
export const goldenJson = (golden: HtmlGolden): string => `${compactJson(golden, "")}\n`;
