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
  /**
   * A case STL whose size times one of these factors matches the board is in that unit, not millimetres: the
   * board's longer side divided by the part's longer side falls in [min, max] (a case is 0.5–1.1 times the board).
   */
  unitRatios: [
    { unit: "metres", factor: 1000, min: 300, max: 3000 },
    { unit: "inches", factor: 25.4, min: 12, max: 45 },
  ],
  /** A case part covers the board when its footprint falls short of the outline by no more than this (mm). */
  caseCoverSlackMm: 0.5,
  /** A USB socket front within this distance (mm) of the board edge is flush with it: neither past it nor inside. */
  flushMm: 0.1,
} as const;
