import { useLocation } from "react-router";
import { normalizePathname } from "~/lib/paths";

/**
 * The current path without a trailing slash. Prerendering renders every page at `/path/`,
 * while visitors arrive at `/path`: anything that depends on the path must use this so both agree.
 */
export function usePathname(): string {
  return normalizePathname(useLocation().pathname);
}
