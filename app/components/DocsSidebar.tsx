import type { ReactNode, Ref } from "react";
import type { Sidebar } from "~/content/site";
import { SidebarNav } from "./SidebarNav";

export const SIDEBAR_ID = "docs-sidebar";

/**
 * The side navigation. From 768px it sits beside the content; below that it is hidden
 * until the menu button opens it as a drawer over a dimmed backdrop, with the header's `tools` that did not fit
 * above the links.
 */
export function DocsSidebar({
  sidebar,
  open,
  onClose,
  panelRef,
  tools,
}: {
  sidebar: Sidebar;
  open: boolean;
  onClose: () => void;
  panelRef: Ref<HTMLElement>;
  tools?: ReactNode;
}) {
  return (
    <>
      {open && <div className="fixed inset-0 top-16 z-30 bg-black/50 md:hidden" aria-hidden="true" onClick={onClose} data-testid="drawer-backdrop" />}
      <aside
        id={SIDEBAR_ID}
        ref={panelRef}
        aria-label="Site navigation"
        className={[
          "border-r border-[var(--border)] bg-[var(--bg)] px-3 py-6",
          "md:sticky md:top-16 md:block md:h-[calc(100vh-4rem)] md:overflow-y-auto",
          open ? "fixed inset-y-0 left-0 top-16 z-40 block w-72 max-w-[85vw] overflow-y-auto shadow-xl" : "hidden",
        ].join(" ")}
      >
        {tools}
        <SidebarNav sidebar={sidebar} onNavigate={onClose} />
      </aside>
    </>
  );
}
