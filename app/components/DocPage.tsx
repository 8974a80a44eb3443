import { Outlet } from "react-router";
import type { DocHandle } from "~/app/lib/doc-handle";
import { PageFooterMeta } from "./PageFooterMeta";
import { PrevNextLinks } from "./PrevNextLinks";
import { ReadingProgress } from "./ReadingProgress";
import { TocCollapsible, TocSidebar } from "./TableOfContents";

/** Pages longer than this get the reading-progress bar. */
const LONG_PAGE_WORDS = 800;

/** A documentation page: title, reading time, contents, the MDX body, edit link, previous/next. */
export function DocPage({ doc, pathname }: { doc: DocHandle["doc"]; pathname: string }) {
  return (
    <div className="xl:grid xl:grid-cols-[minmax(0,1fr)_15rem] xl:gap-10">
      {doc.words > LONG_PAGE_WORDS && <ReadingProgress />}
      <article className="prose-doc min-w-0">
        <header>
          <h1 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl">{doc.title}</h1>
          <p className="mt-3 text-lg text-[var(--fg-muted)]">{doc.description}</p>
          <p className="mt-2 text-sm text-[var(--fg-muted)]">{doc.readingMinutes} min read</p>
        </header>
        <TocCollapsible entries={doc.toc} />
        <Outlet />
        <PageFooterMeta source={doc.source} lastUpdated={doc.lastUpdated} />
        <PrevNextLinks pathname={pathname} />
      </article>
      <TocSidebar entries={doc.toc} />
    </div>
  );
}
