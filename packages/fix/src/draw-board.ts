/**
 * Draws a board with @tracespace/core, top and bottom as a fab would make it, from the parse trees the preflight
 * made of the gerber set it measured (nothing is read or parsed again). Shared by /check's worker (the drawing
 * under the report) and the fix step (the README's pictures); load it on demand, it brings the renderer.
 */
import { plot, renderBoard, renderLayers, stringifySvg } from "@tracespace/core";
import type { DrawableGerbers } from "@hackpad/preflight";

export interface BoardSvgs {
  top: string;
  bottom: string;
  /** x, y, width, height of both drawings, in `units`. */
  viewBox: [number, number, number, number];
  units: "mm" | "in";
  /** Names of the gerber and drill files drawn. */
  files: string[];
}

export function drawBoardSvgs(gerbers: DrawableGerbers): BoardSvgs {
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
