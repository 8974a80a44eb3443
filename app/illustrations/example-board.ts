import { lazypad } from "~/content/example-board/lazypad";
import lazypadBoard from "~/content/example-board/lazypad/LazyPad.kicad_pcb?raw";
import { parseKicadPcbDrawing, type KicadPcbDrawing } from "@hackpad/preflight/drawing";

let parsed: KicadPcbDrawing | undefined;

/**
 * The guide's example board, read with the preflight's own `.kicad_pcb` reader. Parsed on first use (while
 * the page is prerendered), never at import, so a bundle that does not draw it keeps none of it.
 */
export function exampleBoard(): KicadPcbDrawing {
  parsed ??= parseKicadPcbDrawing(lazypadBoard);
  return parsed;
}

export const exampleBoardSource = lazypad;
