import { Link } from "react-router";
import { sidebarLinks, type NavGroup, type NavLink, type Sidebar } from "~/content/site";
import { usePathname } from "~/app/hooks/usePathname";
import { currentLink, type CurrentLink } from "~/app/lib/nav-current";

function SidebarLink({ link, current, onNavigate }: { link: NavLink; current: "page" | "true" | undefined; onNavigate?: () => void }) {
  return (
    <Link
      to={link.href}
      prefetch="intent"
      onClick={onNavigate}
      aria-current={current}
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
      {link.hint && <span className="block text-xs font-normal text-[var(--fg-muted)]">{link.hint}</span>}
    </Link>
  );
}

function SidebarGroup({ group, id, marked, onNavigate }: { group: NavGroup; id: string; marked?: CurrentLink; onNavigate?: () => void }) {
  return (
    <div className="mb-5 last:mb-0">
      <p id={id} className="mb-2 px-3 text-xs font-bold uppercase tracking-wider text-[var(--fg-muted)]">
        {group.label}
      </p>
      <ul aria-labelledby={id} className="space-y-0.5">
        {group.links.map((link) => (
          <li key={link.href}>
            <SidebarLink link={link} current={marked?.href === link.href ? marked.current : undefined} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One sidebar from the nav config, group by group. The current page is marked aria-current="page"; on a page
 * inside a section (a project page under Projects) the section's link is marked aria-current="true".
 */
export function SidebarNav({ sidebar, onNavigate }: { sidebar: Sidebar; onNavigate?: () => void }) {
  const pathname = usePathname();
  const marked = currentLink(
    sidebarLinks(sidebar).map((link) => link.href),
    pathname,
  );
  return (
    <nav aria-label={`${sidebar.label} pages`}>
      {sidebar.groups.map((group, index) => (
        <SidebarGroup key={group.label} group={group} id={`nav-${sidebar.id}-${index}`} marked={marked} onNavigate={onNavigate} />
      ))}
    </nav>
  );
}
