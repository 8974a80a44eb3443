/**
 * The printed parts laid out on one print bed for the slicer's 3MF: side by side (or one behind the other when that
 * fits and side by side does not), the group centred on the bed, every part resting on it (z from 0). When the parts
 * do not fit one bed together, they are still written side by side and the caller says so plainly. `fits`: every part
 * lies within the bed (0 ≤ x ≤ width, 0 ≤ y ≤ depth, z ≥ 0); `needs`: the width and depth the parts need together, in
 * the arrangement chosen.
 */
import { meshBounds, moved, type Bounds, type Mesh } from "@hackpad/mesh";

export function layOutOnBed(meshes: readonly Mesh[], bed: { width: number; depth: number }, spacing: number) {
  const empty: Bounds = { min: [0, 0, 0], max: [0, 0, 0], size: [0, 0, 0] };
  const boxes = meshes.map((mesh) => meshBounds(mesh) ?? empty);
  const row = (axis: 0 | 1): [number, number] => {
    const along = boxes.reduce((sum, box) => sum + box.size[axis], 0) + spacing * Math.max(0, boxes.length - 1);
    const across = Math.max(0, ...boxes.map((box) => box.size[1 - axis]!));
    return axis === 0 ? [along, across] : [across, along];
  };
  const fitsBed = ([width, depth]: [number, number]) => width <= bed.width && depth <= bed.depth;
  const axis: 0 | 1 = fitsBed(row(0)) || !fitsBed(row(1)) ? 0 : 1;
  const needs = row(axis);
  // The group centred on the bed; when it is larger than the bed it starts at the bed's corner instead.
  const start = [Math.max(0, (bed.width - needs[0]) / 2), Math.max(0, (bed.depth - needs[1]) / 2)];
  let cursor = start[axis]!;
  const placed = meshes.map((mesh, index) => {
    const box = boxes[index]!;
    const offset: [number, number, number] = [0, 0, -box.min[2]];
    offset[axis] = cursor - box.min[axis]!;
    const other = 1 - axis;
    offset[other] = start[other]! + (needs[other]! - box.size[other]!) / 2 - box.min[other]!;
    cursor += box.size[axis]! + spacing;
    return moved(mesh, offset);
  });
  return { meshes: placed, fits: fitsBed(needs), needs };
}
