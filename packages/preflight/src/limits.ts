/**
 * What the preflight engine is willing to read. These protect the browser tab and the CLI from huge or hostile
 * input (a 2 GB file, a zip bomb); they are not programme rules. The /check page shows them before reading.
 */
const MiB = 1024 * 1024;

/** Largest single input file (or dropped zip) the check reads; a bigger file is reported, never read. */
export const MAX_INPUT_BYTES = 256 * MiB;
/** Most files the check looks at, counting entries inside zips. */
export const MAX_ENTRIES = 5000;
/** Most bytes the check unpacks from all zips together (zip-bomb guard). */
export const MAX_UNPACKED_BYTES = 512 * MiB;

/** A size in words, "2.0 GB", "12.4 MB", "850 kB", "96 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * MiB) return `${(bytes / (1024 * MiB)).toFixed(1)} GB`;
  if (bytes >= MiB) return `${(bytes / MiB).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${bytes} bytes`;
}
