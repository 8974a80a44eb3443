/**
 * What real CAD files do that the first tests did not: a STEP that is one closed shell of triangles, a printed top
 * plate as thin as a board, kit models named by part number or by nothing, a Y-up export, an OBJ in centimetres,
 * two models converted one after the other. Each model is reconstructed from code. Every STL written here is then
 * checked the way a slicer would: one closed body of at least four faces with a positive volume, resting on the bed
 * (z from 0) within the print volume as written.
 */
import Module from "manifold-3d";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limits } from "@hackpad/programme/limits";
import { isClosed, meshBounds, meshVolume, splitBodies, triangleCount, type Mesh } from "@hackpad/mesh";
import { parseStl } from "@hackpad/preflight";
import { loadOcctNode } from "../cli/occt-node.ts";
import { convertModel, type ConvertResult } from "../src/index.ts";
import { kitPartBySize, switchOpenings } from "../src/kit-parts.ts";
import { objPrism } from "./support/models.ts";
import { writeShellStep } from "./support/shell-step.ts";
import { box, writeStep, type Prism } from "./support/step-writer.ts";

const text = (value: string) => new TextEncoder().encode(value);
const loadOcct = loadOcctNode;
const written: ConvertResult[] = [];
const convert = async (...args: Parameters<typeof convertModel>) => {
  const result = await convertModel(...args);
  written.push(result);
  return result;
};

/** An open-topped tray (64 × 44 × 12 mm, 2 mm walls, 3 mm floor) made by a solid modeller, as its triangles. */
let tray: Mesh;
let wasm: Awaited<ReturnType<typeof Module>>;
beforeAll(async () => {
  wasm = await Module();
  wasm.setup();
  const outer = wasm.Manifold.cube([64, 44, 12]);
  const pocket = wasm.Manifold.cube([60, 40, 12]).translate([2, 2, 3]);
  const solid = outer.subtract(pocket);
  const mesh = solid.getMesh();
  tray = { positions: Float32Array.from(mesh.vertProperties), indices: Uint32Array.from(mesh.triVerts) };
  for (const item of [outer, pocket, solid]) item.delete();
});

/** A plate with two 14 mm switch cut-outs, `thickness` thick, 60 × 30 mm. */
const plate = (thickness: number, z0 = 0): Prism => ({
  ...box(0, 0, 60, 30, z0, z0 + thickness),
  holes: [8, 30].map((x) => [
    [x, 8],
    [x + 14, 8],
    [x + 14, 22],
    [x, 22],
  ]),
});

describe("a STEP that is one closed shell of triangles (a mesh converted to STEP)", () => {
  it("is one body, closed, with the tray's volume, not one STL per triangle", async () => {
    const step = writeShellStep(tray, "Tray");
    expect(step).toMatch(/SHELL_BASED_SURFACE_MODEL/);
    expect((step.match(/FACE_SURFACE\(/g) ?? []).length).toBe(triangleCount(tray));
    const result = await convert(text(step), "tray.step", { loadOcct });
    expect(result.parts.map((part) => [part.fileName, part.closed])).toEqual([["production/case/tray.stl", true]]);
    expect(result.leftOut).toEqual([]);
    expect(meshVolume(result.parts[0]!.mesh)).toBeCloseTo(64 * 44 * 12 - 60 * 40 * 9, 0);
  });
});

describe("a printed plate as thin as a board", () => {
  const assembly = () =>
    text(
      writeStep(
        [
          { name: "Body1", solids: [plate(1.5, 10)] },
          { name: "Body2", solids: [box(0, 0, 60, 30, 3, 4.6)] },
        ],
        { assembly: "Pad" },
      ),
    );

  it("finds a plate's switch openings and none in a board", () => {
    expect(switchOpenings(meshOf(plate(1.5)))).toBe(2);
    expect(switchOpenings(meshOf(box(0, 0, 60, 30, 0, 1.6)))).toBe(0);
  });

  it("keeps the 1.5 mm plate and leaves out the board, judged by shape without a .kicad_pcb", async () => {
    const result = await convert(assembly(), "pad.step", { loadOcct });
    expect(result.parts.map((part) => [part.name, part.size])).toEqual([["Body1", [60, 30, 1.5]]]);
    expect(result.leftOut).toEqual([{ name: "Body2", why: "the circuit board, by its shape (a 1.6 mm slab, 100 % solid, no switch openings)" }]);
  });

  it("with the project's board, leaves out only the slab of the board's outline", async () => {
    const result = await convert(assembly(), "pad.step", { loadOcct, board: { width: 60, height: 30, thickness: 1.6 } });
    expect(result.parts.map((part) => part.name)).toEqual(["Body1"]);
    expect(result.leftOut).toEqual([
      { name: "Body2", why: "the circuit board, by its size (60.0 × 30.0 × 1.6 mm, the .kicad_pcb's outline is 60.0 × 30.0 mm)" },
    ]);
    // A solid plate of another outline is printed, even as thick as a board.
    const other = await convert(
      text(
        writeStep(
          [
            { name: "Body1", solids: [box(0, 0, 70, 40, 0, 1.6)] },
            { name: "Body2", solids: [box(0, 0, 60, 30, 3, 4.6)] },
          ],
          { assembly: "Pad" },
        ),
      ),
      "pad.step",
      { loadOcct, board: { width: 60, height: 30, thickness: 1.6 } },
    );
    expect(other.parts.map((part) => part.name)).toEqual(["Body1"]);
  });
});

describe("kit parts", () => {
  it("leaves out kit models by Seeed's part number and, when nothing names them, by their size", async () => {
    const result = await convert(
      text(
        writeStep(
          [
            { name: "Case", solids: [box(0, 0, 100, 60, 0, 12)] },
            { name: "102010428", solids: [box(10, 10, 32, 27.5, 12, 16.4)] },
            { name: "Body7", solids: [box(40, 10, 62, 27.5, 12, 16.4)] },
            { name: "Body8", solids: [box(70, 10, 81.7, 22, 12, 37)] },
            { name: "Body9", solids: [box(10, 40, 48, 52, 12, 15.5)] },
            { name: "Body10", solids: [box(60, 40, 78, 58, 20, 27.6)] },
          ],
          { assembly: "Macropad" },
        ),
      ),
      "macropad.step",
      { loadOcct },
    );
    expect(result.parts.map((part) => part.name)).toEqual(["Case"]);
    expect(result.leftOut).toEqual([
      { name: "102010428", why: 'the XIAO (the kit ships it), by its name "102010428"' },
      { name: "Body7", why: "the XIAO, by its size (22.0 × 17.5 × 4.4 mm; the kit ships it)" },
      { name: "Body8", why: "an EC11 encoder, by its size (25.0 × 12.0 × 11.7 mm; the kit ships it)" },
      { name: "Body9", why: 'a 0.91" OLED module, by its size (38.0 × 12.0 × 3.5 mm; the kit ships it)' },
      { name: "Body10", why: "a keycap, by its size (18.0 × 18.0 × 7.6 mm; the kit ships it)" },
    ]);
  });

  it("does not take a case part for a kit part", () => {
    expect(kitPartBySize([100, 60, 12])).toBeNull();
    expect(kitPartBySize([60, 30, 1.5])).toBeNull();
    expect(kitPartBySize([15.6, 15.6, 18.5])).toBe("an MX switch");
  });
});

describe("stray faces", () => {
  it("never writes an STL of fewer than four triangles: a lone face beside a body is left out and named", async () => {
    const obj = [objPrism("Lid", box(0, 0, 50, 40, 0, 2)), "o Stray", "v 100 100 0", "v 110 100 0", "v 100 110 0", "f -3 -2 -1", ""].join("\n");
    const result = await convert(text(obj), "lid.obj", { objUnits: "mm" });
    expect(result.parts.map((part) => part.name)).toEqual(["Lid"]);
    expect(result.leftOut).toEqual([{ name: "Stray", why: "a stray piece of 1 triangle, not a closed body" }]);
  });
});

describe("print orientation", () => {
  it("lays a plate exported Y up flat on its largest face, and judges the fit on the file as written", async () => {
    // 116 mm long, 1.5 mm thick, standing 80 mm tall in the CAD's Y-up axes.
    const standing = box(0, 0, 116, 1.5, 0, 80);
    const result = await convert(text(writeStep([{ name: "Top plate", solids: [standing] }])), "plate.step", { loadOcct });
    const part = result.parts[0]!;
    expect(part.laidFlat).toBe(true);
    expect(part.size).toEqual([116, 80, 1.5]);
    expect(part.fits).toBe(true);
    expect(parseStl(part.stl).size.map((value) => Math.round(value * 100) / 100)).toEqual([116, 80, 1.5]);
  });

  it("leaves a part already lying on its largest face as it is, only moved onto the bed", async () => {
    const result = await convert(text(writeStep([{ name: "Lid", solids: [box(-30, -20, 30, 20, 5, 7)] }])), "lid.step", { loadOcct });
    expect(result.parts[0]!.laidFlat).toBe(false);
    expect(meshBounds(result.parts[0]!.mesh)?.min).toEqual([0, 0, 0]);
  });
});

describe("an OBJ's unit judged against the board", () => {
  // A 12 × 8 × 1.3 unit case: 120 mm in centimetres, 12 mm in millimetres.
  const obj = objPrism("Case", { ...box(0, 0, 12, 8, 0, 1.3) });

  it("reads centimetres when millimetres would make the case a tenth of the board", async () => {
    const result = await convert(text(obj), "case.obj", { board: { width: 100, height: 60, thickness: 1.6 } });
    expect(result.units).toBe("cm");
    expect(result.parts[0]!.size).toEqual([120, 80, 13]);
    expect(result.warnings).toEqual([
      "An OBJ file does not say its unit. Its largest side is 12 units: read as centimetres, the reading that makes the case larger than the board (100 mm across). That is 120 mm as centimetres; it would be 12 mm as millimetres. If that is wrong, choose the unit.",
    ]);
  });

  it("without a board, says the unit is a guess and offers the other reading", async () => {
    const result = await convert(text(obj), "case.obj");
    expect(result.units).toBe("mm");
    expect(result.warnings).toEqual([
      "An OBJ file does not say its unit. Its largest side is 12 units: read as millimetres, a guess from its size. That is 12 mm as millimetres; it would be 120 mm as centimetres. If that is wrong, choose the unit.",
    ]);
  });
});

describe("file names", () => {
  it("are unique per model: two models converted one after the other never share a file name", async () => {
    const first = await convert(text(writeStep([{ name: "", solids: [box(0, 0, 50, 40, 0, 2), box(0, 50, 50, 90, 0, 10)] }])), "Körper.step", { loadOcct });
    const second = await convert(text(writeStep([{ name: "", solids: [box(0, 0, 50, 40, 0, 2), box(0, 50, 50, 90, 0, 10)] }])), "lid v2.step", { loadOcct });
    const names = [...first.parts, ...second.parts].map((part) => part.fileName);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => /^production\/case\/(korper|lid-v2)/.test(name))).toBe(true);
  });
});

afterAll(() => {
  // Every STL written above, as a slicer would take it.
  const parts = written.flatMap((result) => result.parts);
  expect(parts.length).toBeGreaterThan(8);
  for (const part of parts) {
    const read = parseStl(part.stl);
    expect(read.bodies, part.fileName).toHaveLength(1);
    expect(triangleCount(part.mesh), part.fileName).toBeGreaterThanOrEqual(4);
    expect(isClosed(part.mesh), part.fileName).toBe(true);
    expect(splitBodies(part.mesh), part.fileName).toHaveLength(1);
    expect(meshVolume(part.mesh), part.fileName).toBeGreaterThan(0);
    const bounds = meshBounds(part.mesh)!;
    expect(Math.abs(bounds.min[2]), part.fileName).toBeLessThan(1e-4);
    expect(bounds.size[0]).toBeLessThanOrEqual(limits.case.maxLengthMm);
    expect(bounds.size[1]).toBeLessThanOrEqual(limits.case.maxWidthMm);
    expect(bounds.size[2]).toBeLessThanOrEqual(limits.case.maxHeightMm);
  }
});

/** A prism as a closed mesh (for the opening count), from the STEP writer's own shape. */
function meshOf(prism: Prism): Mesh {
  const section = new wasm.CrossSection([prism.outline, ...(prism.holes ?? [])], "EvenOdd");
  const solid = section.extrude(prism.z1 - prism.z0).translate([0, 0, prism.z0]);
  const mesh = solid.getMesh();
  section.delete();
  solid.delete();
  return { positions: Float32Array.from(mesh.vertProperties), indices: Uint32Array.from(mesh.triVerts) };
}
