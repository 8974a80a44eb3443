import { normalizePathname } from "../../lib/paths.ts";

/**
 * Words to search for, guessed from an address that is not a page: "/advanced-guide.html" → "advanced guide".
 * Empty when the address holds nothing worth searching for.
 */
export function queryFromPath(pathname: string): string {
  let path = normalizePathname(pathname);
  try {
    path = decodeURIComponent(path);
  } catch {
    // A broken %-escape: search the address as written.
  }
  const words = path
    .replace(/\.(html?|php|aspx?)$/i, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && word.toLowerCase() !== "index");
  return words.join(" ").slice(0, 60).trim();
}
