import type { ReactNode } from "react";

/**
 * A picture with a visible caption, as the guide shows them: a soft panel that scales to the
 * column (the SVG inside uses its viewBox and `w-full`), and a caption underneath. Pictures size their
 * text with `readableFontSize` so it stays readable on a phone; the panel's padding and border are the
 * ones `PHONE_PICTURE_PX` allows for. Capped at `maxWidth` so text does not grow large on a desktop.
 */
export function GuideFigure({ caption, children, maxWidth = "max-w-lg" }: { caption: ReactNode; children: ReactNode; maxWidth?: string }) {
  return (
    <figure className="not-prose my-6">
      <div className={`mx-auto w-full ${maxWidth} rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-2 sm:p-4`}>{children}</div>
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
