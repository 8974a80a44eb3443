/**
 * A case part's size against the case limit, for drawing: the three sizes sorted, so the part is shown lying
 * the way it fits best (the same way the case rule measures it), with a top view and a side view.
 */
import { limits } from "@hackpad/programme/limits";

export interface CaseLimit {
  maxLengthMm: number;
  maxWidthMm: number;
  maxHeightMm: number;
}

export interface CaseFit {
  /** Largest to smallest. */
  sorted: [number, number, number];
  limit: [number, number, number];
  fits: boolean;
  /** Which of the sorted sizes are over their limit. */
  over: [boolean, boolean, boolean];
}

export function fitCasePart(size: readonly [number, number, number], limit: CaseLimit = limits.case): CaseFit {
  const sorted = [...size].sort((a, b) => b - a) as [number, number, number];
  const limitSorted = [limit.maxLengthMm, limit.maxWidthMm, limit.maxHeightMm].sort((a, b) => b - a) as [number, number, number];
  const over = sorted.map((value, i) => value > (limitSorted[i] as number)) as [boolean, boolean, boolean];
  return { sorted, limit: limitSorted, fits: !over.some(Boolean), over };
}
