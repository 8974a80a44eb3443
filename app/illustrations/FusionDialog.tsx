import { fusionDiagrams, type FusionDialogId } from "~/lib/illustrations/fusion-diagrams";
import { DialogFigure } from "./DialogDiagram";

/** A diagram of Fusion's Extrude panel with the guide's case numbers: `<FusionDialog id="trayExtrude" />`. */
export function FusionDialog({ id }: { id: FusionDialogId }) {
  return <DialogFigure spec={fusionDiagrams[id]()} />;
}
