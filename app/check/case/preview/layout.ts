/**
 * Where each body of the 3D preview sits: as made (assembled), laid side by side as on the print bed (the printed
 * parts, which each lie at the origin the way they print), or pulled apart along the height so every part can be
 * seen (exploded). Pure numbers, so the layout is tested without a browser or WebGL.
 */
export interface BodyBox {
  min: [number, number, number];
  max: [number, number, number];
}

export function boxOf(positions: Float32Array): BodyBox {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (let index = 0; index + 2 < positions.length; index += 3) {
    for (let axis = 0; axis < 3; axis++) {
      const value = positions[index + axis] as number;
      if (value < min[axis]!) min[axis] = value;
      if (value > max[axis]!) max[axis] = value;
    }
  }
  return positions.length < 3 ? { min: [0, 0, 0], max: [0, 0, 0] } : { min, max };
}

/** A box's size along x, y and z. */
export const boxSize = (box: BodyBox): [number, number, number] => [box.max[0] - box.min[0], box.max[1] - box.min[1], box.max[2] - box.min[2]];

/** The box around all the boxes. */
export function unionBox(boxes: readonly BodyBox[]): BodyBox {
  if (boxes.length === 0) return { min: [0, 0, 0], max: [0, 0, 0] };
  const pick = (axis: number, side: "min" | "max") => (side === "min" ? Math.min : Math.max)(...boxes.map((box) => box[side][axis] as number));
  return { min: [pick(0, "min"), pick(1, "min"), pick(2, "min")], max: [pick(0, "max"), pick(1, "max"), pick(2, "max")] };
}

/**
 * The height each body is lifted by in the exploded view: bodies sorted by where their middle is (lowest first),
 * each lifted by its rank times a step. The step is `spread` of the whole model's height, but at least
 * `footprintShare` of its longer side, so a flat case (a plate over a shallow tray) still comes visibly apart.
 */
export function explodedLift(boxes: readonly BodyBox[], spread = 0.8, footprintShare = 0.2): number[] {
  const whole = unionBox(boxes);
  const footprint = Math.max(whole.max[0] - whole.min[0], whole.max[1] - whole.min[1]);
  const step = Math.max(1, (whole.max[2] - whole.min[2]) * spread, footprint * footprintShare);
  const middles = boxes.map((box) => Math.round(((box.min[2] + box.max[2]) / 2) * 100) / 100);
  const levels = [...new Set(middles)].sort((a, b) => a - b);
  return middles.map((middle) => levels.indexOf(middle) * step);
}

/**
 * The printed parts as they lie on the bed: side by side along x, `gap` mm apart, each part's own box starting at
 * y = 0. The [x, y] move of each box, in order.
 */
export function bedShifts(boxes: readonly BodyBox[], gap: number): [number, number][] {
  let next = 0;
  return boxes.map((box) => {
    // `|| 0`: no -0 for a part already at y = 0.
    const shift: [number, number] = [next - box.min[0], -box.min[1] || 0];
    next += box.max[0] - box.min[0] + gap;
    return shift;
  });
}

/** A box moved by [x, y]. */
export function shiftBox(box: BodyBox, [x, y]: readonly [number, number]): BodyBox {
  return { min: [box.min[0] + x, box.min[1] + y, box.min[2]], max: [box.max[0] + x, box.max[1] + y, box.max[2]] };
}
