import { Link } from "react-router";
import { journeys } from "~/content/site";
import { journeyPlace } from "~/app/lib/prev-next";

const card = "flex flex-col rounded-lg border border-[var(--border)] px-4 py-3 no-underline hover:border-brand-600 dark:hover:border-brand-300";
const link = "font-semibold text-[var(--link)] underline underline-offset-2";

/**
 * The foot of a docs page: the previous and next steps of the reader's journey (content/site.ts), and the
 * optional pages that deepen this step, offered as optional rather than as the next step.
 */
export function PrevNextLinks({ pathname }: { pathname: string }) {
  const { prev, next, optional, optionalTo } = journeyPlace(journeys, pathname);
  if (!prev && !next && optional.length === 0) return null;
  return (
    <nav aria-label="Previous and next pages" className="no-print mt-12">
      {optionalTo && (
        <p className="mb-3 text-[var(--fg-muted)]">
          This page is optional: it goes deeper into one part of &ldquo;{optionalTo.label}&rdquo;. Skip it if you like and carry on with the next step.
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {prev ? (
          <Link to={prev.href} rel="prev" prefetch="intent" className={card}>
            <span className="text-sm text-[var(--fg-muted)]">{optionalTo ? "Back to" : "Previous"}</span>
            <span className="font-semibold text-[var(--link)]">← {prev.label}</span>
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link to={next.href} rel="next" prefetch="intent" className={`${card} sm:text-right`}>
            <span className="text-sm text-[var(--fg-muted)]">Next step</span>
            <span className="font-semibold text-[var(--link)]">{next.label} →</span>
          </Link>
        )}
      </div>
      {optional.length > 0 && (
        <p className="mt-4 text-[0.95rem]" data-testid="optional-pages">
          <span className="font-semibold">{optionalTo ? "Also optional:" : "Optional, to go further:"}</span>{" "}
          {optional.map((page, index) => (
            <span key={page.href}>
              {index > 0 && " · "}
              <Link to={page.href} prefetch="intent" className={link}>
                {page.label}
              </Link>
            </span>
          ))}
        </p>
      )}
    </nav>
  );
}
