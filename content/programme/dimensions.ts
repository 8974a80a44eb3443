/**
 * The three thicknesses people mix up, each kept once (issue: "plate 3 mm" in the programme's list is the
 * case's bottom plate, not the plate the switches clip into):
 * - switch plate: MX-style switches clip into a 1.5 mm plate (Cherry's MX datasheet; Gateron and Kailh
 *   MX-style drawings give the same 1.5 mm);
 * - case floor: the bottom plate of the printed case, the programme's "plate 3 mm";
 * - keyboard acrylic: the sheet thickness for the keyboard track's acrylic cases (never a macropad's).
 */
const SWITCH_PLATE_MM = 1.5;
const CASE_FLOOR_MM = 3;
const KEYBOARD_ACRYLIC_MM = 3;

/** Every measurement the guides use, in millimetres unless the name says otherwise. */
export const dimensions = {
  /** Distance between the centres of two neighbouring keys. */
  switchSpacingMm: 19.05,
  /** The KiCad grid that lines switches up: 19.05 / 8. */
  switchGridMm: 2.38125,
  /** The fine grid for every other part. */
  fineGridMm: 0.1,
  /** The case's inner pocket is this much bigger than the PCB on each side. */
  caseInnerMarginMm: 1,
  /** The outer case outline is this much bigger than the PCB in each direction. */
  caseOuterExtraMm: 20,
  screwHoleMm: 3.4,
  screwHoleEdgeDistanceMm: 5,
  counterboreMm: 6,
  filletMm: 5,
  caseHeightMm: 13,
  /** The programme's "plate 3 mm": the case floor (bottom plate). Same value as `caseFloorMm`. */
  plateMm: CASE_FLOOR_MM,
  /** Thickness of the printed case's floor (its bottom plate), under the PCB. */
  caseFloorMm: CASE_FLOOR_MM,
  /** Where the switches clip in: the switch plate is this thick at every keyhole. */
  switchPlateMm: SWITCH_PLATE_MM,
  usbCutoutWidthMm: 18.5,
  pullUpOhms: 4700,
  pullUpLabel: "4.7 kΩ",
  ioExpanderExtraPins: 16,
  heatSetHole: { diameterMm: 4.7, depthMm: 4 },
  directScrewHoleMm: 2.9,
  printedPartGapMm: 0.2,
  keyboardAcrylicMm: KEYBOARD_ACRYLIC_MM,
  /** At this many switches or fewer, wire each switch straight to a pin and skip the matrix. */
  skipMatrixAtOrBelowSwitches: 6,
  /** The guide's Fusion 360 case: counterbore depth up from the underside (a 3 mm M3 head plus a little). */
  counterboreDepthMm: 3.1,
  /** The guide's printed top plate, made as thick as the switch plate. Same value as `switchPlateMm`. */
  topPlateMm: SWITCH_PLATE_MM,
  /** How deep the USB cut-out goes down from the top of the wall. */
  usbCutDepthMm: 7.5,
  /** Length of the notch in the top plate that clears the XIAO and the cable plug. */
  topNotchLengthMm: 31,
  /** How deep the pad's name is cut into a hidden face of the case (the same as the gap between parts). */
  engraveDepthMm: 0.2,
  /** How far the XIAO's USB-C socket sticks out past the end of its own little board (Seeed's footprint outline). */
  xiaoUsbProtrusionMm: 1.4,
  /** A v1 rule of thumb for MX switches: from the top of the PCB to the top of the switch plate. */
  pcbTopToPlateTopMm: 5,
  /** Length of the approved M3 screws. */
  screwLengthMm: 16,
  /** Height of an M3 hex nut (ISO 4032). */
  hexNutHeightMm: 2.4,
  /** Height of the head of an M3 socket head cap screw (ISO 4762 gives k = 3 mm for M3); a counterbore must be at least this deep to sink it. */
  screwHeadHeightMm: 3,
  /**
   * Rule of thumb for a screw that ends in a blind hole: the hole goes at least this much deeper than the
   * screw reaches, so the head clamps the parts before the tip touches the bottom (printed holes come out
   * a little shallow, and an insert can sit a little deep).
   */
  screwTipClearanceMm: 1,
  /** Rule of thumb: printed plastic left under a screw head, so the head pulls on the part instead of tearing through it. */
  minUnderScrewHeadMm: 1.5,
} as const;

/** The local development server of this site. */
export const devServer = {
  port: 5173,
} as const;
