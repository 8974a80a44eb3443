/**
 * Bodies of an assembled model recognised by what they are, not by what they are called: the kit's parts by their
 * size (content/programme/case-model.ts, kitPartSizes), and the circuit board by its outline. A printed top plate is
 * as thin as a board, so thickness alone never makes a board: with the project's .kicad_pcb the slab must have the
 * board's outline size; without one it must have no switch-sized openings (a plate has one per key).
 */
import { caseModel } from "@hackpad/programme/case-model";
import { dimensions } from "@hackpad/programme/dimensions";
import type { KicadPcb } from "@hackpad/preflight";
import { disjointSets, weldedIds, type Mesh } from "@hackpad/mesh";
import { restingFace } from "./orient.ts";

/** The project's board as the converter compares bodies with it. */
export interface BoardSize {
  /** The Edge.Cuts outline's box, in mm. */
  width: number;
  height: number;
  thickness: number;
}

export function boardSizeOf(pcb: KicadPcb): BoardSize | null {
  if (!pcb.outline) return null;
  return {
    width: pcb.outline.maxX - pcb.outline.minX,
    height: pcb.outline.maxY - pcb.outline.minY,
    thickness: pcb.thicknessMm ?? caseModel.pcbThicknessMm,
  };
}

export const ascending = (size: readonly number[]) => [...size].sort((a, b) => a - b);

/** The kit part a body's size matches (its three sides within one of kitPartSizes' ranges), or null. */
export function kitPartBySize(size: readonly number[]): string | null {
  const sides = ascending(size);
  const hit = caseModel.kitPartSizes.find((part) => sides.every((side, axis) => side >= part.min[axis]! && side <= part.max[axis]!));
  return hit ? hit.part : null;
}

/** How far a body's outline may differ from the board's Edge.Cuts box and still be the board: a STEP export's rounding. */
const OUTLINE_TOLERANCE_MM = 0.5;
const THICKNESS_TOLERANCE_MM = 0.25;

/** True when the body is as thick as the board and has its outline's size (either way round). */
export function matchesBoard(size: readonly number[], board: BoardSize): boolean {
  const [thin = 0, middle = 0, long = 0] = ascending(size);
  const [short, wide] = ascending([board.width, board.height]);
  return (
    Math.abs(thin - board.thickness) <= THICKNESS_TOLERANCE_MM &&
    Math.abs(middle - (short ?? 0)) <= OUTLINE_TOLERANCE_MM &&
    Math.abs(long - (wide ?? 0)) <= OUTLINE_TOLERANCE_MM
  );
}

/**
 * The openings in a slab's largest flat face as loops of its boundary edges, and how many are switch-sized: a
 * loop about as long as a switch cut-out's four sides (14 mm square, or up to the 15.6 mm of an MX housing).
 */
export function switchOpenings(mesh: Mesh): number {
  const face = restingFace(mesh);
  if (!face) return 0;
  const ids = weldedIds(mesh);
  const uses = new Map<string, [number, number, number]>();
  for (const triangle of face.triangles) {
    const corners = [0, 1, 2].map((which) => mesh.indices[triangle * 3 + which] ?? 0);
    for (let edge = 0; edge < 3; edge++) {
      const a = corners[edge]!;
      const b = corners[(edge + 1) % 3]!;
      const [ia, ib] = [ids[a] ?? 0, ids[b] ?? 0];
      const key = ia < ib ? `${ia}:${ib}` : `${ib}:${ia}`;
      const seen = uses.get(key);
      uses.set(key, seen ? [seen[0], seen[1], seen[2] + 1] : [a, b, 1]);
    }
  }
  // Edges used once are the face's boundary; joined through shared corners they make its loops.
  const { find, union } = disjointSets(ids.reduce((most, id) => Math.max(most, id + 1), 0));
  const boundary = [...uses.values()].filter((entry) => entry[2] === 1);
  for (const [a, b] of boundary) union(ids[a] ?? 0, ids[b] ?? 0);
  const lengths = new Map<number, number>();
  for (const [a, b] of boundary) {
    const length = Math.hypot(
      (mesh.positions[a * 3] ?? 0) - (mesh.positions[b * 3] ?? 0),
      (mesh.positions[a * 3 + 1] ?? 0) - (mesh.positions[b * 3 + 1] ?? 0),
      (mesh.positions[a * 3 + 2] ?? 0) - (mesh.positions[b * 3 + 2] ?? 0),
    );
    const root = find(ids[a] ?? 0);
    lengths.set(root, (lengths.get(root) ?? 0) + length);
  }
  const housing = caseModel.kitPartSizes.find((part) => part.part === "an MX switch")?.max[1] ?? dimensions.switchCutoutMm;
  const smallest = 4 * (dimensions.switchCutoutMm - 0.5);
  const largest = 4 * housing;
  return [...lengths.values()].filter((length) => length >= smallest && length <= largest).length;
}
