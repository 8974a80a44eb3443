/** The board reader's Edge.Cuts shapes and their chaining into one closed outline. */
import { describe, expect, it } from "vitest";
import { parseKicadPcb, type EdgeShape } from "@hackpad/preflight";

import { arcPoints, boardOutline, outlineLoops, signedArea } from "../src/outline.ts";
import { HackpadError } from "@hackpad/programme/errors";

const board = (body: string) =>
  parseKicadPcb(`(kicad_pcb (version 20241229) (general (thickness 1.2)) (layers (0 "F.Cu" signal) (25 "Edge.Cuts" user))\n${body})`);
const edge = '(layer "Edge.Cuts")';

describe("Edge.Cuts shapes as the board reader keeps them", () => {
  it("reads lines, arcs (KiCad 6+ and KiCad 5), circles, rectangles, polygons and a footprint's own edge, and the thickness", () => {
    const pcb = board(
      [
        `(gr_line (start 0 0) (end 10 0) ${edge})`,
        `(gr_arc (start 10 0) (mid 12 2) (end 10 4) ${edge})`,
        `(gr_arc (start 20 20) (end 25 20) (angle 90) ${edge})`,
        `(gr_circle (center 50 50) (end 53 50) ${edge})`,
        `(gr_rect (start 60 60) (end 70 65) ${edge})`,
        `(gr_poly (pts (xy 0 80) (xy 5 80) (xy 5 85)) ${edge})`,
        `(footprint "Cutout" (layer "F.Cu") (at 30 30 90) (fp_line (start 0 0) (end 2 0) ${edge}))`,
        `(gr_line (start 0 0) (end 1 1) (layer "F.SilkS"))`,
      ].join("\n"),
    );
    expect(pcb.thicknessMm).toBe(1.2);
    const shapes = pcb.edgeShapes!;
    expect(shapes.map((shape) => shape.type)).toEqual(["line", "arc", "arc", "circle", "polygon", "polygon", "line"]);
    expect(shapes[3]).toEqual({ type: "circle", centre: [50, 50], radius: 3 });
    expect(shapes[4]).toEqual({
      type: "polygon",
      points: [
        [60, 60],
        [70, 60],
        [70, 65],
        [60, 65],
      ],
    });
    const kicad5 = shapes[2] as Extract<EdgeShape, { type: "arc" }>;
    expect(kicad5.a).toEqual([25, 20]);
    expect(kicad5.b[0]).toBeCloseTo(20, 9);
    expect(kicad5.b[1]).toBeCloseTo(25, 9);
    // Turned 90° with its footprint: KiCad's rotation is counter-clockwise on screen (y down).
    const turned = shapes[6] as Extract<EdgeShape, { type: "line" }>;
    expect(turned.a).toEqual([30, 30]);
    expect(turned.b[0]).toBeCloseTo(30, 9);
    expect(turned.b[1]).toBeCloseTo(28, 9);
  });

  it("gives no thickness when the file has none", () => {
    expect(parseKicadPcb('(kicad_pcb (version 20241229) (layers (0 "F.Cu" signal)))').thicknessMm).toBeNull();
  });
});

describe("chaining the outline", () => {
  it("joins lines and arcs drawn in any order and direction into one loop", () => {
    const shapes: EdgeShape[] = [
      { type: "line", a: [10, 10], b: [0, 10] },
      { type: "line", a: [0, 0], b: [10, 0] },
      { type: "arc", a: [10, 0], mid: [11, 5], b: [10, 10] },
      { type: "line", a: [0, 0], b: [0, 10] },
    ];
    const [loop, ...rest] = outlineLoops(shapes);
    expect(rest).toHaveLength(0);
    // The rectangle (100 mm²) plus the arc's bulge on the right.
    expect(Math.abs(signedArea(loop!))).toBeGreaterThan(100);
    expect(Math.abs(signedArea(loop!))).toBeLessThan(110);
  });

  it("keeps arcs within the chord error, going the way their middle point says", () => {
    const points = arcPoints([1, 0], [0, -1], [-1, 0]);
    expect(points.every((p) => p[1] <= 1e-9)).toBe(true);
    for (let index = 1; index < points.length; index++) {
      const mid = [(points[index - 1]![0] + points[index]![0]) / 2, (points[index - 1]![1] + points[index]![1]) / 2];
      expect(1 - Math.hypot(mid[0]!, mid[1]!)).toBeLessThan(0.011);
    }
  });

  it("takes the largest loop as the board, a cut-out inside it aside", () => {
    const outline = boardOutline([
      {
        type: "polygon",
        points: [
          [0, 0],
          [50, 0],
          [50, 40],
          [0, 40],
        ],
      },
      { type: "circle", centre: [25, 20], radius: 3 },
    ]);
    expect(Math.abs(signedArea(outline))).toBe(2000);
  });

  it("refuses an outline with a gap, naming where it is open", () => {
    expect(() =>
      boardOutline([
        { type: "line", a: [0, 0], b: [10, 0] },
        { type: "line", a: [10, 0], b: [10, 10] },
        { type: "line", a: [10, 10], b: [0, 10.5] },
        { type: "line", a: [0, 10], b: [0, 0] },
      ]),
    ).toThrow(HackpadError);
    expect(() => boardOutline([])).toThrow(/no outline/);
  });
});
