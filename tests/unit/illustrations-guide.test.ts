import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { controller } from "@hackpad/programme/controller";
import { dimensions } from "@hackpad/programme/dimensions";
import {
  caseOutline,
  caseSection,
  caseWorkedExample,
  formatMm,
  guideBoard,
  keyholeCentre,
  screwThreadAbovePlate,
  usbCutoutLeft,
} from "~/lib/illustrations/guide-case";
import { findPin, freePins, guideWiring, usedPins } from "~/lib/illustrations/guide-wiring";
import { gridTicks, offsetsOnGrid, stepsPerKey, wholeSteps } from "~/lib/illustrations/key-grid";
import { boardLayers, stackLayers } from "~/lib/illustrations/layer-stack";

describe("key grid", () => {
  it("fits exactly 8 grid steps in one key pitch", () => {
    expect(stepsPerKey()).toBe(8);
    expect(dimensions.switchSpacingMm / 8).toBeCloseTo(dimensions.switchGridMm, 10);
  });

  it("lands quarter keys on the key grid but not on KiCad's default 1.27 mm grid", () => {
    expect(offsetsOnGrid(dimensions.switchGridMm).map((o) => o.steps)).toEqual([2, 4, 6, 8]);
    expect(wholeSteps(dimensions.switchSpacingMm / 4, 1.27)).toBeUndefined();
    expect(wholeSteps(dimensions.switchSpacingMm, 1.27)).toBe(15);
  });

  it("draws a tick at both ends of a whole number of steps", () => {
    const ticks = gridTicks(dimensions.switchSpacingMm, dimensions.switchGridMm);
    expect(ticks).toHaveLength(9);
    expect(ticks[0]).toBe(0);
    expect(ticks[8]).toBeCloseTo(dimensions.switchSpacingMm, 6);
  });

  it("refuses a pitch that is not a whole number of steps", () => {
    expect(() => stepsPerKey(19.05, 2)).toThrow(/not a whole number/);
  });
});

describe("case geometry", () => {
  const o = caseOutline(guideBoard);

  it("grows the pocket by the margin on each side and the outline by the outer extra", () => {
    expect(o.inner).toEqual({ w: 41 + 2 * dimensions.caseInnerMarginMm, h: 62.7 + 2 * dimensions.caseInnerMarginMm });
    expect(o.outer).toEqual({ w: 41 + dimensions.caseOuterExtraMm, h: 82.7 });
    expect(o.wall).toBe((dimensions.caseOuterExtraMm - 2 * dimensions.caseInnerMarginMm) / 2);
  });

  it("puts the holes the edge distance in from both outer edges, inside the wall", () => {
    for (const h of o.holes) {
      expect(Math.min(h.x, o.outer.w - h.x)).toBeCloseTo(dimensions.screwHoleEdgeDistanceMm, 6);
      expect(Math.min(h.y, o.outer.h - h.y)).toBeCloseTo(dimensions.screwHoleEdgeDistanceMm, 6);
    }
    // The counterbore must not break into the pocket.
    expect(dimensions.screwHoleEdgeDistanceMm + dimensions.counterboreMm / 2).toBeLessThan(o.wall);
  });

  it("centres the USB cut-out on the port", () => {
    const left = usbCutoutLeft(guideBoard.usbCentreFromLeftMm);
    const centre = left + dimensions.usbCutoutWidthMm / 2;
    expect(centre).toBeCloseTo(o.pcbInset + guideBoard.usbCentreFromLeftMm, 6);
  });

  it("moves KiCad switch positions by the PCB inset onto the top plate", () => {
    expect(keyholeCentre({ x: 1, y: 2 })).toEqual({ x: 1 + o.pcbInset, y: 2 + o.pcbInset });
  });

  it("prints the worked example without float noise", () => {
    const ex = Object.fromEntries(Object.entries(caseWorkedExample()).map(([k, v]) => [k, v.replace(/\u00a0/g, " ")]));
    expect(ex.outer).toBe("61 × 82.7 mm");
    expect(ex.inner).toBe("43 × 64.7 mm");
    expect(ex.board).toBe("41 × 62.7 mm");
    expect(Object.values(ex).join(" ")).not.toMatch(/\d\.\d{6,}/);
    expect(formatMm(62.7 + 20)).toBe("82.7");
  });

  it("stacks the section sensibly: floor < PCB < wall top < plate top < keycaps, keys on the pitch", () => {
    const s = caseSection();
    expect(s.floor).toBe(dimensions.plateMm);
    expect(s.pcb.bottom).toBeGreaterThan(s.floor);
    expect(s.pcb.top).toBeLessThan(s.wallTop);
    expect(s.plateTop).toBeGreaterThan(s.wallTop);
    expect(s.keycapTop).toBeGreaterThan(s.plateTop);
    expect(s.switchCentres).toHaveLength(2);
    expect((s.switchCentres[1] ?? 0) - (s.switchCentres[0] ?? 0)).toBeCloseTo(dimensions.switchSpacingMm, 6);
    expect(s.pcb.x - s.innerLeft).toBeCloseTo(dimensions.caseInnerMarginMm, 6);
  });
});

describe("guide wiring", () => {
  it("uses real, distinct XIAO pins", () => {
    const pins = usedPins();
    expect(new Set(pins).size).toBe(pins.length);
    for (const name of pins) expect(findPin(name).name).toBe(name);
    expect(() => findPin("D11")).toThrow();
    expect(freePins()).toHaveLength(controller.pins.length - pins.length);
  });

  it("matches the main.py printed in the guide, pin for pin", () => {
    const mdx = readFileSync("content/docs/guide.mdx", "utf8");
    const code = /```python[^\n]*main\.py[^\n]*\n([\s\S]*?)```/.exec(mdx)?.[1] ?? "";
    const pinsLine = /pins\s*=\s*\[([^\]]*)\]/i.exec(code)?.[1] ?? "";
    const pins = [...pinsLine.matchAll(/board\.(D\d+)/g)].map((m) => m[1]);
    expect(pins).toEqual(guideWiring.switches.map((s) => s.pin));
  });
});

describe("layer stack", () => {
  it("lists both copper layers, KiCad names, and stacks without overlap", () => {
    expect(boardLayers.filter((l) => l.kind === "copper").map((l) => l.name)).toEqual(["F.Cu", "B.Cu"]);
    const placed = stackLayers(boardLayers, 10, 2);
    for (let i = 1; i < placed.length; i++) {
      const prev = placed[i - 1]!;
      expect(placed[i]!.y).toBe(prev.y + prev.h + 2);
    }
  });
});

describe("one case, three thicknesses, both CAD programs", () => {
  it("keeps the switch plate, the case floor and the keyboard acrylic apart, each once", () => {
    expect(dimensions.switchPlateMm).toBe(1.5);
    expect(dimensions.topPlateMm).toBe(dimensions.switchPlateMm);
    expect(dimensions.plateMm).toBe(dimensions.caseFloorMm);
    expect(dimensions.switchPlateMm).toBeLessThan(dimensions.caseFloorMm);
  });

  it("leaves enough screw above the top plate for the hex nut that holds the case", () => {
    expect(screwThreadAbovePlate()).toBeCloseTo(
      dimensions.screwLengthMm - (dimensions.caseHeightMm - dimensions.counterboreDepthMm) - dimensions.switchPlateMm,
      6,
    );
    expect(screwThreadAbovePlate()).toBeGreaterThanOrEqual(dimensions.hexNutHeightMm);
    // A heat-set insert would need more plastic than the top plate has.
    expect(dimensions.heatSetHole.depthMm).toBeGreaterThan(dimensions.switchPlateMm);
  });

  it("derives the FreeCAD steps from the same case numbers as the Fusion steps (no typed lengths)", () => {
    const mdx = readFileSync("content/docs/advancedguide.mdx", "utf8");
    const freecad = mdx.slice(mdx.indexOf("## FreeCAD case"), mdx.indexOf("## QMK firmware"));
    expect(freecad.length).toBeGreaterThan(1000);
    expect(freecad).not.toMatch(/\d\s?mm\b/);
    for (const id of ["pcbInset", "usbOffset", "wall", "cavity", "counterboreDepth", "topNotchLength"]) expect(freecad).toContain(`<CaseValue id="${id}" />`);
    const ex = caseWorkedExample();
    // The FreeCAD notch lands where the Fusion cut-out does: KiCad distance + offset = usbLeft.
    const n = (v: string) => Number.parseFloat(v.replace(/\u00a0/g, " "));
    expect(n(ex.usbCentre) + n(ex.usbOffset)).toBeCloseTo(n(ex.usbLeft), 6);
    expect(n(ex.wall)).toBeCloseTo((dimensions.caseOuterExtraMm - 2 * dimensions.caseInnerMarginMm) / 2, 6);
  });
});
