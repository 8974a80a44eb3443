import { Outlet } from "react-router";
import { sidebarFor } from "~/content/site";
import { DocPage } from "~/app/components/DocPage";
import { DocsHeader } from "~/app/components/DocsHeader";
import { SearchButton } from "~/app/components/search/SearchButton";
import { DocsSidebar, SIDEBAR_ID } from "~/app/components/DocsSidebar";
import { MenuButton } from "~/app/components/MenuButton";
import { SiteFooter } from "~/app/components/SiteFooter";
import { SkipLink } from "~/app/components/SkipLink";
import { StatusBanner } from "~/app/components/status/StatusBanner";
import { useDrawer } from "~/app/hooks/useDrawer";
import { usePathname } from "~/app/hooks/usePathname";
import { useCurrentDoc } from "~/app/lib/doc-handle";

/** Layout of every documentation and project page: fixed header, sidebar (a drawer on phones), content. */
export default function DocsLayout() {
  const pathname = usePathname();
  const drawer = useDrawer();
  const doc = useCurrentDoc();
  const sidebar = sidebarFor(pathname);

  return (
    <>
      <SkipLink />
      <DocsHeader
        tools={<SearchButton />}
        menuButton={<MenuButton open={drawer.open} onToggle={drawer.toggle} controls={SIDEBAR_ID} buttonRef={drawer.buttonRef} />}
      />
      <div className="pt-16">
        <StatusBanner pathname={pathname} />
      </div>
      <div className="mx-auto max-w-[90rem] md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
        <DocsSidebar sidebar={sidebar} open={drawer.open} onClose={drawer.close} panelRef={drawer.panelRef} />
        <main id="main" tabIndex={-1} className="min-w-0 px-4 py-8 outline-none sm:px-8 lg:px-12">
          {doc ? <DocPage doc={doc} pathname={pathname} /> : <Outlet />}
        </main>
      </div>
      <SiteFooter />
    </>
  );
}
