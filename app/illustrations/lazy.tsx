import { lazy, Suspense, type ComponentType } from "react";
import type { CaseSection as CaseSectionPicture } from "./CaseSection";
import type { CaseSketch as CaseSketchPicture } from "./CaseSketch";
import type { DirectWiringDiagram as DirectWiringPicture } from "./DirectWiringDiagram";
import type { GridDiagram as GridPicture } from "./GridDiagram";
import type { LayerStack as LayerStackPicture } from "./LayerStack";
import type { MatrixDiagram as MatrixPicture } from "./MatrixDiagram";
import type { PadDrawing as PadPicture } from "./PadDrawing";
import type { PinBudget as PinBudgetTool } from "./PinBudget";

/** The props a component takes; pictures that take none get an empty object. */
type PropsOf<T> = T extends (props: infer P) => unknown ? (P extends object ? P : object) : object;

/**
 * Wraps a picture or tool so its code loads on demand. The build waits for it (app/entry.server.tsx),
 * so its SVG is in the prerendered HTML and nothing moves; in the browser React keeps that HTML and
 * fetches the code after the page has started, instead of making every visitor wait for it first.
 */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const CaseSection = deferred<PropsOf<typeof CaseSectionPicture>>(() => import("./CaseSection").then((m) => m.CaseSection));
export const CaseSketch = deferred<PropsOf<typeof CaseSketchPicture>>(() => import("./CaseSketch").then((m) => m.CaseSketch));
export const DirectWiringDiagram = deferred<PropsOf<typeof DirectWiringPicture>>(() => import("./DirectWiringDiagram").then((m) => m.DirectWiringDiagram));
export const GridDiagram = deferred<PropsOf<typeof GridPicture>>(() => import("./GridDiagram").then((m) => m.GridDiagram));
export const LayerStack = deferred<PropsOf<typeof LayerStackPicture>>(() => import("./LayerStack").then((m) => m.LayerStack));
export const MatrixDiagram = deferred<PropsOf<typeof MatrixPicture>>(() => import("./MatrixDiagram").then((m) => m.MatrixDiagram));
export const PadDrawing = deferred<PropsOf<typeof PadPicture>>(() => import("./PadDrawing").then((m) => m.PadDrawing));
export const PinBudget = deferred<PropsOf<typeof PinBudgetTool>>(() => import("./PinBudget").then((m) => m.PinBudget));
