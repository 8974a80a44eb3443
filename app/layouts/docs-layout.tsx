import { Outlet } from "react-router";
import { sidebarFor } from "~/content/site";
import { DocPage } from "~/app/components/DocPage";
import { DocsShell } from "~/app/components/DocsShell";
import { StatusBanner } from "~/app/components/status/StatusBanner";
import { usePathname } from "~/app/hooks/usePathname";
import { useCurrentDoc } from "~/app/lib/doc-handle";

/** Layout of every documentation and project page: the docs frame with the programme status strip. */
export default function DocsLayout() {
  const pathname = usePathname();
  const doc = useCurrentDoc();
  return (
    <DocsShell sidebar={sidebarFor(pathname)} strip={<StatusBanner pathname={pathname} />}>
      {doc ? <DocPage doc={doc} pathname={pathname} /> : <Outlet />}
    </DocsShell>
  );
}
