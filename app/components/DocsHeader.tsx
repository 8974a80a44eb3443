import type { ReactNode } from "react";
import { RepoLink } from "./RepoLink";
import { ThemeMenu } from "./ThemeMenu";
import { Wordmark } from "./Wordmark";

/**
 * The fixed header on documentation pages: menu button (phones), HACKPAD home link, tools, theme, repository link.
 * With a menu button, the controls that do not fit the page's width move into the menu drawer, which holds a
 * labelled copy of each (`DrawerTools`); the widths, in rem so that large text counts, are in app.css.
 */
export function DocsHeader({ menuButton, tools }: { menuButton?: ReactNode; tools?: ReactNode }) {
  return (
    <header
      className="fixed inset-x-0 top-0 z-50 h-16 border-b border-[var(--border)] bg-[var(--bg)]/95 backdrop-blur"
      data-collapsing={menuButton ? "" : undefined}
    >
      <div className="docs-header-row mx-auto flex h-full max-w-[90rem] items-center gap-2">
        {menuButton}
        <Wordmark />
        <div className="ml-auto flex items-center gap-1">
          {tools}
          <ThemeMenu />
          <RepoLink />
        </div>
      </div>
    </header>
  );
}
