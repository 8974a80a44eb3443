import { use, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent, type ReactNode } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";
import { copyCodeBlock } from "~/app/components/mdx/copy-code";
import { useContentLinks } from "~/app/components/ContentLinks";
import { useDeadlineText } from "~/app/hooks/useDeadlineText";
import { useIslands } from "~/app/islands/useIslands";
import { fetchPageContent, internalPath, prerenderedContent } from "~/app/lib/page-content";

/** Marks the element that holds a docs page's own text (everything the MDX file renders). */
export const PAGE_CONTENT_ATTRIBUTE = "data-page-content";

/** The build renders the MDX page inside this element (see lib/mdx/static-page.ts). */
export function PageContent({ children }: { children: ReactNode }) {
  return (
    <div className="page-content" data-page-content="">
      {children}
    </div>
  );
}

/** The internal page a link inside the content leads to, when a click on it should stay in the app. */
function internalLink(target: EventTarget | null): HTMLAnchorElement | undefined {
  const link = target instanceof Element ? target.closest("a") : null;
  if (!link || link.target || link.hasAttribute("download")) return undefined;
  return internalPath(link) === undefined ? undefined : link;
}

/**
 * A docs page's text in the browser. The text is static: it was rendered once at build time, the HTML
 * already holds it, and React keeps it as HTML instead of rebuilding it from a JavaScript copy. On the
 * first page the HTML is taken from the document; after a client-side navigation it is fetched
 * (app/lib/page-content.ts) and the component suspends until it is there, inside React Router's
 * navigation transition, so the previous page stays on screen meanwhile. The few things the text does are
 * handled here for the whole block: links to other pages navigate in the app with React Router's own link
 * handling (app/components/ContentLinks.tsx) and are prefetched on intent, Copy buttons copy their code
 * block, and deadline sentences take the tense of the reader's day (app/hooks/useDeadlineText.ts).
 * Interactive tools in the text are islands: only they render with React (app/islands/useIslands.tsx).
 */
export function StaticPageContent() {
  const { pathname } = useLocation();
  const html = prerenderedContent(pathname) ?? use(fetchPageContent(pathname));
  const [intent, setIntent] = useState<string>();
  const content = useRef<HTMLDivElement>(null);
  const islands = useIslands(content, html);
  const links = useContentLinks(content, html);
  useDeadlineText(content, html);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[data-copy-code]") : null;
    if (button) void copyCodeBlock(button);
  }

  function onIntent(event: PointerEvent<HTMLDivElement> | FocusEvent<HTMLDivElement>) {
    const link = internalLink(event.target);
    // The text itself is prefetched by usePageContentPrefetch; this adds the route's modules.
    if (link && link.pathname !== window.location.pathname) setIntent(link.pathname);
  }

  return (
    <>
      <div
        ref={content}
        className="page-content"
        data-page-content=""
        onClick={onClick}
        onPointerOver={onIntent}
        onFocus={onIntent}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {islands}
      {links}
      {intent && <PrefetchPageLinks page={intent} />}
    </>
  );
}
