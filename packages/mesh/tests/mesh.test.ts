import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import {
  bodyTriangles,
  disjointSets,
  isClosed,
  meshBounds,
  meshVolume,
  openEdgeCount,
  pointBounds,
  splitBodies,
  triangleCount,
  trianglePoints,
  readStl,
  weldedIds,
  writeBinaryStl,
  type Mesh,
} from "../src/index.ts";
import { IDENTITY, matrix, multiply, transformPoint, UNIT_MM, writeThreeMf } from "../src/threemf.ts";
import { parseStl, parseThreeMf } from "@hackpad/preflight";
import { BOX_FACES } from "@hackpad/preflight/testing";

/** An axis-aligned box as 12 triangles facing out, from `min` to `max`. */
function box(min: [number, number, number], max: [number, number, number]): Mesh {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const positions = new Float32Array([x0, y0, z0, x1, y0, z0, x1, y1, z0, x0, y1, z0, x0, y0, z1, x1, y0, z1, x1, y1, z1, x0, y1, z1]);
  return { positions, indices: new Uint32Array(BOX_FACES.flat()) };
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

  it("reads an STL back as its triangles, binary by its size and ASCII by its vertex lines, and refuses with the caller's error", () => {
    const mesh = box([0, 0, 0], [30, 40, 5]);
    const binary = readStl(writeBinaryStl(mesh, "solid banner"), 12);
    expect(binary.format).toBe("binary");
    const corners = (read: Mesh) => [...read.indices].map((index) => [...read.positions.subarray(index * 3, index * 3 + 3)]);
    expect(corners(binary.mesh)).toEqual(corners(mesh));
    const ascii = readStl(new TextEncoder().encode("solid t\n facet normal 0 0 1\n  outer loop\n   vertex 0 0 0\n   vertex 1 0 0\n   VERTEX 0 2.5 -1\n"), 1);
    expect(ascii).toEqual({ format: "ascii", mesh: { positions: new Float32Array([0, 0, 0, 1, 0, 0, 0, 2.5, -1]), indices: new Uint32Array([0, 1, 2]) } });
    const callers = new WeakSet<Error>();
    const refused = (bytes: Uint8Array, max = 12) => {
      try {
        readStl(bytes, max, (reason) => {
          const error = new Error(reason);
          callers.add(error);
          return error;
        });
      } catch (error) {
        return error instanceof Error && callers.has(error) ? error.message : `not the caller's error: ${String(error)}`;
      }
      return "read";
    };
    expect(refused(new Uint8Array(0))).toBe("the file is empty");
    expect(refused(writeBinaryStl(mesh), 11)).toMatch(/^it holds more than 11 triangles/);
    expect(refused(new TextEncoder().encode("solid x\nvertex 1 2\nendsolid"))).toBe("its ASCII triangles are incomplete or hold non-numbers");
    expect(refused(new TextEncoder().encode("not an stl"))).toMatch(/^it is neither a binary STL/);
    expect(refused(writeBinaryStl({ positions: new Float32Array(0), indices: new Uint32Array(0) }))).toBe("it holds no triangles");
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

describe("disjointSets", () => {
  it("joins a chain far longer than the call stack without recursion", () => {
    const size = 200_000;
    const sets = disjointSets(size);
    for (let member = 1; member < size; member++) sets.union(member - 1, member);
    expect(sets.find(0)).toBe(sets.find(size - 1));
    const apart = disjointSets(3);
    apart.union(0, 1);
    expect([apart.find(0) === apart.find(1), apart.find(1) === apart.find(2)]).toEqual([true, false]);
  });
});

describe("welding and bounds", () => {
  it("welds equal positions (−0 as 0) in order of first use, and nothing else", () => {
    const positions = new Float32Array([0, 0, 0, 1, 2, 3, -0, 0, 0, 1, 2, 3.0001, 1, 2, 3]);
    expect([...weldedIds({ positions })]).toEqual([0, 1, 0, 2, 1]);
  });

  it("bounds the points asked for, or all of them, and nothing for none", () => {
    const coords = [5, 5, 5, -1, 2, 3, 4, -6, 7];
    expect(pointBounds(coords)).toEqual({ min: [-1, -6, 3], max: [5, 5, 7], size: [6, 11, 4] });
    expect(pointBounds(coords, [1, 2])?.size).toEqual([5, 8, 4]);
    expect(pointBounds(coords, [])).toBeNull();
  });

  it("lists each body's triangles in order of its first triangle", () => {
    const two = join(box([5, 0, 0], [6, 1, 1]), box([0, 0, 0], [1, 1, 1]));
    const bodies = bodyTriangles(two);
    expect(bodies.map((list) => [list[0], list.length])).toEqual([
      [0, 12],
      [12, 12],
    ]);
    expect(pointBounds(two.positions, trianglePoints(two, bodies[1]!))?.min).toEqual([0, 0, 0]);
  });
});

describe("3MF", () => {
  it("writes named meshes the preflight measures and whose package holds the three parts", () => {
    const bytes = writeThreeMf(
      [
        { name: "Top & <plate>", mesh: box([0, 0, 0], [30, 40, 5]), color: "#112233" },
        { name: "Bottom", mesh: box([40, 0, 0], [70, 40, 8]), color: "#445566" },
      ],
      "Pad",
    );
    expect(Object.keys(unzipSync(bytes)).sort()).toEqual(["3D/3dmodel.model", "[Content_Types].xml", "_rels/.rels"]);
    const info = parseThreeMf(bytes, "pad.3mf", { entriesLeft: 10, bytesLeft: 1e7 });
    expect(info.objects).toEqual(["Top & <plate>", "Bottom"]);
    expect(info.size).toEqual([70, 40, 8]);
  });

  it("places points with 3MF's row vectors, and chains placements in order", () => {
    const turn = matrix("0 1 0 -1 0 0 0 0 1 0 0 0");
    const shift = matrix("1 0 0 0 1 0 0 0 1 10 0 0");
    expect(transformPoint(turn, 1, 0, 0)).toEqual([0, 1, 0]);
    expect(transformPoint(multiply(turn, shift), 1, 0, 0)).toEqual([10, 1, 0]);
    expect(matrix("1 2 3")).toEqual(IDENTITY);
    expect(UNIT_MM.inch).toBe(25.4);
  });
});
