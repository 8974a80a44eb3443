import { useState, type ReactNode } from "react";

/** The prerendered HTML of a static block, read before React takes the page over. */
function prerendered(id: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector(`[data-static-html="${id}"]`)?.innerHTML;
}

/**
 * Markup that never changes once rendered, such as a picture drawn from data. While React hydrates the
 * prerendered page it keeps this block's HTML as it is instead of walking every element of it; when
 * React renders the page fresh (after a client-side navigation) it renders the children. The wrapper
 * adds no box of its own. `id` names the block, once per page.
 */
export function StaticHtml({ id, children }: { id: string; children: ReactNode }) {
  const [html] = useState(() => prerendered(id));
  if (html === undefined) {
    return (
      <div className="contents" data-static-html={id}>
        {children}
      </div>
    );
  }
  return <div className="contents" data-static-html={id} dangerouslySetInnerHTML={{ __html: html }} />;
}
