/**
 * Docs page text as data. A docs page's text lives once, in its prerendered HTML; the browser app does
 * not carry a JavaScript copy of it. After a client-side navigation the page fetches its own HTML (the
 * same file a visitor would load) and takes the text out of it. Hovering or focusing a link starts that
 * fetch early, so the navigation usually finds it done.
 */

const PAGE_CONTENT_SELECTOR = "[data-page-content]";

/** Every route but the landing page and the project pages is a docs page with static content. */
export function hasStaticContent(path: string): boolean {
  return path !== "/" && path !== "/projects" && !path.startsWith("/projects/");
}

/** The path a link leads to on this site, or undefined for other sites and same-page anchors. */
export function internalPath(link: HTMLAnchorElement): string | undefined {
  const href = link.getAttribute("href") ?? "";
  if (href === "" || href.startsWith("#") || link.origin !== window.location.origin) return undefined;
  return link.pathname;
}

/** The text of the page in a prerendered HTML document, or undefined when it has none. */
export function contentOfDocument(html: string): string | undefined {
  return new DOMParser().parseFromString(html, "text/html").querySelector(PAGE_CONTENT_SELECTOR)?.innerHTML;
}

let prerendered: { path: string; html: string } | undefined;
let readPrerendered = false;

/**
 * The text the prerendered document holds for `path`. It is read from the document the first time
 * (while React hydrates, before anything changed it) and kept for later visits to the same page.
 */
export function prerenderedContent(path: string): string | undefined {
  if (!readPrerendered) {
    readPrerendered = true;
    const element = document.querySelector(PAGE_CONTENT_SELECTOR);
    if (element) prerendered = { path: window.location.pathname, html: element.innerHTML };
  }
  return prerendered?.path === path ? prerendered.html : undefined;
}

/** Fetches of page texts, kept while they succeed; undefined when a page's text could not be had. */
const loads = new Map<string, Promise<string | undefined>>();

function load(path: string): Promise<string | undefined> {
  let request = loads.get(path);
  if (!request) {
    request = fetch(path, { headers: { Accept: "text/html" } })
      .then(async (response) => (response.ok ? contentOfDocument(await response.text()) : undefined))
      .catch(() => undefined);
    loads.set(path, request);
    void request.then((content) => {
      if (content === undefined) loads.delete(path);
    });
  }
  return request;
}

/** One promise per page, so React can suspend on it and read it again on the next render. */
const pages = new Map<string, Promise<string>>();

/**
 * The text of a docs page for a client-side navigation. When it cannot be had (offline, a new deployment
 * removed the page), the browser loads the page itself, which shows the browser's or the site's own
 * error page instead of a broken app.
 */
export function fetchPageContent(path: string): Promise<string> {
  let page = pages.get(path);
  if (!page) {
    page = load(path).then((content) => {
      if (content !== undefined) return content;
      pages.delete(path);
      window.location.assign(path);
      return new Promise<never>(() => undefined);
    });
    pages.set(path, page);
  }
  return page;
}

/** Starts fetching a docs page's text, if the path is a docs page; a failed prefetch is forgotten. */
export function prefetchPageContent(path: string): void {
  if (hasStaticContent(path)) void load(path);
}
