import type { AnchorHTMLAttributes } from "react";

/** A link that leaves the site: opens in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ children, className, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...rest} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
