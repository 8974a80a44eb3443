/**
 * The weight gate, as pure functions: which JavaScript and CSS a page loads at start (parsed from
 * its HTML, following static `import`s but not dynamic `import()`s, which load on demand), and
 * their deterministic gzip sizes (zlib level 9).
 */
import { parse } from "acorn";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { summarizeHtml, type PageSummary } from "./html.ts";

export const KB = 1024;

/** How a size is counted: brotli (what the server sends to browsers, the transfer size) or gzip level 9. */
export type Encoding = "br" | "gzip";

/** A limit on a page's start-up JavaScript, in bytes of one encoding. */
export interface JsBudget {
  bytes: number;
  encoding: Encoding;
}

export interface Budgets {
  /** The start-up JavaScript of every page, unless `routes` names another limit for it. */
  js: JsBudget;
  /** Gzip bytes of the start-up CSS on every page. */
  css: number;
  /** Raw bytes of the images on the landing page (img files plus inline SVG markup). */
  landingImages: number;
  /** Routes with their own JavaScript limit, each with the reason it is allowed. */
  routes?: Readonly<Record<string, { js: JsBudget; reason: string }>>;
}

export const BUDGETS: Budgets = {
  js: { bytes: 120 * KB, encoding: "br" },
  css: 30 * KB,
  landingImages: 200 * KB,
  routes: {
    "/check": {
      js: { bytes: 150 * KB, encoding: "gzip" },
      reason: "the preflight check page; its engine loads with import() only once a file is dropped",
    },
  },
};

/** The JavaScript limit of one route. */
export const jsBudgetFor = (path: string, budgets: Budgets = BUDGETS): JsBudget => budgets.routes?.[path]?.js ?? budgets.js;

export interface AssetSize {
  url: string;
  raw: number;
  gzip: number;
  /** Brotli quality 11, as the build precompresses it (what browsers download). */
  br: number;
}

export interface PageWeight {
  path: string;
  js: AssetSize[];
  css: AssetSize[];
  /** Image files the page's `<img>` elements load (the largest candidate of each). */
  images: AssetSize[];
  /** UTF-8 bytes of each inline `<svg>`. */
  inlineSvgBytes: number[];
  html: AssetSize;
  /** Assets the page references that could not be read (missing files, other origins). */
  missing: string[];
}

/** Reads a file of the build by URL path; undefined when there is no such file. */
export type AssetReader = (urlPath: string) => Buffer | undefined;

export const gzipSize = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length;

export const brotliSize = (body: Buffer | string): number =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } }).length;

const LOCAL_BASE = "http://site.invalid";

/** The same-origin URL path `ref` names when found on `from`, or undefined for another origin. */
export function resolveUrlPath(ref: string, from: string): string | undefined {
  const url = new URL(ref, LOCAL_BASE + from);
  return url.origin === LOCAL_BASE ? url.pathname : undefined;
}

interface ModuleImports {
  static: string[];
  dynamic: string[];
  /** Files named by `new URL("…", import.meta.url)`: workers and other assets a module starts on demand. */
  assets: string[];
}

/** Measurements and parsed imports shared between pages (most pages load the same bundles). */
export interface MeasureCache {
  sizes: Map<string, AssetSize>;
  imports: Map<string, ModuleImports>;
}

export const newMeasureCache = (): MeasureCache => ({ sizes: new Map(), imports: new Map() });

const isImportMetaUrl = (node: unknown): boolean => {
  const member = node as { type?: string; object?: { type?: string; meta?: { name?: string } }; property?: { name?: string } } | undefined;
  return (
    member?.type === "MemberExpression" && member.object?.type === "MetaProperty" && member.object.meta?.name === "import" && member.property?.name === "url"
  );
};

/**
 * The `import`/`export … from` sources, the literal `import("…")` sources and the literal
 * `new URL("…", import.meta.url)` files (how bundlers start a Web Worker) of an ES module.
 */
export function moduleImports(source: string): ModuleImports {
  const program = parse(source, { ecmaVersion: "latest", sourceType: "module", allowHashBang: true });
  const result: ModuleImports = { static: [], dynamic: [], assets: [] };
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const record = node as Record<string, unknown> & { type?: string };
    if (typeof record.type !== "string") return;
    if (record.type === "ImportDeclaration" || record.type === "ExportAllDeclaration" || record.type === "ExportNamedDeclaration") {
      const src = record.source as { value?: unknown } | null | undefined;
      if (src && typeof src.value === "string") result.static.push(src.value);
    }
    if (record.type === "ImportExpression") {
      const src = record.source as { type?: string; value?: unknown };
      if (src?.type === "Literal" && typeof src.value === "string") result.dynamic.push(src.value);
    }
    if (record.type === "NewExpression" && (record.callee as { name?: string } | undefined)?.name === "URL") {
      const [first, second] = record.arguments as { type?: string; value?: unknown }[];
      if (first?.type === "Literal" && typeof first.value === "string" && isImportMetaUrl(second)) result.assets.push(first.value);
    }
    for (const [key, value] of Object.entries(record)) {
      if (key !== "type" && key !== "start" && key !== "end" && key !== "loc" && key !== "range") visit(value);
    }
  };
  visit(program);
  return result;
}

/** A module's imports, parsed once per build file. */
function cachedImports(cache: MeasureCache, urlPath: string, body: Buffer): ModuleImports {
  let imports = cache.imports.get(urlPath);
  if (!imports) {
    try {
      imports = moduleImports(body.toString("utf8"));
    } catch (error) {
      throw new Error(`Cannot parse ${urlPath} as a JavaScript module: ${(error as Error).message}`);
    }
    cache.imports.set(urlPath, imports);
  }
  return imports;
}

/**
 * Follows references from a page's starting files: `start` adds the first ones through `add`;
 * `follow` reads each found file's body and adds what it references. Files that can't be read
 * are reported as missing.
 */
function crawlAssets(
  read: AssetReader,
  start: (add: (ref: string, from: string) => void) => void,
  follow: (urlPath: string, body: Buffer, add: (ref: string, from: string) => void) => void,
): { urls: string[]; missing: string[] } {
  const urls = new Set<string>();
  const missing = new Set<string>();
  const pending: string[] = [];
  const add = (ref: string, from: string) => {
    const urlPath = resolveUrlPath(ref, from);
    if (urlPath === undefined) missing.add(ref);
    else if (!urls.has(urlPath)) {
      urls.add(urlPath);
      pending.push(urlPath);
    }
  };
  start(add);
  while (pending.length > 0) {
    const urlPath = pending.shift() as string;
    const body = read(urlPath);
    if (body === undefined) {
      missing.add(urlPath);
      urls.delete(urlPath);
      continue;
    }
    follow(urlPath, body, add);
  }
  return { urls: [...urls], missing: [...missing] };
}

/**
 * The JavaScript a page runs at start: `<script src>`, module preloads, and the modules the inline
 * bootstrap module imports (statically, or with an immediate literal `import("…")`), each with its
 * static imports, transitively. Lazy `import()`s inside the bundles are not followed.
 */
export function startupScripts(
  page: PageSummary,
  path: string,
  read: AssetReader,
  cache: MeasureCache = newMeasureCache(),
): { urls: string[]; missing: string[] } {
  return crawlAssets(
    read,
    (add) => {
      for (const script of page.scripts) {
        if (script.src !== undefined) add(script.src, path);
        else if (script.type === "module" && script.text) {
          const imports = moduleImports(script.text);
          for (const ref of [...imports.static, ...imports.dynamic]) add(ref, path);
        }
      }
      for (const href of page.modulePreloads) add(href, path);
    },
    (urlPath, body, add) => {
      if (!urlPath.endsWith(".js") && !urlPath.endsWith(".mjs")) return;
      for (const ref of cachedImports(cache, urlPath, body).static) add(ref, urlPath);
    },
  );
}

/**
 * The JavaScript a page may load later, on demand: everything its start-up scripts reach through dynamic
 * `import()`s and `new URL("…", import.meta.url)` workers, with all their imports, transitively; minus the
 * start-up scripts themselves.
 */
export function onDemandScripts(startup: readonly string[], read: AssetReader, cache: MeasureCache = newMeasureCache()): { urls: string[]; missing: string[] } {
  const startSet = new Set(startup);
  const found = crawlAssets(
    read,
    (add) => {
      for (const url of startup) add(url, url);
    },
    (urlPath, body, add) => {
      if (!urlPath.endsWith(".js") && !urlPath.endsWith(".mjs")) return;
      const imports = cachedImports(cache, urlPath, body);
      for (const ref of [...imports.static, ...imports.dynamic, ...imports.assets]) add(ref, urlPath);
    },
  );
  return { urls: found.urls.filter((url) => !startSet.has(url)), missing: found.missing };
}

/** Stylesheets a page loads at start, with their `@import`s. */
export function startupStyles(page: PageSummary, path: string, read: AssetReader): { urls: string[]; missing: string[] } {
  return crawlAssets(
    read,
    (add) => {
      for (const href of page.stylesheets) add(href, path);
    },
    (urlPath, body, add) => {
      const text = body.toString("utf8");
      const importPattern = /@import\s+(?:url\(\s*)?["']?([^"')\s;]+)["']?\s*\)?/g;
      for (let match = importPattern.exec(text); match; match = importPattern.exec(text)) add(match[1] as string, urlPath);
    },
  );
}

/** The URLs in a `srcset` attribute. */
export function srcsetUrls(srcset: string | undefined): string[] {
  if (!srcset) return [];
  return srcset
    .split(/,\s+|,(?=\S+\s+\d)/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

function sizeOf(urlPath: string, body: Buffer): AssetSize {
  return { url: urlPath, raw: body.length, gzip: gzipSize(body), br: brotliSize(body) };
}

/** Everything a page loads at start, measured. */
export function measurePage(path: string, html: string, read: AssetReader, cache: MeasureCache = newMeasureCache()): PageWeight {
  const page = summarizeHtml(html);
  const scripts = startupScripts(page, path, read, cache);
  const styles = startupStyles(page, path, read);
  const missing = [...scripts.missing, ...styles.missing];
  const cachedSize = (urlPath: string, body: Buffer) => {
    let size = cache.sizes.get(urlPath);
    if (!size) {
      size = sizeOf(urlPath, body);
      cache.sizes.set(urlPath, size);
    }
    return size;
  };
  const measure = (urls: string[]) => urls.map((url) => cachedSize(url, read(url) as Buffer));

  const images: AssetSize[] = [];
  for (const image of page.images) {
    const candidates = [image.src, ...srcsetUrls(image.srcset)].filter((ref): ref is string => Boolean(ref));
    let largest: AssetSize | undefined;
    for (const ref of candidates) {
      if (ref.startsWith("data:")) {
        const size = Buffer.byteLength(ref, "utf8");
        if (!largest || size > largest.raw) largest = { url: "data:", raw: size, gzip: size, br: size };
        continue;
      }
      const urlPath = resolveUrlPath(ref, path);
      const body = urlPath === undefined ? undefined : read(urlPath);
      if (urlPath === undefined || body === undefined) {
        missing.push(ref);
        continue;
      }
      const size = cachedSize(urlPath, body);
      if (!largest || size.raw > largest.raw) largest = size;
    }
    if (largest) images.push(largest);
  }

  return {
    path,
    js: measure(scripts.urls),
    css: measure(styles.urls),
    images,
    inlineSvgBytes: page.inlineSvgBytes,
    html: sizeOf(path, Buffer.from(html, "utf8")),
    missing,
  };
}

const sum = (sizes: readonly AssetSize[], key: "raw" | Encoding) => sizes.reduce((total, size) => total + size[key], 0);

export interface WeightTotals {
  path: string;
  htmlGzip: number;
  jsGzip: number;
  /** Start-up JavaScript in brotli bytes: its transfer size. */
  jsBr: number;
  cssGzip: number;
  /** Image files plus inline SVG, raw bytes. */
  imageBytes: number;
  jsFiles: number;
  cssFiles: number;
}

export function totals(weight: PageWeight): WeightTotals {
  return {
    path: weight.path,
    htmlGzip: weight.html.gzip,
    jsGzip: sum(weight.js, "gzip"),
    jsBr: sum(weight.js, "br"),
    cssGzip: sum(weight.css, "gzip"),
    imageBytes: sum(weight.images, "raw") + weight.inlineSvgBytes.reduce((a, b) => a + b, 0),
    jsFiles: weight.js.length,
    cssFiles: weight.css.length,
  };
}

/** Every budget a set of pages breaks, and every asset they reference that does not exist. */
export function budgetProblems(weights: readonly PageWeight[], budgets: Budgets = BUDGETS, landingPath = "/"): string[] {
  const problems: string[] = [];
  for (const weight of weights) {
    const total = totals(weight);
    for (const ref of weight.missing) problems.push(`${weight.path}: loads ${ref}, which is not a file of the build`);
    const js = jsBudgetFor(weight.path, budgets);
    const jsBytes = sum(weight.js, js.encoding);
    if (jsBytes > js.bytes) {
      const biggest = [...weight.js].sort((a, b) => b[js.encoding] - a[js.encoding]).slice(0, 3);
      problems.push(
        `${weight.path}: start-up JavaScript is ${kb(jsBytes)} KB ${js.encoding}, over the ${kb(js.bytes)} KB budget ` +
          `(largest: ${biggest.map((asset) => `${asset.url} ${kb(asset[js.encoding])} KB`).join(", ")}); load heavy features with import() on demand`,
      );
    }
    if (total.cssGzip > budgets.css) {
      problems.push(`${weight.path}: start-up CSS is ${kb(total.cssGzip)} KB gzip, over the ${kb(budgets.css)} KB budget`);
    }
    if (weight.path === landingPath && total.imageBytes > budgets.landingImages) {
      problems.push(`${weight.path}: images weigh ${kb(total.imageBytes)} KB, over the ${kb(budgets.landingImages)} KB landing-page budget`);
    }
  }
  return problems;
}

export const kb = (bytes: number): string => (bytes / KB).toFixed(1);

/** A plain-text table: route, HTML, JS (gzip and brotli) and CSS gzip KB, image KB. */
export function formatWeightTable(weights: readonly PageWeight[], budgets: Budgets = BUDGETS): string {
  const rows = weights.map(totals);
  const header = ["route", "HTML KB gz", "JS KB gz", "JS KB br", "JS files", "CSS KB gz", "images KB"];
  const body = rows.map((row) => [row.path, kb(row.htmlGzip), kb(row.jsGzip), kb(row.jsBr), String(row.jsFiles), kb(row.cssGzip), kb(row.imageBytes)]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...body.map((line) => (line[column] as string).length)));
  const format = (line: string[]) =>
    line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] as number) : cell.padStart(widths[column] as number))).join("  ");
  return [
    format(header),
    widths.map((width) => "-".repeat(width)).join("  "),
    ...body.map(format),
    `budget: JS <= ${kb(budgets.js.bytes)} KB ${budgets.js.encoding} per route` +
      Object.entries(budgets.routes ?? {})
        .map(([path, route]) => ` (${path}: ${kb(route.js.bytes)} KB ${route.js.encoding}, ${route.reason})`)
        .join("") +
      `, CSS <= ${kb(budgets.css)} KB gzip, landing-page images <= ${kb(budgets.landingImages)} KB`,
  ].join("\n");
}

/** A feature that must load only on its own route: how to recognise its code. */
export interface RouteFeature {
  route: string;
  /** Texts only the feature's code contains; no other route's start-up JavaScript may hold them. */
  markers: readonly string[];
  /** Other routes that may share some of the feature's files at start, and which (by URL). */
  sharedWith?: Record<string, RegExp>;
}

/**
 * Every way a feature's code reaches another route's start-up JavaScript: a file the feature's route loads
 * on demand (its lazy parts: they must stay lazy everywhere), or a start-up file that holds one of the
 * feature's marker texts (its own UI code, wherever the bundler put it).
 */
export function featureLeaks(weights: readonly PageWeight[], feature: RouteFeature, read: AssetReader, cache: MeasureCache = newMeasureCache()): string[] {
  const own = weights.find((weight) => weight.path === feature.route);
  if (!own) return [`${feature.route} is not among the measured routes`];
  const lazyFiles = new Set(
    onDemandScripts(
      own.js.map((asset) => asset.url),
      read,
      cache,
    ).urls,
  );
  const problems: string[] = [];
  for (const weight of weights) {
    if (weight.path === feature.route) continue;
    const allowed = feature.sharedWith?.[weight.path];
    for (const { url } of weight.js) {
      if (allowed?.test(url)) continue;
      if (lazyFiles.has(url)) problems.push(`${weight.path}: loads ${url} at start, which ${feature.route} loads only on demand`);
      const body = read(url)?.toString("utf8") ?? "";
      for (const marker of feature.markers) {
        if (body.includes(marker)) problems.push(`${weight.path}: ${url} holds "${marker}", which only ${feature.route}'s code should`);
      }
    }
  }
  return problems;
}
