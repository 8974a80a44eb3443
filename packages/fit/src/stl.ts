/**
 * An STL's triangles as a Mesh, for measuring the part (the preflight's STL parser counts bodies and sizes but keeps
 * no triangles). Binary when the header's count matches the file's length, else ASCII `vertex` lines.
 */
import { HackpadError } from "@hackpad/programme/errors";
import type { Mesh } from "@hackpad/mesh";

export function readStlMesh(bytes: Uint8Array, fileName: string, maxTriangles = 5_000_000): Mesh {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let values: Float32Array;
  if (bytes.length >= 84 && 84 + 50 * view.getUint32(80, true) === bytes.length) {
    const count = view.getUint32(80, true);
    if (count > maxTriangles) throw new HackpadError("stl", `${fileName} holds ${count} triangles, more than a case part ever needs; it was not measured.`);
    values = new Float32Array(count * 9);
    for (let triangle = 0; triangle < count; triangle++)
      for (let k = 0; k < 9; k++) values[triangle * 9 + k] = view.getFloat32(84 + triangle * 50 + 12 + k * 4, true);
  } else {
    const text = new TextDecoder("utf-8").decode(bytes);
    const numbers: number[] = [];
    for (const match of text.matchAll(/vertex\s+(\S+)\s+(\S+)\s+(\S+)/g)) {
      numbers.push(Number(match[1]), Number(match[2]), Number(match[3]));
      if (numbers.length > maxTriangles * 9) throw new HackpadError("stl", `${fileName} holds more than ${maxTriangles} triangles; it was not measured.`);
    }
    if (numbers.length === 0 || numbers.length % 9 !== 0 || numbers.some((value) => !Number.isFinite(value)))
      throw new HackpadError("stl", `${fileName} is neither a binary STL nor an ASCII STL with whole triangles; it was not measured.`);
    values = Float32Array.from(numbers);
  }
  const indices = new Uint32Array(values.length / 3);
  for (let index = 0; index < indices.length; index++) indices[index] = index;
  return { positions: values, indices };
}
