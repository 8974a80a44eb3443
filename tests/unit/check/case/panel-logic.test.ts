import { describe, expect, it } from "vitest";
import { dimensions } from "@hackpad/programme/dimensions";
import { caseModel } from "@hackpad/programme/case-model";
import { limits } from "@hackpad/programme/limits";
import { caseInputs } from "../../../../app/check/case/inputs.ts";
import { generateCase } from "@hackpad/case";
import { defaultWallMm, maxHeightMm, maxWallMm, minHeightMm, minWallMm } from "@hackpad/case/limits";
import { defaultForm, readForm } from "../../../../app/check/case/options.ts";
import type { CaseMessage, ConvertDone } from "../../../../app/check/case/protocol.ts";
import { failureText, nextState, percent, running, tooBigForThePage, type ConvertState } from "../../../../app/check/case/state.ts";
import { casePath, distinctPaths, uniquePath } from "../../../../app/check/case/zip-layout.ts";
import { bedShifts, boxOf, explodedLift, shiftBox, unionBox } from "../../../../app/check/case/preview/layout.ts";
import { classifyFootprint, parseKicadPcb, readProject } from "@hackpad/preflight";
import { kicadBoard, validProject } from "@hackpad/preflight/testing";
import { box } from "../../../support/case-engines.ts";
import { fitSummary, placementText } from "~/app/check/report/FitPanel";
import type { ShownFitSet } from "~/app/check/case/protocol";
import { HackpadError } from "@hackpad/programme/errors";

describe("the Make a case form", () => {
  it("starts at the guide's case: its height, the wall between pocket and outline, nuts, and the pad's name", () => {
    expect(defaultForm("lazypad")).toEqual({ height: String(dimensions.caseHeightMm), wall: String(defaultWallMm), screws: "nuts", engrave: "lazypad" });
    expect(defaultWallMm).toBe((dimensions.caseOuterExtraMm - 2 * dimensions.caseInnerMarginMm) / 2);
  });

  it("sends only what the participant changed, so the engine's defaults decide the rest", () => {
    expect(readForm(defaultForm(""))).toEqual({ ok: true, options: { screws: "nuts" } });
    const changed = { ...defaultForm("pad"), height: "15,5", wall: " 8 ", screws: "inserts" as const };
    expect(readForm(changed)).toEqual({ ok: true, options: { heightMm: 15.5, wallMm: 8, screws: "inserts", engrave: "pad" } });
  });

  it("says what is wrong with each field it cannot use", () => {
    const result = readForm({ height: "tall", wall: "0", screws: "nuts", engrave: "x".repeat(40) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["engrave", "height", "wall"]);
    expect(readForm({ ...defaultForm(""), height: String(limits.case.maxHeightMm + 1) })).toMatchObject({
      ok: false,
      errors: { height: expect.stringContaining(String(limits.case.maxHeightMm)) },
    });
    // The lowest case keeps the USB opening above the floor.
    expect(readForm({ ...defaultForm(""), height: String(dimensions.caseFloorMm + dimensions.usbCutDepthMm - 0.1) })).toMatchObject({
      ok: false,
      errors: { height: expect.any(String) },
    });
    expect(readForm({ ...defaultForm(""), height: String(dimensions.caseFloorMm + dimensions.usbCutDepthMm) }).ok).toBe(true);
  });
});

describe("the form and the case engine", () => {
  const board = parseKicadPcb(kicadBoard());
  const stop = new Error("the options were taken");
  /** True when the engine takes the options: it gets as far as loading its geometry, which this stops. */
  const engineTakes = async (options: { heightMm?: number; wallMm?: number }) => {
    const attempt = generateCase(board, board.footprints.map(classifyFootprint), { screws: "nuts", ...options, loadManifold: () => Promise.reject(stop) });
    const error = await attempt.then(
      () => null,
      (reason: unknown) => reason,
    );
    if (error !== stop) expect(error).toBeInstanceOf(HackpadError);
    return error === stop;
  };
  const formTakes = (field: "height" | "wall", value: number) => readForm({ ...defaultForm(""), [field]: String(value) }).ok;

  it("takes exactly the heights the engine takes: 99 mm is refused by both", async () => {
    expect(formTakes("height", 99)).toBe(false);
    expect(await engineTakes({ heightMm: 99 })).toBe(false);
    for (const height of [minHeightMm - 0.1, minHeightMm, dimensions.caseHeightMm, maxHeightMm, maxHeightMm + 0.1, limits.case.maxHeightMm]) {
      expect(formTakes("height", height), `${height} mm`).toBe(await engineTakes({ heightMm: height }));
    }
  });

  it("takes exactly the walls the engine takes", async () => {
    for (const wall of [0, minWallMm - 0.1, minWallMm, defaultWallMm, maxWallMm, maxWallMm + 0.1]) {
      expect(formTakes("wall", wall), `${wall} mm`).toBe(await engineTakes({ wallMm: wall }));
    }
  });
});

describe("a case panel's state", () => {
  const converted = { type: "converted", parts: [] } as unknown as ConvertDone;

  it("moves from running through progress to done, never backwards", () => {
    let state: ConvertState = running<ConvertDone>(1000);
    state = nextState(state, { type: "progress", fraction: 0.5, label: "Converting" }, "converted", 1100);
    state = nextState(state, { type: "progress", fraction: 0.3, label: "Still converting" }, "converted", 1200);
    expect(state).toMatchObject({ phase: "running", fraction: 0.5, label: "Still converting" });
    state = nextState(state, converted, "converted", 3500);
    expect(state).toEqual({ phase: "done", result: converted, ms: 2500 });
    expect(nextState(state, { type: "progress", fraction: 0.9, label: "late" }, "converted", 3600)).toBe(state);
  });

  it("shows the engine's words for the participant's input, and a fault with what to do otherwise", () => {
    const refused = nextState(running<ConvertDone>(0), { type: "error", message: "No outline on Edge.Cuts.", participant: true }, "converted", 1);
    expect(refused.phase === "failed" && failureText(refused)).toBe("No outline on Edge.Cuts.");
    const fault = nextState(running<ConvertDone>(0), { type: "error", message: "out of memory.", participant: false }, "converted", 1);
    expect(fault.phase === "failed" && failureText(fault)).toMatch(/^Something went wrong here, not in your files: out of memory\. Reload/);
    const wrong = nextState(running<ConvertDone>(0), { type: "made" } as CaseMessage, "converted", 1);
    expect(wrong).toMatchObject({ phase: "failed", participant: false });
  });

  it("rounds progress to whole percents within 0–100", () => {
    expect([percent(-1), percent(0.456), percent(2)]).toEqual([0, 46, 100]);
  });
});

describe("the zip's layout", () => {
  it("puts every part in production/case/ with a name of its own", () => {
    expect(casePath("top.stl")).toBe("production/case/top.stl");
    expect(casePath("production/case/top.stl")).toBe("production/case/top.stl");
    expect(uniquePath("a/top.stl", new Set(["a/top.stl", "a/top-2.stl"]))).toBe("a/top-3.stl");
    expect(
      distinctPaths([
        { path: "x", bytes: new Uint8Array() },
        { path: "x", bytes: new Uint8Array() },
      ]).map((entry) => entry.path),
    ).toEqual(["x", "x-2"]);
  });
});

describe("the preview's layout", () => {
  it("measures bodies and lifts them apart by height order in the exploded view", () => {
    const bottom = boxOf(box([100, 70, 13]).mesh.positions);
    const top = boxOf(box([100, 70, 1.5], [0, 0, 11.5]).mesh.positions);
    const slab = boxOf(box([80, 50, 1.6], [10, 10, 5]).mesh.positions);
    expect(bottom).toEqual({ min: [0, 0, 0], max: [100, 70, 13] });
    expect(unionBox([bottom, top])).toEqual({ min: [0, 0, 0], max: [100, 70, 13] });
    // Lowest middle first: the slab (5.8), the bottom (6.5), the top (12.25); each step is the model's height…
    expect(explodedLift([top, bottom, slab], 1, 0)).toEqual([26, 13, 0]);
    // …or a share of its longer side when that is more: a flat case still comes apart.
    expect(explodedLift([top, bottom, slab])).toEqual([40, 20, 0]);
  });
  it("lays the printed parts side by side as on the bed, the programme's spacing apart, instead of one inside the other", () => {
    const bottom = boxOf(box([100, 70, 13]).mesh.positions);
    const top = boxOf(box([100, 70, 3.5], [5, -2, 0]).mesh.positions);
    const shifts = bedShifts([bottom, top], caseModel.printBedSpacingMm);
    expect(shifts).toEqual([
      [0, 0],
      [100 + caseModel.printBedSpacingMm - 5, 2],
    ]);
    const [first, second] = [shiftBox(bottom, shifts[0]!), shiftBox(top, shifts[1]!)];
    expect(second.min[0] - first.max[0]).toBe(caseModel.printBedSpacingMm);
    expect([first.min[1], second.min[1]]).toEqual([0, 0]);
  });
});

describe("what the case panels can work from (read in the preflight worker)", () => {
  it("offers a STEP-only case for conversion, and the board for a case", async () => {
    const files = validProject().filter((file) => !file.path.endsWith(".stl"));
    const analysis = await readProject(files, { input: "minipad" });
    expect(caseInputs(analysis)).toEqual({
      models: ["CAD/minipad.3mf", "CAD/assembly.step"],
      board: true,
      fitModels: ["CAD/minipad.3mf", "CAD/assembly.step"],
    });
  });

  it("offers no conversion when the project has STL parts, and no case without a board outline", async () => {
    const analysis = await readProject(validProject(), { input: "minipad" });
    expect(caseInputs(analysis).models).toEqual([]);
    // The fit check measures STL parts and models alike.
    expect(caseInputs(analysis).fitModels).toEqual(["production/case/bottom.stl", "production/case/top.stl", "CAD/minipad.3mf", "CAD/assembly.step"]);
    const noBoard = validProject().filter((file) => !file.path.endsWith(".kicad_pcb"));
    expect(caseInputs(await readProject(noBoard, { input: "minipad" })).board).toBe(false);
  });
});

describe("the fit panel's words", () => {
  const set = (severities: ("problem" | "warning")[]): ShownFitSet => ({
    label: "the parts production/case/top.stl",
    placements: [],
    findings: severities.map((severity) => ({ check: "usb", severity, part: "production/case/bottom.stl", message: "…" })),
    passed: [],
    scene: null,
  });

  it("sums up a fitted set in words, problems before warnings", () => {
    expect(fitSummary(set([]))).toBe("The case fits your board: every check below was met.");
    expect(fitSummary(set(["warning", "problem", "warning"]))).toBe("The case does not fit your board yet: 1 problem and 2 warnings.");
    expect(fitSummary(set(["warning"]))).toBe("The case fits your board, with 1 warning.");
  });

  it("says how each part was placed and how sure", () => {
    const placed = { part: "production/case/top.stl", role: "top", how: "its 3 square openings", mirrored: true } as const;
    expect(placementText({ ...placed, sure: "sure", residualMm: 0.0213 })).toBe(
      "production/case/top.stl: the top plate, placed by its 3 square openings; sure, within 0.02 mm.",
    );
    expect(placementText({ ...placed, role: "bottom", sure: "rough", residualMm: 0.8 })).toBe(
      "production/case/top.stl: the bottom, placed by its 3 square openings; roughly, within 0.80 mm.",
    );
    expect(placementText({ ...placed, sure: null, residualMm: 2.5 })).toBe(
      "production/case/top.stl: the top plate, placed by its 3 square openings; not sure, 2.50 mm off at best.",
    );
  });
});

describe("a fit check the browser could not finish", () => {
  it("names the case models it was measuring, in one sentence", () => {
    expect(tooBigForThePage({ type: "fit", input: "minipad", models: ["production/case/bottom.stl", "CAD/case.step"] })).toBe(
      "bottom.stl and case.step are more than this page can measure: the work ran out of memory in the browser. Export the case with less detail, or run npm run preflight -- <your folder> --fit on a computer.",
    );
    expect(tooBigForThePage({ type: "fit", input: "minipad", models: ["CAD/case.step"] })).toMatch(/^case\.step is more than this page can measure/);
  });
});
