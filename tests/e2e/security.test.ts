/**
 * Security gate: the `npm start` server and the `_headers` file send a strict Content-Security-Policy
 * (own scripts plus hashed inline ones, no eval, no framing), nosniff and a Referrer-Policy; no route
 * logs a CSP violation or a page error in Chromium with the CSP on; other methods get 405; path
 * traversal never leaks a file; hashed assets are cached for a year and HTML revalidates.
 */
import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { headersForPath, IMMUTABLE_CACHE, inlineScripts, parseHeadersFile, scriptHash } from "~/lib/security-headers";
import { summarizeHtml } from "~/tools/quality/html";
import { routePaths } from "../../tools/browser/routes";
import { clientDir, newContext } from "../../tools/browser/site";
import { serveSiteAndBrowser, type Site } from "../support/env";

let site: Site;
let browser: Browser;
serveSiteAndBrowser((started, chromium) => {
  site = started;
  browser = chromium;
});

/** CSP directives by name, each a list of sources. */
function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** Problems with a policy: eval or inline scripts allowed, remote script sources, framing allowed. */
function cspProblems(policy: string | null | undefined): string[] {
  if (!policy) return ["no Content-Security-Policy"];
  const csp = parseCsp(policy);
  const problems: string[] = [];
  const scriptSrc = csp.get("script-src") ?? csp.get("default-src");
  if (!scriptSrc) problems.push("no script-src or default-src");
  for (const source of scriptSrc ?? []) {
    if (/^'unsafe-(eval|inline|hashes)'$|^'wasm-unsafe-eval'$/.test(source)) problems.push(`script-src allows ${source}`);
    if (source === "*" || /^(https?|data|blob):?$/.test(source) || /^https?:\/\//.test(source)) problems.push(`script-src allows ${source}`);
  }
  if (csp.get("frame-ancestors")?.join(" ") !== "'none'") problems.push("frame-ancestors is not 'none'");
  if (csp.get("object-src")?.join(" ") !== "'none'") problems.push("object-src is not 'none'");
  if (!csp.has("base-uri")) problems.push("no base-uri");
  return problems;
}

const SAFE_REFERRER = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];

/** A request with the path sent exactly as written (fetch would normalise `..` and `%2e%2e`). */
function rawRequest(path: string, method = "GET"): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(site.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method, headers: { "accept-encoding": "identity" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end();
  });
}

const headersFileRules = () => parseHeadersFile(readFileSync(join(clientDir, "_headers"), "utf8"));

describe("security headers", () => {
  it("the server sends a strict CSP on documents, and nosniff and a Referrer-Policy on everything", async () => {
    const asset = summarizeHtml(readFileSync(join(clientDir, "index.html"), "utf8")).stylesheets[0] ?? "";
    expect(asset).toMatch(/^\/assets\//);
    for (const path of ["/", "/guide", routePaths[routePaths.length - 1] as string, "/no/such/page", "/favicon.svg", asset]) {
      const response = await fetch(`${site.baseUrl}${path}`);
      const csp = response.headers.get("content-security-policy");
      // Hashed assets skip the CSP (it only applies to documents) to keep every asset response small.
      if (path === asset) expect(csp, path).toBeNull();
      else expect(cspProblems(csp), path).toEqual([]);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(SAFE_REFERRER, path).toContain(response.headers.get("referrer-policy"));
    }
  });

  it("_headers holds the same policy for static hosts", async () => {
    const fromFile = headersForPath(headersFileRules(), "/guide");
    expect(cspProblems(fromFile["Content-Security-Policy"])).toEqual([]);
    expect(fromFile["X-Content-Type-Options"]).toBe("nosniff");
    expect(SAFE_REFERRER).toContain(fromFile["Referrer-Policy"]);
    const response = await fetch(`${site.baseUrl}/guide`);
    expect(response.headers.get("content-security-policy")).toBe(fromFile["Content-Security-Policy"]);
    expect(response.headers.get("referrer-policy")).toBe(fromFile["Referrer-Policy"]);
  });

  it("the CSP allows every inline script of every built page by its hash", () => {
    const csp = parseCsp(headersForPath(headersFileRules(), "/")["Content-Security-Policy"] ?? "");
    const allowed = new Set(csp.get("script-src") ?? []);
    const htmlFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith(".html") ? [join(dir, entry.name)] : [],
      );
    const missing = htmlFiles(clientDir).flatMap((file) =>
      inlineScripts(readFileSync(file, "utf8"))
        .filter((script) => !allowed.has(scriptHash(script)))
        .map((script) => `${file.slice(clientDir.length)}: ${script.slice(0, 80)}`),
    );
    expect(missing, missing.join("\n")).toEqual([]);
  });

  it("catches a weak policy", () => {
    expect(cspProblems("default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval' https://cdn.example.org")).toEqual([
      "script-src allows 'unsafe-inline'",
      "script-src allows 'unsafe-eval'",
      "script-src allows https://cdn.example.org",
      "frame-ancestors is not 'none'",
      "object-src is not 'none'",
      "no base-uri",
    ]);
  });
});

describe("caching", () => {
  it("hashed assets are immutable for a year and HTML revalidates", async () => {
    const page = summarizeHtml(readFileSync(join(clientDir, "guide", "index.html"), "utf8"));
    const assets = [...page.stylesheets, ...page.modulePreloads, ...page.scripts.flatMap((script) => (script.src ? [script.src] : []))];
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset, "start-up assets live in /assets/ with a content hash").toMatch(/^\/assets\/.+[-.][\w-]{6,}\.(js|css)$/);
      const response = await fetch(`${site.baseUrl}${asset}`, { method: "HEAD" });
      expect(response.status, asset).toBe(200);
      expect(response.headers.get("cache-control"), asset).toBe(IMMUTABLE_CACHE);
    }
    expect(headersForPath(headersFileRules(), assets[0] as string)["Cache-Control"]).toBe(IMMUTABLE_CACHE);
    for (const path of [...routePaths, "/no/such/page"]) {
      const response = await fetch(`${site.baseUrl}${path}`, { method: "HEAD" });
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
    }
  });
});

describe("request handling", () => {
  it("answers POST, PUT, DELETE and PATCH with 405 and Allow: GET, HEAD", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      for (const path of ["/", "/guide", "/assets/anything.js"]) {
        const response = await rawRequest(path, method);
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow, `${method} ${path}`).toBe("GET, HEAD");
      }
    }
  });

  it("never serves a file outside the build, however the path is spelled", async () => {
    const attempts = [
      "/..%2f..%2fetc/passwd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/assets/..%5c..%5cpackage.json",
      "/assets/..%2f..%2fpackage.json",
      "/../../etc/passwd",
      "/assets/../../package.json",
      "/..\\..\\package.json",
      "/.%2e/.%2e/package.json",
      "/%252e%252e/package.json",
      "/..%00/package.json",
      "//etc/passwd",
      "/package.json",
      "/server/site-handler.ts",
    ];
    for (const path of attempts) {
      const response = await rawRequest(path);
      expect([400, 404], `${path} answers ${response.status}`).toContain(response.status);
      expect(response.body, path).not.toContain("root:");
      expect(response.body, path).not.toMatch(/"devDependencies"|"name":\s*"hackpad-docs"|createSiteHandler/);
    }
  });
});

describe("pages in Chromium with the CSP on", () => {
  it("no route logs a CSP violation, a console error or a page error, including after client-side navigation", async () => {
    const context = await newContext(browser, "desktop", "light");
    const problems: string[] = [];
    try {
      // Injected by the driver (not subject to the CSP): records violations the page reports.
      await context.addInitScript({
        content: `document.addEventListener("securitypolicyviolation", (e) => {
          console.error("CSP violation: " + e.violatedDirective + " blocked " + (e.blockedURI || "inline") + " at " + e.sourceFile + ":" + e.lineNumber);
        });`,
      });
      const page = await context.newPage();
      let current = "";
      page.on("console", (message) => {
        if (message.type() === "error" || /Content Security Policy|CSP violation/i.test(message.text())) {
          problems.push(`${current}: console ${message.type()}: ${message.text().slice(0, 300)}`);
        }
      });
      page.on("pageerror", (error) => problems.push(`${current}: page error: ${error.message.slice(0, 300)}`));

      for (const path of routePaths) {
        current = path;
        const response = await page.goto(`${site.baseUrl}${path}`, { waitUntil: "load" });
        expect(response?.status(), path).toBe(200);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 15_000 });
        await page.waitForLoadState("networkidle");
      }

      // Client-side navigation fetches route data and modules: it must stay within the policy too.
      current = "/ → client-side navigation";
      await page.goto(`${site.baseUrl}/`, { waitUntil: "load" });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 15_000 });
      const target = await page.evaluate(
        () =>
          Array.from(document.querySelectorAll("a[href^='/']"))
            .map((a) => ({ href: a.getAttribute("href") ?? "", shown: (a as HTMLElement).offsetParent !== null }))
            .find((a) => a.shown && a.href !== "/" && !a.href.includes("#"))?.href,
      );
      expect(target, "the landing page links to another page").toBeTruthy();
      await page.locator(`a[href="${target}"]`).first().click();
      await page.waitForURL((url) => url.pathname === target);
      await page.waitForLoadState("networkidle");
    } finally {
      await context.close();
    }
    expect(problems, problems.join("\n")).toEqual([]);
  }, 180_000);
});
