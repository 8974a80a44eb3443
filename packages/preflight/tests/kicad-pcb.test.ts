import { describe, expect, it } from "vitest";
import { parseKicadPcb } from "../src/parsers/kicad-pcb.ts";
import { parseSExpr } from "../src/parsers/sexpr.ts";
import { defaultFixture, kicadBoard } from "./support/fixtures.ts";
import { HackpadError } from "@hackpad/programme/errors";

// Small boards in the layouts of KiCad 8 (B.Cu is layer 31, bare `hide`), 9 and 10 (B.Cu is 2, `(hide yes)`).
const kicad8 = `(kicad_pcb (version 20240108) (generator "pcbnew") (generator_version "8.0")
  (layers (0 "F.Cu" signal) (31 "B.Cu" signal) (36 "B.SilkS" user "B.Silkscreen") (37 "F.SilkS" user "F.Silkscreen") (44 "Edge.Cuts" user))
  (footprint "Button_Switch_Keyboard:SW_Cherry_MX_1.00u_PCB" (layer "F.Cu") (at 10 10)
    (property "Reference" "S1" (at 0 -3 0) (layer "F.SilkS"))
    (fp_text user "hidden note" (at 0 0) (layer "F.SilkS") hide (effects (font (size 1 1))))
    (pad "1" thru_hole circle (at -3.81 -2.54) (size 2.2 2.2) (drill 1.5) (layers "*.Cu" "*.Mask"))
    (pad "2" thru_hole circle (at 2.54 -5.08) (size 2.2 2.2) (drill 1.5) (layers "*.Cu" "*.Mask")))
  (gr_line (start 0 0) (end 40 0) (stroke (width 0.05) (type default)) (layer "Edge.Cuts"))
  (gr_line (start 40 0) (end 40 30) (stroke (width 0.05) (type default)) (layer "Edge.Cuts"))
  (gr_arc (start 40 30) (mid 20 40) (end 0 30) (stroke (width 0.05) (type default)) (layer "Edge.Cuts"))
  (gr_line (start 0 30) (end 0 0) (stroke (width 0.05) (type default)) (layer "Edge.Cuts"))
  (gr_text "XIAO\\nHERE" (at 5 5 0) (layer "B.SilkS") (effects (font (size 1 1)) (justify mirror)))
)`;

const kicad10 = `(kicad_pcb (version 20250901) (generator "pcbnew") (generator_version "10.0")
  (layers (0 "F.Cu" signal) (4 "In1.Cu" signal) (6 "In2.Cu" signal) (2 "B.Cu" signal) (25 "Edge.Cuts" user))
  (gr_circle (center 50 50) (end 60 50) (stroke (width 0.1) (type solid)) (fill no) (layer "Edge.Cuts"))
  (footprint "Logo:Art" (layer "F.Cu") (at 0 0)
    (property "Value" "logo" (at 0 0 0) (layer "F.Fab") (hide yes))
    (fp_text user "Note" (at 0 0) (layer "F.SilkS") (hide no)))
)`;

describe("S-expression reader", () => {
  it("reads nested lists, quoted strings with escapes and bare atoms", () => {
    const root = parseSExpr('(a "b c" (d 1.5) "q\\"x" e\\n)');
    expect(root.items[0]).toBe("a");
    expect(root.items[1]).toBe("b c");
    expect(root.items[3]).toBe('q"x');
  });

  it("says where the text breaks: unclosed lists, unterminated strings, stray parentheses, no list", () => {
    expect(() => parseSExpr("(a (b c)")).toThrow(/ends before 1 list/);
    expect(() => parseSExpr('(a "open')).toThrow(/quoted string never ends/);
    expect(() => parseSExpr(") (a)")).toThrow(/closes nothing/);
    expect(() => parseSExpr("   ")).toThrow(HackpadError);
  });

  it("refuses hostile nesting instead of overflowing the stack", () => {
    expect(() => parseSExpr("(".repeat(100_000))).toThrow(/deeper than/);
  });
});

describe("parseKicadPcb", () => {
  it("counts copper layers by name in KiCad 8, 9 and 10 (layer numbers differ between versions)", () => {
    expect(parseKicadPcb(kicad8).copperLayers).toEqual(["F.Cu", "B.Cu"]);
    expect(parseKicadPcb(kicadBoard()).copperLayers).toEqual(["F.Cu", "B.Cu"]);
    expect(parseKicadPcb(kicad10).copperLayers).toEqual(["F.Cu", "In1.Cu", "In2.Cu", "B.Cu"]);
    expect(parseKicadPcb(kicad10).version).toBe(20250901);
  });

  it("measures the Edge.Cuts outline on the line's centre, arcs by their true extent", () => {
    const board = parseKicadPcb(kicad8);
    expect(board.outline).toEqual({ minX: 0, minY: 0, maxX: 40, maxY: 40 });
    expect(board.edgeItems).toBe(4);
    expect(parseKicadPcb(kicad10).outline).toEqual({ minX: 40, minY: 40, maxX: 60, maxY: 60 });
    const rect = parseKicadPcb(kicadBoard()).outline;
    expect(rect).toEqual({ minX: 0, minY: 0, maxX: defaultFixture.boardWidth, maxY: defaultFixture.boardHeight });
  });

  it("reads footprints with library, reference, value, position and pads placed on the board", () => {
    const board = parseKicadPcb(kicadBoard());
    const xiao = board.footprints.find((footprint) => footprint.reference === "U1");
    expect(xiao).toMatchObject({ lib: "OPL:XIAO-RP2040-DIP", name: "XIAO-RP2040-DIP", value: "XIAO-RP2040-DIP", rotation: -90 });
    expect(xiao?.pads).toHaveLength(14);
    // Rotated by -90°: the footprint's pin 1 (local -7.62, -7.62) lands at +7.62 in x, -7.62 in y from its centre.
    const pin1 = xiao?.pads.find((entry) => entry.number === "1");
    expect(pin1?.x).toBeCloseTo((xiao?.x ?? 0) + 7.62, 6);
    expect(pin1?.y).toBeCloseTo(15 - 7.62, 6);
    expect(board.footprints.filter((footprint) => footprint.name === "SW_Cherry_MX_1.00u_PCB")).toHaveLength(defaultFixture.switches);
  });

  it("reads texts with their layer and hidden flag in both the old and the new form, with newlines", () => {
    const old = parseKicadPcb(kicad8).texts;
    expect(old).toContainEqual({ text: "XIAO\nHERE", layer: "B.SilkS", hidden: false, owner: "board", kind: "user" });
    expect(old).toContainEqual({ text: "hidden note", layer: "F.SilkS", hidden: true, owner: "S1", kind: "user" });
    const modern = parseKicadPcb(kicad10).texts;
    expect(modern).toContainEqual({ text: "logo", layer: "F.Fab", hidden: true, owner: "", kind: "Value" });
    expect(modern).toContainEqual({ text: "Note", layer: "F.SilkS", hidden: false, owner: "", kind: "user" });
  });

  it("reads a board with no gr_text at all", () => {
    const board = parseKicadPcb(kicad10.replace(/\(gr_text[^\n]*\n/, ""));
    expect(board.texts.filter((text) => text.owner === "board")).toEqual([]);
  });

  it("refuses binary junk and files that are not boards, with the reason", () => {
    expect(() => parseKicadPcb("\u0000\u0001\u0002garbage")).toThrow(/binary data/);
    expect(() => parseKicadPcb("(kicad_sch (version 1))")).toThrow(/not "\(kicad_pcb"/);
  });
});
