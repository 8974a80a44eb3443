/** The options the case engine takes and their ranges, on their own so a form loads them without the engine. */
import { dimensions } from "@hackpad/programme/dimensions";
import { limits } from "@hackpad/programme/limits";

export type ScrewKind = "nuts" | "inserts";
/** Heights: the USB cut-out must stay above the floor, and the shell with its top plate on within the printer's height. */
export const minHeightMm = dimensions.caseFloorMm + dimensions.usbCutDepthMm;
export const maxHeightMm = limits.case.maxHeightMm - dimensions.topPlateMm;

/** Walls: the guide's lies between its outline and its pocket; the corner screws' counterbores, with a printable skin on either side, need the thinnest. */
export const defaultWallMm = dimensions.caseOuterExtraMm / 2 - dimensions.caseInnerMarginMm;
export const minWallMm = dimensions.counterboreMm + 2 * dimensions.minPrintedSkinMm;
export const maxWallMm = dimensions.caseOuterExtraMm;
