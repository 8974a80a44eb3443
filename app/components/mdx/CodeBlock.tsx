import type { HTMLAttributes } from "react";
import { copyCodeBlock } from "./copy-code";

type PreProps = HTMLAttributes<HTMLPreElement> & { "data-title"?: string; "data-language"?: string };

/**
 * A highlighted code block (colours were added at build time by Shiki) with an optional file-name
 * caption and a Copy button that tells screen readers when it worked (copy-code.ts; in static page
 * content the click reaches it through PageContent).
 */
export function CodeBlock({ children, ...props }: PreProps) {
  const title = props["data-title"];
  const language = props["data-language"];

  // The caption must be the figure's first or last child (valid HTML), so the Copy button sits beside it,
  // placed over the caption bar's right end, rather than inside a shared header box.
  return (
    <figure className="code-block not-prose relative my-5">
      <figcaption className="truncate rounded-t-lg border border-b-0 border-[var(--border)] bg-[var(--bg-soft)] py-[0.6875rem] pl-3 pr-24 font-mono text-sm font-semibold text-[var(--fg-muted)]">
        {title ?? (language && language !== "text" ? language : "code")}
      </figcaption>
      <button
        type="button"
        data-copy-code=""
        onClick={(event) => void copyCodeBlock(event.currentTarget)}
        className="no-print absolute right-3 top-1.5 rounded-md border border-[var(--border)] bg-[var(--bg)] px-2.5 py-1 text-sm font-semibold hover:bg-[var(--bg-inset)]"
      >
        <span data-copy-label="">Copy</span>
        <span className="sr-only"> code{title ? ` of ${title}` : ""}</span>
      </button>
      <pre {...props}>{children}</pre>
      <span role="status" aria-live="polite" className="sr-only" />
    </figure>
  );
}
