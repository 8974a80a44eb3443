/**
 * Measuring a generated mesh the way calipers would: a horizontal slice at a height (the segments where triangles
 * cross it), rays across a slice (distances to the faces they meet), and the faces lying on the bed. The engine
 * measures its own output with these (GeneratedCase.checks), and the tests do.
 */
import { cross, dot, minus, triangleCorners, type Mesh, type Vec3 } from "@hackpad/mesh";
import { rayCrossing } from "@hackpad/mesh/plane";

export type P2 = [number, number];
export type Segment = [P2, P2];

/** The segments where the mesh crosses the plane at height z (choose z off any face's own height). */
export function slice(mesh: Mesh, z: number): Segment[] {
  const segments: Segment[] = [];
  for (let triangle = 0; triangle < mesh.indices.length / 3; triangle++) {
    const points = triangleCorners(mesh, triangle);
    const crossing: P2[] = [];
    for (let edge = 0; edge < 3; edge++) {
      const a = points[edge]!;
      const b = points[(edge + 1) % 3]!;
      if ((a[2] - z) * (b[2] - z) < 0) {
        const t = (z - a[2]) / (b[2] - a[2]);
        crossing.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
      }
    }
    if (crossing.length === 2) segments.push([crossing[0]!, crossing[1]!]);
  }
  return segments;
}

/** Distances along the ray from `start` in direction `angle` (degrees) at which it crosses the slice, nearest first, each crossing once. */
export function hits(segments: readonly Segment[], start: P2, angle: number): number[] {
  const dx = Math.cos((angle * Math.PI) / 180);
  const dy = Math.sin((angle * Math.PI) / 180);
  const found: number[] = [];
  for (const [a, b] of segments) {
    const t = rayCrossing(start[0], start[1], dx, dy, a, b);
    if (t > 1e-9) found.push(t);
  }
  // A ray through the point where two segments meet crosses the outline once, not twice.
  return found.sort((x, y) => x - y).filter((t, index, sorted) => index === 0 || t - sorted[index - 1]! > 1e-7);
}

/** True when the point lies inside material in the slice (an odd number of crossings on a ray). */
export function inside(segments: readonly Segment[], point: P2): boolean {
  return hits(segments, point, 0.123456).length % 2 === 1;
}

/**
 * The area of the faces lying on the bed (z = the mesh's lowest, facing down) and of the largest other flat face
 * (triangles grouped by their plane).
 */
export function bedFaces(mesh: Mesh): { bed: number; largestOther: number; minZ: number } {
  let minZ = Infinity;
  for (let index = 2; index < mesh.positions.length; index += 3) minZ = Math.min(minZ, mesh.positions[index]!);
  const planes = new Map<string, number>();
  let bed = 0;
  for (let triangle = 0; triangle < mesh.indices.length / 3; triangle++) {
    const [a, b, c] = triangleCorners(mesh, triangle);
    const n = cross(minus(b, a), minus(c, a));
    const length = Math.hypot(...n);
    if (length === 0) continue;
    const area = length / 2;
    const unit = n.map((value) => value / length) as Vec3;
    if (unit[2] < -0.9999 && [a, b, c].every((p) => Math.abs(p[2] - minZ) < 1e-4)) {
      bed += area;
      continue;
    }
    const offset = dot(unit, a);
    const key = [...unit.map((value) => value.toFixed(3)), offset.toFixed(2)].join(",");
    planes.set(key, (planes.get(key) ?? 0) + area);
  }
  return { bed, largestOther: Math.max(0, ...planes.values()), minZ };
}
