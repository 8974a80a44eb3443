/**
 * Plane geometry for fitting a case to its board: a slice's segments chained into closed loops, the loops'
 * area, centre and shape (a ~14 mm square, a round hole), meshes moved into the board's frame, and vertical rays.
 */
import type { Mesh } from "@hackpad/mesh";
import type { P2, Segment } from "@hackpad/case";

export interface Loop {
  points: P2[];
  /** Signed area (counter-clockwise positive). */
  area: number;
  centre: P2;
}

const key = (p: P2) => `${Math.round(p[0] * 1000)},${Math.round(p[1] * 1000)}`;

/**
 * Chains segments end to end into closed loops (ends meeting within a micrometre). Work is linear in the number of
 * segments: every segment is used once through a map of its ends.
 */
export function chainLoops(segments: readonly Segment[]): Loop[] {
  const byEnd = new Map<string, number[]>();
  segments.forEach(([a, b], index) => {
    for (const end of [a, b]) {
      const list = byEnd.get(key(end)) ?? [];
      list.push(index);
      byEnd.set(key(end), list);
    }
  });
  const used = new Uint8Array(segments.length);
  const loops: Loop[] = [];
  for (let start = 0; start < segments.length; start++) {
    if (used[start]) continue;
    used[start] = 1;
    const first = segments[start]!;
    const points: P2[] = [first[0]];
    let current = first[1];
    let closed = false;
    for (let guard = 0; guard < segments.length; guard++) {
      if (key(current) === key(points[0]!)) {
        closed = true;
        break;
      }
      points.push(current);
      const next = (byEnd.get(key(current)) ?? []).find((index) => !used[index]);
      if (next === undefined) break;
      used[next] = 1;
      const [a, b] = segments[next]!;
      current = key(a) === key(current) ? b : a;
    }
    if (closed && points.length >= 3) loops.push(loopOf(points));
  }
  return loops;
}

export function loopOf(points: P2[]): Loop {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let index = 0; index < points.length; index++) {
    const [x0, y0] = points[index]!;
    const [x1, y1] = points[(index + 1) % points.length]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  area /= 2;
  const centre: P2 = area === 0 ? points[0]! : [cx / (6 * area), cy / (6 * area)];
  return { points, area, centre };
}

export const perimeter = (points: readonly P2[]) =>
  points.reduce((sum, p, index) => {
    const q = points[(index + 1) % points.length]!;
    return sum + Math.hypot(q[0] - p[0], q[1] - p[1]);
  }, 0);

/**
 * A square hole of side `side` (from its area) when the loop's perimeter is four sides and every corner point is
 * within a tenth of a side of the square's outline; its turn from its longest edge, 0–90°.
 */
export function squareOf(loop: Loop): { side: number; angle: number } | null {
  const side = Math.sqrt(Math.abs(loop.area));
  if (Math.abs(perimeter(loop.points) / (4 * side) - 1) > 0.03) return null;
  let longest = 0;
  let angle = 0;
  loop.points.forEach((p, index) => {
    const q = loop.points[(index + 1) % loop.points.length]!;
    const length = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (length > longest) {
      longest = length;
      angle = (Math.atan2(q[1] - p[1], q[0] - p[0]) * 180) / Math.PI;
    }
  });
  angle = ((angle % 90) + 90) % 90;
  const t = (-angle * Math.PI) / 180;
  const fits = loop.points.every(([x, y]) => {
    const dx = x - loop.centre[0];
    const dy = y - loop.centre[1];
    const u = Math.abs(dx * Math.cos(t) - dy * Math.sin(t));
    const v = Math.abs(dx * Math.sin(t) + dy * Math.cos(t));
    return Math.abs(Math.max(u, v) - side / 2) < side / 10;
  });
  return fits ? { side, angle } : null;
}

/** A round hole: every point about as far from the centre; its diameter. */
export function circleOf(loop: Loop): number | null {
  if (loop.points.length < 8) return null;
  const radii = loop.points.map(([x, y]) => Math.hypot(x - loop.centre[0], y - loop.centre[1]));
  const mean = radii.reduce((sum, r) => sum + r, 0) / radii.length;
  return radii.every((r) => Math.abs(r - mean) < Math.max(0.15, mean * 0.08)) ? mean * 2 : null;
}

/** A placement in the plane: mirror y first (a part seen from its other side), turn by `angle` radians, then move. */
export interface Placement2 {
  mirror: boolean;
  angle: number;
  dx: number;
  dy: number;
}

export function place2(placement: Placement2, [x, y]: P2): P2 {
  const my = placement.mirror ? -y : y;
  const c = Math.cos(placement.angle);
  const s = Math.sin(placement.angle);
  return [c * x - s * my + placement.dx, s * x + c * my + placement.dy];
}

/**
 * A part's placement in the board's frame: its thinnest (or chosen) axis turned to z, then `plane` (a mirror in the
 * plane goes with z turned over, so the part is turned, never reflected), then lifted by dz.
 */
export interface Placement3 {
  axis: 0 | 1 | 2;
  plane: Placement2;
  dz: number;
}

/** The point with `axis` turned to z (a cyclic swap of axes: a turn, not a reflection). */
export function upAxis(axis: 0 | 1 | 2, p: readonly number[]): [number, number, number] {
  if (axis === 2) return [p[0]!, p[1]!, p[2]!];
  if (axis === 0) return [p[1]!, p[2]!, p[0]!];
  return [p[2]!, p[0]!, p[1]!];
}

export function placeMesh(mesh: Mesh, placement: Placement3): Mesh {
  const positions = new Float32Array(mesh.positions.length);
  for (let vertex = 0; vertex < positions.length; vertex += 3) {
    const [x, y, z] = upAxis(placement.axis, [mesh.positions[vertex]!, mesh.positions[vertex + 1]!, mesh.positions[vertex + 2]!]);
    const [px, py] = place2(placement.plane, [x, y]);
    positions[vertex] = px;
    positions[vertex + 1] = py;
    positions[vertex + 2] = (placement.plane.mirror ? -z : z) + placement.dz;
  }
  return { positions, indices: mesh.indices };
}

/** The heights at which the vertical line through (x, y) crosses the mesh's triangles. */
export function verticalHits(mesh: Mesh, x: number, y: number): number[] {
  const found: number[] = [];
  const p = mesh.positions;
  for (let triangle = 0; triangle < mesh.indices.length; triangle += 3) {
    const a = mesh.indices[triangle]! * 3;
    const b = mesh.indices[triangle + 1]! * 3;
    const c = mesh.indices[triangle + 2]! * 3;
    const ax = p[a]!;
    const ay = p[a + 1]!;
    const v0x = p[b]! - ax;
    const v0y = p[b + 1]! - ay;
    const v1x = p[c]! - ax;
    const v1y = p[c + 1]! - ay;
    const det = v0x * v1y - v1x * v0y;
    if (Math.abs(det) < 1e-12) continue;
    const wx = x - ax;
    const wy = y - ay;
    const u = (wx * v1y - v1x * wy) / det;
    const v = (v0x * wy - wx * v0y) / det;
    if (u < 0 || v < 0 || u + v > 1) continue;
    found.push(p[a + 2]! + u * (p[b + 2]! - p[a + 2]!) + v * (p[c + 2]! - p[a + 2]!));
  }
  return found.sort((m, n) => m - n);
}

/** The shortest distance from a point to a closed polyline. */
export function distanceToLoop(point: P2, loop: readonly P2[]): number {
  let best = Infinity;
  for (let index = 0; index < loop.length; index++) {
    const a = loop[index]!;
    const b = loop[(index + 1) % loop.length]!;
    const ex = b[0] - a[0];
    const ey = b[1] - a[1];
    const length = ex * ex + ey * ey;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((point[0] - a[0]) * ex + (point[1] - a[1]) * ey) / length));
    best = Math.min(best, Math.hypot(point[0] - a[0] - t * ex, point[1] - a[1] - t * ey));
  }
  return best;
}

/** Points every `step` mm along a closed polyline (its corners included). */
export function alongLoop(loop: readonly P2[], step: number): P2[] {
  const points: P2[] = [];
  for (let index = 0; index < loop.length; index++) {
    const a = loop[index]!;
    const b = loop[(index + 1) % loop.length]!;
    const count = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    for (let k = 0; k < count; k++) points.push([a[0] + ((b[0] - a[0]) * k) / count, a[1] + ((b[1] - a[1]) * k) / count]);
  }
  return points;
}
