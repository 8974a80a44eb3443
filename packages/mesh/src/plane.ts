/** Plane geometry the board readers, the case and its checks share: circles and arcs through three points, rays. */

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

/**
 * The arc from a through m to b (three points on it, as KiCad stores arcs): its circle, the angle of a and the angle
 * it sweeps (radians; counter-clockwise unless m is not on the way), or null when the three are in a line.
 */
export function arcThrough(ax: number, ay: number, mx: number, my: number, bx: number, by: number) {
  const circle = circleThrough(ax, ay, mx, my, bx, by);
  if (!circle) return null;
  const start = Math.atan2(ay - circle.y, ax - circle.x);
  const turn = (x: number, y: number) => (((Math.atan2(y - circle.y, x - circle.x) - start) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  // Counter-clockwise from a, does the arc reach m before b? Then it runs that way.
  const sweep = turn(bx, by);
  return { ...circle, start, sweep: turn(mx, my) > sweep ? sweep - 2 * Math.PI : sweep };
}

/**
 * How far along the ray from (ox, oy) in direction (dx, dy) it crosses the segment a–b, in lengths of the direction
 * (negative: behind the start); NaN when it misses the segment or runs parallel to it.
 */
export function rayCrossing(ox: number, oy: number, dx: number, dy: number, a: readonly [number, number], b: readonly [number, number]): number {
  const ex = b[0] - a[0];
  const ey = b[1] - a[1];
  const denominator = dx * ey - dy * ex;
  if (Math.abs(denominator) < 1e-12) return NaN;
  const u = ((a[0] - ox) * dy - (a[1] - oy) * dx) / denominator;
  return u >= 0 && u <= 1 ? ((a[0] - ox) * ey - (a[1] - oy) * ex) / denominator : NaN;
}
