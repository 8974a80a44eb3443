import { Link } from "react-router";
import { SkipLink } from "./SkipLink";
import { SiteFooter } from "./SiteFooter";
import { DocsHeader } from "./DocsHeader";

/** The friendly page for any URL that does not exist (also written to 404.html). */
export function NotFound() {
  return (
    <>
      <SkipLink />
      <DocsHeader />
      <main id="main" tabIndex={-1} className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 pt-24 pb-12 text-center outline-none">
        <p className="font-mono text-7xl font-black text-brand-700 dark:text-brand-300" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-extrabold">Page not found</h1>
        <p className="mt-3 text-lg text-[var(--fg-muted)]">
          That key isn&rsquo;t mapped to anything. The link may be old, or the address may have a typo.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            Home
          </Link>
          <Link to="/guide" className="rounded-lg border border-[var(--border)] px-5 py-3 font-semibold hover:bg-[var(--bg-inset)]">
            Open the guide
          </Link>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
