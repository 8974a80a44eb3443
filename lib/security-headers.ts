import { createHash } from "node:crypto";

/** SHA-256 CSP source for an inline script's exact text. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/** Texts of the inline `<script>` elements (those without `src`) in an HTML document. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const pattern = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const body = match[1] ?? "";
    if (body.trim() !== "") scripts.push(body);
  }
  return scripts;
}

/**
 * The Content-Security-Policy for the whole site: only our own files, plus the listed inline
 * scripts by hash (React Router's hydration data and the theme script). No eval, no inline styles,
 * no plugins, no framing.
 */
export function contentSecurityPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Where the build puts the scripts of /check's case worker (vite.config.ts), the one place the site compiles
 * WebAssembly (OpenCascade and Manifold, for the case panels). A worker obeys the CSP sent with its own script,
 * not its page's, so the grant below goes on these scripts alone: no page, /check included, gets it.
 */
export const wasmWorkerAssets = "/assets/case/";

/**
 * The site's policy with `'wasm-unsafe-eval'` and `'unsafe-eval'` added to script-src, for the case worker's scripts
 * alone. `'wasm-unsafe-eval'` compiles the WebAssembly. `'unsafe-eval'` is there because both engines are built with
 * Emscripten's embind, which writes each binding's call wrapper as source text and compiles it with `new Function`
 * when the module starts (occt-import-js 0.0.23 and manifold-3d 3.2.1, `craftInvokerFunction`); the text is made
 * from the bindings' own type names inside the shipped module, never from a participant's file, and the worker has
 * no DOM and no page to reach.
 */
export function wasmWorkerPolicy(csp: string): string {
  return csp
    .split("; ")
    .map((directive) => (directive.startsWith("script-src ") ? `${directive} 'wasm-unsafe-eval' 'unsafe-eval'` : directive))
    .join("; ");
}

/** Headers every response carries besides the CSP. */
export const baseSecurityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const REVALIDATE_CACHE = "no-cache";

/**
 * A `_headers` file (the format Netlify and Cloudflare Pages read) with the same headers our server sends. The case
 * worker's scripts get their own policy; `! Content-Security-Policy` first drops the site-wide one (Cloudflare Pages
 * would otherwise join both into two policies, the stricter of which blocks WebAssembly).
 */
export function headersFile(csp: string): string {
  const lines = ["/*"];
  for (const [name, value] of Object.entries({ ...baseSecurityHeaders, "Content-Security-Policy": csp })) {
    lines.push(`  ${name}: ${value}`);
  }
  lines.push("", "/assets/*", `  Cache-Control: ${IMMUTABLE_CACHE}`, "");
  lines.push(`${wasmWorkerAssets}*`, "  ! Content-Security-Policy", `  Content-Security-Policy: ${wasmWorkerPolicy(csp)}`, "");
  return lines.join("\n");
}

export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/** Reads a `_headers` file: a path pattern on its own line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const current = rules[rules.length - 1];
    const colon = line.indexOf(":");
    if (current && colon > 0) current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** The headers that apply to a URL path: every rule whose pattern matches, later rules winning. */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    const matches = rule.pattern.endsWith("*") ? pathname.startsWith(rule.pattern.slice(0, -1)) : pathname === rule.pattern;
    if (matches) Object.assign(result, rule.headers);
  }
  return result;
}
