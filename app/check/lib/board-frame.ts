/**
 * Where the board drawing and the PCB size limit go in one picture, in mm: the board sits in the top-left
 * corner of the limit square, so the picture shows how much room is left (or how far it sticks out).
 */
import { limits } from "@hackpad/programme/limits";

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BoardFrame {
  /** The whole picture, with room for the size labels. */
  viewBox: Rect;
  board: Rect;
  limit: Rect;
  /** Label size, in mm of the picture. */
  fontSize: number;
}

const MM_PER_INCH = 25.4;

export function boardFrame(
  drawingSize: { width: number; height: number },
  units: "mm" | "in",
  limit: { maxWidthMm: number; maxHeightMm: number } = limits.pcb,
): BoardFrame {
  const scale = units === "in" ? MM_PER_INCH : 1;
  const board = { x: 0, y: 0, width: drawingSize.width * scale, height: drawingSize.height * scale };
  const limitRect = { x: 0, y: 0, width: limit.maxWidthMm, height: limit.maxHeightMm };
  const width = Math.max(board.width, limitRect.width);
  const height = Math.max(board.height, limitRect.height);
  const fontSize = Math.max(width, height) * 0.045;
  const margin = fontSize * 0.6;
  return {
    viewBox: { x: -margin, y: -fontSize * 1.8, width: width + margin * 2, height: height + fontSize * 1.8 + fontSize * 2 },
    board,
    limit: limitRect,
    fontSize,
  };
}

export const viewBoxText = (box: Rect) => [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 1000) / 1000).join(" ");
