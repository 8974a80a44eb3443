import { describe, expect, it } from "vitest";
import { boardFrame } from "~/app/check/lib/board-frame";
import { markPlacement } from "~/app/check/lib/board-marks";
import type { BoardPlace } from "~/app/check/lib/board-places";

// A 100 × 80 mm board; its label size and margin follow from the PCB limit square it is drawn in.
const frame = boardFrame({ width: 100, height: 80 }, "mm");
const margin = frame.fontSize * 0.4;
const place = (ref: string, x: number, y: number, width = 0.12, height = 0.15): BoardPlace => ({ ref, x, y, width, height, side: "top" });

function expectInside({ outline, label }: ReturnType<typeof markPlacement>, ref: string) {
  const { board, fontSize } = frame;
  expect(outline.x).toBeGreaterThanOrEqual(board.x + margin - 1e-9);
  expect(outline.y).toBeGreaterThanOrEqual(board.y + margin - 1e-9);
  expect(outline.x + outline.width).toBeLessThanOrEqual(board.x + board.width - margin + 1e-9);
  expect(outline.y + outline.height).toBeLessThanOrEqual(board.y + board.height - margin + 1e-9);
  // The label's text box: its baseline less a font size above, half its estimated width either side of its centre.
  const half = (ref.length * 0.62 * fontSize) / 2;
  expect(label.y - fontSize).toBeGreaterThanOrEqual(board.y + margin - 1e-9);
  expect(label.y).toBeLessThanOrEqual(board.y + board.height - margin + 1e-9);
  expect(label.x - half).toBeGreaterThanOrEqual(board.x + margin - 1e-9);
  expect(label.x + half).toBeLessThanOrEqual(board.x + board.width - margin + 1e-9);
}

describe("where a part's outline and name go on the board drawing", () => {
  it("outlines a part in the middle round its own place, its name above it", () => {
    const { outline, label } = markPlacement(place("D3", 0.5, 0.5), "top", frame);
    expect(outline.x + outline.width / 2).toBeCloseTo(50);
    expect(outline.y + outline.height / 2).toBeCloseTo(40);
    expect(outline.width).toBeCloseTo(12);
    expect(label.x).toBeCloseTo(50);
    expect(label.y).toBeLessThan(outline.y);
  });

  it.each([
    ["top right corner", 0.98, 0.02],
    ["top left corner", 0.01, 0.01],
    ["bottom right corner", 0.99, 0.99],
    ["right edge", 1, 0.5],
  ])("keeps an encoder at the board's %s inside the board, with a margin", (_where, x, y) => {
    for (const side of ["top", "bottom"] as const) expectInside(markPlacement(place("SW10", x, y), side, frame), "SW10");
  });

  it("puts the name below the outline when the board's top edge leaves no room above it", () => {
    const { outline, label } = markPlacement(place("SW10", 0.5, 0.02), "top", frame);
    expect(label.y).toBeGreaterThan(outline.y + outline.height);
  });

  it("mirrors the bottom side, seen from below", () => {
    const top = markPlacement(place("U1", 0.2, 0.5), "top", frame).outline;
    const bottom = markPlacement(place("U1", 0.2, 0.5), "bottom", frame).outline;
    expect(top.x + top.width / 2).toBeCloseTo(20);
    expect(bottom.x + bottom.width / 2).toBeCloseTo(80);
  });

  it("shrinks an outline larger than the board to the board less its margins", () => {
    const { outline } = markPlacement(place("J1", 0.5, 0.5, 1.4, 1.2), "top", frame);
    expect(outline.width).toBeCloseTo(100 - margin * 2);
    expect(outline.height).toBeCloseTo(80 - margin * 2);
  });
});
