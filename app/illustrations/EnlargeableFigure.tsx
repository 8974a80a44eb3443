import type { ReactNode } from "react";

/** One picture of a figure, drawn inline and again in the enlarged view through `<use>` (no second copy). */
export interface FigureArt {
  /** The id of the `<g>` holding the picture, unique on the page. */
  id: string;
  viewBox: { x: number; y: number; width: number; height: number };
  /** What the picture shows, for screen readers (the SVG's title). */
  description: string;
  /** A visible name under the picture, for figures of several. */
  label?: string;
}

export const viewBoxOf = ({ x, y, width, height }: FigureArt["viewBox"]) => [x, y, width, height].map((v) => Math.round(v * 100) / 100).join(" ");

/**
 * The picture itself: an SVG whose drawing sits in a `<g id>` so the enlarged view can show it again. Text
 * inside it follows `readableFontSize`, so the picture is drawn at the width the figure gives it.
 */
export function ArtSvg({ art, children, className = "block h-auto w-full" }: { art: FigureArt; children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox={viewBoxOf(art.viewBox)}
      role="img"
      aria-labelledby={`${art.id}-title`}
      className={className}
      fontFamily="ui-sans-serif, system-ui, sans-serif"
    >
      <title id={`${art.id}-title`}>{art.description}</title>
      <g id={art.id}>{children}</g>
    </svg>
  );
}

/**
 * A figure that opens large when tapped, without JavaScript: the whole picture is a button that shows a
 * popover (`popovertarget`, built into the browser), and the popover draws the same SVG through `<use>`,
 * at least twice the phone width so a phone can pan across it. Esc, a tap outside or Close shuts it.
 * Colours inside the pictures come from CSS variables (see app.css), which `<use>` copies inherit. The
 * popover repeats the figure's name, so search leaves it out.
 */
export function EnlargeableFigure({
  id,
  name,
  arts,
  children,
  caption,
  legend,
  maxWidth = "max-w-2xl",
  enlargedColumns = 1,
}: {
  /** Unique on the page; the popover's id derives from it. */
  id: string;
  /** Short name of the picture: the enlarge button says "Enlarge: <name>". */
  name: string;
  arts: FigureArt[];
  /** The inline picture(s), drawn with `ArtSvg`. */
  children: ReactNode;
  caption: ReactNode;
  legend?: ReactNode;
  maxWidth?: string;
  /** Pictures side by side in the enlarged view. */
  enlargedColumns?: 1 | 2 | 4;
}) {
  const popover = `${id}-large`;
  const grid = enlargedColumns === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : enlargedColumns === 2 ? "sm:grid-cols-2" : "";
  return (
    <figure className="not-prose my-6">
      <div className={`relative mx-auto w-full ${maxWidth} rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-2 sm:p-4`}>
        {children}
        <p aria-hidden="true" className="mt-1 flex justify-end">
          <span className="inline-flex items-center gap-1 rounded-md border border-[var(--border)] bg-[var(--bg)] px-2 py-0.5 text-sm text-[var(--fg)]">
            <svg viewBox="0 0 16 16" className="size-3.5" focusable="false">
              <path d="M2 6V2h4M14 10v4h-4M2 2l4.5 4.5M14 14l-4.5-4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            Enlarge
          </span>
        </p>
        {/* Over the whole panel, so a tap anywhere on the picture opens it. */}
        <button
          type="button"
          popoverTarget={popover}
          aria-label={`Enlarge: ${name}`}
          className="absolute inset-0 cursor-zoom-in rounded-lg focus-visible:outline-offset-0"
        />
        <div
          id={popover}
          popover="auto"
          role="dialog"
          data-search-ignore
          aria-label={`${name}, enlarged`}
          className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none overflow-auto border-0 bg-[var(--bg)] p-0 text-[var(--fg)] backdrop:bg-black/60"
        >
          <div className="sticky top-0 left-0 z-10 flex items-center justify-between gap-3 border-b border-[var(--border)] bg-[var(--bg)] px-4 py-2">
            <p className="text-base font-semibold">{name}</p>
            <button
              type="button"
              popoverTarget={popover}
              popoverTargetAction="hide"
              className="rounded-md border border-[var(--border)] bg-[var(--bg-soft)] px-3 py-1 text-sm font-semibold"
            >
              Close
            </button>
          </div>
          <div className={`grid gap-4 p-4 ${grid}`}>
            {arts.map((art) => (
              <div key={art.id} className="min-w-[40rem] sm:min-w-0">
                <svg
                  viewBox={viewBoxOf(art.viewBox)}
                  role="img"
                  aria-label={art.description}
                  className="mx-auto block h-auto max-h-[calc(100dvh-5rem)] w-full"
                  fontFamily="ui-sans-serif, system-ui, sans-serif"
                >
                  <use href={`#${art.id}`} />
                </svg>
                {art.label ? <p className="mt-1 text-center text-sm">{art.label}</p> : null}
              </div>
            ))}
          </div>
        </div>
      </div>
      {legend}
      <figcaption className="mx-auto mt-2 max-w-2xl text-center text-sm text-[var(--fg-muted)]">{caption}</figcaption>
    </figure>
  );
}
