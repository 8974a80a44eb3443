import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router";
import { ExternalLink } from "~/app/components/ExternalLink";

/** Markdown links: site paths become client-side links with prefetch; other sites open safely in a new tab. */
export function SmartLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} prefetch="intent" {...rest}>
        {children}
      </Link>
    );
  }
  if (/^(https?:|mailto:)/.test(href)) {
    return (
      <ExternalLink href={href} {...rest}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
