/**
 * Mesh-to-STEP converters write a body as one CLOSED_SHELL of hundreds of separate planar faces (a
 * SHELL_BASED_SURFACE_MODEL, no BREP solid); OpenCascade then hands back one mesh per face, each open on its own.
 * Such pieces of one product are joined: welded by position (the tolerant grid weld, as faces computed apart meet
 * a hair apart), then split by the welded mesh's connectivity, so a closed shell of faces is one body again and two
 * separate shells stay two. Pieces that are closed on their own (solids) are left as they are.
 */
import { splitBodies, type Mesh } from "@hackpad/mesh";
import { weld, weldClosed, WELD_GRID_MM } from "./weld.ts";

export function joinOpenPieces(meshes: readonly Mesh[]): Mesh[] {
  if (meshes.length < 2) return [...meshes];
  const closed: Mesh[] = [];
  const open: Mesh[] = [];
  for (const mesh of meshes) (weldClosed(mesh).openEdges === 0 ? closed : open).push(mesh);
  if (open.length < 2) return [...meshes];
  const positions = new Float32Array(open.reduce((sum, mesh) => sum + mesh.positions.length, 0));
  const indices = new Uint32Array(open.reduce((sum, mesh) => sum + mesh.indices.length, 0));
  let vertexOffset = 0;
  let indexOffset = 0;
  for (const mesh of open) {
    positions.set(mesh.positions, vertexOffset * 3);
    for (let at = 0; at < mesh.indices.length; at++) indices[indexOffset + at] = (mesh.indices[at] ?? 0) + vertexOffset;
    vertexOffset += mesh.positions.length / 3;
    indexOffset += mesh.indices.length;
  }
  return [...closed, ...splitBodies(weld({ positions, indices }, WELD_GRID_MM))];
}
