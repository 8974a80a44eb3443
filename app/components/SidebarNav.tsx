import { Link } from "react-router";
import type { Sidebar } from "~/content/site";
import { usePathname } from "~/app/hooks/usePathname";
import { samePage } from "~/lib/paths";

/** One sidebar from the nav config, with the current page marked aria-current="page". */
export function SidebarNav({ sidebar, onNavigate }: { sidebar: Sidebar; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <nav aria-label={`${sidebar.label} pages`}>
      <p className="mb-2 px-3 text-xs font-bold uppercase tracking-wider text-[var(--fg-muted)]">{sidebar.label}</p>
      <ul className="space-y-0.5">
        {sidebar.links.map((link) => {
          const current = samePage(pathname, link.href);
          return (
            <li key={link.href}>
              <Link
                to={link.href}
                prefetch="intent"
                onClick={onNavigate}
                aria-current={current ? "page" : undefined}
                className={[
                  "block rounded-md px-3 py-2 text-[0.95rem] no-underline",
                  current
                    ? "bg-brand-50 font-semibold text-brand-800 dark:bg-brand-800/40 dark:text-brand-100"
                    : link.accent
                      ? "font-semibold text-accent-600 hover:bg-[var(--bg-inset)] dark:text-accent-300"
                      : "text-[var(--fg)] hover:bg-[var(--bg-inset)]",
                ].join(" ")}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
