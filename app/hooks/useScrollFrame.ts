import { useEffect } from "react";

/**
 * Calls `update` once the browser is idle after the page has started (reading layout right after
 * hydration would lengthen the busiest moment of the page's start for a result that only matters once
 * the reader scrolls), and then at most once per animation frame while the page scrolls or resizes,
 * whichever comes first. Pass a stable function (wrap it in useCallback); it runs again when it changes.
 */
export function useScrollFrame(update: () => void) {
  useEffect(() => {
    let frame = 0;
    const run = () => {
      frame = 0;
      update();
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(run);
    };
    const idle = typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(schedule, { timeout: 1000 }) : window.setTimeout(schedule, 200);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [update]);
}
