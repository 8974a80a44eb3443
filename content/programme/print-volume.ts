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

/**
 * True when a part fits the print volume the way its file lies, which is how the fab prints it: resting on the bed
 * (its lowest point at z = 0) and each axis within that axis's own limit.
 */
export function fitsAsWritten(box: { min: readonly number[]; size: readonly number[] }): boolean {
  return Math.abs(box.min[2] ?? 0) < 1e-3 && box.size.every((value, axis) => value <= (printVolumeAxes[axis] ?? 0) + limits.slackMm);
}

/** The print volume along x, y and z, as a file lies on the bed. */
export const printVolumeAxes = [limits.case.maxLengthMm, limits.case.maxWidthMm, limits.case.maxHeightMm] as const;
