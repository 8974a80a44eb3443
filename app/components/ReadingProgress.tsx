import { useCallback, useRef } from "react";
import { useScrollFrame } from "~/app/hooks/useScrollFrame";

/**
 * A thin bar under the header that fills as you scroll through a long page.
 * It is drawn with a CSS transform set from script, so no inline style is in the HTML (strict CSP).
 */
export function ReadingProgress() {
  const bar = useRef<HTMLDivElement>(null);

  const update = useCallback(() => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    const progress = scrollable > 0 ? Math.min(1, Math.max(0, window.scrollY / scrollable)) : 0;
    bar.current?.style.setProperty("transform", `scaleX(${progress})`);
  }, []);
  useScrollFrame(update);

  return (
    <div className="no-print pointer-events-none fixed inset-x-0 top-16 z-40 h-0.5" aria-hidden="true">
      <div ref={bar} className="reading-progress h-full origin-left bg-brand-600 dark:bg-brand-300" />
    </div>
  );
}
