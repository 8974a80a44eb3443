/**
 * Wavefront OBJ: `v x y z` lines and `f` lines (corners `v`, `v/vt`, `v//vn` or `v/vt/vn`, counted from 1, or
 * from the end when negative); a face with more than three corners is fanned into triangles. `o` and `g` lines
 * name what follows. Everything else (normals, texture coordinates, materials) is ignored. OBJ has no unit.
 */
import { disjointSets } from "@hackpad/mesh";
import { PLAUSIBLE } from "@hackpad/preflight/report";
import type { SourceBody } from "./classify.ts";
import { assertFaceCorners, assertGroups, triangleBudget } from "./guard.ts";
import { HackpadError } from "@hackpad/programme/errors";

export function readObj(bytes: Uint8Array, fileName: string): SourceBody[] {
  const text = new TextDecoder("utf-8").decode(bytes);
  const vertices: number[] = [];
  const groups: { name: string; triangles: number[] }[] = [];
  let current: { name: string; triangles: number[] } | null = null;
  let lineNumber = 0;
  let triangles = 0;
  const countTriangles = triangleBudget(fileName);
  // Line by line without splitting the whole text first (a large OBJ would hold every line twice).
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf("\n", start);
    const end = newline < 0 ? text.length : newline;
    const line = text.slice(start, end).trim();
    start = end + 1;
    lineNumber++;
    if (line === "" || line.startsWith("#")) continue;
    const words = line.split(/\s+/);
    const keyword = words[0];
    if (keyword === "v") {
      const point = words.slice(1, 4).map(Number);
      if (point.length < 3 || !point.every(Number.isFinite))
        throw new HackpadError("convert", `${fileName} line ${lineNumber}: a vertex ("v") needs three numbers; this is not a readable OBJ.`);
      if (vertices.length / 3 >= PLAUSIBLE.threeMfVertices) {
        throw new HackpadError(
          "convert",
          `${fileName} holds more than ${PLAUSIBLE.threeMfVertices.toLocaleString("en")} vertices; a macropad's case is never that detailed. Export it with less detail.`,
        );
      }
      vertices.push(point[0] ?? 0, point[1] ?? 0, point[2] ?? 0);
    } else if (keyword === "o" || keyword === "g") {
      assertGroups(groups.length + 1, fileName);
      current = { name: words.slice(1).join(" "), triangles: [] };
      groups.push(current);
    } else if (keyword === "f") {
      const count = vertices.length / 3;
      assertFaceCorners(words.length - 1, fileName, lineNumber);
      countTriangles(Math.max(0, words.length - 3));
      const corners = words.slice(1).map((word) => {
        const index = Number(word.split("/")[0]);
        const resolved = index < 0 ? count + index : index - 1;
        if (!Number.isInteger(index) || index === 0 || resolved < 0 || resolved >= count) {
          throw new HackpadError(
            "convert",
            `${fileName} line ${lineNumber}: face corner "${word.slice(0, 24)}" does not name a vertex defined before it; this is not a readable OBJ.`,
          );
        }
        return resolved;
      });
      if (corners.length < 3) throw new HackpadError("convert", `${fileName} line ${lineNumber}: a face ("f") needs at least three corners.`);
      if (!current) {
        current = { name: "", triangles: [] };
        groups.push(current);
      }
      for (let corner = 1; corner + 1 < corners.length; corner++) current.triangles.push(corners[0] ?? 0, corners[corner] ?? 0, corners[corner + 1] ?? 0);
      triangles += corners.length - 2;
      if (triangles > PLAUSIBLE.stlTriangles) {
        throw new HackpadError(
          "convert",
          `${fileName} holds more than ${PLAUSIBLE.stlTriangles.toLocaleString("en")} triangles; a macropad's case is never that detailed. Export it with less detail.`,
        );
      }
    }
  }
  if (triangles === 0) throw new HackpadError("convert", `${fileName} has no faces ("f" lines): it is empty or not an OBJ model.`);
  const positions = Float32Array.from(vertices);
  return joinTouchingGroups(groups.filter((group) => group.triangles.length > 0)).map((group) => ({
    name: group.name,
    path: group.name ? [group.name] : [],
    mesh: { positions, indices: Uint32Array.from(group.triangles) },
  }));
}

/**
 * Groups that share a vertex are one body split by the exporter (a `g` line per material, say): they are joined,
 * named after the first, so a body is never cut into open pieces along a group boundary.
 */
function joinTouchingGroups(groups: { name: string; triangles: number[] }[]): { name: string; triangles: number[] }[] {
  const { find, union } = disjointSets(groups.length);
  const owner = new Map<number, number>();
  groups.forEach((group, index) => {
    for (const vertex of group.triangles) {
      const other = owner.get(vertex);
      if (other === undefined) owner.set(vertex, index);
      else union(index, other);
    }
  });
  const joined = new Map<number, { name: string; triangles: number[] }>();
  groups.forEach((group, index) => {
    const root = find(index);
    const target = joined.get(root);
    if (target) for (const vertex of group.triangles) target.triangles.push(vertex);
    else joined.set(root, { name: group.name, triangles: [...group.triangles] });
  });
  return [...joined.values()];
}

/** What one OBJ unit is in millimetres. */
export const OBJ_UNIT_MM = { mm: 1, cm: 10, m: 1000, in: 25.4 } as const;
export type ObjUnit = keyof typeof OBJ_UNIT_MM;

/**
 * The unit an OBJ without one most likely uses, from its largest side: a macropad's case is a few centimetres
 * to 200 mm across. Read as millimetres it would then measure 20–400; as centimetres 2–40; as metres under 0.5;
 * as inches it is rarely drawn. So: under 1 → metres, under 10 → centimetres, else millimetres.
 */
export function guessObjUnit(largestSide: number): ObjUnit {
  if (largestSide < 1) return "m";
  if (largestSide < 10) return "cm";
  return "mm";
}

/**
 * The unit that makes an OBJ case larger than the project's board, as a case around it must be: of millimetres,
 * centimetres, inches and metres, the one whose reading of the largest side is the smallest still at least the
 * board's largest side; null when none is (the model is then smaller than the board in every reading).
 */
export function unitAgainstBoard(largestSide: number, boardSide: number): ObjUnit | null {
  const fitting = (Object.keys(OBJ_UNIT_MM) as ObjUnit[])
    .filter((unit) => largestSide * OBJ_UNIT_MM[unit] >= boardSide)
    .sort((a, b) => OBJ_UNIT_MM[a] - OBJ_UNIT_MM[b]);
  return fitting[0] ?? null;
}
