/** The calipers the engine and the tests measure the meshes with, on a shape whose every size is known. */
import Module from "manifold-3d";
import { describe, expect, it } from "vitest";
import { bedFaces, hits, inside, slice } from "../src/measure.ts";

const wasm = await Module();
wasm.setup();
// A 20 × 10 × 4 mm block with a 4 mm square hole through it, its corner at (8, 3).
const block = wasm.Manifold.cube([20, 10, 4]);
const post = wasm.Manifold.cube([4, 4, 10]).translate([8, 3, -1]);
const holed = block.subtract(post);
const raw = holed.getMesh();
const mesh = { positions: new Float32Array(raw.vertProperties), indices: new Uint32Array(raw.triVerts) };
for (const solid of [block, post, holed]) solid.delete();

describe("measuring a mesh", () => {
  const cut = slice(mesh, 2);

  it("slices it into the outline of the block and of the hole", () => {
    const length = cut.reduce((sum, [a, b]) => sum + Math.hypot(b[0] - a[0], b[1] - a[1]), 0);
    expect(length).toBeCloseTo(2 * (20 + 10) + 4 * 4, 6);
  });

  it("measures along rays from inside the hole, nearest first", () => {
    expect(hits(cut, [10, 5], 0)).toEqual([2, 10]);
    expect(hits(cut, [10, 5], 90).map((t) => Number(t.toFixed(9)))).toEqual([2, 5]);
    expect(hits(cut, [10, 5], 180)[0]).toBeCloseTo(2, 9);
  });

  it("tells material from air", () => {
    expect(inside(cut, [10, 5])).toBe(false);
    expect(inside(cut, [2, 2])).toBe(true);
    expect(inside(cut, [25, 5])).toBe(false);
  });

  it("finds the faces on the bed and the largest other flat face", () => {
    const faces = bedFaces(mesh);
    expect(faces.minZ).toBe(0);
    expect(faces.bed).toBeCloseTo(200 - 16, 6);
    expect(faces.largestOther).toBeCloseTo(200 - 16, 6);
  });
});
