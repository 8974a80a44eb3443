/**
 * Where a programme deadline stands on a given day, and how the site says so. Pure: the day comes in as an
 * ISO date, so the build (its own day) and the browser (the reader's day) ask the same question.
 */

/** Enough of a deadline from content/programme/deadlines.ts to judge and state it. */
export interface DeadlineInput {
  /** ISO date, YYYY-MM-DD: submissions are open through the whole of this day. */
  date: string;
  /** How the date is written on the site, with its year. */
  label: string;
  /** A date the organisers may still move; said next to it while submissions are open. */
  tentative?: boolean;
}

export type DeadlineStatus = { state: "open"; daysLeft: number } | { state: "closed" };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of an ISO date; throws a message naming the bad value. */
function dayNumber(day: string, what: string): number {
  const parts = ISO_DAY.exec(day);
  const [year, month, date] = parts ? parts.slice(1).map(Number) : [];
  const time = Date.UTC(year ?? NaN, (month ?? NaN) - 1, date ?? NaN);
  const roundTrip = Number.isNaN(time) ? "" : new Date(time).toISOString().slice(0, 10);
  if (roundTrip !== day) throw new Error(`${what} "${day}" is not a real date written YYYY-MM-DD`);
  return time / 86_400_000;
}

/** The calendar day of a moment in the time zone of the machine running this (the reader's, in a browser). */
export function localDay(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/**
 * Open through the deadline's whole day (so a reader anywhere gets the full last day), closed from the next.
 * `daysLeft` counts calendar days after today: 0 means today is the last day.
 */
export function deadlineStatus(deadline: DeadlineInput, today: string): DeadlineStatus {
  const left = dayNumber(deadline.date, "content/programme/deadlines.ts: date") - dayNumber(today, "today");
  return left >= 0 ? { state: "open", daysLeft: left } : { state: "closed" };
}

/** How a track is named in its status sentences. */
export interface TrackWording {
  /** What gets submitted, e.g. "Submissions" or "Keyboard submissions". */
  submissions: string;
}

/** "12 days left", "1 day left", "today is the last day". */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft === 0) return "today is the last day";
  return `${daysLeft} ${daysLeft === 1 ? "day" : "days"} left`;
}

/**
 * The one sentence the banner and the landing page start a track's status with on a day. What a reader can
 * still do once it has closed follows it (app/components/status/AfterDeadline.tsx).
 */
export function statusSentence(deadline: DeadlineInput, status: DeadlineStatus, wording: TrackWording): string {
  if (status.state === "closed") {
    return `${wording.submissions} for this round closed on ${deadline.label}.`;
  }
  const date = deadline.tentative ? `${deadline.label} (tentative)` : deadline.label;
  return `${wording.submissions} are open until ${date}: ${daysLeftText(status.daysLeft)}.`;
}
