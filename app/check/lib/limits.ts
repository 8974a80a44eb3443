/**
 * What the in-browser check accepts, from the engine's own limits (packages/preflight/src/limits.ts), shown on /check
 * before anything is read. A bigger input is refused with a message instead of filling the browser's memory.
 */
import { formatBytes, MAX_ENTRIES, MAX_INPUT_BYTES, MAX_UNPACKED_BYTES } from "@hackpad/preflight/report";

export const inputLimits = {
  /** Files in a dropped folder. */
  maxFiles: MAX_ENTRIES,
  /** One file (a dropped zip, or any file of a folder). */
  maxFileBytes: MAX_INPUT_BYTES,
  /** All the files of a folder together. */
  maxBytes: MAX_UNPACKED_BYTES,
} as const;

export type InputLimits = { [K in keyof typeof inputLimits]: number };

export const limitsText = (limits: InputLimits = inputLimits) =>
  `Up to ${limits.maxFiles} files, ${formatBytes(limits.maxFileBytes)} per file and ${formatBytes(limits.maxBytes)} in all.`;

export interface PickedSummary {
  files: number;
  bytes: number;
  /** The largest single file. */
  largest: { name: string; bytes: number } | null;
}

/** Why a dropped input is refused, or null when it is within the limits. */
export function limitProblem(input: PickedSummary, limits: InputLimits = inputLimits): string | null {
  if (input.files === 0) return "Nothing to check: the folder or zip you picked holds no files.";
  if (input.files > limits.maxFiles) {
    return `This holds more than ${limits.maxFiles} files, the most the check reads. Drop only your project's folder (or its zip), not a folder above it.`;
  }
  if (input.largest && input.largest.bytes > limits.maxFileBytes) {
    return `${input.largest.name} is ${formatBytes(input.largest.bytes)}, more than the ${formatBytes(limits.maxFileBytes)} the check reads in one file. Leave it out, or drop the zip GitHub makes of your repository.`;
  }
  if (input.bytes > limits.maxBytes) {
    return `These files come to ${formatBytes(input.bytes)}, more than the ${formatBytes(limits.maxBytes)} the check reads. Leave out videos and 3D-model libraries, or drop the zip GitHub makes of your repository.`;
  }
  return null;
}
