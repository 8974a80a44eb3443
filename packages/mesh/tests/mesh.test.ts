import { describe, expect, it } from "vitest";
import { isClosed, meshBounds, meshVolume, openEdgeCount, splitBodies, triangleCount, writeBinaryStl, type Mesh } from "../src/index.ts";
import { parseStl } from "@hackpad/preflight";

/** An axis-aligned box as 12 triangles facing out, from `min` to `max`. */
function box(min: [number, number, number], max: [number, number, number]): Mesh {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const positions = new Float32Array([x0, y0, z0, x1, y0, z0, x1, y1, z0, x0, y1, z0, x0, y0, z1, x1, y0, z1, x1, y1, z1, x0, y1, z1]);
  // prettier-ignore
  const indices = new Uint32Array([0, 2, 1, 0, 3, 2, 4, 5, 6, 4, 6, 7, 0, 1, 5, 0, 5, 4, 1, 2, 6, 1, 6, 5, 2, 3, 7, 2, 7, 6, 3, 0, 4, 3, 4, 7]);
  return { positions, indices };
}

function join(...meshes: Mesh[]): Mesh {
  let offset = 0;
  const positions: number[] = [];
  const indices: number[] = [];
  for (const mesh of meshes) {
    positions.push(...mesh.positions);
    indices.push(...[...mesh.indices].map((index) => index + offset));
    offset += mesh.positions.length / 3;
  }
  return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
}

describe("meshes", () => {
  it("measures a box and finds it closed", () => {
    const cube = box([0, 0, 0], [10, 20, 3]);
    expect(meshBounds(cube)?.size).toEqual([10, 20, 3]);
    expect(openEdgeCount(cube)).toBe(0);
    expect(isClosed(cube)).toBe(true);
  });

  it("finds the open edges of a box with a face missing", () => {
    const cube = box([0, 0, 0], [1, 1, 1]);
    const open = { positions: cube.positions, indices: cube.indices.slice(6) };
    expect(openEdgeCount(open)).toBe(4);
    expect(isClosed(open)).toBe(false);
    expect(isClosed({ positions: new Float32Array(0), indices: new Uint32Array(0) })).toBe(false);
  });

  it("splits two boxes into two bodies, welding repeated vertices", () => {
    const two = join(box([0, 0, 0], [1, 1, 1]), box([5, 0, 0], [6, 2, 1]));
    const bodies = splitBodies(two);
    expect(bodies.map((body) => [triangleCount(body), meshBounds(body)?.size])).toEqual([
      [12, [1, 1, 1]],
      [12, [1, 2, 1]],
    ]);
    expect(bodies.every(isClosed)).toBe(true);
  });

  it("writes binary STL the preflight reads back with the same size and one body", () => {
    const stl = writeBinaryStl(box([0, 0, 0], [30, 40, 5]));
    expect(stl.length).toBe(84 + 50 * 12);
    const info = parseStl(stl);
    expect(info.triangles).toBe(12);
    expect(info.bodies).toHaveLength(1);
    expect(info.size).toEqual([30, 40, 5]);
  });
});

describe("meshVolume", () => {
  it("gives a closed box's volume, positive facing out and negative turned inside out", () => {
    const cube = box([1, 2, 3], [11, 22, 6]);
    expect(meshVolume(cube)).toBeCloseTo(600, 6);
    const inverted = { positions: cube.positions, indices: cube.indices.map((_, index, all) => all[index - (index % 3) + 2 - (index % 3)] ?? 0) };
    expect(meshVolume(inverted)).toBeCloseTo(-600, 6);
  });
});
