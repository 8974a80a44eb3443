/**
 * Where an outline round a part and its reference go on the board drawing: round the part, but always inside the
 * board with a margin, so a part at the board's edge (an encoder on a corner) is outlined on the board and its name
 * is not cut off by the picture's edge or lost over the size labels.
 */
import type { BoardFrame, Rect } from "./board-frame";
import type { BoardPlace } from "./board-places";

export interface MarkPlacement {
  outline: Rect;
  /** The reference's text: its centre and baseline. */
  label: { x: number; y: number };
}

/** Roughly how wide a character of the bold label is, in font sizes. */
const CHAR_WIDTH = 0.62;

const clamp = (value: number, least: number, most: number) => Math.min(Math.max(value, least), Math.max(least, most));

/** The outline and label of `place` on one side (the bottom is seen from below, so mirrored). */
export function markPlacement(place: BoardPlace, side: "top" | "bottom", { board, fontSize }: BoardFrame): MarkPlacement {
  const margin = fontSize * 0.4;
  const inner = { left: board.x + margin, top: board.y + margin, right: board.x + board.width - margin, bottom: board.y + board.height - margin };
  const least = fontSize * 1.2;
  const width = Math.min(Math.max(least, place.width * board.width), inner.right - inner.left);
  const height = Math.min(Math.max(least, place.height * board.height), inner.bottom - inner.top);
  const cx = clamp(board.x + (side === "top" ? place.x : 1 - place.x) * board.width, inner.left + width / 2, inner.right - width / 2);
  const cy = clamp(board.y + place.y * board.height, inner.top + height / 2, inner.bottom - height / 2);
  const outline = { x: cx - width / 2, y: cy - height / 2, width, height };

  const gap = fontSize * 0.3;
  // The label sits above the outline, or below it when the board's top edge leaves no room.
  const above = outline.y - gap;
  const y = above - fontSize >= inner.top ? above : Math.min(outline.y + height + gap + fontSize * 0.8, inner.bottom);
  const half = (place.ref.length * CHAR_WIDTH * fontSize) / 2;
  return { outline, label: { x: clamp(cx, inner.left + half, inner.right - half), y } };
}
