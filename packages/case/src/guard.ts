/**
 * The case generator's input limits (content/programme/input-limits.ts), checked on the board's outline shapes
 * before a single point is made from them: how many shapes, how wide a circle or arc, how many points they
 * become once curves are cut into chords.
 */
import { inputLimits } from "@hackpad/programme/input-limits";
import type { EdgeShape } from "@hackpad/preflight";
import { arcThrough } from "@hackpad/mesh/plane";
import { HackpadError } from "@hackpad/programme/errors";

const { shapes: MAX_SHAPES, points: MAX_POINTS, radiusMm: MAX_RADIUS } = inputLimits.outline;

/** Throws HackpadError "case" when the outline is more than a board's outline can be; `pointsFor` says how many points a curve becomes. */
export function assertPlausibleOutline(shapes: readonly EdgeShape[], pointsFor: (radius: number, sweep: number) => number): void {
  if (shapes.length > MAX_SHAPES) {
    throw new HackpadError(
      "case",
      `The board outline (Edge.Cuts) is drawn with ${shapes.length.toLocaleString("en")} shapes; a macropad's outline needs a few dozen (the case generator reads up to ${MAX_SHAPES.toLocaleString("en")}). Redraw it with fewer lines and arcs.`,
    );
  }
  let points = 0;
  const tooWide = (radius: number) =>
    new HackpadError(
      "case",
      `The board outline (Edge.Cuts) has a circle or arc ${Number.isFinite(radius) ? `${Math.round(radius).toLocaleString("en")} mm` : "infinitely"} wide in radius; a board is at most ${MAX_RADIUS / 10} mm across. Check the outline's units and shapes in KiCad.`,
    );
  for (const shape of shapes) {
    if (shape.type === "circle") {
      if (!(shape.radius <= MAX_RADIUS)) throw tooWide(shape.radius);
      points += pointsFor(shape.radius, 2 * Math.PI);
    } else if (shape.type === "arc") {
      const arc = arcThrough(...shape.a, ...shape.mid, ...shape.b);
      if (arc && !(Math.abs(arc.sweep) * arc.r <= 8 * MAX_RADIUS)) throw tooWide(arc.r);
      points += arc ? pointsFor(arc.r, arc.sweep) : 1;
    } else if (shape.type === "polygon") points += shape.points.length;
    else points += 2;
    if (points > MAX_POINTS) {
      throw new HackpadError(
        "case",
        `The board outline (Edge.Cuts) makes more than ${MAX_POINTS.toLocaleString("en")} points; a macropad's outline makes a few hundred. Redraw it with fewer points.`,
      );
    }
  }
}
