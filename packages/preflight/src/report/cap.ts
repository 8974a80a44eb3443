/**
 * Long lists in a report (hundreds of findings from a vendored library, say) show their first few and a count of
 * the rest, so one rule never buries the others: the CLI's text and Markdown print "… and N more", the /check
 * page folds the rest behind "Show all N".
 */

/** How many findings of one rule a report lists before folding the rest. */
export const LISTED = 8;

/** The first LISTED items and how many were left out. */
export function capList<T>(items: readonly T[]): { shown: T[]; hidden: number } {
  return { shown: items.slice(0, LISTED), hidden: Math.max(0, items.length - LISTED) };
}
