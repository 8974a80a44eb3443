/**
 * Reading an STL into a triangle soup (vertex n is point n, three per triangle). Binary is decided by size
 * (84 + 50·n bytes for the n the header declares), never by a "solid" header: Fusion writes "STLB ATF…" and other
 * tools banners or nothing. ASCII is read from the bytes without decoding the whole file, straight into a typed
 * array. A coordinate that is not a finite number (NaN, infinity, or a value too large for 32 bits) is refused.
 * Each reason is a phrase about the file ("it holds no triangles") that `fail` turns into the caller's error.
 */

/** The triangles of an STL of at most `maxTriangles` triangles; anything else throws `fail(reason)`. */
export function readStl(bytes: Uint8Array, maxTriangles: number, fail: (reason: string) => Error = (reason) => new Error(reason)) {
  if (bytes.length === 0) throw fail("the file is empty");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: "binary" | "ascii" = "binary";
  let coords: Float32Array;
  if (bytes.length >= 84 && 84 + 50 * view.getUint32(80, true) === bytes.length) coords = fromBinary(view, view.getUint32(80, true), maxTriangles, fail);
  else {
    const text = new TextDecoder("utf-8").decode(bytes.subarray(0, Math.min(bytes.length, 1024)));
    if (!/^\s*solid/i.test(text)) throw fail("it is neither a binary STL (its size does not match the triangle count) nor an ASCII STL");
    format = "ascii";
    coords = fromAscii(bytes, maxTriangles, fail);
  }
  if (coords.length === 0) throw fail("it holds no triangles");
  const indices = new Uint32Array(coords.length / 3);
  for (let point = 0; point < indices.length; point++) indices[point] = point;
  return { format, mesh: { positions: coords, indices } };
}

const tooMany = (limit: number) =>
  `it holds more than ${limit.toLocaleString("en")} triangles; a macropad's case part never needs that many, so it was not read (export it with less detail)`;

const notFinite = (triangle: number) =>
  `triangle ${triangle + 1} has a coordinate that is not a finite number (NaN, infinity or too large); the part cannot be measured`;

function fromBinary(view: DataView, count: number, maxTriangles: number, fail: (reason: string) => Error): Float32Array {
  if (count > maxTriangles) throw fail(tooMany(maxTriangles));
  const coords = new Float32Array(count * 9);
  for (let t = 0; t < count; t++) {
    const base = 84 + t * 50 + 12;
    for (let k = 0; k < 9; k++) {
      const value = view.getFloat32(base + k * 4, true);
      if (!Number.isFinite(value)) throw fail(notFinite(t));
      coords[t * 9 + k] = value;
    }
  }
  return coords;
}

const isSpace = (byte: number) => byte === 32 || byte === 9 || byte === 10 || byte === 13 || byte === 12 || byte === 11;
const latin1 = new TextDecoder("latin1");
const VERTEX = [0x76, 0x65, 0x72, 0x74, 0x65, 0x78]; // "vertex"

/** One pass over the bytes: each "vertex" keyword (any case) followed by three numbers, into a growing Float32Array. */
function fromAscii(bytes: Uint8Array, maxTriangles: number, fail: (reason: string) => Error): Float32Array {
  const incomplete = "its ASCII triangles are incomplete or hold non-numbers";
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
      if (length / 9 >= maxTriangles) throw fail(tooMany(maxTriangles));
      const grown = new Float32Array(Math.max(length + 3, Math.min(coords.length * 2, maxTriangles * 9)));
      grown.set(coords);
      coords = grown;
    }
    for (let axis = 0; axis < 3; axis++) {
      const value = Math.fround(token());
      if (Number.isNaN(value)) throw fail(incomplete);
      if (!Number.isFinite(value)) throw fail(notFinite(Math.floor(length / 9)));
      coords[length++] = value;
    }
  }
  if (length === 0 || length % 9 !== 0) throw fail(incomplete);
  return coords.subarray(0, length);
}
