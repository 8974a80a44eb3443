import { useCallback, useState } from "react";
import { useScrollFrame } from "./useScrollFrame";

/** The id of the section being read: the last heading that has scrolled past the top quarter of the screen. */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);

  const update = useCallback(() => {
    if (ids.length === 0) return;
    const line = Math.max(window.innerHeight * 0.25, 120);
    let current: string | undefined = ids[0];
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && element.getBoundingClientRect().top <= line) current = id;
    }
    setActive(current);
  }, [ids]);
  useScrollFrame(update);

  return active;
}
