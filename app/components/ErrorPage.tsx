import { SkipLink } from "./SkipLink";
import { SiteFooter } from "./SiteFooter";
import { DocsHeader } from "./DocsHeader";

/** Shown when a page fails to render: never a blank screen, always a way home. */
export function ErrorPage({ detail }: { detail?: string }) {
  return (
    <>
      <SkipLink />
      <DocsHeader />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 pt-24 pb-12 text-center outline-none"
      >
        <h1 className="text-3xl font-extrabold">Unexpected Application Error</h1>
        <p className="mt-3 text-lg text-[var(--fg-muted)]">
          Something went wrong while showing this page. Reloading often fixes it; if it keeps happening, tell us in the chat.
        </p>
        {detail && <pre className="mt-4 max-w-full overflow-x-auto rounded bg-[var(--bg-inset)] p-3 text-left text-sm">{detail}</pre>}
        {/* A plain link, not a router link: a full load gets a fresh start after a crash. */}
        <a href="/" className="mt-8 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          Back to the home page
        </a>
      </main>
      <SiteFooter />
    </>
  );
}
