import { site } from "../content/site.ts";
import { normalizePathname } from "./paths.ts";

export interface PageMetaInput {
  title: string;
  description: string;
  pathname: string;
  /** Docs pages also describe themselves to search engines as an article (JSON-LD). */
  article?: boolean;
}

/** The full document title: the page's own title, then the site name. */
export function documentTitle(title: string): string {
  return title === site.title ? title : `${title} · ${site.title}`;
}

/** The canonical absolute URL of a path on the live site, without a trailing slash. */
export function canonicalUrl(pathname: string): string {
  return `${site.origin}${normalizePathname(pathname)}`;
}

/** Where the build writes a page's social card: `/` → `/og/index.png`, `/keyboard/faq` → `/og/keyboard-faq.png`. */
export function socialImagePath(pathname: string): string {
  const clean = normalizePathname(pathname);
  const name = clean === "/" ? "index" : clean.slice(1).replace(/\//g, "-").toLowerCase();
  return `/og/${name}.png`;
}

/** Meta descriptors for React Router's `meta` export: title, description, canonical, social tags, JSON-LD. */
export function pageMeta({ title, description, pathname, article = false }: PageMetaInput) {
  const fullTitle = documentTitle(title);
  const url = canonicalUrl(pathname);
  const image = `${site.origin}${socialImagePath(pathname)}`;
  const tags: Record<string, unknown>[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:site_name", content: site.title },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (article) {
    tags.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "TechArticle",
        headline: title,
        description,
        url,
        image,
        inLanguage: "en",
        isPartOf: { "@type": "WebSite", name: site.title, url: site.origin },
        publisher: { "@type": "Organization", name: "Hack Club", url: "https://hackclub.com" },
      },
    });
  }
  return tags;
}
