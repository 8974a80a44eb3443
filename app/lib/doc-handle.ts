import { useMatches } from "react-router";
import type { DocFrontmatter } from "~/lib/content/frontmatter";

/** What an MDX page route exposes through its `handle` export (added by the remark plugin). */
export interface DocHandle {
  doc: DocFrontmatter & { source: string };
}

function isDocHandle(handle: unknown): handle is DocHandle {
  return typeof handle === "object" && handle !== null && "doc" in handle;
}

/** The front matter of the docs page being shown, or undefined on pages that are not MDX. */
export function useCurrentDoc(): DocHandle["doc"] | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isDocHandle(handle)) return handle.doc;
  }
  return undefined;
}
