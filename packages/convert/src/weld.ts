/**
 * Welding a triangle soup into an indexed mesh. OpenCascade tessellates each face of a solid on its own, so a
 * vertex on an edge is repeated once per face; welding by position joins the faces again. Coordinates are
 * compared exactly first; when that leaves edges open (two faces computed an edge point a hair apart), they are
 * compared again on a fine grid (WELD_GRID_MM), which closes such seams without moving anything visibly.
 */
import { openEdgeCount, type Mesh } from "@hackpad/mesh";

/** Grid for the second, tolerant weld: a thousandth of a millimetre, far below any printer's resolution. */
export const WELD_GRID_MM = 0.001;

/** Vertices at the same place (or the same grid cell, with `grid`) share one index; triangles that lose a corner are dropped. */
export function weld(mesh: Mesh, grid = 0): Mesh {
  const key = (vertex: number) => {
    const x = mesh.positions[vertex * 3] ?? 0;
    const y = mesh.positions[vertex * 3 + 1] ?? 0;
    const z = mesh.positions[vertex * 3 + 2] ?? 0;
    return grid > 0 ? `${Math.round(x / grid)},${Math.round(y / grid)},${Math.round(z / grid)}` : `${x},${y},${z}`;
  };
  const ids = new Map<string, number>();
  const remap = new Uint32Array(mesh.positions.length / 3);
  const positions: number[] = [];
  for (let vertex = 0; vertex < remap.length; vertex++) {
    const name = key(vertex);
    let id = ids.get(name);
    if (id === undefined) {
      id = ids.size;
      ids.set(name, id);
      positions.push(mesh.positions[vertex * 3] ?? 0, mesh.positions[vertex * 3 + 1] ?? 0, mesh.positions[vertex * 3 + 2] ?? 0);
    }
    remap[vertex] = id;
  }
  const indices: number[] = [];
  for (let at = 0; at + 2 < mesh.indices.length; at += 3) {
    const a = remap[mesh.indices[at] ?? 0] ?? 0;
    const b = remap[mesh.indices[at + 1] ?? 0] ?? 0;
    const c = remap[mesh.indices[at + 2] ?? 0] ?? 0;
    if (a !== b && b !== c && a !== c) indices.push(a, b, c);
  }
  return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
}

/** The welded mesh and its open edges: exact weld, and the grid weld when the exact one leaves edges open and the grid leaves fewer. */
export function weldClosed(mesh: Mesh): { mesh: Mesh; openEdges: number } {
  const exact = weld(mesh);
  const open = openEdgeCount(exact);
  if (open === 0) return { mesh: exact, openEdges: 0 };
  const snapped = weld(mesh, WELD_GRID_MM);
  const openSnapped = openEdgeCount(snapped);
  return openSnapped < open ? { mesh: snapped, openEdges: openSnapped } : { mesh: exact, openEdges: open };
}
