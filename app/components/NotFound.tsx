import { Link } from "react-router";
import { macropadSidebar } from "~/content/site";
import { useHydrated } from "~/app/hooks/useHydrated";
import { usePathname } from "~/app/hooks/usePathname";
import { queryFromPath } from "~/app/lib/query-from-path";
import { DocsShell } from "./DocsShell";
import { SearchButton } from "./search/SearchButton";

/**
 * The friendly page for any URL that does not exist (also written to 404.html), in the docs frame so the
 * menu and search are there, with a search that starts from the words of the address.
 */
export function NotFound() {
  // 404.html is prerendered at /404 but served for every unknown address: guess from the real one once hydrated.
  const pathname = usePathname();
  const query = useHydrated() ? queryFromPath(pathname) : "";
  return (
    <DocsShell sidebar={macropadSidebar}>
      <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center py-8 text-center">
        <p className="font-mono text-7xl font-black text-brand-700 dark:text-brand-300" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-extrabold">Page not found</h1>
        <p className="mt-3 text-lg text-[var(--fg-muted)]">
          That key isn&rsquo;t mapped to anything. The link may be old, or the address may have a typo. Search the docs, or pick a page from the menu.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <SearchButton inPage label={query ? `Search for “${query}”` : "Search the docs"} initialQuery={query} />
          <Link to="/" className="inline-flex h-12 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
            Home
          </Link>
          <Link to="/guide" className="inline-flex h-12 items-center rounded-lg border border-[var(--border)] px-5 font-semibold hover:bg-[var(--bg-inset)]">
            Open the guide
          </Link>
        </div>
      </div>
    </DocsShell>
  );
}
