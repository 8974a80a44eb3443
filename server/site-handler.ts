import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, relative } from "node:path";
import sirv from "sirv";
import { redirects } from "../lib/redirects.ts";
import { headersForPath, IMMUTABLE_CACHE, parseHeadersFile, REVALIDATE_CACHE, wasmWorkerAssets } from "../lib/security-headers.ts";

const ALLOWED_METHODS = "GET, HEAD";

/** Every page path in the build (folders holding an index.html), keyed by lower case for case-insensitive redirects. */
function pagePaths(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === "assets") continue;
      const full = join(dir, entry.name);
      if (existsSync(join(full, "index.html"))) {
        const path = `/${relative(clientDir, full).split("\\").join("/")}`;
        pages.set(path.toLowerCase(), path);
      }
      walk(full);
    }
  };
  walk(clientDir);
  for (const [from, to] of Object.entries(redirects)) pages.set(from.toLowerCase(), to);
  return pages;
}

/** Picks the best precompressed copy of a file for the request's Accept-Encoding. */
function negotiated(file: string, acceptEncoding: string): { body: Buffer; encoding?: string } {
  if (/\bbr\b/.test(acceptEncoding) && existsSync(`${file}.br`)) return { body: readFileSync(`${file}.br`), encoding: "br" };
  if (/\bgzip\b/.test(acceptEncoding) && existsSync(`${file}.gz`)) return { body: readFileSync(`${file}.gz`), encoding: "gzip" };
  return { body: readFileSync(file) };
}

function sendText(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": REVALIDATE_CACHE, ...extra });
  res.end(text);
}

/**
 * The request handler behind `npm start`: static files from the build with precompressed
 * brotli/gzip, long-lived caching for hashed assets, the security headers of `_headers`,
 * 405 for methods other than GET and HEAD, 301 for mis-cased page addresses, 404.html for the rest.
 */
export function createSiteHandler(clientDir: string) {
  const headerRules = parseHeadersFile(readFileSync(join(clientDir, "_headers"), "utf8"));
  const pages = pagePaths(clientDir);
  const notFoundFile = join(clientDir, "404.html");

  const serveStatic = sirv(clientDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });

  return function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost");
    for (const [name, value] of Object.entries(headersForPath(headerRules, url.pathname))) {
      // The CSP only matters for documents and workers; other hashed assets skip its 2–3 KB on every response.
      if (name === "Content-Security-Policy" && url.pathname.startsWith("/assets/") && !url.pathname.startsWith(wasmWorkerAssets)) continue;
      res.setHeader(name, value);
    }

    if (req.method !== "GET" && req.method !== "HEAD") {
      sendText(res, 405, "405 Method Not Allowed\n", { Allow: ALLOWED_METHODS });
      return;
    }

    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      sendText(res, 400, "400 Bad Request\n");
      return;
    }
    if (decoded.includes("\0") || decoded.split(/[\\/]/).includes("..")) {
      sendText(res, 400, "400 Bad Request\n");
      return;
    }

    const withoutSlash = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
    const canonical = pages.get(withoutSlash.toLowerCase());
    if (canonical && canonical !== withoutSlash) {
      res.writeHead(301, { Location: `${canonical}${url.search}`, "Cache-Control": REVALIDATE_CACHE });
      res.end();
      return;
    }

    serveStatic(req, res, () => {
      const { body, encoding } = negotiated(notFoundFile, String(req.headers["accept-encoding"] ?? ""));
      res.writeHead(404, {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": REVALIDATE_CACHE,
        Vary: "Accept-Encoding",
        ...(encoding ? { "Content-Encoding": encoding } : {}),
      });
      res.end(req.method === "HEAD" ? undefined : body);
    });
  };
}
