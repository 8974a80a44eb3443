import { Fragment, type HTMLAttributes } from "react";
import { filePathPieces } from "~/lib/file-path";
import { copyCodeBlock } from "./copy-code";

type PreProps = HTMLAttributes<HTMLPreElement> & { "data-title"?: string; "data-language"?: string };

/** A file path that may wrap after any "/" (a `<wbr>`), so its file name never disappears off the edge. */
function WrappingPath({ path }: { path: string }) {
  const pieces = filePathPieces(path);
  return pieces.map((piece, i) => (
    <Fragment key={i}>
      {piece}
      {i < pieces.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
}

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
      {/* A long path wraps after a "/" (and a single long name anywhere) rather than being cut off. */}
      <figcaption className="wrap-break-word rounded-t-lg border border-b-0 border-[var(--border)] bg-[var(--bg-soft)] py-[0.6875rem] pl-3 pr-24 font-mono text-sm font-semibold text-[var(--fg-muted)]">
        {title ? <WrappingPath path={title} /> : language && language !== "text" ? language : "code"}
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
