import type { ReactNode } from "react";
import type { Sidebar } from "~/content/site";
import { DocsHeader } from "./DocsHeader";
import { DocsSidebar, SIDEBAR_ID } from "./DocsSidebar";
import { DrawerTools } from "./DrawerTools";
import { MenuButton } from "./MenuButton";
import { SiteFooter } from "./SiteFooter";
import { SkipLink } from "./SkipLink";
import { SearchButton } from "./search/SearchButton";
import { useDrawer } from "~/app/hooks/useDrawer";

/**
 * The frame of every docs page and of the not-found page: fixed header with search, theme and the menu button
 * (phones), an optional strip under it, the sidebar (a drawer on phones, which also holds the header's controls
 * when the header has no room for them), the main content and the footer.
 */
export function DocsShell({ sidebar, strip, children }: { sidebar: Sidebar; strip?: ReactNode; children: ReactNode }) {
  const drawer = useDrawer();
  return (
    <>
      <SkipLink />
      <DocsHeader
        tools={<SearchButton />}
        menuButton={<MenuButton open={drawer.open} onToggle={drawer.toggle} controls={SIDEBAR_ID} buttonRef={drawer.buttonRef} />}
      />
      <div className="pt-16">{strip}</div>
      <div className="mx-auto max-w-[90rem] md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
        <DocsSidebar sidebar={sidebar} open={drawer.open} onClose={drawer.close} panelRef={drawer.panelRef} tools={<DrawerTools onChoose={drawer.close} />} />
        <main id="main" tabIndex={-1} className="min-w-0 px-4 py-8 outline-none sm:px-8 lg:px-12">
          {children}
        </main>
      </div>
      <SiteFooter />
    </>
  );
}
