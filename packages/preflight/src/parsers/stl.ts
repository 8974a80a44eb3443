/**
 * STL meshes, binary and ASCII, as @hackpad/mesh reads them: the bounding box and the connected bodies (triangles
 * that share a vertex belong to one body). A coordinate that is not a finite number is refused: no size comes from it.
 */
import { bodyTriangles, pointBounds, readStl, trianglePoints, type Bounds, type Mesh } from "@hackpad/mesh";
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
  const { format, mesh } = readStl(bytes, maxTriangles, (reason) => new HackpadError("stl", reason));
  const coords = mesh.positions;
  const triangles = coords.length / 9;
  const whole = bodyOf(pointBounds(coords), triangles);
  if (!whole.size.every(Number.isFinite))
    throw new HackpadError("stl", "its coordinates are so large that its size is not a finite number; the part cannot be measured");
  return { format, triangles, size: whole.size, bodies: triangles > MAX_BODY_TRIANGLES ? [whole] : bodiesOf(mesh) };
}

const bodyOf = (bounds: Bounds | null, triangles: number): StlBody => ({ triangles, size: bounds?.size ?? [0, 0, 0], min: bounds?.min ?? [0, 0, 0] });

/** The triangle soup split into bodies, largest first. */
function bodiesOf(mesh: Mesh): StlBody[] {
  return bodyTriangles(mesh)
    .map((group) => bodyOf(pointBounds(mesh.positions, trianglePoints(mesh, group)), group.length))
    .sort((a, b) => b.size[0] * b.size[1] * b.size[2] - a.size[0] * a.size[1] * a.size[2] || b.triangles - a.triangles);
}
