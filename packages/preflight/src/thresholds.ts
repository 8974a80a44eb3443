/**
 * Judgement calls of the checker itself (not programme rules): where a measurement stops being "the same" or
 * a file stops looking like what it claims. Programme limits live in content/programme/.
 */
export const thresholds = {
  /** Gerber and KiCad board sizes that differ by more than this (mm) are reported as disagreeing. */
  sizeAgreementMm: 0.05,
  /** Rounding slack when comparing a size with a limit (mm): real boards sit at exactly 100.00. */
  limitSlackMm: 0.005,
  /** A UF2 with at least this many blocks is a runtime (CircuitPython is thousands), not a pad's firmware. */
  runtimeUf2Blocks: 2000,
  /** A stray body smaller than this share of the part's main body (by box volume) is "tiny". */
  strayBodyShare: 0.01,
  /** An assembled model names at least this many distinct products (case parts, PCB, switches, keycaps). */
  assembledMinProducts: 4,
  /** A USB socket front within this distance (mm) of the board edge is flush with it: neither past it nor inside. */
  flushMm: 0.1,
} as const;
