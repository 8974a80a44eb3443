/**
 * Where each footprint sits on the board, as fractions of the board outline's box (0 at the left and top edge, 1 at
 * the right and bottom), so the page can mark a part on the drawing made from the gerbers, whose picture spans the
 * same outline. Runs in the worker on the board the engine read.
 */
import type { KicadPcb } from "@hackpad/preflight";

export interface BoardPlace {
  ref: string;
  /** Centre, as a fraction of the outline box. */
  x: number;
  y: number;
  /** The footprint's own box (courtyard and fab lines) as a fraction of the outline box; 0 when it draws none. */
  width: number;
  height: number;
  side: "top" | "bottom";
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Every footprint with a reference that lies inside the outline; none when the board has no outline. */
export function boardPlaces(board: KicadPcb): BoardPlace[] {
  const box = board.outline;
  if (!box) return [];
  const width = box.maxX - box.minX;
  const height = box.maxY - box.minY;
  if (!(width > 0) || !(height > 0)) return [];
  const places: BoardPlace[] = [];
  for (const footprint of board.footprints) {
    if (!footprint.reference || footprint.reference.includes("?")) continue;
    const x = (footprint.x - box.minX) / width;
    const y = (footprint.y - box.minY) / height;
    if (x < 0 || x > 1 || y < 0 || y > 1) continue;
    const body = footprint.body;
    places.push({
      ref: footprint.reference,
      x: round(x),
      y: round(y),
      width: body ? round((body.maxX - body.minX) / width) : 0,
      height: body ? round((body.maxY - body.minY) / height) : 0,
      side: footprint.layer.startsWith("B.") ? "bottom" : "top",
    });
  }
  return places;
}
