import { caseModel } from "@hackpad/programme/case-model";
import { dimensions } from "@hackpad/programme/dimensions";

/**
 * The case maths of the DIY guide, as pure functions of the programme's dimensions, so the worked
 * example, the sketch picture and the cross-section all show the same numbers.
 */

/** The example board the guide builds: its Edge.Cuts rectangle, as read in KiCad. */
export const guideBoard = {
  widthMm: 41,
  heightMm: 62.7,
  /** Distance from the board's left edge to the middle of the XIAO's USB port (a KiCad measurement). */
  usbCentreFromLeftMm: 13,
  /** Distance from the board's top-left corner to the centre of the top-left switch. */
  firstSwitchCentreMm: { x: 10.975, y: 32.675 },
} as const;

/** The guide's Fusion 360 step values, from the programme dimensions. */
export const guideCaseSteps = {
  counterboreDepthMm: dimensions.counterboreDepthMm,
  topPlateMm: dimensions.topPlateMm,
  usbCutDepthMm: dimensions.usbCutDepthMm,
  topNotchLengthMm: dimensions.topNotchLengthMm,
  engraveDepthMm: dimensions.engraveDepthMm,
  screwLengthMm: dimensions.screwLengthMm,
  hexNutHeightMm: dimensions.hexNutHeightMm,
} as const;

export interface Size {
  w: number;
  h: number;
}

export interface CaseDimensions {
  switchSpacingMm: number;
  caseInnerMarginMm: number;
  caseOuterExtraMm: number;
  screwHoleMm: number;
  screwHoleEdgeDistanceMm: number;
  counterboreMm: number;
  filletMm: number;
  caseHeightMm: number;
  plateMm: number;
  usbCutoutWidthMm: number;
  printedPartGapMm: number;
}

/** Rounds to 0.01 mm so sums like 62.7 + 20 don't print as 82.69999. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** "61", "82.7", "2.38125": a millimetre value without trailing zeros or float noise. */
export function formatMm(value: number): string {
  return String(Math.round(value * 100000) / 100000);
}

/** Everything the bottom sketch needs, worked out from the board size. Origin: the outer top-left corner. */
export function caseOutline(board: { widthMm: number; heightMm: number }, dims: CaseDimensions = dimensions) {
  const pcb: Size = { w: board.widthMm, h: board.heightMm };
  const inner: Size = { w: round2(pcb.w + 2 * dims.caseInnerMarginMm), h: round2(pcb.h + 2 * dims.caseInnerMarginMm) };
  const outer: Size = { w: round2(pcb.w + dims.caseOuterExtraMm), h: round2(pcb.h + dims.caseOuterExtraMm) };
  /** How far the PCB edge sits in from the outer edge when the PCB is centred. */
  const pcbInset = round2(dims.caseOuterExtraMm / 2);
  /** Wall thickness: from the inner pocket to the outside. */
  const wall = round2((outer.w - inner.w) / 2);
  const e = dims.screwHoleEdgeDistanceMm;
  const holes = [
    { x: e, y: e },
    { x: round2(outer.w - e), y: e },
    { x: e, y: round2(outer.h - e) },
    { x: round2(outer.w - e), y: round2(outer.h - e) },
  ];
  return {
    pcb,
    inner,
    outer,
    pcbInset,
    wall,
    holes,
    holeDiameter: dims.screwHoleMm,
    counterboreDiameter: dims.counterboreMm,
    fillet: dims.filletMm,
    /** Rectangles in outer coordinates. */
    pcbRect: { x: pcbInset, y: pcbInset, ...pcb },
    innerRect: { x: round2((outer.w - inner.w) / 2), y: round2((outer.h - inner.h) / 2), ...inner },
  };
}

/**
 * Left edge of the USB cut-out, measured from the case's outer left edge, so the cut-out is centred
 * on the USB port: PCB inset + KiCad distance to the port's middle − half the cut-out width.
 */
export function usbCutoutLeft(usbCentreFromPcbLeftMm: number, dims: CaseDimensions = dimensions): number {
  return round2(dims.caseOuterExtraMm / 2 + usbCentreFromPcbLeftMm - dims.usbCutoutWidthMm / 2);
}

/** Where a switch centre measured in KiCad (from the PCB's top-left corner) lands on the case-sized top plate. */
export function keyholeCentre(kicad: { x: number; y: number }, dims: CaseDimensions = dimensions) {
  const inset = dims.caseOuterExtraMm / 2;
  return { x: round2(kicad.x + inset), y: round2(kicad.y + inset) };
}

/**
 * The screws of the guide's case go up from the counterbores under the floor, through the wall and the
 * top plate. This is how much thread sticks out above the plate for a nut to catch.
 */
export function screwThreadAbovePlate(dims: CaseDimensions = dimensions): number {
  const throughWall = dims.caseHeightMm - guideCaseSteps.counterboreDepthMm;
  return round2(guideCaseSteps.screwLengthMm - throughWall - guideCaseSteps.topPlateMm);
}

/** Every number of the guide's worked example, as display text (without units). */
export function caseWorkedExample(dims: CaseDimensions = dimensions) {
  const o = caseOutline(guideBoard, dims);
  const usbLeft = usbCutoutLeft(guideBoard.usbCentreFromLeftMm, dims);
  const key = keyholeCentre(guideBoard.firstSwitchCentreMm, dims);
  const f = formatMm;
  return withNoBreakSpaces({
    board: `${f(o.pcb.w)} × ${f(o.pcb.h)} mm`,
    inner: `${f(o.inner.w)} × ${f(o.inner.h)} mm`,
    outer: `${f(o.outer.w)} × ${f(o.outer.h)} mm`,
    outerWidth: `${f(o.outer.w)} mm`,
    outerHeight: `${f(o.outer.h)} mm`,
    innerMarginTotal: `${f(2 * dims.caseInnerMarginMm)} mm`,
    pcbInset: `${f(o.pcbInset)} mm`,
    wall: `${f(o.wall)} mm`,
    cavity: `${f(round2(dims.caseHeightMm - dims.plateMm))} mm`,
    caseFloor: `${f(dims.plateMm)} mm`,
    screwCount: String(o.holes.length),
    screwLength: `${f(guideCaseSteps.screwLengthMm)} mm`,
    threadAbovePlate: `${f(screwThreadAbovePlate(dims))} mm`,
    hexNutHeight: `${f(guideCaseSteps.hexNutHeightMm)} mm`,
    /** What to add to a KiCad distance (PCB edge to the port's middle) to get the cut-out's left edge. */
    usbOffset: `${f(round2(o.pcbInset - dims.usbCutoutWidthMm / 2))} mm`,
    /** FreeCAD pockets the side notch from the outside: through the wall and into the pocket's margin. */
    sideNotchDepth: `${f(round2(o.wall + 2 * dims.caseInnerMarginMm))} mm`,
    topNotchLength: `${f(guideCaseSteps.topNotchLengthMm)} mm`,
    counterboreDepth: `${f(guideCaseSteps.counterboreDepthMm)} mm`,
    counterboreRest: `${f(round2(dims.caseHeightMm - guideCaseSteps.counterboreDepthMm))} mm`,
    topPlate: `${f(guideCaseSteps.topPlateMm)} mm`,
    usbCutDepth: `${f(guideCaseSteps.usbCutDepthMm)} mm`,
    /** FreeCAD's rounded rectangle: the straight part of each side (outer size minus two corner radii). */
    freecadSides: `${f(round2(o.outer.w - 2 * dims.filletMm))} × ${f(round2(o.outer.h - 2 * dims.filletMm))} mm`,
    usbCutDepthNegative: `−${f(guideCaseSteps.usbCutDepthMm)} mm`,
    usbCentre: `${f(guideBoard.usbCentreFromLeftMm)} mm`,
    usbHalfWidth: `${f(dims.usbCutoutWidthMm / 2)} mm`,
    usbLeft: `${f(usbLeft)} mm`,
    engraveDepth: `${f(guideCaseSteps.engraveDepthMm)} mm`,
    topNotch: `${f(dims.usbCutoutWidthMm)} × ${f(guideCaseSteps.topNotchLengthMm)} mm`,
    firstSwitch: `${f(guideBoard.firstSwitchCentreMm.x)} mm, ${f(guideBoard.firstSwitchCentreMm.y)} mm`,
    firstKeyhole: `${f(key.x)} mm, ${f(key.y)} mm`,
  } as const);
}

/** Keeps "3.1 mm" on one line: a no-break space before every "mm". */
function withNoBreakSpaces<T extends Record<string, string>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.replace(/ mm/g, "\u00a0mm")])) as T;
}

export type CaseValueId = keyof ReturnType<typeof caseWorkedExample>;

/** The heights the case drawings use: the programme's numbers, and the switch top's size (drawing only). */
export const sectionParts = {
  pcbMm: caseModel.pcbThicknessMm,
  /** From the top of the plate down to the top of the PCB, for MX switches. */
  plateTopToPcbMm: dimensions.pcbTopToPlateTopMm,
  switchCutoutMm: dimensions.switchCutoutMm,
  switchTopWidthMm: 15.6,
  switchTopHeightMm: 6.6,
  keycapMm: caseModel.keycapMm,
  keycapHeightMm: caseModel.keycapHeightMm,
  keycapLiftMm: caseModel.keycapLiftMm,
} as const;

/**
 * A cross-section through the case across one row of keys, in millimetres with z pointing up and
 * x from the case's outer left edge. Everything a drawing needs, nothing it doesn't.
 */
export function caseSection(dims: CaseDimensions = dimensions, board: { widthMm: number; heightMm: number } = guideBoard) {
  const o = caseOutline(board, dims);
  const width = o.outer.w;
  const wallTop = dims.caseHeightMm;
  const plateTop = round2(wallTop + guideCaseSteps.topPlateMm);
  const pcbTop = round2(plateTop - sectionParts.plateTopToPcbMm);
  const pcbBottom = round2(pcbTop - sectionParts.pcbMm);
  const centre = width / 2;
  const columns = Math.max(1, Math.floor(board.widthMm / dims.switchSpacingMm));
  const firstCentre = centre - ((columns - 1) * dims.switchSpacingMm) / 2;
  const switchCentres = Array.from({ length: columns }, (_, i) => round2(firstCentre + i * dims.switchSpacingMm));
  const switchTopZ = round2(plateTop + sectionParts.switchTopHeightMm);
  const keycapBottom = round2(plateTop + sectionParts.keycapLiftMm);
  const keycapTop = round2(keycapBottom + sectionParts.keycapHeightMm);
  return {
    width,
    wall: o.wall,
    innerLeft: o.innerRect.x,
    innerRight: round2(o.innerRect.x + o.inner.w),
    floor: dims.plateMm,
    wallTop,
    plateTop,
    pcb: { x: o.pcbInset, w: o.pcb.w, top: pcbTop, bottom: pcbBottom },
    switchCentres,
    switchBottom: pcbTop,
    switchTopZ,
    keycapBottom,
    keycapTop,
    screw: { x: dims.screwHoleEdgeDistanceMm, hole: dims.screwHoleMm, counterbore: dims.counterboreMm, counterboreDepth: guideCaseSteps.counterboreDepthMm },
    gap: dims.printedPartGapMm,
  };
}
