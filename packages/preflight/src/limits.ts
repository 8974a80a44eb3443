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

/**
 * Plausibility limits per format: a macropad's board, case, model or gerber is never near these, and past them
 * a file costs more memory to parse than a browser tab has. A file over its limit is reported, never parsed.
 */
export const PLAUSIBLE = {
  /** A `.kicad_pcb` (a macropad's board is a few MB). */
  pcbBytes: 64 * MiB,
  /** Lists and atoms in one S-expression file. */
  sexprNodes: 2_000_000,
  /** Triangles in one STL (binary or ASCII). */
  stlTriangles: 2_000_000,
  /** One 3MF model part, unpacked. */
  threeMfPartBytes: 128 * MiB,
  /** Vertices in one 3MF, all parts together. */
  threeMfVertices: 4_000_000,
  /** Placements a 3MF build may make (components of components…). */
  threeMfPlacements: 100_000,
  /** Where a STEP header must end (it is a few lines). */
  stepHeaderBytes: MiB,
  /** One Gerber or drill file. */
  gerberBytes: 8 * MiB,
  /**
   * Commands (`*`-ended words or drill lines) in one Gerber: tracespace's tree and plot take about 1.5 kB and
   * 25 µs each, and its parser overflows the stack somewhere past 100,000 commands in one file.
   */
  gerberCommands: 100_000,
  /** Commands in all the layers /check draws together. */
  drawnGerberCommands: 500_000,
  /** One Gerber command (between `*`), or one drill line. */
  gerberCommandBytes: 64 * 1024,
} as const;

/** The limits on one file unpacked from a zip (parsers/zip.ts EntryLimit): any file of a project, and a gerber. */
export const FILE_LIMIT = { bytes: MAX_INPUT_BYTES, what: "one file of a macropad project" };
export const GERBER_LIMIT = { bytes: PLAUSIBLE.gerberBytes, what: "a macropad's gerber or drill file" };

/** "pcb/x.kicad_pcb is 150 MB; a macropad's board is never that big (the check reads up to 64 MB)." */
export function implausible(what: string, amount: string, limit: string): string {
  return `${amount}; ${what} is never that big (the check reads up to ${limit}), so it was not read`;
}

/** One decimal, none when it is zero: 256 → "256", 12.43 → "12.4", 1.96 → "2". */
const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/** A size in words, "2 GB", "1.3 GB", "256 MB", "12.4 MB", "850 kB", "96 bytes": whole numbers without ".0". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * MiB) return `${oneDecimal(bytes / (1024 * MiB))} GB`;
  if (bytes >= MiB) return `${oneDecimal(bytes / MiB)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${bytes} bytes`;
}
