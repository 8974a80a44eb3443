import { Link } from "react-router";
import { ExternalLink } from "~/app/components/ExternalLink";
import { Deadline } from "~/app/components/programme/Deadline";
import { keyboardDeadline } from "@hackpad/programme/deadlines";
import { site } from "~/content/site";
import { DeadlineText, OnceClosed, WhileOpen } from "./DeadlineText";
import type { TrackId } from "./tracks";

const link = "font-semibold text-[var(--link)] underline underline-offset-2";

/** The programme's chat channel, where a new round would be announced. */
function Channel() {
  return (
    <ExternalLink href={site.chat.channelUrl} className={link}>
      {site.chat.channel}
    </ExternalLink>
  );
}

/** The next round and building anyway: what anyone can do once a track has closed. */
function NextRound({ what }: { what: string }) {
  return (
    <>
      Next round: watch <Channel />. Or build {what} anyway, with your own parts.
    </>
  );
}

/**
 * The status sentence of a closed track and what a reader can still do, in one run of text (the banner, the
 * landing page). After the macropad deadline the keyboard track may still be open for pads already approved;
 * with `keyboard`, that is said too, following the keyboard's own deadline.
 */
export function AfterDeadlineLine({ track, today, closed, keyboard }: { track: TrackId; today: string; closed: string; keyboard: boolean }) {
  if (track === "keyboard") {
    return (
      <>
        {closed} <NextRound what="your keyboard" />
      </>
    );
  }
  const anyone = (
    <>
      {closed} <NextRound what="a pad" />
    </>
  );
  if (!keyboard) return anyone;
  return (
    <DeadlineText track="keyboard" today={today} as="span">
      <WhileOpen>
        {closed} Approved pads can go on to a{" "}
        <Link to="/keyboard" prefetch="intent" className={link}>
          keyboard
        </Link>{" "}
        until {keyboardDeadline.short}. <NextRound what="a pad" />
      </WhileOpen>
      <OnceClosed>{anyone}</OnceClosed>
    </DeadlineText>
  );
}

/**
 * The full answer to "I missed the deadline: what can I do?", for the FAQ: the keyboard track while it is
 * open (its own tense), the next round (where it would be announced), and building anyway.
 */
export function AfterDeadlineOptions({ today }: { today?: string }) {
  return (
    <ul data-after-deadline="">
      <li>
        <DeadlineText track="keyboard" today={today}>
          <WhileOpen>
            <strong>Macropad approved?</strong> The{" "}
            <Link to="/keyboard" prefetch="intent">
              keyboard track
            </Link>{" "}
            is open until <Deadline track="keyboard" />.
          </WhileOpen>
          <OnceClosed>
            <strong>The keyboard track</strong> closed on <Deadline track="keyboard" /> as well.
          </OnceClosed>
        </DeadlineText>
      </li>
      <li>
        <strong>Wait for the next round.</strong> If Hack Club runs Hackpad again, the news comes in{" "}
        <ExternalLink href={site.chat.channelUrl}>
          {site.chat.channel} on the {site.chat.workspace}
        </ExternalLink>{" "}
        and in the <ExternalLink href={site.repository}>hackpad repository on GitHub</ExternalLink>: join the Slack and watch both.
      </li>
      <li>
        <strong>Build one anyway.</strong> The guide, the parts list and the project check stay here: design your pad, then order the PCB and the parts yourself
        and build it.
      </li>
    </ul>
  );
}
