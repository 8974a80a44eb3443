/** Plane geometry the board parsers share: bounding boxes, arcs by their true extent, rotations. */
import { arcThrough } from "@hackpad/mesh/plane";

export { circleThrough } from "@hackpad/mesh/plane";

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function emptyBox(): Box {
  return { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
}

export function isEmptyBox(box: Box): boolean {
  return !(box.maxX >= box.minX && box.maxY >= box.minY);
}

export function addPoint(box: Box, x: number, y: number): void {
  if (x < box.minX) box.minX = x;
  if (x > box.maxX) box.maxX = x;
  if (y < box.minY) box.minY = y;
  if (y > box.maxY) box.maxY = y;
}

/** True when the box's corners and its width and height are finite numbers (a size is finite or absent). */
export function isFiniteBox(box: Box): boolean {
  const { width, height } = boxSize(box);
  return [box.minX, box.minY, box.maxX, box.maxY, width, height].every(Number.isFinite);
}

export function boxSize(box: Box): { width: number; height: number } {
  return { width: box.maxX - box.minX, height: box.maxY - box.minY };
}

/** Rounds to 0.01 (mm), the precision every measurement is reported in. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100 + 0;
}

/**
 * Adds an arc around (cx, cy) from angle `start` sweeping `sweep` radians (positive = counter-clockwise in the
 * maths sense of the coordinate system used). Includes the end points and every axis crossing inside the sweep.
 */
export function addArc(box: Box, cx: number, cy: number, radius: number, start: number, sweep: number): void {
  addPoint(box, cx + radius * Math.cos(start), cy + radius * Math.sin(start));
  addPoint(box, cx + radius * Math.cos(start + sweep), cy + radius * Math.sin(start + sweep));
  if (Math.abs(sweep) >= 2 * Math.PI - 1e-9) {
    addPoint(box, cx - radius, cy - radius);
    addPoint(box, cx + radius, cy + radius);
    return;
  }
  const from = sweep >= 0 ? start : start + sweep;
  const span = Math.abs(sweep);
  for (let quarter = 0; quarter < 4; quarter++) {
    const angle = (quarter * Math.PI) / 2;
    // How far past `from`, counter-clockwise, the axis direction lies.
    const delta = (((angle - from) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
    if (delta <= span) addPoint(box, cx + radius * Math.cos(angle), cy + radius * Math.sin(angle));
  }
}

/** Adds the arc from a through m to b (three points on it, as KiCad stores arcs). */
export function addArcThrough(box: Box, ax: number, ay: number, mx: number, my: number, bx: number, by: number): void {
  const arc = arcThrough(ax, ay, mx, my, bx, by);
  if (arc) return addArc(box, arc.x, arc.y, arc.r, arc.start, arc.sweep);
  addPoint(box, ax, ay);
  addPoint(box, bx, by);
}

/** Rotates a footprint-local point by a KiCad angle (degrees, counter-clockwise on screen, y pointing down). */
export function rotateKicad(x: number, y: number, degrees: number): [number, number] {
  const t = (degrees * Math.PI) / 180;
  const c = Math.cos(t);
  const s = Math.sin(t);
  return [x * c + y * s, -x * s + y * c];
}
