/**
 * A checklist's ticks as stored on the reader's device: a JSON array of item ids under one key per list.
 * Pure functions, so the component stays small and the parsing is tested.
 */

/** The storage key of one checklist, e.g. `hackpad-checklist-macropad`. */
export function checklistKey(list: string): string {
  return `hackpad-checklist-${list}`;
}

/**
 * The ticked ids in a stored value, in the list's order. Anything unreadable (no value, broken JSON, not
 * an array, ids the list no longer has) is dropped rather than trusted, so a renamed rule never stays ticked.
 */
export function parseTicks(stored: string | null, ids: readonly string[]): string[] {
  if (stored === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ticked = new Set(value.filter((item): item is string => typeof item === "string"));
  return ids.filter((id) => ticked.has(id));
}

/** The ticks after one item is ticked or unticked, in the list's order. */
export function setTick(ticks: readonly string[], id: string, on: boolean, ids: readonly string[]): string[] {
  const next = new Set(ticks);
  if (on) next.add(id);
  else next.delete(id);
  return ids.filter((item) => next.has(item));
}
