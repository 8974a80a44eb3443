import { normalizePathname, samePage } from "../../lib/paths.ts";

export interface CurrentLink {
  href: string;
  /** "page" when the link is the page being read; "true" when the page sits under it (a project under /projects). */
  current: "page" | "true";
}

/**
 * Which of a menu's links to mark for the page being read: the link to the page itself, or when no link
 * names it, the link of the deepest section that contains it. Nothing for a page outside the menu.
 */
export function currentLink(hrefs: readonly string[], pathname: string): CurrentLink | undefined {
  const exact = hrefs.find((href) => samePage(href, pathname));
  if (exact) return { href: exact, current: "page" };
  const path = normalizePathname(pathname).toLowerCase();
  let best: string | undefined;
  for (const href of hrefs) {
    const section = normalizePathname(href).toLowerCase();
    if (section !== "/" && path.startsWith(`${section}/`) && section.length > (best?.length ?? 0)) best = href;
  }
  return best ? { href: best, current: "true" } : undefined;
}
