/**
 * The fit check on cases whose fit is known: the generated case for each test board fits (as an assembly with its
 * board, and as the two printed parts on their own), and each mutation of it, made with manifold-3d on the
 * generated solids or by moving a part, gives exactly its own finding, naming the part and the number.
 */
import { beforeAll, describe, expect, it } from "vitest";
import Module, { type Manifold, type ManifoldToplevel } from "manifold-3d";
import { caseModel } from "@hackpad/programme/case-model";
import { dimensions } from "@hackpad/programme/dimensions";
import { classifyFootprint } from "@hackpad/preflight";
import { parseKicadPcb } from "@hackpad/preflight";
import { defaultFixture, kicadBoard, type FixtureOptions } from "@hackpad/preflight/testing";
import type { Mesh } from "@hackpad/mesh";
import { generateCase, hits, readCaseBoard, slice, type CaseBoard, type GeneratedCase } from "@hackpad/case";
import { checkFit, MAX_FIT_TRIANGLES, type FitPart, type FitReport } from "../src/index.ts";

const base: Partial<FixtureOptions> = { boardWidth: 80, boardHeight: 60, encoders: 0, leds: 0, switches: 3, caseSize: [100, 80, 13] };

const boards: { name: string; options: Partial<FixtureOptions>; back?: boolean; screws?: "nuts" | "inserts" }[] = [
  { name: "three switches in a row", options: {} },
  {
    name: "rotated switches",
    options: {
      switchSpots: [
        { x: 15, y: 20, rotation: 15 },
        { x: 40, y: 20, rotation: -30 },
        { x: 15, y: 42, rotation: 45 },
      ],
    },
  },
  {
    name: "an encoder, an OLED and the board's own mounting holes",
    options: {
      encoderSpots: [{ x: 62, y: 45 }],
      oledAt: { x: 30, y: 48 },
      mountingHoles: [
        [6, 30],
        [74, 53],
      ],
    },
    screws: "inserts",
  },
  {
    name: "the XIAO facing the top edge",
    options: {
      switchSpots: [
        { x: 30, y: 30, rotation: 0 },
        { x: 49.05, y: 30, rotation: 0 },
      ],
      xiaoAt: { x: 65, y: 10.55, rotation: 0 },
    },
  },
  { name: "the XIAO on the back", options: {}, back: true },
];

function boardOf(options: Partial<FixtureOptions>, back = false) {
  const text = kicadBoard({ ...defaultFixture, ...base, ...options });
  const flipped = back ? text.replace(/(\(footprint "[^"]*XIAO[^"]*"\n\t\t\(layer )"F\.Cu"/, '$1"B.Cu"') : text;
  const pcb = parseKicadPcb(flipped);
  const parts = pcb.footprints.map(classifyFootprint);
  return { pcb, parts, caseBoard: readCaseBoard(pcb, parts) };
}

const assemblyOf = (made: GeneratedCase): FitPart[] =>
  made.assembly.filter((body) => ["Case bottom", "Case top", "PCB"].includes(body.name)).map((body) => ({ name: body.name, mesh: body.mesh }));
const printedOf = (made: GeneratedCase): FitPart[] => made.parts.map((part) => ({ name: part.fileName, mesh: part.mesh }));

describe.each(boards)("the generated case for a board with $name", ({ options, back, screws }) => {
  let made: GeneratedCase;
  let caseBoard: CaseBoard;
  beforeAll(async () => {
    const read = boardOf(options, back);
    caseBoard = read.caseBoard;
    made = await generateCase(read.pcb, read.parts, { screws: screws ?? "nuts" });
  });

  it("fits as an assembly: the board slab found and matched, every check met", () => {
    const report = checkFit(caseBoard, assemblyOf(made));
    expect(report.findings).toEqual([]);
    expect(report.placements.map((entry) => [entry.part, entry.role, entry.sure])).toEqual([
      ["PCB", "board", "sure"],
      ["Case top", "top", "sure"],
      ["Case bottom", "bottom", "sure"],
    ]);
    expect(report.placements[0]!.residualMm).toBeLessThan(0.1);
    expect(report.passed.join("\n")).toMatch(
      /opening centred over it[\s\S]*reaches the XIAO[\s\S]*hangs from its switches[\s\S]*Nothing of the case is inside[\s\S]*The case closes/,
    );
    expect(report.scene!.pcbTop).toBeCloseTo(made.layout.z.pcbTop, 1);
    // Parts the board does not have are left out of the sentence, not counted as "0 encoders".
    expect(report.passed.join("\n")).not.toMatch(/\b0 (encoders|OLEDs)/);
  });

  it("fits as the two printed parts: the plate by its openings (turned over), the bottom by its pocket", () => {
    const report = checkFit(caseBoard, printedOf(made));
    expect(report.findings).toEqual([]);
    const [bottom, top] = report.placements;
    expect([bottom!.role, bottom!.sure, bottom!.mirrored]).toEqual(["bottom", "sure", false]);
    expect([top!.role, top!.sure, top!.mirrored]).toEqual(["top", "sure", true]);
    expect(top!.residualMm).toBeLessThan(0.05);
    // Stacked as the guide assembles them, the board lands where the generator put it.
    expect(report.scene!.pcbTop).toBeCloseTo(made.layout.z.pcbTop, 1);
  });
});

describe("mutations of a good case each give exactly their finding", () => {
  let wasm: ManifoldToplevel;
  let made: GeneratedCase;
  let caseBoard: CaseBoard;
  const toManifold = (mesh: Mesh): Manifold => {
    const solid = new wasm.Manifold(new wasm.Mesh({ numProp: 3, vertProperties: mesh.positions, triVerts: mesh.indices }));
    expect(solid.status()).toBe("NoError");
    return solid;
  };
  const toMesh = (solid: Manifold): Mesh => {
    const mesh = solid.getMesh();
    return { positions: new Float32Array(mesh.vertProperties), indices: new Uint32Array(mesh.triVerts) };
  };
  const moved = (mesh: Mesh, [dx, dy, dz]: [number, number, number]): Mesh => {
    const positions = new Float32Array(mesh.positions);
    for (let index = 0; index < positions.length; index += 3) {
      positions[index] = positions[index]! + dx;
      positions[index + 1] = positions[index + 1]! + dy;
      positions[index + 2] = positions[index + 2]! + dz;
    }
    return { positions, indices: mesh.indices };
  };
  /** The assembly with one part replaced. */
  const withPart = (name: string, mesh: Mesh): FitPart[] => assemblyOf(made).map((part) => (part.name === name ? { name, mesh } : part));
  const part = (name: string) => assemblyOf(made).find((entry) => entry.name === name)!.mesh;
  const only = (report: FitReport) => {
    expect(report.findings.map((finding) => finding.message)).toEqual([expect.any(String)]);
    return report.findings[0]!;
  };

  beforeAll(async () => {
    wasm = await Module();
    wasm.setup();
    const read = boardOf({});
    caseBoard = read.caseBoard;
    made = await generateCase(read.pcb, read.parts, { screws: "nuts" });
  });

  it("the USB opening moved 5 mm along the wall", () => {
    const { layout } = made;
    const { xiao } = layout.board;
    const angle = (Math.atan2(xiao.dir[1], xiao.dir[0]) * 180) / Math.PI;
    // The wall's inner and outer faces on the XIAO's axis, measured under the opening.
    const [inner, outer] = hits(slice(part("Case bottom"), layout.z.floorTop + 0.5), layout.usb.centre, angle);
    const box = (offset: number, grow: number) =>
      wasm.Manifold.cube([outer! - inner! + 2 * grow, layout.usb.width, layout.height - layout.usb.bottom + grow])
        .translate([inner! - grow, offset - layout.usb.width / 2, layout.usb.bottom])
        .rotate([0, 0, angle])
        .translate([layout.usb.centre[0], layout.usb.centre[1], 0]);
    const bottom = toManifold(part("Case bottom")).add(box(0, 0)).subtract(box(5, 0.5));
    const finding = only(checkFit(caseBoard, withPart("Case bottom", toMesh(bottom))));
    expect(finding).toMatchObject({ check: "usb", part: "Case bottom" });
    expect(finding.message).toMatch(/No USB-C cable reaches the XIAO U1's socket/);
    expect(finding.message).toContain(`${caseModel.usbPlugOvermouldMm.width} × ${caseModel.usbPlugOvermouldMm.height} mm`);
    expect(finding.message).toMatch(/opening in that wall is 18\.50 mm wide with its middle 5\.00 mm to the side of the socket/);
    expect(finding.marker!.size[1]).toBe(caseModel.usbPlugOvermouldMm.width);
  });

  it("a switch opening shrunk to 13 mm", () => {
    const spot = made.layout.board.switches[1]!;
    const { plateBottom, plateTop } = made.layout.z;
    const frame = wasm.Manifold.cube([dimensions.switchCutoutMm, dimensions.switchCutoutMm, plateTop - plateBottom], true)
      .subtract(wasm.Manifold.cube([13, 13, plateTop - plateBottom + 1], true))
      .rotate([0, 0, spot.angle])
      .translate([spot.x, spot.y, (plateBottom + plateTop) / 2]);
    const finding = only(checkFit(caseBoard, withPart("Case top", toMesh(toManifold(part("Case top")).add(frame)))));
    expect(finding).toMatchObject({ check: "switch-openings", part: "Case top" });
    expect(finding.message).toMatch(new RegExp(`opening over switch ${spot.reference} .* is 13\\.00 × 13\\.00 mm, not 14 ± 0\\.25 mm`));
  });

  it("the plate shifted 3 mm", () => {
    const finding = only(checkFit(caseBoard, withPart("Case top", moved(part("Case top"), [3, 0, 0]))));
    expect(finding).toMatchObject({ check: "switch-openings", part: "Case top" });
    expect(finding.message).toMatch(
      /Case top is 3\.0[0-9] mm out of place: every switch opening is off its switch the same way \(3\.0[0-9] mm in x, 0\.0[0-9] mm in y\)[^]*Out of place, it also runs into the XIAO U1 and misses Case bottom's screw holes/,
    );
  });

  it("the board raised 4 mm off where it sits", () => {
    const finding = only(checkFit(caseBoard, withPart("PCB", moved(part("PCB"), [0, 0, 4]))));
    expect(finding).toMatchObject({ check: "support", part: "Case bottom" });
    expect(finding.message).toMatch(
      /The board floats in the case: its underside is [0-9.]+ mm above the nearest floor, ledge or post under it, and its top is 1\.0 mm under the top plate's top/,
    );
  });

  it("a post through the XIAO", () => {
    const { xiao } = made.layout.board;
    const { floorTop, plateBottom } = made.layout.z;
    const post = wasm.Manifold.cylinder(plateBottom - 0.1 - floorTop, 2.5, 2.5, 24).translate([xiao.x, xiao.y, floorTop - 0.5]);
    const finding = only(checkFit(caseBoard, withPart("Case bottom", toMesh(toManifold(part("Case bottom")).add(post)))));
    expect(finding).toMatchObject({ check: "collision", part: "Case bottom" });
    expect(finding.message).toMatch(/Case bottom runs into the XIAO U1: plastic fills about [3-5]\.[0-9] × [3-5]\.[0-9] mm of its room/);
  });

  it("the case 4 mm too low", () => {
    const bottom = toManifold(part("Case bottom")).intersect(wasm.Manifold.cube([400, 400, made.layout.height - 4 + 1]).translate([-200, -200, -1]));
    const finding = only(checkFit(caseBoard, withPart("Case bottom", toMesh(bottom))));
    expect(finding).toMatchObject({ check: "height", part: "Case bottom" });
    expect(finding.message).toMatch(/The closed case is 4\.0 mm too low: Case bottom's wall stops 4\.0 mm under Case top/);
  });

  it("the printed plate with a shrunk opening is placed by its other openings and the shrunk one named", () => {
    const spot = made.layout.board.switches[0]!;
    const { plateBottom, plateTop } = made.layout.z;
    const frame = wasm.Manifold.cube([dimensions.switchCutoutMm, dimensions.switchCutoutMm, plateTop - plateBottom], true)
      .subtract(wasm.Manifold.cube([13, 13, plateTop - plateBottom + 1], true))
      .translate([spot.x, spot.y, (plateBottom + plateTop) / 2]);
    // The printed plate: the assembled one turned over onto its top face, (x, y, z) → (x, −y, plateTop − z).
    const top = toMesh(toManifold(part("Case top")).add(frame).rotate([180, 0, 0]).translate([0, 0, plateTop]));
    const report = checkFit(caseBoard, [printedOf(made)[0]!, { name: "top.stl", mesh: top }]);
    const finding = only(report);
    expect(finding.message).toMatch(new RegExp(`top\\.stl's opening over switch ${spot.reference} .* is 13\\.00 × 13\\.00 mm`));
  });

  it("a part with faces leaning out past 45° off the bed is warned about, with its steepest angle", () => {
    // A trapezoid 10 mm wide at the bed and 40 mm at the top, 10 mm tall: its sides lean out atan(15 / 10) = 56.3°.
    const wedge = toMesh(
      wasm.Manifold.extrude(
        [
          [
            [-5, 0],
            [5, 0],
            [20, 10],
            [-20, 10],
          ],
        ],
        20,
      ).rotate([90, 0, 0]),
    );
    const report = checkFit(caseBoard, [{ name: "wedge.stl", mesh: wedge }]);
    const messages = report.findings.filter((finding) => finding.check === "bed").map((finding) => finding.message);
    expect(messages).toEqual([
      expect.stringMatching(/^wedge\.stl lies on 200 mm² of flat face while another flat face has 800 mm²/),
      expect.stringMatching(
        /^wedge\.stl as it lies has 721 mm² of faces leaning out more than 45° from upright, the steepest 56°, from 0\.0 mm to 10\.0 mm above the bed/,
      ),
    ]);
    // The generated parts lean nowhere past 45°.
    expect(checkFit(caseBoard, printedOf(made)).findings).toEqual([]);
  });

  it("a model past the triangles the check measures is said once and not measured", () => {
    const count = MAX_FIT_TRIANGLES + 1;
    const huge: Mesh = { positions: new Float32Array(9), indices: new Uint32Array(count * 3) };
    const report = checkFit(caseBoard, [{ name: "huge.stl", mesh: huge }]);
    expect(report.findings.map((finding) => finding.message)).toEqual([
      expect.stringMatching(/^The case models hold 1,000,001 triangles, more than the 1,000,000/),
    ]);
    expect(report.scene).toBeNull();
  });

  it("a part that is neither plate nor bottom is said once, and only its bed checked", () => {
    const block = toMesh(wasm.Manifold.cube([30, 20, 10]));
    const report = checkFit(caseBoard, [{ name: "block.stl", mesh: block }]);
    expect(report.findings.map((finding) => finding.check)).toEqual(["placement"]);
    expect(report.findings[0]!.message).toMatch(/could not be placed/);
    expect(report.passed).toEqual(["block.stl lies on its largest flat face (600 mm²)."]);
  });
});
