import { useToday } from "~/app/hooks/useToday";
import { deadlineStatus, statusSentence } from "~/lib/programme-status";
import { trackStatus, type TrackId } from "./tracks";

const cell = "col-start-1 row-start-1";

/**
 * A track's status sentence for today: open with the days left, or closed. Both sentences are laid out in
 * the same grid cell and only one is visible, so the box is as tall as the longer one either way and the page
 * does not move when the reader's clock disagrees with the build's day after hydration.
 */
export function TrackStatus({ track }: { track: TrackId }) {
  const today = useToday();
  const { deadline, wording } = trackStatus[track];
  const status = deadlineStatus(deadline, today);
  const closed = status.state === "closed";
  const openText = statusSentence(deadline, { state: "open", daysLeft: closed ? 0 : status.daysLeft }, wording);
  const closedText = statusSentence(deadline, { state: "closed" }, wording);
  return (
    <span className="grid" data-search-ignore data-track={track} data-status={status.state}>
      <span className={`${cell} ${closed ? "" : "invisible"}`} aria-hidden={closed ? undefined : true}>
        {closedText}
      </span>
      <span className={`${cell} ${closed ? "invisible" : ""}`} aria-hidden={closed ? true : undefined}>
        {openText}
      </span>
    </span>
  );
}
