import { Link } from "react-router";
import { RepoLink } from "../RepoLink";
import { SearchButton } from "../search/SearchButton";
import { ThemeMenu } from "../ThemeMenu";
import { BookIcon } from "../icons";

/**
 * The landing page's top bar: search, theme, the source repository and the guide. It has no menu to fold into,
 * so with large text on a narrow screen its controls wrap onto a second line and push the page down.
 */
export function LandingHeader() {
  return (
    <header className="relative z-10">
      <nav aria-label="Top" className="mx-auto flex max-w-6xl flex-wrap items-center justify-end gap-1 px-4 py-3">
        <SearchButton />
        <ThemeMenu />
        <RepoLink />
        <Link
          to="/guide"
          prefetch="intent"
          className="inline-flex h-11 items-center gap-2 rounded-md px-3 font-semibold text-[var(--fg)] hover:bg-[var(--bg-inset)]"
        >
          <BookIcon className="size-6" />
          Guide
        </Link>
      </nav>
    </header>
  );
}
