/**
 * The link gate, as pure functions: crawl a site from `/` through a page loader, and report every
 * internal link that does not answer with a page or file, every `#fragment` with no matching id,
 * every route no link leads to, every external link that is not a well-formed https: (or mailto:)
 * address, and every new-tab link without `rel="noopener noreferrer"`.
 */
import { tokenList, type PageLink } from "./html.ts";

/** How the site answers a path (without query or fragment). */
export type Resolution = { kind: "page"; path: string } | { kind: "file" } | { kind: "redirect"; to: string } | { kind: "missing" };

/** A crawled page: its links and the ids its fragments may name. */
export interface CrawlPage {
  links: PageLink[];
  ids: Set<string>;
  duplicateIds?: string[];
}

export interface LinkCheckInput {
  /** Paths every visitor must be able to reach by following links from `start`. */
  routes: readonly string[];
  /** Where the crawl begins; `/` by default. */
  start?: string;
  /** How the built site answers a path: a page, another file, a redirect or nothing. */
  resolve: (pathname: string) => Resolution;
  /** The links and ids of a page `resolve` called a page. */
  loadPage: (path: string) => CrawlPage;
  /** The public origin of the site: absolute links to it are checked as internal ones. */
  siteOrigin?: string;
}

export interface LinkProblem {
  /** The page the link is on. */
  page: string;
  /** The link as written, or empty for problems with the page itself. */
  href: string;
  message: string;
}

export interface LinkCheckResult {
  problems: LinkProblem[];
  /** Pages reached from the start page, in crawl order. */
  visited: string[];
  /** Number of links looked at. */
  linkCount: number;
}

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
const LOCAL_BASE = "http://site.invalid";

/** Checks an external (absolute, non-site) address: https with a real host, or a mailto with an address. */
export function externalLinkProblem(href: string): string | undefined {
  if (href !== href.trim()) return "has spaces around the address";
  if (/\s/.test(href)) return "contains whitespace; encode it (%20) or fix the address";
  if (href.startsWith("//")) return "protocol-relative address; write https:// explicitly";
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === "mailto") {
    const address = decodeURIComponent(href.slice("mailto:".length).split("?")[0] ?? "");
    return /^[^@\s,]+@[^@\s,]+\.[^@\s,]+$/.test(address) ? undefined : "mailto: link without a valid e-mail address";
  }
  if (scheme === "http") return "uses http:, not https:";
  if (scheme !== "https") return `uses the ${scheme}: scheme; only https: and mailto: are allowed`;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return "is not a well-formed URL";
  }
  if (!/^\/\//.test(href.slice("https:".length))) return "is missing the // after https:";
  if (url.username || url.password) return "contains a user name or password";
  const host = url.hostname;
  if (!host.includes(".") || host.endsWith(".") || /^[\d.]+$/.test(host) || host.startsWith("[")) {
    return `has no public host name (${host || "empty"})`;
  }
  if (/^(localhost|.*\.(localhost|local|invalid|test|example))$/i.test(host)) return `points at a non-public host (${host})`;
  return undefined;
}

/** A new-tab link must not give the opened page a handle on ours or leak the address. */
export function newTabProblem(link: PageLink): string | undefined {
  if ((link.target ?? "").toLowerCase() !== "_blank") return undefined;
  const rel = tokenList(link.rel);
  const missing = ["noopener", "noreferrer"].filter((token) => !rel.includes(token));
  return missing.length > 0 ? `opens a new tab without rel="${missing.join(" ")}"` : undefined;
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** Crawls the site from the start page and returns every link problem found. */
export function checkLinks(input: LinkCheckInput): LinkCheckResult {
  const start = input.start ?? "/";
  const problems: LinkProblem[] = [];
  const pages = new Map<string, CrawlPage>();
  const queue: string[] = [];
  const visited: string[] = [];
  let linkCount = 0;
  const siteOrigin = input.siteOrigin ? new URL(input.siteOrigin).origin : undefined;

  const load = (path: string): CrawlPage => {
    let page = pages.get(path);
    if (!page) {
      page = input.loadPage(path);
      pages.set(path, page);
      queue.push(path);
    }
    return page;
  };

  const startResolution = input.resolve(start);
  if (startResolution.kind !== "page") {
    problems.push({ page: start, href: "", message: "the start page does not exist" });
    return { problems, visited, linkCount };
  }
  load(startResolution.path);

  while (queue.length > 0) {
    const path = queue.shift() as string;
    visited.push(path);
    const page = pages.get(path) as CrawlPage;
    for (const id of new Set(page.duplicateIds ?? [])) {
      problems.push({ page: path, href: `#${id}`, message: `the id "${id}" is used more than once on the page` });
    }

    for (const link of page.links) {
      linkCount++;
      const report = (message: string) => problems.push({ page: path, href: link.href, message });
      const tabProblem = newTabProblem(link);
      if (tabProblem) report(tabProblem);

      const href = link.href;
      if (href.trim() === "") {
        report("empty href");
        continue;
      }
      if (href === "#") {
        report('href="#" goes nowhere; link to a real target or use a <button>');
        continue;
      }

      const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
      const isSiteAbsolute = scheme !== undefined && siteOrigin !== undefined && /^https?$/.test(scheme) && safeOrigin(href) === siteOrigin;
      if ((scheme !== undefined || href.startsWith("//")) && !isSiteAbsolute) {
        const problem = externalLinkProblem(href);
        if (problem) report(problem);
        continue;
      }
      if (/\s/.test(href)) {
        report("contains whitespace");
        continue;
      }

      // An internal link: resolve it against the page it is on.
      let url: URL;
      try {
        if (isSiteAbsolute) {
          const absolute = new URL(href);
          url = new URL(`${absolute.pathname}${absolute.search}${absolute.hash}`, LOCAL_BASE);
        } else {
          url = new URL(href, LOCAL_BASE + path);
        }
      } catch {
        report("is not a well-formed address");
        continue;
      }
      const fragment = url.hash ? decodeFragment(url.hash.slice(1)) : undefined;
      const samePage = href.startsWith("#");
      let targetPath = path;
      let targetPage: CrawlPage | undefined = page;

      if (!samePage) {
        let pathname: string;
        try {
          pathname = decodeURI(url.pathname);
        } catch {
          report("has a malformed percent-encoding");
          continue;
        }
        if (pathname.length > 1 && pathname.endsWith("/")) {
          report(`ends with a slash; link to ${pathname.replace(/\/+$/, "")} instead`);
          continue;
        }
        const resolution = input.resolve(pathname);
        if (resolution.kind === "missing") {
          report(`leads to ${pathname}, which does not exist (404)`);
          continue;
        }
        if (resolution.kind === "redirect") {
          report(`redirects to ${resolution.to}; link there directly`);
          continue;
        }
        if (resolution.kind === "file") {
          targetPage = undefined;
        } else {
          targetPath = resolution.path;
          targetPage = load(resolution.path);
        }
      }

      if (fragment !== undefined && fragment !== "" && targetPage) {
        if (!targetPage.ids.has(fragment) && fragment.toLowerCase() !== "top") {
          report(`no element with id "${fragment}" on ${targetPath}`);
        }
      }
    }
  }

  const reached = new Set(visited);
  for (const route of input.routes) {
    const resolution = input.resolve(route);
    if (resolution.kind !== "page") {
      problems.push({ page: route, href: "", message: "this route was not built" });
    } else if (!reached.has(resolution.path)) {
      problems.push({ page: route, href: "", message: `no chain of links leads here from ${start}` });
    }
  }

  return { problems, visited, linkCount };
}

function safeOrigin(href: string): string | undefined {
  try {
    return new URL(href).origin;
  } catch {
    return undefined;
  }
}

/**
 * A readable report, grouped by page: each page with its source file (when known), then each
 * problem link. `sourceFor` maps a page path to the file that writes it.
 */
export function formatLinkProblems(problems: readonly LinkProblem[], sourceFor: (page: string) => string | undefined = () => undefined): string {
  if (problems.length === 0) return "No link problems.";
  const byPage = new Map<string, LinkProblem[]>();
  for (const problem of problems) {
    const list = byPage.get(problem.page) ?? [];
    list.push(problem);
    byPage.set(problem.page, list);
  }
  const lines = [`${problems.length} link problem${problems.length === 1 ? "" : "s"}:`];
  for (const [page, list] of byPage) {
    const source = sourceFor(page);
    lines.push(`  ${page}${source ? `  (${source})` : ""}`);
    for (const problem of list) lines.push(`    ${problem.href ? `${JSON.stringify(problem.href)}: ` : ""}${problem.message}`);
  }
  return lines.join("\n");
}
