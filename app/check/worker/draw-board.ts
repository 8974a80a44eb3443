/**
 * Draws a board from its gerber and drill files with @tracespace/core, top and bottom as a fab would make
 * it. Runs in the worker and is loaded only when there are gerbers to draw.
 */
import { plot, read, renderBoard, renderLayers, stringifySvg } from "@tracespace/core";
import type { DrawableLayerFile } from "~/lib/preflight/types";
import type { BoardDrawing } from "~/lib/check/worker-protocol";

/** Reads the set; when one file is not a gerber or drill file (a job file, a PDF), reads the set without it. */
async function readSet(files: File[]) {
  try {
    return await read(files);
  } catch {
    const readable: File[] = [];
    for (const file of files) {
      if (await read([file]).then(() => true, () => false)) readable.push(file);
    }
    return read(readable);
  }
}

export async function drawBoard(set: readonly DrawableLayerFile[]): Promise<BoardDrawing> {
  const files = set.map(({ name, text }) => new File([text], name, { type: "text/plain" }));
  const plotted = plot(await readSet(files));
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
