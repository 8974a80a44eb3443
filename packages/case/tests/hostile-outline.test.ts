/**
 * Board outlines built to exhaust the case generator: more shapes than an outline needs, circles and arcs so wide
 * that cutting them into chords would take gigabytes, polygons of hundreds of thousands of points. Each is refused
 * with one sentence before any point is made; an outline of many short lines still chains in one pass.
 */
import { describe, expect, it } from "vitest";
import { inputLimits } from "@hackpad/programme/input-limits";
import type { EdgeShape } from "@hackpad/preflight";

import { boardOutline } from "../src/outline.ts";
import { isHackpadError } from "@hackpad/programme/errors";

/** A closed square of side `side` mm drawn as `count` lines. */
function squareOfLines(count: number, side = 80): EdgeShape[] {
  const perSide = Math.ceil(count / 4);
  const corners: [number, number][] = [
    [0, 0],
    [side, 0],
    [side, side],
    [0, side],
  ];
  const shapes: EdgeShape[] = [];
  corners.forEach((from, index) => {
    const to = corners[(index + 1) % 4] ?? [0, 0];
    for (let step = 0; step < perSide; step++) {
      const at = (t: number): [number, number] => [from[0] + ((to[0] - from[0]) * t) / perSide, from[1] + ((to[1] - from[1]) * t) / perSide];
      shapes.push({ type: "line", a: at(step), b: at(step + 1) });
    }
  });
  // Shuffled, so each next piece must be looked up, not found first in line.
  for (let index = shapes.length - 1; index > 0; index--) {
    const other = (index * 7919) % (index + 1);
    [shapes[index], shapes[other]] = [shapes[other] as EdgeShape, shapes[index] as EdgeShape];
  }
  return shapes;
}

function refusal(shapes: EdgeShape[]): string {
  try {
    boardOutline(shapes);
  } catch (error) {
    if (isHackpadError(error, "case")) return error.message;
    throw error;
  }
  throw new Error("the outline was not refused");
}

describe("hostile board outlines", () => {
  it("refuses an outline of 100,000 lines by its count", () => {
    expect(refusal(squareOfLines(100_000))).toBe(
      `The board outline (Edge.Cuts) is drawn with 100,000 shapes; a macropad's outline needs a few dozen (the case generator reads up to ${inputLimits.outline.shapes.toLocaleString("en")}). Redraw it with fewer lines and arcs.`,
    );
  });

  it("chains an outline of 19,000 shuffled lines in one pass", () => {
    const started = performance.now();
    const loop = boardOutline(squareOfLines(19_000));
    expect(loop.length).toBe(19_000);
    expect((performance.now() - started) / 1000).toBeLessThan(20);
  });

  for (const radius of [1e13, 1e15, Infinity]) {
    it(`refuses a circle of radius ${radius} mm before cutting it into chords`, () => {
      expect(refusal([{ type: "circle", centre: [0, 0], radius }])).toMatch(
        /^The board outline \(Edge\.Cuts\) has a circle or arc .* wide in radius; a board is at most 100 mm across\./,
      );
    });
  }

  it("refuses a wide arc, and reads a nearly straight arc of a huge radius as the few points it is", () => {
    expect(refusal([{ type: "arc", a: [-1e13, 0], mid: [0, 1e13], b: [1e13, 0] }])).toMatch(/has a circle or arc 10,000,000,000,000 mm wide in radius/);
    const flat: EdgeShape[] = [
      { type: "arc", a: [0, 0], mid: [40, 1e-9], b: [80, 0] },
      { type: "line", a: [80, 0], b: [80, 50] },
      { type: "line", a: [80, 50], b: [0, 50] },
      { type: "line", a: [0, 50], b: [0, 0] },
    ];
    expect(boardOutline(flat).length).toBeLessThan(10);
  });

  it("refuses a polygon of 200,000 points", () => {
    const points = Array.from({ length: 200_000 }, (_, index): [number, number] => {
      const t = (2 * Math.PI * index) / 200_000;
      return [40 + 40 * Math.cos(t), 40 + 40 * Math.sin(t)];
    });
    expect(refusal([{ type: "polygon", points }])).toBe(
      "The board outline (Edge.Cuts) makes more than 100,000 points; a macropad's outline makes a few hundred. Redraw it with fewer points.",
    );
  });
});
