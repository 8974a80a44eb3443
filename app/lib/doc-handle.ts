import { useMatches } from "react-router";
import type { DocFrontmatter } from "~/lib/content/frontmatter";
import type { TocEntry } from "~/lib/page-info";

/** What an MDX page route exposes through its `handle` export (added at build time by rehype-page-exports). */
export interface DocHandle {
  doc: DocFrontmatter & {
    source: string;
    toc: TocEntry[];
    words: number;
    readingMinutes: number;
    lastUpdated?: string;
  };
}

function isDocHandle(handle: unknown): handle is DocHandle {
  return typeof handle === "object" && handle !== null && "doc" in handle;
}

/** The page info of the docs page being shown, or undefined on pages that are not MDX. */
export function useCurrentDoc(): DocHandle["doc"] | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isDocHandle(handle)) return handle.doc;
  }
  return undefined;
}
