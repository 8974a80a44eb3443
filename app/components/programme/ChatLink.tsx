import type { ReactNode } from "react";
import { ExternalLink } from "~/app/components/ExternalLink";
import { site } from "~/content/site";

/** A link to the programme's chat channel, from the one site config: `<ChatLink />` → "#hackpad on the Hack Club Slack". */
export function ChatLink({ children }: { children?: ReactNode }) {
  return <ExternalLink href={site.chat.channelUrl}>{children ?? `${site.chat.channel} on the ${site.chat.workspace}`}</ExternalLink>;
}

/** A link to the page where you join the chat workspace. */
export function ChatJoinLink({ children }: { children?: ReactNode }) {
  return <ExternalLink href={site.chat.joinUrl}>{children ?? `join the ${site.chat.workspace}`}</ExternalLink>;
}
