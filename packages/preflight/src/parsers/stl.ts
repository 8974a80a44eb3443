/**
 * STL meshes, binary and ASCII. Binary is decided by size (84 + 50·n bytes for the n the header declares), never
 * by a "solid" header: Fusion writes "STLB ATF…" and other tools banners or nothing. Gives the bounding box and
 * the connected bodies (triangles that share a vertex belong to one body).
 */

export interface StlBody {
  triangles: number;
  size: [number, number, number];
}

export interface StlInfo {
  format: "binary" | "ascii";
  triangles: number;
  /** [x, y, z] size in the file's units (mm for every slicer-ready STL). */
  size: [number, number, number];
  /** Connected bodies, largest first. */
  bodies: StlBody[];
}

export class StlError extends Error {}

/** Most triangles the body analysis unites; beyond it the whole mesh counts as one body (still measured). */
const MAX_BODY_TRIANGLES = 2_000_000;

export function parseStl(bytes: Uint8Array): StlInfo {
  if (bytes.length === 0) throw new StlError("the file is empty");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 84) {
    const count = view.getUint32(80, true);
    if (84 + 50 * count === bytes.length) return fromBinary(view, count);
  }
  const text = new TextDecoder("utf-8").decode(bytes.subarray(0, Math.min(bytes.length, 1024)));
  if (!/^\s*solid/i.test(text)) {
    throw new StlError("it is neither a binary STL (its size does not match the triangle count) nor an ASCII STL");
  }
  return fromAscii(new TextDecoder("utf-8").decode(bytes));
}

function fromBinary(view: DataView, count: number): StlInfo {
  const coords = new Float32Array(count * 9);
  for (let t = 0; t < count; t++) {
    const base = 84 + t * 50 + 12;
    for (let k = 0; k < 9; k++) coords[t * 9 + k] = view.getFloat32(base + k * 4, true);
  }
  return summarise("binary", coords);
}

function fromAscii(text: string): StlInfo {
  const values: number[] = [];
  const pattern = /vertex\s+(\S+)\s+(\S+)\s+(\S+)/gi;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    values.push(Number(match[1]), Number(match[2]), Number(match[3]));
  }
  if (values.length === 0 || values.length % 9 !== 0 || values.some((value) => !Number.isFinite(value))) {
    throw new StlError("its ASCII triangles are incomplete or hold non-numbers");
  }
  return summarise("ascii", Float32Array.from(values));
}

function summarise(format: StlInfo["format"], coords: Float32Array): StlInfo {
  const triangles = coords.length / 9;
  if (triangles === 0) throw new StlError("it holds no triangles");
  return { format, triangles, size: sizeOf(coords, null), bodies: bodiesOf(coords) };
}

function sizeOf(coords: Float32Array, triangles: number[] | null): [number, number, number] {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  const visit = (t: number) => {
    for (let v = 0; v < 3; v++) {
      for (let axis = 0; axis < 3; axis++) {
        const value = coords[t * 9 + v * 3 + axis] ?? 0;
        if (value < (min[axis] ?? 0)) min[axis] = value;
        if (value > (max[axis] ?? 0)) max[axis] = value;
      }
    }
  };
  if (triangles) for (const t of triangles) visit(t);
  else for (let t = 0; t < coords.length / 9; t++) visit(t);
  return [0, 1, 2].map((axis) => (max[axis] ?? 0) - (min[axis] ?? 0)) as [number, number, number];
}

function bodiesOf(coords: Float32Array): StlBody[] {
  const triangles = coords.length / 9;
  if (triangles > MAX_BODY_TRIANGLES) return [{ triangles, size: sizeOf(coords, null) }];
  const parent = new Int32Array(triangles);
  for (let t = 0; t < triangles; t++) parent[t] = t;
  const find = (t: number): number => {
    let root = t;
    while (parent[root] !== root) root = parent[root] ?? root;
    let node = t;
    while (parent[node] !== root) {
      const next = parent[node] ?? root;
      parent[node] = root;
      node = next;
    }
    return root;
  };
  // Vertices are keyed by their exact float bits (shared vertices of one solid are written identically), in an
  // open-addressing hash table: linear in the vertex count, no strings.
  const bits = new Uint32Array(coords.buffer, coords.byteOffset, coords.length);
  const vertices = triangles * 3;
  let capacity = 1;
  while (capacity < vertices * 2) capacity *= 2;
  const slots = new Int32Array(capacity).fill(-1);
  for (let vertex = 0; vertex < vertices; vertex++) {
    const i = vertex * 3;
    const x = bits[i] ?? 0;
    const y = bits[i + 1] ?? 0;
    const z = bits[i + 2] ?? 0;
    let slot = mix(mix(mix(x) ^ y) ^ z) & (capacity - 1);
    for (;;) {
      const other = slots[slot] ?? -1;
      if (other < 0) {
        slots[slot] = vertex;
        break;
      }
      const j = other * 3;
      if (bits[j] === x && bits[j + 1] === y && bits[j + 2] === z) {
        const a = find(Math.floor(vertex / 3));
        const b = find(Math.floor(other / 3));
        if (a !== b) parent[a] = b;
        break;
      }
      slot = (slot + 1) & (capacity - 1);
    }
  }
  const groups = new Map<number, number[]>();
  for (let t = 0; t < triangles; t++) {
    const root = find(t);
    const group = groups.get(root);
    if (group) group.push(t);
    else groups.set(root, [t]);
  }
  return [...groups.values()]
    .map((group) => ({ triangles: group.length, size: sizeOf(coords, group) }))
    .sort((a, b) => b.size[0] * b.size[1] * b.size[2] - a.size[0] * a.size[1] * a.size[2] || b.triangles - a.triangles);
}

/** MurmurHash3's 32-bit finaliser: spreads every input bit over the result (float bits of round numbers end in zeros). */
function mix(value: number): number {
  let h = value ^ (value >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
