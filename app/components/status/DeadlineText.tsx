import { createContext, useContext, type ReactNode } from "react";
import { buildDay } from "~/app/lib/build-day";
import { deadlineStatus, type DeadlineStatus } from "~/app/lib/programme-status";
import { trackStatus, type TrackId } from "./tracks";

type State = DeadlineStatus["state"];
type Tag = "div" | "span";

/** On the box: the deadline (YYYY-MM-DD) its text follows. */
export const DEADLINE_ATTRIBUTE = "data-deadline";
/** On each variant inside the box: the state it is written for ("open" or "closed"). */
export const WHEN_ATTRIBUTE = "data-when";
/** The class that hides a variant while keeping its room (visibility: hidden). */
const HIDDEN_CLASS = "invisible";

const Box = createContext<{ state: State; tag: Tag } | null>(null);

/**
 * Text that states a deadline, in the right tense for the day: what `<WhileOpen>` says while the track is
 * open (through the deadline's whole day), what `<OnceClosed>` says from the next day. Both are laid out in
 * the same grid cell and only one is visible (the other is `invisible` and `aria-hidden`), so the box is as
 * tall as the longer one either way and nothing moves when the reader's day differs from the build's.
 *
 * The build renders it for its own day (`today` defaults to it). In the browser, the banner and the landing
 * page pass the reader's day from `useToday`; a docs page's static text is switched in place by
 * `showDeadlineText`, called with the reader's day once the page is up.
 *
 * ```mdx
 * <DeadlineText track="macropad">
 *   <WhileOpen>Submissions close on <Deadline />.</WhileOpen>
 *   <OnceClosed>Submissions for this round closed on <Deadline />.</OnceClosed>
 * </DeadlineText>
 * ```
 */
export function DeadlineText({
  track = "macropad",
  today = buildDay(),
  as: Tag = "div",
  className = "",
  children,
  ...data
}: {
  track?: TrackId;
  today?: string;
  /** `span` inside a line of text (the banner); `div` for paragraphs and lists. */
  as?: Tag;
  className?: string;
  children: ReactNode;
  "data-track"?: string;
  "data-search-ignore"?: boolean;
}) {
  const { date } = trackStatus[track].deadline;
  const state = deadlineStatus(trackStatus[track].deadline, today).state;
  return (
    <Tag {...data} className={`grid [&>*>*+*]:mt-4 ${className}`} data-deadline={date} data-status={state}>
      <Box value={{ state, tag: Tag }}>{children}</Box>
    </Tag>
  );
}

function Variant({ when, children }: { when: State; children: ReactNode }) {
  const box = useContext(Box);
  if (!box) throw new Error(`<${when === "open" ? "WhileOpen" : "OnceClosed"}> must sit inside <DeadlineText track="…">`);
  const shown = box.state === when;
  const Tag = box.tag;
  return (
    <Tag data-when={when} className={`col-start-1 row-start-1 ${shown ? "" : HIDDEN_CLASS}`} aria-hidden={shown ? undefined : true}>
      {children}
    </Tag>
  );
}

/** What `<DeadlineText>` says while its track is open. */
export function WhileOpen({ children }: { children: ReactNode }) {
  return <Variant when="open">{children}</Variant>;
}

/** What `<DeadlineText>` says once its deadline has passed. */
export function OnceClosed({ children }: { children: ReactNode }) {
  return <Variant when="closed">{children}</Variant>;
}

/**
 * Puts every `<DeadlineText>` box under `root` in the state it has on `today`: for a docs page's static
 * text, which the browser keeps as HTML instead of rendering it with React. Boxes inside boxes are set too.
 */
export function showDeadlineText(root: ParentNode, today: string): void {
  for (const box of root.querySelectorAll<HTMLElement>(`[${DEADLINE_ATTRIBUTE}]`)) {
    const state = deadlineStatus({ date: box.getAttribute(DEADLINE_ATTRIBUTE) ?? "", label: "" }, today).state;
    box.setAttribute("data-status", state);
    for (const variant of box.children) {
      const when = variant.getAttribute(WHEN_ATTRIBUTE);
      if (!when) continue;
      const shown = when === state;
      variant.classList.toggle(HIDDEN_CLASS, !shown);
      if (shown) variant.removeAttribute("aria-hidden");
      else variant.setAttribute("aria-hidden", "true");
    }
  }
}
