/**
 * The guide's board pictures, drawn from LazyPad's real `.kicad_pcb` (content/example-board): counts measured on
 * the file (7 footprints, 58 pads of which 18 are bare holes, 40 tracks all on F.Cu, no vias), the ratsnest
 * worked out from the nets, the silkscreen texts, and the layers as plotted.
 */
import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BoardStage, PlottedLayers } from "~/app/illustrations/BoardStage";
import { controllerMarkerText } from "@hackpad/programme/rules";
import { plotSettings } from "@hackpad/programme/tool-steps";
import {
  arcPath,
  circlePath,
  countInks,
  heapStage,
  outlinePath,
  outlineStage,
  pinsOf,
  placedStage,
  plottedLayers,
  polygonPath,
  ratsnest,
  rectPath,
  routedStage,
  silkscreenStage,
} from "~/lib/illustrations/board-stages";
import { MIN_TEXT_PX, readableFontSize } from "~/lib/illustrations/readable-text";
import { parseKicadPcbDrawing, type DrawnShape, type KicadPcbDrawing } from "@hackpad/preflight/drawing";

const lazypad = parseKicadPcbDrawing(readFileSync("content/example-board/lazypad/LazyPad.kicad_pcb", "utf8"));

/** Pins per named net, the hand count of the ratsnest: for each net, one line fewer than it has pins. */
function expectedRatsnest(board: KicadPcbDrawing): number {
  const perNet = new Map<string, Set<string>>();
  for (const pad of board.pads) {
    if (!pad.net) continue;
    perNet.set(pad.net, (perNet.get(pad.net) ?? new Set()).add(`${pad.owner}/${pad.number}`));
  }
  return [...perNet.values()].reduce((sum, pins) => sum + pins.size - 1, 0);
}

describe("the example board is the real LazyPad, unchanged", () => {
  it("is the same file as the test fixture, with its licence beside it", () => {
    expect(readFileSync("content/example-board/lazypad/LazyPad.kicad_pcb", "utf8")).toBe(
      readFileSync("tests/fixtures/real/lazypad/PCB/LazyPad.kicad_pcb", "utf8"),
    );
    expect(readFileSync("content/example-board/lazypad/LICENSE", "utf8")).toBe(readFileSync("tests/fixtures/real/lazypad/LICENSE", "utf8"));
  });

  it("reads its footprints, pads, tracks and nets", () => {
    expect(lazypad.footprints.map((footprint) => footprint.reference).sort()).toEqual(["SW1", "SW2", "SW3", "SW4", "SW5", "SW6", "U1"]);
    expect(lazypad.pads).toHaveLength(58);
    expect(lazypad.pads.filter((pad) => pad.kind === "np_thru_hole")).toHaveLength(18);
    expect(lazypad.tracks).toHaveLength(40);
    expect(lazypad.tracks.every((track) => track.layer === "F.Cu" && track.width === 0.5)).toBe(true);
    expect(lazypad.vias).toEqual([]);
    // Every switch's pin 1 is on GND with the XIAO's pin 13; each pin 2 has a net of its own to one XIAO pin.
    const gnd = pinsOf(lazypad.pads).filter((pin) => pin.net === "GND");
    expect(gnd).toHaveLength(7);
  });
});

describe("board stages", () => {
  it("heap: every footprint once, packed apart, with the full ratsnest", () => {
    const heap = heapStage(lazypad);
    const counts = countInks(heap.marks);
    expect(heap.labels.map((label) => label.text)).toEqual(["SW1", "SW2", "SW3", "SW4", "SW5", "SW6", "U1"]);
    expect(counts.ratsnest).toBe(expectedRatsnest(lazypad));
    expect((counts.padThrough ?? 0) + (counts.padFront ?? 0)).toBe(40);
  });

  it("placed: footprints, pads and one ratsnest line per pin to join (pins per net minus one, summed over the nets)", () => {
    const placed = placedStage(lazypad);
    const counts = countInks(placed.marks);
    // 6 GND lines (7 pins) and one for each of the 6 switch signals; the XIAO's SMD and through-hole pads are one pin.
    expect(expectedRatsnest(lazypad)).toBe(12);
    expect(counts.ratsnest).toBe(12);
    expect(counts.padThrough).toBe(26);
    expect(counts.padFront).toBe(14);
    expect(counts.hole).toBe(44);
    expect(placed.labels.map((label) => label.text)).toHaveLength(7);
    // The labels are readable on a phone.
    for (const label of placed.labels) expect(label.size).toBeGreaterThanOrEqual(readableFontSize(placed.viewBox.width));
  });

  it("every stage's labels are readable on a phone at that stage's own width", () => {
    for (const stage of [heapStage, placedStage, outlineStage, routedStage, silkscreenStage]) {
      const picture = stage(lazypad);
      for (const label of picture.labels) expect(label.size, `${stage.name} "${label.text}"`).toBeGreaterThanOrEqual(readableFontSize(picture.viewBox.width));
    }
  });

  it("outline: the Edge.Cuts rectangle and its measured size, 87 × 50.7 mm", () => {
    const outline = outlineStage(lazypad);
    expect(countInks(outline.marks).edge).toBe(1);
    expect(outline.labels.map((label) => label.text)).toEqual(expect.arrayContaining(["87 mm", "50.7 mm"]));
  });

  it("routed: 40 tracks on F.Cu, none on B.Cu, no vias, and the copper joins every pin", () => {
    const routed = routedStage(lazypad);
    const counts = countInks(routed.marks);
    expect(counts.trackFront).toBe(40);
    expect(counts.trackBack).toBeUndefined();
    expect(counts.via).toBeUndefined();
    expect(counts.ratsnest).toBeUndefined();
    expect(ratsnest(lazypad, true)).toEqual([]);
  });

  it("routed: a track removed from the board brings its ratsnest line back", () => {
    const cut = { ...lazypad, tracks: lazypad.tracks.slice(1) };
    const lines = ratsnest(cut, true);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.net).toBe(lazypad.tracks[0]?.net);
  });

  it("routed: a B.Cu track and a via are drawn in their own inks and join through the via", () => {
    const [first] = lazypad.tracks;
    if (!first) throw new Error("LazyPad has tracks");
    // The first track hops to the back for its middle third: two vias, one B.Cu piece.
    const at = (t: number): [number, number] => [first.a[0] + (first.b[0] - first.a[0]) * t, first.a[1] + (first.b[1] - first.a[1]) * t];
    const [m1, m2] = [at(1 / 3), at(2 / 3)];
    const via = (p: [number, number]) => ({ x: p[0], y: p[1], size: 0.6, drill: 0.3, layers: ["F.Cu", "B.Cu"], net: first.net });
    const board: KicadPcbDrawing = {
      ...lazypad,
      tracks: [...lazypad.tracks.slice(1), { ...first, b: m1 }, { ...first, layer: "B.Cu", a: m1, b: m2 }, { ...first, a: m2 }],
      vias: [via(m1), via(m2)],
    };
    const counts = countInks(routedStage(board).marks);
    expect(counts.trackBack).toBe(1);
    expect(counts.via).toBe(2);
    expect(ratsnest(board, true)).toEqual([]);
    // Without the vias the back piece is an island, and the ratsnest says so.
    expect(ratsnest({ ...board, vias: [] }, true)).toHaveLength(1);
  });

  it(`silkscreen: the pad's name and "${controllerMarkerText}" as readable text, inside the picture`, () => {
    const silk = silkscreenStage(lazypad);
    const texts = silk.labels.filter((label) => label.ink === "silk").map((label) => label.text);
    expect(texts).toEqual(expect.arrayContaining(["Lazy", "Pad", controllerMarkerText]));
    const smallest = Math.min(...silk.labels.map((label) => label.size));
    // Drawn 340 px wide on a phone, the smallest text is still at least MIN_TEXT_PX tall.
    expect((smallest * 340) / silk.viewBox.width).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    for (const label of silk.labels) {
      expect(label.x).toBeGreaterThan(silk.viewBox.x);
      expect(label.x).toBeLessThan(silk.viewBox.x + silk.viewBox.width);
    }
  });

  it("layers: one picture per plotted layer plus the drills, with what each file holds", () => {
    const layers = plottedLayers(lazypad, [...plotSettings.layers, plotSettings.drillsLabel]);
    const count = (layer: string) => layers.find((picture) => picture.layer === layer)?.marks.length;
    expect(layers.map((picture) => picture.layer)).toEqual([...plotSettings.layers, "Drills"]);
    expect(count("F.Cu")).toBe(40 + 26 + 14); // tracks, through-hole pads, SMD pads
    expect(count("B.Cu")).toBe(26);
    expect(count("F.Mask")).toBe(58); // every pad and bare hole is open on the front
    expect(count("B.Mask")).toBe(44);
    expect(count("B.Silkscreen")).toBe(0);
    expect(count("Edge.Cuts")).toBe(1);
    expect(count("Drills")).toBe(44);
  });
});

describe("path data", () => {
  it("joins outline pieces saved in any order and direction into one closed loop", () => {
    const line = (a: [number, number], b: [number, number]): DrawnShape => ({ type: "line", layer: "Edge.Cuts", owner: "board", width: 0.1, a, b });
    const path = outlinePath([line([0, 0], [10, 0]), line([10, 10], [0, 10]), line([10, 0], [10, 10]), line([0, 0], [0, 10])]);
    expect(path.match(/M/g)).toHaveLength(1);
    expect(path.endsWith("Z")).toBe(true);
  });

  it("runs every filled shape clockwise, so overlapping pads merged into one path do not cancel out", () => {
    expect(
      polygonPath([
        [0, 0],
        [0, 1],
        [1, 1],
      ]),
    ).toBe("M1 1L0 1L0 0Z");
    expect(
      polygonPath([
        [1, 1],
        [0, 1],
        [0, 0],
      ]),
    ).toBe("M1 1L0 1L0 0Z");
    // Both half circles sweep clockwise (flag 1), like the rectangles' corners.
    expect(circlePath(0, 0, 1)).toBe("M-1 0a1 1 0 1 1 2 0a1 1 0 1 1 -2 0Z");
    expect(rectPath(0, 0, 2, 2, 0, 0.5)).toMatch(/^M-0.5 -1L0.5 -1A0.5 0.5 0 0 1 /);
  });

  it("draws an arc the right way round: a half circle through the bottom runs clockwise on screen", () => {
    expect(arcPath([1, 0], [0, 1], [-1, 0])).toBe("M1 0A1 1 0 0 1 -1 0");
    expect(arcPath([1, 0], [0, -1], [-1, 0])).toBe("M1 0A1 1 0 0 0 -1 0");
  });
});

describe("rendered pictures", () => {
  const html = (node: React.ReactElement) => renderToStaticMarkup(node);

  it("each stage is an SVG with a description, an enlarge button and its popover drawing the same picture", () => {
    for (const stage of ["heap", "placed", "outline", "routed", "silkscreen"] as const) {
      const markup = html(<BoardStage stage={stage} />);
      expect(markup).toContain(`<g id="example-board-${stage}">`);
      // HTML attribute names are case-insensitive: the browser reads popoverTarget as popovertarget.
      expect(markup).toMatch(new RegExp(`popovertarget="figure-board-${stage}-large"`, "i"));
      expect(markup).toContain(`<use href="#example-board-${stage}">`);
      expect(markup).toMatch(/<title id="example-board-[a-z]+-title">[^<]{40,}<\/title>/);
      expect(markup).toContain("LazyPad");
    }
  });

  it("the silkscreen picture prints the name and the controller marker", () => {
    const markup = html(<BoardStage stage="silkscreen" />);
    expect(markup).toMatch(/>Lazy<\/text>/);
    expect(markup).toMatch(/>Pad<\/text>/);
    expect(markup).toContain(`>${controllerMarkerText}</text>`);
  });

  it("the plotted layers name every layer of the plot settings", () => {
    const markup = html(<PlottedLayers />);
    for (const layer of plotSettings.layers) expect(markup).toContain(`>${layer}</span>`);
    expect(markup).toContain(">Drills</span>");
  });
});
