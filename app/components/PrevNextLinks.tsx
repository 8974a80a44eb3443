import { Link } from "react-router";
import { readingOrder } from "~/content/site";
import { prevNext } from "~/lib/prev-next";

/** "Previous" and "Next" at the foot of a docs page, following the reading order in content/site.ts. */
export function PrevNextLinks({ pathname }: { pathname: string }) {
  const { prev, next } = prevNext(readingOrder, pathname);
  if (!prev && !next) return null;
  const card = "flex flex-col rounded-lg border border-[var(--border)] px-4 py-3 no-underline hover:border-brand-600 dark:hover:border-brand-300";
  return (
    <nav aria-label="Previous and next pages" className="no-print mt-12 grid gap-3 sm:grid-cols-2">
      {prev ? (
        <Link to={prev.href} rel="prev" prefetch="intent" className={card}>
          <span className="text-sm text-[var(--fg-muted)]">Previous</span>
          <span className="font-semibold text-[var(--link)]">← {prev.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next.href} rel="next" prefetch="intent" className={`${card} sm:text-right`}>
          <span className="text-sm text-[var(--fg-muted)]">Next</span>
          <span className="font-semibold text-[var(--link)]">{next.label} →</span>
        </Link>
      )}
    </nav>
  );
}
