/** The options the case engine takes and their ranges, on their own so a form loads them without the engine. */
import { dimensions } from "@hackpad/programme/dimensions";
import { limits } from "@hackpad/programme/limits";

export type ScrewKind = "nuts" | "inserts";

/** The guide's wall: the outer outline is caseOuterExtraMm bigger than the PCB, the pocket caseInnerMarginMm on each side. */
export const defaultWallMm = dimensions.caseOuterExtraMm / 2 - dimensions.caseInnerMarginMm;

/** The lowest case the parts fit in: the USB cut-out must stay above the floor. */
export const minHeightMm = dimensions.caseFloorMm + dimensions.usbCutDepthMm;

/** The tallest: the shell with the top plate on it stays within the printer's height. */
export const maxHeightMm = limits.case.maxHeightMm - dimensions.topPlateMm;

/** The corner screws sit in the wall with their counterbores, with a printable skin on either side of them. */
export const minWallMm = dimensions.counterboreMm + 2 * dimensions.minPrintedSkinMm;
export const maxWallMm = dimensions.caseOuterExtraMm;
