/** Plane geometry the board parsers share: bounding boxes, arcs by their true extent, rotations. */

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

/** The circle through three points, or null when they are in a line. */
export function circleThrough(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): { x: number; y: number; r: number } | null {
  const d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by));
  if (Math.abs(d) < 1e-12) return null;
  const a2 = ax * ax + ay * ay;
  const b2 = bx * bx + by * by;
  const c2 = cx * cx + cy * cy;
  const x = (a2 * (by - cy) + b2 * (cy - ay) + c2 * (ay - by)) / d;
  const y = (a2 * (cx - bx) + b2 * (ax - cx) + c2 * (bx - ax)) / d;
  return { x, y, r: Math.hypot(ax - x, ay - y) };
}

/** Adds the arc from a through m to b (three points on it, as KiCad stores arcs). */
export function addArcThrough(box: Box, ax: number, ay: number, mx: number, my: number, bx: number, by: number): void {
  const circle = circleThrough(ax, ay, mx, my, bx, by);
  if (!circle) {
    addPoint(box, ax, ay);
    addPoint(box, bx, by);
    return;
  }
  const start = Math.atan2(ay - circle.y, ax - circle.x);
  const mid = Math.atan2(my - circle.y, mx - circle.x);
  const end = Math.atan2(by - circle.y, bx - circle.x);
  const ccw = (angle: number) => (((angle - start) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  // Counter-clockwise from start, does the arc reach the middle point before the end? Then it runs that way.
  const sweepCcw = ccw(end);
  const sweep = ccw(mid) <= sweepCcw ? sweepCcw : sweepCcw - 2 * Math.PI;
  addArc(box, circle.x, circle.y, circle.r, start, sweep);
}

/** Rotates a footprint-local point by a KiCad angle (degrees, counter-clockwise on screen, y pointing down). */
export function rotateKicad(x: number, y: number, degrees: number): [number, number] {
  const t = (degrees * Math.PI) / 180;
  const c = Math.cos(t);
  const s = Math.sin(t);
  return [x * c + y * s, -x * s + y * c];
}
