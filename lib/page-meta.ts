import { site } from "../content/site.ts";
import { normalizePathname } from "./paths.ts";

export interface PageMetaInput {
  title: string;
  description: string;
  pathname: string;
}

/** The full document title: the page's own title, then the site name. */
export function documentTitle(title: string): string {
  return title === site.title ? title : `${title} · ${site.title}`;
}

/** The canonical absolute URL of a path on the live site, without a trailing slash. */
export function canonicalUrl(pathname: string): string {
  const clean = normalizePathname(pathname);
  return `${site.origin}${clean}`;
}

/** Meta descriptors for React Router's `meta` export: title, description, canonical, social tags. */
export function pageMeta({ title, description, pathname }: PageMetaInput) {
  const fullTitle = documentTitle(title);
  const url = canonicalUrl(pathname);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.title },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
  ];
}
