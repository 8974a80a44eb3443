/**
 * Reads a static build folder (`build/client` or `$BUILD_DIR/client`) the way a static host serves
 * it, for the link and weight gates: paths map to `<path>/index.html` or to files, redirects and
 * mis-cased page addresses answer 301, everything else is missing.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { listDocFiles } from "../../lib/content/doc-files.ts";
import { listProjectSlugs, PROJECTS_DIR } from "../../lib/content/project-files.ts";
import { summarizeHtml, type PageSummary } from "./html.ts";
import type { Resolution } from "./links.ts";

/** The client folder of a build: `$BUILD_DIR/client`, or `build/client`. */
export function buildClientDir(root: string, buildDir = process.env.BUILD_DIR ?? "build"): string {
  return join(root, buildDir, "client");
}

/** The file inside `clientDir` a URL path names, or undefined if the path escapes the folder. */
function inside(clientDir: string, pathname: string): string | undefined {
  const full = resolve(clientDir, `.${pathname}`);
  const rel = relative(clientDir, full);
  if (rel.startsWith("..") || rel.split(sep).includes("..")) return undefined;
  return full;
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** Every page path of a build: each folder (or the root) that holds an `index.html`. */
export function builtPagePaths(clientDir: string): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    if (isFile(join(dir, "index.html"))) {
      const rel = relative(clientDir, dir).split(sep).join("/");
      paths.push(rel === "" ? "/" : `/${rel}`);
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "assets") walk(join(dir, entry.name));
    }
  };
  walk(clientDir);
  return paths.sort();
}

/** How a static host with `redirects` answers a path in `clientDir`. */
export function createBuildResolver(clientDir: string, redirects: Record<string, string> = {}): (pathname: string) => Resolution {
  const pages = new Map(builtPagePaths(clientDir).map((path) => [path.toLowerCase(), path]));
  const redirectsLower = new Map(Object.entries(redirects).map(([from, to]) => [from.toLowerCase(), to]));
  return (pathname) => {
    const file = inside(clientDir, pathname);
    if (file === undefined) return { kind: "missing" };
    const bare = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    const canonical = pages.get(bare.toLowerCase());
    if (canonical !== undefined) return canonical === pathname ? { kind: "page", path: canonical } : { kind: "redirect", to: canonical };
    const redirect = redirectsLower.get(bare.toLowerCase());
    if (redirect !== undefined) return { kind: "redirect", to: redirect };
    if (!pathname.endsWith("/") && isFile(file)) return { kind: "file" };
    return { kind: "missing" };
  };
}

/** The HTML file of a page path. */
export function pageHtmlFile(clientDir: string, path: string): string {
  return path === "/" ? join(clientDir, "index.html") : join(clientDir, path.slice(1), "index.html");
}

/** Reads and summarizes a built page. */
export function loadBuiltPage(clientDir: string, path: string): PageSummary {
  return summarizeHtml(readFileSync(pageHtmlFile(clientDir, path), "utf8"));
}

/**
 * The file that writes a page, for error messages: the MDX file of a docs page, the Markdown of a
 * project page, or the route module of the other pages.
 */
export function createSourceLookup(root: string): (path: string) => string | undefined {
  const sources = new Map<string, string>();
  for (const doc of listDocFiles(root)) sources.set(doc.path, doc.file);
  for (const slug of listProjectSlugs(root)) sources.set(`/projects/${slug}`, `${PROJECTS_DIR}/${slug}/index.md`);
  if (!sources.has("/")) sources.set("/", "app/routes/home.tsx");
  sources.set("/projects", "app/routes/projects.tsx");
  return (path) => sources.get(path);
}

/** Reads files of the build by URL path (undefined for folders, missing files and paths outside it). */
export function createAssetReader(clientDir: string): (urlPath: string) => Buffer | undefined {
  return (urlPath) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    const file = inside(clientDir, decoded);
    return file !== undefined && isFile(file) ? readFileSync(file) : undefined;
  };
}
