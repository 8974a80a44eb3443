import { useCallback, useEffect, useState } from "react";
import { checklistKey, parseTicks, setTick } from "~/app/lib/checklist";

function read(key: string, ids: readonly string[]): string[] {
  try {
    return parseTicks(localStorage.getItem(key), ids);
  } catch {
    return [];
  }
}

function write(key: string, ticks: readonly string[]) {
  try {
    if (ticks.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(ticks));
  } catch {
    // Private browsing may refuse storage; the ticks still work for this visit.
  }
}

/**
 * The ticked items of a checklist, remembered on this device. The prerendered page can't know them,
 * so the first render has none (matching the HTML) and the stored ticks arrive right after hydration.
 */
export function useStoredTicks(list: string, ids: readonly string[]) {
  const key = checklistKey(list);
  const [ticks, setTicks] = useState<string[]>([]);

  useEffect(() => {
    setTicks(read(key, ids));
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setTicks(parseTicks(event.newValue, ids));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [key, ids]);

  const tick = useCallback(
    (id: string, on: boolean) => {
      setTicks((current) => {
        const next = setTick(current, id, on, ids);
        write(key, next);
        return next;
      });
    },
    [key, ids],
  );

  const clear = useCallback(() => {
    write(key, []);
    setTicks([]);
  }, [key]);

  return { ticks, tick, clear };
}
