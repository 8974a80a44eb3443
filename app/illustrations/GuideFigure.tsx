import type { ReactNode } from "react";

/**
 * A picture with a visible caption, as the guide shows them: a soft panel that scales to the
 * column on phones (the SVG inside uses its viewBox and `w-full`), and a caption underneath.
 */
export function GuideFigure({
  caption,
  children,
  maxWidth = "max-w-2xl",
  scrollLabel,
}: {
  caption: ReactNode;
  children: ReactNode;
  maxWidth?: string;
  /** For wide pictures: on phones the panel scrolls sideways (keep the SVG at a minimum width) and is named by this label. */
  scrollLabel?: string;
}) {
  const panel = `mx-auto w-full ${maxWidth} rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-2 sm:p-4`;
  return (
    <figure className="not-prose my-6">
      {scrollLabel ? (
        // A scrollable region must be reachable by keyboard, so it takes focus and has a name.
        <div className={`${panel} overflow-x-auto`} tabIndex={0} role="group" aria-label={scrollLabel}>
          {children}
        </div>
      ) : (
        <div className={panel}>{children}</div>
      )}
      <figcaption className="mx-auto mt-2 max-w-2xl text-center text-sm text-[var(--fg-muted)]">{caption}</figcaption>
    </figure>
  );
}

/** Class names shared by the guide's pictures, so every one follows the theme the same way. */
export const ink = {
  text: "fill-[var(--fg)]",
  muted: "fill-[var(--fg-muted)]",
  line: "stroke-[var(--fg)]",
  mutedLine: "stroke-[var(--fg-muted)]",
  panel: "fill-[var(--bg)]",
  wire: "stroke-emerald-700 dark:stroke-emerald-300",
  wireFill: "fill-emerald-700 dark:fill-emerald-300",
} as const;
