import { useEffect, useMemo, useRef } from "react";
import { useActiveHeading } from "~/app/hooks/useActiveHeading";
import type { TocEntry } from "~/lib/page-info";
import { scrollTopToShow } from "~/app/lib/scroll-into-box";

function TocList({ entries, active }: { entries: readonly TocEntry[]; active?: string }) {
  return (
    // not-prose: no bullets (inside the article, list bullets would sit apart from the indented sub-entries).
    <ul className="not-prose space-y-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className={entry.depth === 3 ? "pl-3" : undefined}>
          <a
            href={`#${entry.id}`}
            aria-current={entry.id === active ? "location" : undefined}
            className={[
              "block border-l-2 py-1 pl-3 no-underline",
              entry.id === active
                ? "border-brand-600 font-semibold text-brand-800 dark:border-brand-300 dark:text-brand-100"
                : "border-transparent text-[var(--fg-muted)] hover:text-[var(--fg)]",
            ].join(" ")}
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "On this page": a collapsible list at the top on phones and narrow screens. */
export function TocCollapsible({ entries }: { entries: readonly TocEntry[] }) {
  if (entries.length < 2) return null;
  return (
    <details className="toc-mobile my-6 rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] px-4 py-2 xl:hidden">
      <summary className="cursor-pointer py-1 font-semibold">On this page</summary>
      <nav aria-label="On this page" className="mt-2 pb-2">
        <TocList entries={entries} />
      </nav>
    </details>
  );
}

/** "On this page": sticky beside the content on wide screens, highlighting the section in view. */
export function TocSidebar({ entries }: { entries: readonly TocEntry[] }) {
  const ids = useMemo(() => entries.map((entry) => entry.id), [entries]);
  const active = useActiveHeading(ids);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    // A long contents list scrolls on its own: keep the highlighted entry in its window as the reader moves on.
    const box = nav.current;
    const link = box?.querySelector<HTMLElement>('[aria-current="location"]');
    if (!box || !link) return;
    const top = link.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    const target = scrollTopToShow({ scrollTop: box.scrollTop, height: box.clientHeight }, { top, height: link.offsetHeight }, 48);
    if (target !== box.scrollTop) box.scrollTop = target;
  }, [active]);

  if (entries.length < 2) return null;
  return (
    <aside className="hidden xl:block" aria-label="On this page">
      <nav ref={nav} aria-labelledby="toc-title" data-testid="toc-sidebar" className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto pb-8">
        <p id="toc-title" className="mb-2 text-xs font-bold uppercase tracking-wider text-[var(--fg-muted)]">
          On this page
        </p>
        <TocList entries={entries} active={active} />
      </nav>
    </aside>
  );
}
