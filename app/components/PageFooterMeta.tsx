import { site } from "~/content/site";
import { ExternalLink } from "./ExternalLink";

function formatDate(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
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
