import { useToday } from "~/app/hooks/useToday";
import { deadlineStatus, statusSentence } from "~/app/lib/programme-status";
import { AfterDeadlineLine } from "./AfterDeadline";
import { DeadlineText, OnceClosed, WhileOpen } from "./DeadlineText";
import { trackStatus, type TrackId } from "./tracks";

/**
 * A track's status for today: open with the days left, or closed with what a reader can still do. Every
 * variant is in the page, stacked in one place (`DeadlineText`), so the box keeps its size when the
 * reader's clock disagrees with the build's day after hydration. `afterwards={false}` leaves out what to do
 * once closed, and `keyboardOption={false}` the keyboard track (the landing page shows its status beside).
 */
export function TrackStatus({
  track,
  afterwards = true,
  keyboardOption = true,
  className,
}: {
  track: TrackId;
  afterwards?: boolean;
  keyboardOption?: boolean;
  className?: string;
}) {
  const today = useToday();
  const { deadline, wording } = trackStatus[track];
  const status = deadlineStatus(deadline, today);
  const openText = statusSentence(deadline, { state: "open", daysLeft: status.state === "closed" ? 0 : status.daysLeft }, wording);
  const closedText = statusSentence(deadline, { state: "closed" }, wording);
  return (
    <DeadlineText track={track} today={today} as="span" className={className} data-track={track} data-search-ignore>
      <WhileOpen>{openText}</WhileOpen>
      <OnceClosed>{afterwards ? <AfterDeadlineLine track={track} today={today} closed={closedText} keyboard={keyboardOption} /> : closedText}</OnceClosed>
    </DeadlineText>
  );
}
