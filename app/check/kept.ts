/**
 * What /check made, kept for the session so a link or Back loses nothing: the page's tool unmounts when the reader
 * follows "Read about this rule" (an in-site navigation) and mounts again on Back, with the state it had.
 *
 * - In memory, for the life of the page's JavaScript (every in-site navigation): the report with the files it was
 *   made from, and what the case panels made (STL, 3MF, their re-checks), which can be megabytes.
 * - In sessionStorage, for a reload or a return from another site in the same tab: the report alone (its words,
 *   counts, wiring and board drawing). The files themselves are not kept there, so the case panels need the project
 *   dropped again.
 * A new check forgets both.
 */
import { useEffect, useLayoutEffect, useState, type Dispatch, type SetStateAction } from "react";

const memory = new Map<string, unknown>();
const always = () => true;
const SESSION_KEY = "hackpad:check-report";

/** Forgets everything kept: a new check starts. */
export function forgetKept(): void {
  memory.clear();
  scrollY = null;
  try {
    sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage switched off: nothing was kept there.
  }
}

/**
 * useState whose value outlives the component for the session, under `key` (no key: plain useState). `settled`
 * says which values are worth keeping: a run in progress is not, since its worker stops with the component.
 */
export function useKept<T>(key: string | undefined, initial: T, settled: (value: T) => boolean = always): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => (key !== undefined && memory.has(key) ? (memory.get(key) as T) : initial));
  useEffect(() => {
    if (key === undefined) return;
    if (settled(value)) memory.set(key, value);
    else memory.delete(key);
  }, [key, value, settled]);
  return [value, setValue];
}

/** Keeps `value` in memory and, made serialisable by `stored`, in sessionStorage (skipped when it does not fit). */
export function keepReport<T>(value: T, stored: unknown): void {
  memory.set(SESSION_KEY, value);
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(stored));
  } catch {
    // Over the storage quota or storage switched off: the report is still kept in memory.
  }
}

/** The report kept in memory, else the one kept in sessionStorage (parsed by the caller), else null. */
export function keptReport<T>(fromStorage: (stored: unknown) => T | null): T | null {
  if (memory.has(SESSION_KEY)) return memory.get(SESSION_KEY) as T;
  try {
    const text = sessionStorage.getItem(SESSION_KEY);
    return text ? fromStorage(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

let scrollY: number | null = null;

/**
 * Keeps where the reader had scrolled to while a report is shown, and goes back there when the report is brought
 * back after a navigation (the page is short until the report is in it, so the browser's own restoring falls short).
 * The listener goes in the same commit as the report, before the next page scrolls to its top.
 */
export function useKeptScroll(restored: boolean): void {
  useLayoutEffect(() => {
    if (restored && scrollY !== null) window.scrollTo(0, scrollY);
    const onScroll = () => {
      scrollY = window.scrollY;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [restored]);
}
