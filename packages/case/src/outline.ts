/**
 * The board's outline as one closed polygon: the Edge.Cuts lines and arcs chained end to end (circles, rectangles
 * and polygons are closed already). The largest loop is the board; smaller loops are holes cut in it, which the case
 * does not need. An outline that does not close is refused with where it is open.
 */
import type { EdgeShape } from "@hackpad/preflight";
import { arcThrough } from "@hackpad/mesh/plane";
import { assertPlausibleOutline } from "./guard.ts";
import { HackpadError } from "@hackpad/programme/errors";

export type Point = [number, number];

/** Two ends closer than this (mm) join: KiCad snaps ends together, exports round them to 1 µm. */
const JOIN_TOLERANCE_MM = 0.01;
/** Arcs become chords no further than this (mm) from the true curve. */
const CHORD_ERROR_MM = 0.01;

/** Points along an arc through a, mid and b (b included, a not). */
export function arcPoints(a: Point, mid: Point, b: Point): Point[] {
  const arc = arcThrough(...a, ...mid, ...b);
  return arc ? [...around(arc.x, arc.y, arc.r, arc.start, arc.sweep, arcSteps(arc.r, arc.sweep), 1), b] : [b];
}

/** The points `first` to `steps` − 1 of `steps` even steps around a circle from angle `start` through `sweep`. */
function around(cx: number, cy: number, r: number, start: number, sweep: number, steps: number, first: number): Point[] {
  return Array.from({ length: steps - first }, (_, index) => {
    const t = start + (sweep * (index + first)) / steps;
    return [cx + r * Math.cos(t), cy + r * Math.sin(t)];
  });
}

/** The angle one chord may span on a circle of radius r within CHORD_ERROR_MM. */
function segmentAngle(r: number): number {
  if (r <= CHORD_ERROR_MM) return Math.PI / 2;
  return Math.min(Math.PI / 8, 2 * Math.acos(1 - CHORD_ERROR_MM / r));
}

/** The chords an arc of radius r sweeping `sweep` radians becomes (at least two), and a whole circle (at least eight). */
const arcSteps = (r: number, sweep: number) => Math.max(2, Math.ceil(Math.abs(sweep) / segmentAngle(r)));
export const circleSteps = (r: number) => Math.max(8, Math.ceil((2 * Math.PI) / segmentAngle(r)));

const circlePoints = (centre: Point, radius: number) => around(centre[0], centre[1], radius, 0, 2 * Math.PI, circleSteps(radius), 0);

/** Signed area (positive when counter-clockwise in a y-up frame). */
export function signedArea(points: readonly Point[]): number {
  let area = 0;
  for (let index = 0; index < points.length; index++) {
    const [x1, y1] = points[index]!;
    const [x2, y2] = points[(index + 1) % points.length]!;
    area += x1 * y2 - x2 * y1;
  }
  return area / 2;
}

const near = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]) <= JOIN_TOLERANCE_MM;
const where = (p: Point) => `(${p[0].toFixed(2)}, ${p[1].toFixed(2)}) mm`;

/** Every closed loop the shapes make, in board coordinates. Throws HackpadError "case" for an open outline. */
export function outlineLoops(shapes: readonly EdgeShape[]): Point[][] {
  assertPlausibleOutline(shapes, arcSteps);
  const loops: Point[][] = [];
  const open: Point[][] = [];
  for (const shape of shapes) {
    if (shape.type === "circle") loops.push(circlePoints(shape.centre, shape.radius));
    else if (shape.type === "polygon") loops.push(shape.points.map((p) => [p[0], p[1]] as Point));
    else if (shape.type === "line") {
      if (!near(shape.a, shape.b)) open.push([shape.a, shape.b]);
    } else open.push([shape.a, ...arcPoints(shape.a, shape.mid, shape.b)]);
  }
  const unused = new Set(open.map((_, index) => index));
  const ends = endIndex(open);
  while (unused.size > 0) {
    const first = unused.values().next().value as number;
    unused.delete(first);
    const chain = [...open[first]!];
    for (;;) {
      const end = chain[chain.length - 1]!;
      if (chain.length > 2 && near(end, chain[0]!)) {
        chain.pop();
        break;
      }
      let found = -1;
      let reversed = false;
      for (const index of ends(end)) {
        if (!unused.has(index)) continue;
        const piece = open[index]!;
        if (near(piece[0]!, end)) found = index;
        else if (near(piece[piece.length - 1]!, end)) {
          found = index;
          reversed = true;
        }
        if (found >= 0) break;
      }
      if (found < 0) {
        throw new HackpadError(
          "case",
          `The board outline (Edge.Cuts) is not closed: a line ends at ${where(end)} and nothing continues from there. Join the outline's ends in KiCad (Edit → Cleanup Graphics can close small gaps).`,
        );
      }
      unused.delete(found);
      const piece = reversed ? [...open[found]!].reverse() : open[found]!;
      for (let at = 1; at < piece.length; at++) chain.push(piece[at]!);
    }
    loops.push(chain);
  }
  return loops.filter((loop) => loop.length >= 3 && Math.abs(signedArea(loop)) > 1e-6);
}

/**
 * The pieces whose first or last point lies within JOIN_TOLERANCE_MM of a point, found through a grid of cells
 * that size (the point's cell and its eight neighbours), so chaining n pieces takes n look-ups, not n².
 */
function endIndex(pieces: readonly Point[][]): (point: Point) => number[] {
  const cell = (value: number) => Math.floor(value / JOIN_TOLERANCE_MM);
  const cells = new Map<string, number[]>();
  pieces.forEach((piece, index) => {
    for (const end of [piece[0]!, piece[piece.length - 1]!]) {
      const key = `${cell(end[0])},${cell(end[1])}`;
      const list = cells.get(key);
      if (list) list.push(index);
      else cells.set(key, [index]);
    }
  });
  return ([x, y]) => {
    const found: number[] = [];
    for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) for (const index of cells.get(`${cell(x) + dx},${cell(y) + dy}`) ?? []) found.push(index);
    return found;
  };
}

/** The board's outer outline: the loop enclosing the largest area. */
export function boardOutline(shapes: readonly EdgeShape[] | undefined): Point[] {
  if (!shapes || shapes.length === 0) {
    throw new HackpadError("case", "The board has no outline: draw its edge on the Edge.Cuts layer in KiCad, then generate the case again.");
  }
  const loops = outlineLoops(shapes);
  if (loops.length === 0) throw new HackpadError("case", "The board outline (Edge.Cuts) encloses no area: draw the board's edge as one closed shape.");
  return loops.reduce((best, loop) => (Math.abs(signedArea(loop)) > Math.abs(signedArea(best)) ? loop : best));
}
