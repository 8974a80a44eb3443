import { useEffect, useState, type MouseEvent as ReactMouseEvent, type ReactNode, type RefObject } from "react";
import { useLinkClickHandler } from "react-router";
import { ISLAND_ATTRIBUTE } from "~/app/islands/attributes";
import { internalPath } from "~/app/lib/page-content";

interface ContentLinkTarget {
  anchor: HTMLAnchorElement;
  to: string;
}

/**
 * One link of the static page text, given React Router's own click handling (`useLinkClickHandler`, what
 * `<Link>` uses): a plain left click navigates in the app, a click with a modifier key, another button or a
 * `target` is left to the browser. Renders nothing; it listens on the link the HTML already has.
 */
function ContentLink({ anchor, to }: ContentLinkTarget) {
  const handle = useLinkClickHandler<HTMLAnchorElement>(to, { target: anchor.target || undefined });
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!event.defaultPrevented) handle(event as unknown as ReactMouseEvent<HTMLAnchorElement>);
    };
    anchor.addEventListener("click", onClick);
    return () => anchor.removeEventListener("click", onClick);
  }, [anchor, handle]);
  return null;
}

/** The links to this site's pages in a block of static page text, outside its islands (they have their own). */
function contentLinks(root: HTMLElement): ContentLinkTarget[] {
  return [...root.querySelectorAll<HTMLAnchorElement>("a[href]")]
    .filter((anchor) => !anchor.hasAttribute("download") && !anchor.closest(`[${ISLAND_ATTRIBUTE}]`) && internalPath(anchor) !== undefined)
    .map((anchor) => ({ anchor, to: `${anchor.pathname}${anchor.search}${anchor.hash}` }));
}

/** Gives every internal link in the static text React Router's link behaviour, again whenever the text changes. */
export function useContentLinks(content: RefObject<HTMLElement | null>, html: string): ReactNode {
  const [links, setLinks] = useState<ContentLinkTarget[]>([]);
  useEffect(() => {
    const root = content.current;
    if (!root) return;
    setLinks(contentLinks(root));
    return () => setLinks([]);
  }, [content, html]);
  return links.map((link, index) => <ContentLink key={`${index} ${link.to}`} {...link} />);
}
