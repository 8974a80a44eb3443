/**
 * Draws a board top and bottom from the parse trees the preflight engine already made of the gerber set it
 * measured (no file is read or parsed again). Runs in the worker and is loaded only when there are gerbers to draw.
 */
import type { BoardDrawing } from "~/app/check/lib/worker-protocol";
import type { DrawableGerbers } from "@hackpad/preflight/report";
import { drawBoardSvgs } from "@hackpad/fix";

export function drawBoard(gerbers: DrawableGerbers): BoardDrawing {
  return drawBoardSvgs(gerbers);
}
