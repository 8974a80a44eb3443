import { site } from "~/content/site";
import { ExternalLink } from "./ExternalLink";
import { GitHubIcon } from "./icons";

/** The source-repository link shown in every header. */
export function RepoLink() {
  return (
    <ExternalLink
      href={site.repository}
      className="inline-flex size-11 items-center justify-center rounded-md text-[var(--fg)] hover:bg-[var(--bg-inset)]"
      aria-label="Hackpad source repository on GitHub"
      title="Source on GitHub"
    >
      <GitHubIcon className="size-6" />
    </ExternalLink>
  );
}
