/**
 * STL meshes, binary and ASCII. Binary is decided by size (84 + 50·n bytes for the n the header declares), never
 * by a "solid" header: Fusion writes "STLB ATF…" and other tools banners or nothing. Gives the bounding box and
 * the connected bodies (triangles that share a vertex belong to one body). A coordinate that is not a finite
 * number (NaN, infinity, or a value too large for 32 bits) is refused: no size comes from it. ASCII is read from
 * the bytes without decoding the whole file, straight into a typed array.
 */
import { PLAUSIBLE } from "../limits.ts";

export interface StlBody {
  triangles: number;
  size: [number, number, number];
  /** The body's lowest corner [x, y, z]: where it lies, so bodies laid side by side can be told from parts of one. */
  min: [number, number, number];
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

/** `maxTriangles` is the plausibility limit (tests pass a small one). */
export function parseStl(bytes: Uint8Array, maxTriangles: number = PLAUSIBLE.stlTriangles): StlInfo {
  if (bytes.length === 0) throw new StlError("the file is empty");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 84) {
    const count = view.getUint32(80, true);
    if (84 + 50 * count === bytes.length) return fromBinary(view, count, maxTriangles);
  }
  const text = new TextDecoder("utf-8").decode(bytes.subarray(0, Math.min(bytes.length, 1024)));
  if (!/^\s*solid/i.test(text)) {
    throw new StlError("it is neither a binary STL (its size does not match the triangle count) nor an ASCII STL");
  }
  return fromAscii(bytes, maxTriangles);
}

const tooMany = (limit: number) =>
  new StlError(
    `it holds more than ${limit.toLocaleString("en")} triangles; a macropad's case part never needs that many, so it was not read (export it with less detail)`,
  );

const notFinite = (triangle: number) =>
  new StlError(`triangle ${triangle + 1} has a coordinate that is not a finite number (NaN, infinity or too large); the part cannot be measured`);

function fromBinary(view: DataView, count: number, maxTriangles: number): StlInfo {
  if (count > maxTriangles) throw tooMany(maxTriangles);
  const coords = new Float32Array(count * 9);
  for (let t = 0; t < count; t++) {
    const base = 84 + t * 50 + 12;
    for (let k = 0; k < 9; k++) {
      const value = view.getFloat32(base + k * 4, true);
      if (!Number.isFinite(value)) throw notFinite(t);
      coords[t * 9 + k] = value;
    }
  }
  return summarise("binary", coords);
}

const isSpace = (byte: number) => byte === 32 || byte === 9 || byte === 10 || byte === 13 || byte === 12 || byte === 11;
const latin1 = new TextDecoder("latin1");
const VERTEX = [0x76, 0x65, 0x72, 0x74, 0x65, 0x78]; // "vertex"

/** One pass over the bytes: each "vertex" keyword (any case) followed by three numbers, into a growing Float32Array. */
function fromAscii(bytes: Uint8Array, maxTriangles: number): StlInfo {
  let coords = new Float32Array(9 * 1024);
  let length = 0;
  let at = 0;
  const end = bytes.length;
  const token = (): number => {
    while (at < end && isSpace(bytes[at] ?? 0)) at++;
    const start = at;
    while (at < end && !isSpace(bytes[at] ?? 0)) at++;
    return start === at ? NaN : Number(latin1.decode(bytes.subarray(start, at)));
  };
  while (at < end) {
    const byte = (bytes[at] ?? 0) | 0x20;
    if (byte !== 0x76 || (at > 0 && !isSpace(bytes[at - 1] ?? 0))) {
      at++;
      continue;
    }
    let k = 1;
    while (k < 6 && ((bytes[at + k] ?? 0) | 0x20) === VERTEX[k]) k++;
    if (k < 6 || !isSpace(bytes[at + 6] ?? 0)) {
      at++;
      continue;
    }
    at += 6;
    if (length + 3 > coords.length) {
      if (length / 9 >= maxTriangles) throw tooMany(maxTriangles);
      const grown = new Float32Array(Math.max(length + 3, Math.min(coords.length * 2, maxTriangles * 9)));
      grown.set(coords);
      coords = grown;
    }
    for (let axis = 0; axis < 3; axis++) {
      const value = Math.fround(token());
      if (Number.isNaN(value)) throw new StlError("its ASCII triangles are incomplete or hold non-numbers");
      if (!Number.isFinite(value)) throw notFinite(Math.floor(length / 9));
      coords[length++] = value;
    }
  }
  if (length === 0 || length % 9 !== 0) throw new StlError("its ASCII triangles are incomplete or hold non-numbers");
  return summarise("ascii", coords.subarray(0, length));
}

function summarise(format: StlInfo["format"], coords: Float32Array): StlInfo {
  const triangles = coords.length / 9;
  if (triangles === 0) throw new StlError("it holds no triangles");
  const { size } = boxOf(coords, null);
  if (!size.every(Number.isFinite)) throw new StlError("its coordinates are so large that its size is not a finite number; the part cannot be measured");
  return { format, triangles, size, bodies: bodiesOf(coords) };
}

function boxOf(coords: Float32Array, triangles: number[] | null): { size: [number, number, number]; min: [number, number, number] } {
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
  return { size: [0, 1, 2].map((axis) => (max[axis] ?? 0) - (min[axis] ?? 0)) as [number, number, number], min: min as [number, number, number] };
}

function bodiesOf(coords: Float32Array): StlBody[] {
  const triangles = coords.length / 9;
  if (triangles > MAX_BODY_TRIANGLES) return [{ triangles, ...boxOf(coords, null) }];
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
    .map((group) => ({ triangles: group.length, ...boxOf(coords, group) }))
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
