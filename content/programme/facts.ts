import { controller, firmware, keyboardController } from "./controller.ts";
import { keyboardDeadline, macropadDeadline } from "./deadlines.ts";
import { devServer, dimensions } from "./dimensions.ts";
import { grant, shipping } from "./grant.ts";
import { limits, pcbSizeLimit } from "./limits.ts";

const mm = (value: number) => `${value} mm`;

/**
 * Every single programme fact a sentence may need, as display text. Pages write
 * `<Fact id="switchSpacing" />` instead of typing the number, so changing a value in the
 * programme modules changes every sentence that shows it.
 */
export const facts = {
  macropadDeadline: macropadDeadline.label,
  macropadDeadlineShort: macropadDeadline.short,
  keyboardDeadline: keyboardDeadline.label,
  keyboardDeadlineShort: keyboardDeadline.short,
  grant: grant.label,
  shippingOrigin: shipping.origin,
  controller: controller.name,
  controllerShort: controller.short,
  keyboardController: keyboardController.name,
  maxInputs: String(limits.maxInputs),
  maxSwitches: String(limits.maxSwitches),
  maxEncoders: String(limits.maxEncoders),
  maxOleds: String(limits.maxOleds),
  maxLeds: String(limits.maxLeds),
  pcbSizeLimit,
  pcbLayers: String(limits.pcb.layers),
  caseMaxSize: `${limits.case.maxLengthMm} × ${limits.case.maxWidthMm} × ${limits.case.maxHeightMm} mm`,
  switchSpacing: mm(dimensions.switchSpacingMm),
  switchGrid: mm(dimensions.switchGridMm),
  fineGrid: mm(dimensions.fineGridMm),
  caseInnerMargin: mm(dimensions.caseInnerMarginMm),
  caseOuterExtra: mm(dimensions.caseOuterExtraMm),
  screwHole: mm(dimensions.screwHoleMm),
  screwHoleEdgeDistance: mm(dimensions.screwHoleEdgeDistanceMm),
  counterbore: mm(dimensions.counterboreMm),
  fillet: mm(dimensions.filletMm),
  caseHeight: mm(dimensions.caseHeightMm),
  plate: mm(dimensions.plateMm),
  caseFloor: mm(dimensions.caseFloorMm),
  switchPlate: mm(dimensions.switchPlateMm),
  switchCutout: `${dimensions.switchCutoutMm} × ${dimensions.switchCutoutMm} mm`,
  usbCutoutWidth: mm(dimensions.usbCutoutWidthMm),
  pullUp: dimensions.pullUpLabel,
  ioExpanderExtraPins: String(dimensions.ioExpanderExtraPins),
  heatSetHole: `${dimensions.heatSetHole.diameterMm} mm wide and ${dimensions.heatSetHole.depthMm} mm deep`,
  heatSetHoleDiameter: mm(dimensions.heatSetHole.diameterMm),
  heatSetHoleDepth: mm(dimensions.heatSetHole.depthMm),
  directScrewHole: mm(dimensions.directScrewHoleMm),
  printedPartGap: mm(dimensions.printedPartGapMm),
  keyboardAcrylic: mm(dimensions.keyboardAcrylicMm),
  skipMatrixAtOrBelow: String(dimensions.skipMatrixAtOrBelowSwitches),
  pcbTopToPlateTop: mm(dimensions.pcbTopToPlateTopMm),
  circuitPythonVersion: firmware.circuitPythonVersion,
  devPort: String(devServer.port),
} as const;

export type FactId = keyof typeof facts;

export function isFactId(id: string): id is FactId {
  return Object.hasOwn(facts, id);
}
