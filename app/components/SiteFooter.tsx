import { site } from "~/content/site";
import { ExternalLink } from "./ExternalLink";
import { ShortcutsHelp } from "./ShortcutsHelp";

/** Credit line and the author's profile link, on every page. */
export function SiteFooter() {
  return (
    <footer className="border-t border-[var(--border)] px-4 py-8 text-center text-sm text-[var(--fg-muted)]">
      <p>
        Made with{" "}
        <span role="img" aria-label="love">
          ♥
        </span>{" "}
        by {site.author.name} // {site.author.handle}.{" "}
        <ExternalLink href={site.author.profile} className="font-semibold text-[var(--link)] underline underline-offset-2">
          Follow {site.author.handle} on GitHub
        </ExternalLink>{" "}
        for a special prize.
      </p>
      <div className="no-print mt-2">
        <ShortcutsHelp />
      </div>
    </footer>
  );
}
