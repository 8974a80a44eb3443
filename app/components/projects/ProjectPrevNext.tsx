import { Link } from "react-router";
import type { ProjectLink } from "~/lib/projects/load";

const card =
  "flex flex-col rounded-lg border border-[var(--border)] px-4 py-3 no-underline hover:border-brand-600 hover:bg-[var(--bg-soft)] dark:hover:border-brand-300";

/** Links to the projects before and after this one, in title order. */
export function ProjectPrevNext({ prev, next }: { prev?: ProjectLink; next?: ProjectLink }) {
  if (!prev && !next) return null;
  return (
    <nav aria-label="Other projects" className="not-prose mt-10 grid gap-3 sm:grid-cols-2">
      {prev ? (
        <Link to={`/projects/${prev.slug}`} prefetch="intent" rel="prev" className={card}>
          <span className="text-sm text-[var(--fg-muted)]">Previous project</span>
          <span className="font-semibold text-[var(--link)]">← {prev.title}</span>
        </Link>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next && (
        <Link to={`/projects/${next.slug}`} prefetch="intent" rel="next" className={`${card} sm:text-right`}>
          <span className="text-sm text-[var(--fg-muted)]">Next project</span>
          <span className="font-semibold text-[var(--link)]">{next.title} →</span>
        </Link>
      )}
    </nav>
  );
}
