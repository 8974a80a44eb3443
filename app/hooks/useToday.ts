import { useSyncExternalStore } from "react";
import { buildDay } from "~/app/lib/build-day";
import { localDay } from "~/app/lib/programme-status";

/** Calls `onChange` just after the reader's next midnight, and whenever the tab comes back into view. */
function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    timer = setTimeout(
      () => {
        onChange();
        arm();
      },
      midnight.getTime() - now.getTime() + 1000,
    );
  };
  arm();
  document.addEventListener("visibilitychange", onChange);
  return () => {
    clearTimeout(timer);
    document.removeEventListener("visibilitychange", onChange);
  };
}

const readerDay = () => localDay(new Date());

/**
 * Today's date (YYYY-MM-DD). The prerendered page and the first render in the browser use the build's day,
 * so hydration matches; right after, React re-renders with the reader's own day and keeps it current.
 */
export function useToday(): string {
  return useSyncExternalStore(subscribe, readerDay, buildDay);
}
