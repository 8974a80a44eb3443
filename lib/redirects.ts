/** Old or differently-cased addresses that point at a page. Served by `npm start` and written to `_redirects`. */
export const redirects: Record<string, string> = {
  "/advancedpcb": "/advancedPCB",
};

/** The `_redirects` file format read by Netlify and Cloudflare Pages. */
export function redirectsFile(): string {
  return `${Object.entries(redirects)
    .map(([from, to]) => `${from} ${to} 301`)
    .join("\n")}\n`;
}
