import { useEffect } from "react";
import { internalPath, prefetchPageContent } from "~/app/lib/page-content";

/**
 * Starts loading a docs page's text as soon as a visitor shows intent to open it (pointer over a link,
 * or keyboard focus on it), wherever the link is: sidebar, header, landing page or page text.
 */
export function usePageContentPrefetch(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      const path = link ? internalPath(link) : undefined;
      if (path !== undefined && path !== window.location.pathname) prefetchPageContent(path);
    };
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, []);
}
