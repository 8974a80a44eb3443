/**
 * The three thicknesses people mix up, each kept once (issue: "plate 3 mm" in the programme's list is the
 * case's bottom plate, not the plate the switches clip into):
 * - switch plate: MX-style switches clip into a 1.5 mm plate. Source: Cherry's MX datasheet gives a mounting
 *   plate of 1.5 mm; the datasheet itself could not be opened with this project's look-up tools, and two
 *   independent plate-design references agree (ai03's case and plate design notes; a measured Fusion 360 plate
 *   build log on hackaday.io, "critical dimensions for plate and case": 1.5 mm);
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
  /** M3 clearance hole: ISO 273 "medium" fit for M3 is 3.4 mm (fine 3.2, coarse 3.6); also the spec's value. */
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
  /**
   * Hole for the kit's M3 × 5 × 4 mm heat-set insert (5 mm across its knurls, 4 mm long). The spec's numbers;
   * no maker's datasheet for the kit's insert could be found with the look-up tools. They agree with the makers'
   * rule of a pilot hole a little under the insert's outside diameter (here 0.3 mm under 5 mm) and at least as
   * deep as the insert is long.
   */
  heatSetHole: { diameterMm: 4.7, depthMm: 4 },
  /** An M3 screw cut straight into printed plastic: the spec's 2.9 mm (not sourced from a datasheet). */
  directScrewHoleMm: 2.9,
  printedPartGapMm: 0.2,
  /** The thinnest printed skin over a hole or pocket: three 0.2 mm layers, the usual layer height. */
  minPrintedSkinMm: 0.6,
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
  /**
   * Length of the XIAO module's own board: Seeed's XIAO RP2040 wiki gives the module as 21 × 17.8 mm, and the fab
   * outlines of Seeed's OPL footprints (XIAO-RP2040-SMD, XIAO-nRF52840-Sense-14P-2.54-21X17.8MM) run 10.5 mm either
   * side of the centre of the pin rows.
   */
  xiaoModuleLengthMm: 21,
  /**
   * How far the front of the XIAO's USB-C socket reaches past the end of the module's board. The OPL footprints'
   * silkscreen draws the socket front 11.95 mm from the module's centre (XIAO-RP2040-DIP: 11.951 mm;
   * XIAO-nRF52840-Sense-14P-2.54-21X17.8MM: 11.924 mm), 1.45 mm past the board; Seeed's 3D model of the XIAO RP2040
   * puts it about 0.4 mm nearer the centre (a reviewer's measurement of that model, which this project's look-up tools
   * cannot read), so the socket front sits 11.55 mm from the centre, 1.05 mm past the board.
   */
  xiaoUsbProtrusionMm: 1.05,
  /**
   * Width of a USB-C port's opening: 8.4 mm (the USB Type-C Cable and Connector Specification's receptacle, as
   * en.wikipedia.org/wiki/USB-C quotes it: "a USB-C port measuring 8.4 millimetres by 2.6 millimetres"). The board
   * must end in front of the socket across this width for a plug to reach it.
   */
  usbCPortWidthMm: 8.4,
  /** A v1 rule of thumb for MX switches: from the top of the PCB to the top of the switch plate. */
  pcbTopToPlateTopMm: 5,
  /** Length of the approved M3 screws. */
  screwLengthMm: 16,
  /** Height of an M3 hex nut: ISO 4032 (and DIN 934) give m = 2.4 mm for M3. */
  hexNutHeightMm: 2.4,
  /** Width across the flats of an M3 hex nut: ISO 4032 gives s = 5.5 mm; a hex pocket for it is this plus a fit gap. */
  hexNutAcrossFlatsMm: 5.5,
  /**
   * The square hole an MX-style switch clips into: 14 mm (Cherry MX datasheet's panel cut-out; the same 14 mm
   * square in ai03's plate generator and every plate guide checked). Choc V2 uses the same 14 mm cut-out.
   */
  switchCutoutMm: 14,
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

/**
 * The local servers of this site. `npm start` serves the production build on `port` (the address the docs
 * give participants for previewing their project page); `npm run dev`, Vite with hot reload, has a port of its
 * own, so a contributor can run both at once without one of them failing to start.
 */
export const devServer = {
  port: 5173,
  hotReloadPort: 5174,
} as const;
