import { describe, expect, it } from "vitest";
import { parseKicadPcb } from "../src/parsers/kicad-pcb.ts";
import { parseKicadPcbDrawing } from "../src/parsers/kicad-pcb-drawing.ts";

// A small KiCad 8 board: a footprint turned by -90° with a rotated SMD pad, an oval-drilled pad and a silk
// rectangle; tracks (straight and arc) with their nets by number, a via, a filled zone and board texts.
const board = `(kicad_pcb (version 20240108) (generator "pcbnew")
  (layers (0 "F.Cu" signal) (31 "B.Cu" signal) (37 "F.SilkS" user "F.Silkscreen") (44 "Edge.Cuts" user))
  (net 0 "") (net 1 "GND") (net 2 "ROW0")
  (footprint "Lib:Part" (layer "F.Cu") (at 10 20 -90)
    (property "Reference" "U7" (at 0 -3 270) (layer "F.SilkS") (effects (font (size 0.8 0.8))))
    (property "Value" "part" (at 0 0 270) (layer "F.Fab") (hide yes))
    (fp_rect (start -1 -2) (end 1 2) (stroke (width 0.12) (type solid)) (fill none) (layer "F.SilkS"))
    (pad "1" smd roundrect (at -2 0 0) (size 2 1) (layers "F.Cu" "F.Mask") (roundrect_rratio 0.1) (net 1 "GND"))
    (pad "2" thru_hole oval (at 2 0 -90) (size 1.5 2.5) (drill oval 0.8 1.6) (layers "*.Cu" "*.Mask") (net 2 "ROW0")))
  (gr_line (start 0 0) (end 30 0) (stroke (width 0.1) (type default)) (layer "Edge.Cuts"))
  (gr_arc (start 30 0) (mid 35 5) (end 30 10) (stroke (width 0.1) (type default)) (layer "Edge.Cuts"))
  (gr_text "My\\nPad" (at 5 5 0) (layer "F.SilkS") (effects (font (size 2 2)) (justify left bottom)))
  (segment (start 10 22) (end 20 22) (width 0.25) (layer "F.Cu") (net 1))
  (arc (start 20 22) (mid 21 23) (end 22 22) (width 0.25) (layer "B.Cu") (net 2))
  (via (at 20 22) (size 0.6) (drill 0.3) (layers "F.Cu" "B.Cu") (net 1))
  (zone (net 1) (net_name "GND") (layer "B.Cu")
    (polygon (pts (xy 0 0) (xy 30 0) (xy 30 10)))
    (filled_polygon (layer "B.Cu") (pts (xy 0 0) (xy 29 0) (xy 29 9))))
)`;

describe("parseKicadPcbDrawing", () => {
  const drawing = parseKicadPcbDrawing(board);

  it("keeps the preflight's reading of the same board", () => {
    expect(drawing.board).toEqual(parseKicadPcb(board));
  });

  it("places pads on the board with their board angle, nets, layers and drills", () => {
    const [smd, oval] = drawing.pads;
    // Turned by -90°, local (-2, 0) lands 2 mm above the footprint's centre.
    expect(smd).toMatchObject({
      owner: "U7",
      number: "1",
      kind: "smd",
      shape: "roundrect",
      width: 2,
      height: 1,
      angle: 0,
      roundness: 0.1,
      layers: ["F.Cu", "F.Mask"],
      net: "GND",
      drill: null,
    });
    expect(smd?.x).toBeCloseTo(10, 6);
    expect(smd?.y).toBeCloseTo(18, 6);
    expect(oval).toMatchObject({ kind: "thru_hole", shape: "oval", angle: -90, net: "ROW0", drill: { width: 0.8, height: 1.6 } });
  });

  it("reads tracks and vias with their nets looked up by number, arcs with their middle point", () => {
    expect(drawing.tracks).toEqual([
      { layer: "F.Cu", width: 0.25, net: "GND", a: [10, 22], b: [20, 22] },
      { layer: "B.Cu", width: 0.25, net: "ROW0", a: [20, 22], b: [22, 22], mid: [21, 23] },
    ]);
    expect(drawing.vias).toEqual([{ x: 20, y: 22, size: 0.6, drill: 0.3, layers: ["F.Cu", "B.Cu"], net: "GND" }]);
  });

  it("keeps a zone's filled copper, not its outline", () => {
    expect(drawing.zones).toEqual([
      {
        layer: "B.Cu",
        net: "GND",
        fills: [
          [
            [0, 0],
            [29, 0],
            [29, 9],
          ],
        ],
      },
    ]);
  });

  it("turns footprint graphics with their footprint and keeps board graphics where they are", () => {
    const rect = drawing.shapes.find((shape) => shape.owner === "U7");
    expect(rect?.type).toBe("polygon");
    if (rect?.type !== "polygon") throw new Error("the rectangle is a polygon");
    // A 2 × 4 rectangle turned by -90° becomes 4 wide and 2 tall.
    const xs = rect.points.map((p) => p[0]);
    const ys = rect.points.map((p) => p[1]);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(4, 6);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(2, 6);
    expect(drawing.shapes.filter((shape) => shape.layer === "Edge.Cuts").map((shape) => shape.type)).toEqual(["line", "arc"]);
  });

  it("reads texts with position, size, justification, and footprint texts kept upright", () => {
    expect(drawing.texts).toContainEqual({
      text: "My\nPad",
      layer: "F.SilkS",
      owner: "board",
      x: 5,
      y: 5,
      angle: 0,
      size: 2,
      horizontal: "left",
      vertical: "bottom",
      mirrored: false,
    });
    const reference = drawing.texts.find((text) => text.owner === "U7");
    // 270° would read upside down: KiCad shows it at 90°. The hidden value is left out.
    expect(reference).toMatchObject({ text: "U7", angle: 90, size: 0.8 });
    expect(drawing.texts.filter((text) => text.owner === "U7")).toHaveLength(1);
  });

  it("reads KiCad 10's nets written by name", () => {
    const modern = parseKicadPcbDrawing(board.replace('(net 1 "GND"))', '(net "GND"))').replace('(layer "F.Cu") (net 1))', '(layer "F.Cu") (net "GND"))'));
    expect(modern.pads[0]?.net).toBe("GND");
    expect(modern.tracks[0]?.net).toBe("GND");
  });
});
