import { useEffect } from "react";

/**
 * Calls `update` once now and then at most once per animation frame while the page scrolls or
 * resizes. Pass a stable function (wrap it in useCallback); it runs again when it changes.
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
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [update]);
}
