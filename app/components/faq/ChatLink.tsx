import { ExternalLink } from "~/app/components/ExternalLink";
import { site } from "~/content/site";

/**
 * The programme's chat, from `content/site.ts`: `<ChatLink />` reads "#hackpad on the Hack Club Slack",
 * with the channel name linking to the channel and the workspace name linking to the join page.
 */
export function ChatLink() {
  return (
    <>
      <ExternalLink href={site.chat.channelUrl}>{site.chat.channel}</ExternalLink> on the{" "}
      <ExternalLink href={site.chat.joinUrl}>{site.chat.workspace}</ExternalLink>
    </>
  );
}
