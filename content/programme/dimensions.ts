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
  plateMm: 3,
  usbCutoutWidthMm: 18.5,
  pullUpOhms: 4700,
  pullUpLabel: "4.7 kΩ",
  ioExpanderExtraPins: 16,
  heatSetHole: { diameterMm: 4.7, depthMm: 4 },
  directScrewHoleMm: 2.9,
  printedPartGapMm: 0.2,
  keyboardAcrylicMm: 3,
  /** At this many switches or fewer, wire each switch straight to a pin and skip the matrix. */
  skipMatrixAtOrBelowSwitches: 6,
  /** The guide's Fusion 360 case: counterbore depth up from the underside (a 3 mm M3 head plus a little). */
  counterboreDepthMm: 3.1,
  /** The guide's printed top plate: MX switches clip into a 1.5 mm plate. */
  topPlateMm: 1.5,
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
} as const;

/** The local development server of this site, and the Node note that came with the old one. */
export const devServer = {
  port: 5173,
  oldSiteNodeNote: "Node v23.0 and up was said to break the old site; this site builds and runs on Node 20.19+, 22 and 24.",
} as const;
