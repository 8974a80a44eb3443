/**
 * STL meshes, binary and ASCII. Binary is decided by size (84 + 50·n bytes for the n the header declares), never
 * by a "solid" header: Fusion writes "STLB ATF…" and other tools banners or nothing. Gives the bounding box and
 * the connected bodies (triangles that share a vertex belong to one body). A coordinate that is not a finite
 * number (NaN, infinity, or a value too large for 32 bits) is refused: no size comes from it. ASCII is read from
 * the bytes without decoding the whole file, straight into a typed array.
 */
import { bodyTriangles, pointBounds, trianglePoints, type Bounds } from "@hackpad/mesh";
import { PLAUSIBLE } from "../limits.ts";
import { HackpadError } from "@hackpad/programme/errors";

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

/** Most triangles the body analysis unites; beyond it the whole mesh counts as one body (still measured). */
const MAX_BODY_TRIANGLES = 2_000_000;

/** `maxTriangles` is the plausibility limit (tests pass a small one). */
export function parseStl(bytes: Uint8Array, maxTriangles: number = PLAUSIBLE.stlTriangles): StlInfo {
  if (bytes.length === 0) throw new HackpadError("stl", "the file is empty");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 84) {
    const count = view.getUint32(80, true);
    if (84 + 50 * count === bytes.length) return fromBinary(view, count, maxTriangles);
  }
  const text = new TextDecoder("utf-8").decode(bytes.subarray(0, Math.min(bytes.length, 1024)));
  if (!/^\s*solid/i.test(text)) {
    throw new HackpadError("stl", "it is neither a binary STL (its size does not match the triangle count) nor an ASCII STL");
  }
  return fromAscii(bytes, maxTriangles);
}

const tooMany = (limit: number) =>
  new HackpadError(
    "stl",
    `it holds more than ${limit.toLocaleString("en")} triangles; a macropad's case part never needs that many, so it was not read (export it with less detail)`,
  );

const notFinite = (triangle: number) =>
  new HackpadError("stl", `triangle ${triangle + 1} has a coordinate that is not a finite number (NaN, infinity or too large); the part cannot be measured`);

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
      if (Number.isNaN(value)) throw new HackpadError("stl", "its ASCII triangles are incomplete or hold non-numbers");
      if (!Number.isFinite(value)) throw notFinite(Math.floor(length / 9));
      coords[length++] = value;
    }
  }
  if (length === 0 || length % 9 !== 0) throw new HackpadError("stl", "its ASCII triangles are incomplete or hold non-numbers");
  return summarise("ascii", coords.subarray(0, length));
}

function summarise(format: StlInfo["format"], coords: Float32Array): StlInfo {
  const triangles = coords.length / 9;
  if (triangles === 0) throw new HackpadError("stl", "it holds no triangles");
  const whole = bodyOf(pointBounds(coords), triangles);
  if (!whole.size.every(Number.isFinite))
    throw new HackpadError("stl", "its coordinates are so large that its size is not a finite number; the part cannot be measured");
  return { format, triangles, size: whole.size, bodies: triangles > MAX_BODY_TRIANGLES ? [whole] : bodiesOf(coords) };
}

const bodyOf = (bounds: Bounds | null, triangles: number): StlBody => ({ triangles, size: bounds?.size ?? [0, 0, 0], min: bounds?.min ?? [0, 0, 0] });

/** The triangle soup as a mesh (vertex n is point n), split into bodies, largest first. */
function bodiesOf(coords: Float32Array): StlBody[] {
  const mesh = { positions: coords, indices: new Uint32Array(coords.length / 3) };
  for (let point = 0; point < mesh.indices.length; point++) mesh.indices[point] = point;
  return bodyTriangles(mesh)
    .map((group) => bodyOf(pointBounds(coords, trianglePoints(mesh, group)), group.length))
    .sort((a, b) => b.size[0] * b.size[1] * b.size[2] - a.size[0] * a.size[1] * a.size[2] || b.triangles - a.triangles);
}
