/**
 * Triangle meshes as the case tools pass them around: an indexed mesh, binary STL out, its bounds, whether it
 * is closed, and its separate bodies. Pure TypeScript (a Web Worker and Node alike); the converter
 * (STEP/3MF/OBJ → STL) and the case generator both build on it, and tests check their output with it.
 */

/** An indexed triangle mesh in millimetres: x, y, z per vertex; three vertex indices per triangle, counter-clockwise seen from outside. */
export interface Mesh {
  positions: Float32Array;
  indices: Uint32Array;
}

export interface Bounds {
  min: [number, number, number];
  max: [number, number, number];
  size: [number, number, number];
}

export const triangleCount = (mesh: Mesh): number => Math.floor(mesh.indices.length / 3);

export type Vec3 = [number, number, number];

/** The three corners of a triangle, as points. */
export function triangleCorners(mesh: Mesh, triangle: number): [Vec3, Vec3, Vec3] {
  return [corner(mesh, triangle * 3), corner(mesh, triangle * 3 + 1), corner(mesh, triangle * 3 + 2)];
}

/** The point the index at `at` names (no closure per call: this runs once per corner of every triangle). */
function corner({ positions, indices }: Mesh, at: number): Vec3 {
  const vertex = (indices[at] ?? 0) * 3;
  return [positions[vertex] ?? 0, positions[vertex + 1] ?? 0, positions[vertex + 2] ?? 0];
}

export const minus = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (u: Vec3, v: Vec3): Vec3 => [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];

/** The same mesh moved by `by`. */
export const moved = (mesh: Mesh, by: readonly [number, number, number]): Mesh => ({
  positions: mesh.positions.map((value, index) => value + by[index % 3]!),
  indices: mesh.indices,
});

/** The same triangles facing the other way. */
export function turnedOver(mesh: Mesh): Mesh {
  const indices = mesh.indices.slice();
  for (let at = 0; at + 2 < indices.length; at += 3) [indices[at + 1], indices[at + 2]] = [indices[at + 2] ?? 0, indices[at + 1] ?? 0];
  return { positions: mesh.positions, indices };
}

/**
 * The axis-aligned box around points of a flat [x, y, z, …] array: the points `which` names (point numbers, in
 * any order, repeats allowed), or every point; null when there is none.
 */
export function pointBounds(coords: ArrayLike<number>, which?: Iterable<number>): Bounds | null {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  const visit = (point: number) => {
    for (let axis = 0; axis < 3; axis++) {
      const value = coords[point * 3 + axis] ?? 0;
      if (value < min[axis]!) min[axis] = value;
      if (value > max[axis]!) max[axis] = value;
    }
  };
  if (which) for (const point of which) visit(point);
  else for (let point = 0; point < Math.floor(coords.length / 3); point++) visit(point);
  return min[0] > max[0] ? null : { min, max, size: [max[0] - min[0], max[1] - min[1], max[2] - min[2]] };
}

/** The axis-aligned box around every vertex a triangle uses; null for a mesh with no triangles. */
export const meshBounds = (mesh: Mesh): Bounds | null => (triangleCount(mesh) === 0 ? null : pointBounds(mesh.positions, mesh.indices));

/**
 * Disjoint sets over 0 … size − 1: `union` joins two sets, `find` names a set by one member. Iterative, with
 * path compression, so a long chain costs no recursion depth.
 */
export function disjointSets(size: number): { find: (member: number) => number; union: (a: number, b: number) => void } {
  const parent = new Int32Array(size);
  for (let member = 0; member < size; member++) parent[member] = member;
  const find = (start: number): number => {
    let root = start;
    while (parent[root] !== root) root = parent[root] ?? root;
    for (let node = start; parent[node] !== root;) {
      const next = parent[node] ?? root;
      parent[node] = root;
      node = next;
    }
    return root;
  };
  const union = (a: number, b: number) => {
    const [rootA, rootB] = [find(a), find(b)];
    if (rootA !== rootB) parent[rootA] = rootB;
  };
  return { find, union };
}

/**
 * One id per distinct position (vertices at the same place share an id, numbered in order of first use; −0
 * counts as 0): STL and many exporters repeat a vertex for every triangle, so closedness and bodies are judged
 * on positions, not on vertex numbers. The positions' float bits go through an open-addressing hash table:
 * linear in the vertex count, no strings.
 */
export function weldedIds(mesh: Pick<Mesh, "positions">): Uint32Array {
  const bits = new Uint32Array(mesh.positions.buffer, mesh.positions.byteOffset, mesh.positions.length);
  const vertices = Math.floor(mesh.positions.length / 3);
  const ids = new Uint32Array(vertices);
  const key = (at: number) => {
    const value = bits[at] ?? 0;
    if (value === 0x80000000) return 0;
    return Number.isNaN(mesh.positions[at]) ? 0x7fc00000 : value;
  };
  let capacity = 1;
  while (capacity < vertices * 2) capacity *= 2;
  const slots = new Int32Array(capacity).fill(-1);
  let next = 0;
  for (let vertex = 0; vertex < vertices; vertex++) {
    const [x, y, z] = [key(vertex * 3), key(vertex * 3 + 1), key(vertex * 3 + 2)];
    for (let slot = mix(mix(mix(x) ^ y) ^ z) & (capacity - 1); ; slot = (slot + 1) & (capacity - 1)) {
      const other = slots[slot] ?? -1;
      if (other < 0) {
        slots[slot] = vertex;
        ids[vertex] = next++;
        break;
      }
      if (key(other * 3) === x && key(other * 3 + 1) === y && key(other * 3 + 2) === z) {
        ids[vertex] = ids[other] ?? 0;
        break;
      }
    }
  }
  return ids;
}

/** MurmurHash3's 32-bit finaliser: spreads every input bit over the result (float bits of round numbers end in zeros). */
function mix(value: number): number {
  let h = value ^ (value >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Edges not shared by exactly two triangles (after welding equal positions): 0 for a closed, manifold
 * surface, which is what a slicer needs. Triangles with a repeated corner (no area) are left out.
 */
export function openEdgeCount(mesh: Mesh): number {
  const ids = weldedIds(mesh);
  const uses = new Map<string, number>();
  for (let triangle = 0; triangle < triangleCount(mesh); triangle++) {
    const corners = [0, 1, 2].map((corner) => ids[mesh.indices[triangle * 3 + corner] ?? 0] ?? 0);
    if (new Set(corners).size < 3) continue;
    for (let edge = 0; edge < 3; edge++) {
      const a = corners[edge] ?? 0;
      const b = corners[(edge + 1) % 3] ?? 0;
      const key = a < b ? `${a}:${b}` : `${b}:${a}`;
      uses.set(key, (uses.get(key) ?? 0) + 1);
    }
  }
  let open = 0;
  for (const count of uses.values()) if (count !== 2) open++;
  return open;
}

export const isClosed = (mesh: Mesh): boolean => triangleCount(mesh) > 0 && openEdgeCount(mesh) === 0;

/** The mesh's bodies as lists of triangle numbers: triangles joined through shared positions, in order of each body's first triangle. */
export function bodyTriangles(mesh: Mesh): number[][] {
  const ids = weldedIds(mesh);
  const sets = disjointSets(ids.reduce((most, id) => Math.max(most, id + 1), 0));
  const triangles = triangleCount(mesh);
  const corner = (triangle: number, which: number) => ids[mesh.indices[triangle * 3 + which] ?? 0] ?? 0;
  for (let triangle = 0; triangle < triangles; triangle++) {
    sets.union(corner(triangle, 1), corner(triangle, 0));
    sets.union(corner(triangle, 2), corner(triangle, 0));
  }
  const groups = new Map<number, number[]>();
  for (let triangle = 0; triangle < triangles; triangle++) {
    const root = sets.find(corner(triangle, 0));
    const list = groups.get(root);
    if (list) list.push(triangle);
    else groups.set(root, [triangle]);
  }
  return [...groups.values()];
}

/** The points a list of triangles uses, for pointBounds. */
export function* trianglePoints(mesh: Mesh, triangles: readonly number[]): Generator<number> {
  for (const triangle of triangles) for (let corner = 0; corner < 3; corner++) yield mesh.indices[triangle * 3 + corner] ?? 0;
}

/** The mesh's separate bodies: triangles joined through shared positions, each body a mesh of its own. */
export function splitBodies(mesh: Mesh): Mesh[] {
  return bodyTriangles(mesh).map((list) => {
    const remap = new Map<number, number>();
    const positions: number[] = [];
    const indices = new Uint32Array(list.length * 3);
    list.forEach((triangle, at) => {
      for (let corner = 0; corner < 3; corner++) {
        const vertex = mesh.indices[triangle * 3 + corner] ?? 0;
        let mapped = remap.get(vertex);
        if (mapped === undefined) {
          mapped = remap.size;
          remap.set(vertex, mapped);
          positions.push(mesh.positions[vertex * 3] ?? 0, mesh.positions[vertex * 3 + 1] ?? 0, mesh.positions[vertex * 3 + 2] ?? 0);
        }
        indices[at * 3 + corner] = mapped;
      }
    });
    return { positions: new Float32Array(positions), indices };
  });
}

export { readStl } from "./stl.ts";

/** Binary STL (80-byte header, little-endian): one facet per triangle with its unit normal. */
export function writeBinaryStl(mesh: Mesh, header = "hackpad docs"): Uint8Array {
  const triangles = triangleCount(mesh);
  const bytes = new Uint8Array(84 + 50 * triangles);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(header.slice(0, 80)));
  view.setUint32(80, triangles, true);
  for (let triangle = 0; triangle < triangles; triangle++) {
    const [a, b, c] = triangleCorners(mesh, triangle);
    const n = cross(minus(b, a), minus(c, a));
    const length = Math.hypot(n[0], n[1], n[2]) || 1;
    const at = 84 + 50 * triangle;
    [...n.map((value) => value / length), ...a, ...b, ...c].forEach((value, index) => view.setFloat32(at + index * 4, value, true));
  }
  return bytes;
}

/**
 * The volume a closed mesh encloses (divergence theorem: the sum of the tetrahedra from the origin to each
 * triangle), in cubic millimetres; positive when the triangles face outwards. Meaningless for an open mesh.
 */
export function meshVolume(mesh: Mesh): number {
  let volume = 0;
  const p = mesh.positions;
  for (let at = 0; at + 2 < mesh.indices.length; at += 3) {
    const a = (mesh.indices[at] ?? 0) * 3;
    const b = (mesh.indices[at + 1] ?? 0) * 3;
    const c = (mesh.indices[at + 2] ?? 0) * 3;
    const [ax, ay, az] = [p[a] ?? 0, p[a + 1] ?? 0, p[a + 2] ?? 0];
    const [bx, by, bz] = [p[b] ?? 0, p[b + 1] ?? 0, p[b + 2] ?? 0];
    const [cx, cy, cz] = [p[c] ?? 0, p[c + 1] ?? 0, p[c + 2] ?? 0];
    volume += ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx);
  }
  return volume / 6;
}
