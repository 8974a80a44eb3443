/**
 * The programme's hard numbers for a macropad: the one source every rule, table,
 * checklist and project-page check reads from.
 */
export const limits = {
  /** Switches plus rotary encoders, at most (the site says "16 or fewer"; an older "fewer than 16" meant the same). */
  maxInputs: 16,
  maxSwitches: 16,
  maxEncoders: 2,
  maxOleds: 1,
  maxLeds: 16,
  pcb: { maxWidthMm: 100, maxHeightMm: 100, layers: 2 },
  case: { maxLengthMm: 200, maxWidthMm: 200, maxHeightMm: 100 },
  /** Rounding slack when a size is compared with a limit (mm): real boards sit at exactly 100.00. */
  slackMm: 0.005,
} as const;

/**
 * The PCB size rule, worded as the spec's submission rules word it ("PCB at most 100mm x 100mm"). Every sentence
 * about the board's size says it this way, so the site never gives two readings of the limit.
 */
export const pcbSizeLimit = `at most ${limits.pcb.maxWidthMm} × ${limits.pcb.maxHeightMm} mm`;

/**
 * The smallest side a real board outline can have, in mm. Not a programme rule: a check of plausibility. The
 * XIAO alone is about 21 × 17.8 mm (the care package's footprint is named XIAO-Generic-Hybrid-14P-2.54-21X17.8MM;
 * reviews measure 20 × 17.5 mm) and a pad holds it and at least one key (dimensions.ts: switchSpacingMm), so an
 * outline with a side under 10 mm is a placeholder or drawn in the wrong units (0.09 × 0.06 mm was seen).
 */
export const pcbMinSideMm = 10;
