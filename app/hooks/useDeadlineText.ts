import { useLayoutEffect, type RefObject } from "react";
import { showDeadlineText } from "~/app/components/status/DeadlineText";
import { useToday } from "./useToday";

/**
 * Keeps the deadline sentences of a docs page's static text in the tense of the reader's day. The text is
 * prerendered as of the build's day and hydration starts from that day (so nothing mismatches); right after,
 * `useToday` gives the reader's own day and each `<DeadlineText>` box shows the variant for it, in the same
 * place, before the browser paints. Runs again when the text changes (a client-side navigation) and at midnight.
 */
export function useDeadlineText(content: RefObject<HTMLElement | null>, html: string): void {
  const today = useToday();
  useLayoutEffect(() => {
    if (content.current) showDeadlineText(content.current, today);
  }, [content, html, today]);
}
