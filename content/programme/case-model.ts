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
  /** The XIAO module's width (Seeed's XIAO RP2040 wiki: 21 × 17.8 mm). */
  xiaoModuleWidthMm: 17.8,
  /**
   * Simple shapes for the generated assembled model (not for fitting anything): a 1u keycap is about 18 mm square
   * and 7.6 mm tall (Cherry-profile row 3), resting about 3 mm above the plate.
   */
  keycapMm: 18,
  keycapHeightMm: 7.6,
  keycapLiftMm: 3,
  /**
   * The XIAO as a body in the case, for a module soldered under the board (its footprint on B.Cu): Seeed's 3D model
   * of the XIAO RP2040 measures about 22 × 17.5 × 4.4 mm with its parts (its own board plus the USB-C socket on top);
   * the socket's shell is 3.26 mm tall (the USB Type-C receptacle's height in the USB-IF's Type-C Cable and
   * Connector Specification), so its middle sits 4.4 − 3.26 / 2 mm from the module board's far face.
   */
  xiaoModelHeightMm: 4.4,
  usbReceptacleHeightMm: 3.26,
  /**
   * The plastic spacer of a 2.54 mm male pin header, which holds a module that far off the board: 2.5 mm, the
   * insulator height of the standard 2.54 mm header (the same 2.5 mm body height public 3D models of it use). The
   * guide ships the XIAO with loose headers to solder (content/docs/parts.mdx), so a module under the board hangs
   * on its headers unless the participant solders it flush.
   */
  pinHeaderSpacerMm: 2.5,
  /**
   * The moulded grip of a USB-C cable's plug, which must pass through the case's USB opening to reach the socket:
   * the USB Type-C specification's largest recommended overmould is 12.35 × 6.5 mm (USB-IF, USB Type-C Cable and
   * Connector Specification, plug overmould dimensions); real cables measured 12.4 × 6.5 mm.
   */
  usbPlugOvermouldMm: { width: 12.4, height: 6.5 },
  /** The thinnest printed wall or bridge the generated parts may have: two lines of a 0.4 mm nozzle (one line alone snaps off). */
  minPrintedWallMm: 0.8,
  /**
   * The bed the print 3MF is laid out on: 250 × 210 mm, the Prusa MK3/MK4 bed (Prusa's printer specifications), the
   * printer the programme's print volume was chosen to fit; a case too big for one bed is said so.
   */
  printBedMm: { width: 250, depth: 210 },
  /**
   * The parts the kit ships, by their size as 3D models draw them (the three sides, smallest first, in mm ranges),
   * so an assembled model's kit parts are left out even when their names say nothing:
   * - XIAO RP2040: board 21 × 17.8 mm (Seeed's wiki); Seeed's model with its parts 22 × 17.5 × 4.4 mm, taller with
   *   header pins (about 8.5 mm more);
   * - EC11 encoder with its shaft: body 11.7 × 12 mm (Alps EC11E), 20 mm shaft above the board for the "H20mm"
   *   footprints, with pins under the board about 25 mm in all;
   * - 0.91" OLED module (SSD1306, 128 × 32): its board 38 × 12 mm, 3–4 mm thick, taller with header pins;
   * - MX switch: 15.6 × 15.6 mm housing, 11.6 mm above the plate and 18.5 mm with its pins (Cherry MX datasheet);
   * - 1u keycap: 18 × 18 mm at its foot, 7.6–12 mm tall (Cherry, DSA and OEM profiles).
   */
  kitPartSizes: [
    { part: "the XIAO", min: [0.8, 17, 20.5], max: [13, 18.5, 23.5] },
    { part: "an EC11 encoder", min: [11, 11.5, 17], max: [13.5, 15.5, 31] },
    { part: 'a 0.91" OLED module', min: [1, 11.5, 37], max: [13, 12.5, 38.5] },
    { part: "an MX switch", min: [10, 13.8, 13.8], max: [16, 16, 19] },
    { part: "a keycap", min: [6, 17.5, 17.5], max: [13, 18.5, 18.5] },
  ],
  /**
   * How far a participant's own case may stray and still fit, for the fit check (packages/fit):
   * - a switch opening may be switchCutoutMm ± 0.25 mm across and its centre 0.25 mm off the switch: Cherry's MX
   *   datasheet gives the panel cut-out as 14 mm +0.05/−0, and an FDM printer's holes come out within about two
   *   tenths of a millimetre of the model (one 0.4 mm nozzle's half line), so a quarter millimetre either way is
   *   what a printed plate still holds a switch with;
   * - the board counts as resting on something when it is within 0.5 mm of it (the gap between printed parts, 0.2 mm,
   *   plus a 0.2 mm layer's sag and rounding), and as hung from its switches when its top is pcbTopToPlateTopMm under
   *   the plate's top within the same 0.5 mm; the closed case may leave 0.5 mm between the wall and the plate;
   * - a placement whose points land within 1 mm of the board's is sure; up to 3 mm it is said as a rough placement.
   */
  fit: { switchCutoutToleranceMm: 0.25, restToleranceMm: 0.5, sureResidualMm: 1, roughResidualMm: 3 },
  /** Space left between two parts laid out on one print bed (the generated print 3MF); slicers may arrange them again. */
  printBedSpacingMm: 10,
  /** How tall the generated case engraves a name (its letters are 7 cells tall), at most; a long name gets smaller. */
  engraveHeightMm: 8,
  /** The thinnest engraved stroke: two lines of a 0.4 mm nozzle, the usual printer nozzle. A name that would be finer is not engraved. */
  engraveMinStrokeMm: 0.8,
} as const;
