/**
 * The numbers only the generated case needs (packages/case, the case converter and /check's case panels), beside
 * the guide's own case numbers in dimensions.ts: the simple bodies of the assembled model, the rim and the print
 * layout. Apart from dimensions.ts, which the pages load at start, so that only the case tools load them.
 */
export const caseModel = {
  /**
   * A board's thickness when its .kicad_pcb gives none: 1.6 mm, KiCad's default board thickness (its
   * `(general (thickness 1.6))`) and the standard thickness PCB makers quote (JLCPCB's default FR-4 stack-up). The
   * case generator reads the file's own value first; the case converter recognises the board slab in an assembled
   * model by it.
   */
  pcbThicknessMm: 1.6,
  /**
   * The generated case's top plate has a rim underneath that drops into the pocket around the PCB, so the plate sits
   * where it belongs; the rim fills the pocket's margin less the gap between printed parts. A design choice: deep
   * enough to locate the plate, well short of the PCB (the space above the PCB is pcbTopToPlateTopMm − topPlateMm).
   */
  topPlateRimMm: 2,
  /**
   * The body of an EC11 encoder: about 11.7 × 12 mm around the shaft (Alps' EC11E series; ergogen's EC11 footprint
   * draws its silkscreen 11.7 × 12.2 mm around the shaft) and 6.5 mm tall above the PCB; the plate clears a 12 mm square.
   */
  encoderBodyMm: 12,
  encoderBodyHeightMm: 6.5,
  /**
   * Where an EC11's shaft is, from its pins: 7.5 mm from the row of pins A, C, B towards the two switch pins (KiCad's
   * RotaryEncoder_Alps_EC11E-Switch_Vertical_H20mm: A at x 0, the mounting lugs on the shaft's line at x 7.5, S1 and S2 at x 14.5).
   */
  encoderShaftFromPinRowMm: 7.5,
  /** The EC11's shaft: 6 mm across; the footprints named "H20mm" have it reach 20 mm above the PCB. */
  encoderShaftMm: 6,
  encoderShaftHeightMm: 20,
  /** The XIAO module's width and overall height (Seeed's XIAO RP2040 wiki: 21 × 17.8 × 3.5 mm, socket included). */
  xiaoModuleWidthMm: 17.8,
  xiaoModuleHeightMm: 3.5,
  /**
   * Simple shapes for the generated assembled model (not for fitting anything): a 1u keycap is about 18 mm square
   * and 7.6 mm tall (Cherry-profile row 3), resting about 3 mm above the plate.
   */
  keycapMm: 18,
  keycapHeightMm: 7.6,
  keycapLiftMm: 3,
  /** Space left between two parts laid out on one print bed (the generated print 3MF); slicers may arrange them again. */
  printBedSpacingMm: 10,
  /** How tall the generated case engraves a name (its letters are 7 cells tall), at most; a long name gets smaller. */
  engraveHeightMm: 8,
  /** The thinnest engraved stroke: two lines of a 0.4 mm nozzle, the usual printer nozzle. A name that would be finer is not engraved. */
  engraveMinStrokeMm: 0.8,
} as const;
