/**
 * Registering a part to the board in the plane, as a rigid move that may include a mirror (a printed top plate lies
 * upside down, so its holes are the board's switches seen from below): hole centres onto switch centres, or a
 * loop (the board slab's edge, the bottom's pocket) onto the board's outline.
 */
import type { P2 } from "@hackpad/case";
import { alongLoop, distanceToLoop, loopOf, place2, type Placement2 } from "./geometry.ts";

export interface Registered {
  placement: Placement2;
  /** Root-mean-square distance of the matched points (or of the loop's points from the outline) after the move, mm. */
  residual: number;
  /** How many points found a partner within `near` mm. */
  matched: number;
}

const mirrorY = ([x, y]: P2, mirror: boolean): P2 => (mirror ? [x, -y] : [x, y]);

/** The best turn and move taking points `a` (already mirrored) onto their partners `b` (least squares). */
function fitPairs(a: readonly P2[], b: readonly P2[], mirror: boolean): Placement2 {
  const n = a.length;
  const ca: P2 = [a.reduce((s, p) => s + p[0], 0) / n, a.reduce((s, p) => s + p[1], 0) / n];
  const cb: P2 = [b.reduce((s, p) => s + p[0], 0) / n, b.reduce((s, p) => s + p[1], 0) / n];
  let sin = 0;
  let cos = 0;
  for (let index = 0; index < n; index++) {
    const ax = a[index]![0] - ca[0];
    const ay = a[index]![1] - ca[1];
    const bx = b[index]![0] - cb[0];
    const by = b[index]![1] - cb[1];
    cos += ax * bx + ay * by;
    sin += ax * by - ay * bx;
  }
  const angle = Math.atan2(sin, cos);
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  // ca is in mirrored coordinates; place2 mirrors first, so the move is worked out on them directly.
  return { mirror, angle, dx: cb[0] - (c * ca[0] - s * ca[1]), dy: cb[1] - (s * ca[0] + c * ca[1]) };
}

function score(from: readonly P2[], to: readonly P2[], placement: Placement2, near: number) {
  const pairs: [P2, P2][] = [];
  let sum = 0;
  for (const point of from) {
    const moved = place2(placement, point);
    let best = Infinity;
    let partner: P2 | null = null;
    for (const target of to) {
      const d = Math.hypot(moved[0] - target[0], moved[1] - target[1]);
      if (d < best) {
        best = d;
        partner = target;
      }
    }
    if (partner && best <= near) {
      pairs.push([point, partner]);
      sum += best * best;
    }
  }
  return { pairs, residual: pairs.length ? Math.sqrt(sum / pairs.length) : Infinity };
}

/**
 * Hole centres onto switch centres: every pair of holes against every pair of switches as far apart (within
 * `near`), each mirror, refined by least squares on the points it matches; every distinct placement returned, the
 * most matches first, then the smallest residual (a symmetric layout fits several ways: the caller settles it). One hole alone is placed by the turns `hints` gives (the square's turn against the switch's).
 */
export function registerPoints(from: readonly P2[], to: readonly P2[], near: number, hints: number[] = [0]): Registered[] {
  if (from.length === 0 || to.length === 0) return [];
  const candidates: Placement2[] = [];
  for (const mirror of [false, true]) {
    const a = from.map((p) => mirrorY(p, mirror));
    if (from.length === 1 || to.length === 1) {
      for (const target of to)
        for (const angle of hints) {
          const c = Math.cos(angle);
          const s = Math.sin(angle);
          candidates.push({ mirror, angle, dx: target[0] - (c * a[0]![0] - s * a[0]![1]), dy: target[1] - (s * a[0]![0] + c * a[0]![1]) });
        }
      continue;
    }
    // The two holes furthest apart carry the most information about the turn.
    let i0 = 0;
    let i1 = 1;
    let far = -1;
    for (let i = 0; i < a.length; i++)
      for (let j = i + 1; j < a.length; j++) {
        const d = Math.hypot(a[i]![0] - a[j]![0], a[i]![1] - a[j]![1]);
        if (d > far) [far, i0, i1] = [d, i, j];
      }
    for (let j0 = 0; j0 < to.length; j0++)
      for (let j1 = 0; j1 < to.length; j1++) {
        if (j0 === j1) continue;
        const d = Math.hypot(to[j0]![0] - to[j1]![0], to[j0]![1] - to[j1]![1]);
        if (Math.abs(d - far) > near) continue;
        candidates.push(fitPairs([a[i0]!, a[i1]!], [to[j0]!, to[j1]!], mirror));
      }
  }
  const found: Registered[] = [];
  for (const candidate of candidates) {
    const first = score(from, to, candidate, near);
    if (first.pairs.length === 0) continue;
    const refined =
      first.pairs.length >= 2
        ? fitPairs(
            first.pairs.map(([p]) => mirrorY(p, candidate.mirror)),
            first.pairs.map(([, q]) => q),
            candidate.mirror,
          )
        : candidate;
    const final = score(from, to, refined, near);
    found.push({ placement: refined, residual: final.residual, matched: final.pairs.length });
  }
  // Several candidates reach the same placement; one of each is kept.
  const distinct = found.filter(
    (entry, index) =>
      found.findIndex(
        (other) =>
          other.placement.mirror === entry.placement.mirror &&
          Math.abs(Math.sin((other.placement.angle - entry.placement.angle) / 2)) < 1e-3 &&
          Math.hypot(other.placement.dx - entry.placement.dx, other.placement.dy - entry.placement.dy) < 1e-3,
      ) === index,
  );
  return distinct.sort((a, b) => b.matched - a.matched || a.residual - b.residual);
}

/**
 * The direction of a polygon's longest spread, radians, from its area's second moments (exact for the region, so
 * however unevenly a slice's points lie along its edges, a rectangle's axes come out square to its sides).
 */
function principalAngle(points: readonly P2[]): number {
  let area = 0;
  let sx = 0;
  let sy = 0;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (let index = 0; index < points.length; index++) {
    const [x0, y0] = points[index]!;
    const [x1, y1] = points[(index + 1) % points.length]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross / 2;
    sx += ((x0 + x1) * cross) / 6;
    sy += ((y0 + y1) * cross) / 6;
    xx += ((x0 * x0 + x0 * x1 + x1 * x1) * cross) / 12;
    yy += ((y0 * y0 + y0 * y1 + y1 * y1) * cross) / 12;
    xy += ((x0 * y1 + 2 * x0 * y0 + 2 * x1 * y1 + x1 * y0) * cross) / 24;
  }
  if (area === 0) return 0;
  const [cx, cy] = [sx / area, sy / area];
  return Math.atan2(2 * (xy / area - cx * cy), xx / area - cx * cx - (yy / area - cy * cy)) / 2;
}

export interface LoopFit extends Registered {
  /** Distances of the loop's points from the outline after the move: the smallest, the middle and the largest. */
  spread: { min: number; median: number; max: number };
}

/**
 * A loop onto the board's outline: centres together and longest spreads along each other, in each of the four
 * quarter turns and both mirrors (`mirrors` false: no mirror tried), every candidate returned, closest first.
 * The residual is the spread of the loop's distance from the outline (a pocket a margin larger than the board has
 * a constant distance, so a residual near 0).
 */
export function registerLoop(loop: readonly P2[], outline: readonly P2[], mirrors = true): LoopFit[] {
  const target = loopOf([...outline]);
  const targetAngle = principalAngle(outline);
  const samples = alongLoop(loop, 1);
  const thin = samples.filter((_, index) => index % Math.max(1, Math.ceil(samples.length / 240)) === 0);
  const fits: LoopFit[] = [];
  for (const mirror of mirrors ? [false, true] : [false]) {
    const mirrored = loop.map((p) => mirrorY(p, mirror));
    const own = loopOf(mirrored);
    const ownAngle = principalAngle(mirrored);
    for (let quarter = 0; quarter < 4; quarter++) {
      const angle = targetAngle - ownAngle + (quarter * Math.PI) / 2;
      const c = Math.cos(angle);
      const s = Math.sin(angle);
      const placement: Placement2 = {
        mirror,
        angle,
        dx: target.centre[0] - (c * own.centre[0] - s * own.centre[1]),
        dy: target.centre[1] - (s * own.centre[0] + c * own.centre[1]),
      };
      const distances = thin.map((p) => distanceToLoop(place2(placement, p), outline)).sort((m, n) => m - n);
      const median = distances[Math.floor(distances.length / 2)]!;
      const residual = Math.sqrt(distances.reduce((sum, d) => sum + (d - median) ** 2, 0) / distances.length);
      fits.push({
        placement,
        residual,
        matched: distances.length,
        spread: { min: distances[0]!, median, max: distances.at(-1)! },
      });
    }
  }
  return fits.sort((m, n) => m.residual - n.residual);
}
