import { site } from "~/content/site";
import { ExternalLink } from "./ExternalLink";
import { GitHubIcon } from "./icons";

const NAME = "Source on GitHub";

/**
 * The source-repository link: an icon in the header, or a labelled row in the menu drawer (`inDrawer`), where it
 * goes when the header has no room.
 */
export function RepoLink({ inDrawer = false }: { inDrawer?: boolean }) {
  return (
    <ExternalLink
      href={site.repository}
      data-header-tool={inDrawer ? undefined : "repo"}
      data-drawer-tool={inDrawer ? "repo" : undefined}
      className={inDrawer ? "drawer-tool" : "inline-flex size-11 shrink-0 items-center justify-center rounded-md text-[var(--fg)] hover:bg-[var(--bg-inset)]"}
      aria-label={inDrawer ? undefined : "Hackpad source repository on GitHub"}
      title={inDrawer ? undefined : NAME}
    >
      <GitHubIcon className={inDrawer ? undefined : "size-6"} />
      {inDrawer && NAME}
    </ExternalLink>
  );
}
