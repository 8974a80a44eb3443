/**
 * Small 3MF, OBJ and STEP inputs for the converter's tests, written from code, and what the tests measure
 * them with (bounds of parts, the vertex extents of a STEP).
 */
import { threeMfPackage } from "@hackpad/mesh/threemf";
import { meshBounds, type Mesh } from "@hackpad/mesh";
import { BOX_FACES } from "@hackpad/preflight/testing";
import type { Point2, Prism } from "./step-writer.ts";

/** An axis-aligned box as an indexed mesh, triangles facing out. */
export function boxMesh(min: [number, number, number], max: [number, number, number]): { vertices: number[][]; triangles: number[][] } {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  return {
    vertices: [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y1, z0],
      [x0, y1, z0],
      [x0, y0, z1],
      [x1, y0, z1],
      [x1, y1, z1],
      [x0, y1, z1],
    ],
    triangles: BOX_FACES.map((face) => [...face]),
  };
}

export interface ThreeMfObject {
  name: string;
  mesh: { vertices: number[][]; triangles: number[][] };
  /** The build item's 3 × 4 transform (3MF's 12 numbers), identity when absent. */
  transform?: string;
}

/** A 3MF package with one object per entry, each placed once by the build. */
export function threeMfModel(objects: ThreeMfObject[], unit = "millimeter"): Uint8Array {
  const resources = objects
    .map(
      (object, index) =>
        `<object id="${index + 1}" name="${object.name}" type="model"><mesh><vertices>${object.mesh.vertices
          .map(([x, y, z]) => `<vertex x="${x}" y="${y}" z="${z}"/>`)
          .join(
            "",
          )}</vertices><triangles>${object.mesh.triangles.map(([a, b, c]) => `<triangle v1="${a}" v2="${b}" v3="${c}"/>`).join("")}</triangles></mesh></object>`,
    )
    .join("");
  const items = objects.map((object, index) => `<item objectid="${index + 1}"${object.transform ? ` transform="${object.transform}"` : ""}/>`).join("");
  const model = `<?xml version="1.0" encoding="UTF-8"?><model unit="${unit}" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02"><resources>${resources}</resources><build>${items}</build></model>`;
  return threeMfPackage(model);
}

/**
 * An OBJ of one prism (counter-clockwise outline, no holes): each cap one polygon (fanned by the reader from its
 * first corner, so `fanFrom` must see every other corner), the sides quads written with negative indices.
 */
export function objPrism(name: string, prism: Prism, fanFrom = 0): string {
  const ring: Point2[] = [...prism.outline.slice(fanFrom), ...prism.outline.slice(0, fanFrom)];
  const n = ring.length;
  const lines = [`# ${name}, written by the converter's tests`, `o ${name}`];
  for (const [x, y] of ring) lines.push(`v ${x} ${y} ${prism.z0}`);
  for (const [x, y] of ring) lines.push(`v ${x} ${y} ${prism.z1}`);
  lines.push(`f ${ring.map((_, i) => n + i + 1).join(" ")}`);
  lines.push(`f ${ring.map((_, i) => n - i).join(" ")}`);
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    // Negative indices count back from the last vertex: bottom i is -(2n - i), top i is -(n - i).
    lines.push(`f ${-(2 * n - i)}/1 ${-(2 * n - j)}/1/1 ${-(n - j)}//1 ${-(n - i)}`);
  }
  return `${lines.join("\n")}\n`;
}

/** The box around several meshes together. */
export function unionSize(meshes: readonly Mesh[]): [number, number, number] {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const mesh of meshes) {
    const bounds = meshBounds(mesh);
    if (!bounds) continue;
    for (let axis = 0; axis < 3; axis++) {
      min[axis] = Math.min(min[axis] ?? 0, bounds.min[axis] ?? 0);
      max[axis] = Math.max(max[axis] ?? 0, bounds.max[axis] ?? 0);
    }
  }
  return [0, 1, 2].map((axis) => (max[axis] ?? 0) - (min[axis] ?? 0)) as [number, number, number];
}

/**
 * The box around every VERTEX_POINT of a STEP file in millimetres (its unit must be millimetres): for a case of
 * planar outer faces (rounded corners included, whose tangent edges lie on the planes) it is the model's size,
 * read without OpenCascade.
 */
export function stepVertexSize(text: string): [number, number, number] {
  const points = new Map<string, number[]>();
  for (const match of text.matchAll(/#(\d+)\s*=\s*CARTESIAN_POINT\s*\(\s*'[^']*'\s*,\s*\(([^)]*)\)\s*\)/g)) {
    points.set(match[1] ?? "", (match[2] ?? "").split(",").map(Number));
  }
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const match of text.matchAll(/VERTEX_POINT\s*\(\s*'[^']*'\s*,\s*#(\d+)\s*\)/g)) {
    const point = points.get(match[1] ?? "");
    if (!point) continue;
    for (let axis = 0; axis < 3; axis++) {
      min[axis] = Math.min(min[axis] ?? 0, point[axis] ?? 0);
      max[axis] = Math.max(max[axis] ?? 0, point[axis] ?? 0);
    }
  }
  return [0, 1, 2].map((axis) => (max[axis] ?? 0) - (min[axis] ?? 0)) as [number, number, number];
}
