import { limits } from "./limits.ts";

/** A printed part against the print volume, turned the way it fits best: its sizes and the limits both largest first. */
export function printVolumeFit(size: readonly number[]): { sorted: number[]; limit: number[]; over: boolean[]; fits: boolean } {
  const sorted = [...size].sort((a, b) => b - a);
  const limit = Object.values(limits.case).sort((a, b) => b - a);
  const over = sorted.map((value, index) => value > (limit[index] ?? 0) + limits.slackMm);
  return { sorted, limit, over, fits: !over.some(Boolean) };
}

/** True when a part of this size fits the print volume in some orientation. */
export const fitsPrintVolume = (size: readonly number[]): boolean => printVolumeFit(size).fits;
