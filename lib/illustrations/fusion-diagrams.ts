/**
 * Diagrams of Fusion's Extrude panel for the guide's case, with the worked example's numbers (the case maths in
 * guide-case.ts). Apart from the KiCad diagrams because only the guide loads the case maths.
 */
import { facts } from "@hackpad/programme/facts";
import { fusionExtrude } from "@hackpad/programme/tool-steps";
import type { DialogSpec, Widen } from "./dialog-diagrams.ts";
import { caseWorkedExample } from "./guide-case.ts";

type CaseValues = ReturnType<typeof caseWorkedExample>;

/** The three extrudes that turn the bottom's sketch into a tray, with the worked example's numbers. */
export function trayExtrudeDiagram(
  values: Widen<CaseValues> = caseWorkedExample(),
  fact: Widen<typeof facts> = facts,
  names: Widen<typeof fusionExtrude> = fusionExtrude,
): DialogSpec {
  return {
    id: "dialog-extrude-tray",
    app: "Fusion",
    window: names.panel,
    items: [
      {
        kind: "row",
        heading: "The four rings",
        values: [`${names.start}: ${names.startOffset}, ${values.counterboreDepth}`, `${names.distance}: ${values.counterboreRest}`],
        step: 1,
      },
      {
        kind: "row",
        heading: "The frame between the rectangles",
        values: [`${names.start}: ${names.startProfilePlane}`, `${names.distance}: ${fact.caseHeight}`],
        step: 3,
      },
      { kind: "row", heading: "The inner rectangle", values: [`${names.distance}: ${fact.caseFloor}`], step: 4 },
    ],
  };
}

export function usbCutDiagram(values: Widen<CaseValues> = caseWorkedExample(), names: Widen<typeof fusionExtrude> = fusionExtrude): DialogSpec {
  return {
    id: "dialog-extrude-usb",
    app: "Fusion",
    window: names.panel,
    items: [
      {
        kind: "row",
        heading: "The rectangle on the wall",
        values: [`${names.distance}: ${values.usbCutDepthNegative}`, `${names.operation}: ${names.cut}`],
        step: 4,
      },
    ],
  };
}

export const fusionDiagrams = {
  trayExtrude: trayExtrudeDiagram,
  usbCut: usbCutDiagram,
} as const;

export type FusionDialogId = keyof typeof fusionDiagrams;
