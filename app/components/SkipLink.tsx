/** The first thing Tab reaches: jumps past the header and navigation to the page's main content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[100] rounded-md bg-[var(--fg)] px-4 py-2 font-semibold text-[var(--bg)] focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      Skip to content
    </a>
  );
}
