/**
 * Judgement calls of the checker itself (not programme rules): where a measurement stops being "the same" or
 * a file stops looking like what it claims. Programme limits live in content/programme/.
 */
export const thresholds = {
  /** Gerber and KiCad board sizes that differ by more than this (mm) are reported as disagreeing. */
  sizeAgreementMm: 0.05,
  /** A UF2 with at least this many blocks is a runtime (CircuitPython is thousands), not a pad's firmware. */
  runtimeUf2Blocks: 2000,
  /** A stray body smaller than this share of the part's main body (by box volume) is "tiny". */
  strayBodyShare: 0.01,
  /** A stray body is at most this long on every side (mm): a speck, never a printable part (a knob is 10 mm and more). */
  strayBodyMaxMm: 3,
  /** Bodies of an STL whose boxes come closer than this (mm) are one printed part (letters on a lid, an inner shell). */
  partGapMm: 0.5,
  /** An STL with more bodies than this is judged as one piece: sorting them into parts would cost too much. */
  maxSortedBodies: 5000,
  /** An assembled model names at least this many distinct products (case parts, PCB, switches, keycaps). */
  assembledMinProducts: 4,
  /** A USB socket front within this distance (mm) of the board edge is flush with it: neither past it nor inside. */
  flushMm: 0.1,
} as const;
