/**
 * Finishes the static build in `build/client` (or `$BUILD_DIR/client`) so any static host can serve it:
 * pages whose scripts load after their first paint, 404.html, sitemap.xml, robots.txt, _headers (security headers with CSP hashes), _redirects,
 * and gzip + brotli copies of every text file.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import { deferHydration } from "../lib/defer-hydration.ts";
import { allRoutePaths, NOT_FOUND_PRERENDER_PATH } from "../lib/routes.ts";
import { contentSecurityPolicy, headersFile, inlineScripts, scriptHash } from "../lib/security-headers.ts";
import { robotsTxt, sitemapXml } from "../lib/sitemap.ts";
import { redirectsFile } from "../lib/redirects.ts";
import { socialImagePath } from "../lib/page-meta.ts";
import { socialCardSvg } from "../lib/social-card.ts";
import { writeSearchIndex } from "./build-search-index.ts";

const root = process.cwd();
const client = join(root, process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(client)) throw new Error(`No build found at ${relative(root, client)}: run react-router build first.`);

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

// 1. The not-found page, prerendered at /404, becomes the 404.html static hosts look for.
const notFoundDir = join(client, NOT_FOUND_PRERENDER_PATH.slice(1));
renameSync(join(notFoundDir, "index.html"), join(client, "404.html"));
rmSync(notFoundDir, { recursive: true, force: true });
rmSync(join(client, "__spa-fallback.html"), { force: true });

// 1b. Every page paints before its scripts load: the module preloads and imports start after the first frame.
for (const file of walk(client).filter((name) => name.endsWith(".html"))) {
  const page = deferHydration(readFileSync(file, "utf8"), relative(root, file));
  if (page.preloads.length > 0) writeFileSync(file, page.html);
}

// 2. Sitemap, robots and redirects.
writeFileSync(join(client, "sitemap.xml"), sitemapXml(allRoutePaths(root)));
writeFileSync(join(client, "robots.txt"), robotsTxt());
writeFileSync(join(client, "_redirects"), redirectsFile());

// 3. A social card image per page, from its title and description.
mkdirSync(join(client, "og"), { recursive: true });
for (const path of allRoutePaths(root)) {
  const html = readFileSync(join(client, path, "index.html"), "utf8");
  const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").replace(/ · Hackpad docs$/, "");
  const description = decodeEntities(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
  const png = new Resvg(socialCardSvg(title, description), { font: { loadSystemFonts: true } }).render().asPng();
  writeFileSync(join(client, socialImagePath(path)), png);
}

// 4. One CSP for the site, allowing exactly the inline scripts the pages contain.
const htmlFiles = walk(client).filter((file) => file.endsWith(".html"));
const hashes = htmlFiles.flatMap((file) => inlineScripts(readFileSync(file, "utf8")).map(scriptHash));
writeFileSync(join(client, "_headers"), headersFile(contentSecurityPolicy(hashes)));

writeSearchIndex(root, client); // Site search index, compressed with the rest below.

// 5. Precompressed copies, served by `npm start` and by hosts that support them.
// WebAssembly too: OpenCascade's 7.6 MB (loaded by /check's case converter) goes out as about a third of that.
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|data|json|webmanifest|wasm)$/;
let compressed = 0;
for (const file of walk(client)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 256) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  // Brotli's best takes about 20 s on a multi-megabyte WASM file; one step down is 2.5 s for 12 % more bytes.
  const quality = body.length > 1_000_000 ? 9 : 11;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  );
  compressed++;
}

console.log(`postbuild: ${htmlFiles.length} HTML files, ${new Set(hashes).size} inline-script hashes in the CSP, ${compressed} files precompressed.`);
