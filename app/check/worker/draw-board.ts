/**
 * Draws a board with @tracespace/core, top and bottom as a fab would make it, from the parse trees the preflight
 * engine already made of the gerber set it measured (no file is read or parsed again). Runs in the worker and is
 * loaded only when there are gerbers to draw.
 */
import { plot, renderBoard, renderLayers, stringifySvg } from "@tracespace/core";
import type { BoardDrawing } from "~/app/check/lib/worker-protocol";
import type { DrawableGerbers } from "@hackpad/preflight/report";

export function drawBoard(gerbers: DrawableGerbers): BoardDrawing {
  const plotted = plot({ layers: gerbers.layers, parseTreesById: gerbers.parseTreesById });
  const rendered = renderLayers(plotted);
  const board = renderBoard(rendered);
  const [x, y, width, height] = rendered.boardShapeRender.viewBox;
  const firstTree = Object.values(plotted.plotTreesById)[0];
  return {
    top: stringifySvg(board.top),
    bottom: stringifySvg(board.bottom),
    viewBox: [x, y, width, height],
    units: firstTree?.units === "in" ? "in" : "mm",
    files: plotted.layers.map((layer) => layer.filename),
  };
}
