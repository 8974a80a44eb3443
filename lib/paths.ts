/** `/guide/` → `/guide`, `/` stays `/`. */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/** Whether two site paths name the same page (trailing slash and letter case do not matter). */
export function samePage(a: string, b: string): boolean {
  return normalizePathname(a).toLowerCase() === normalizePathname(b).toLowerCase();
}
