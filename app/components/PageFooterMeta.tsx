import { site } from "~/content/site";
import { ExternalLink } from "./ExternalLink";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "25 November 2026" from "2026-11-25". Written out by hand: the first Intl date format a page runs loads the
 * browser's locale data, about 50 ms on a slow phone, in the middle of hydration.
 */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** "Edit this page" (its source file in the repository) and the date of its last change. */
export function PageFooterMeta({ source, lastUpdated }: { source: string; lastUpdated?: string }) {
  return (
    <div className="no-print mt-12 flex flex-wrap items-center justify-between gap-3 border-t border-[var(--border)] pt-4 text-sm text-[var(--fg-muted)]">
      <ExternalLink href={`${site.editBase}${source}`} className="font-semibold text-[var(--link)] underline underline-offset-2">
        Edit this page on GitHub
      </ExternalLink>
      {lastUpdated && (
        <p>
          Last updated <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
        </p>
      )}
    </div>
  );
}
