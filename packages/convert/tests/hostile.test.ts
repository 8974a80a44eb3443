/**
 * The converter's input limits (content/programme/input-limits.ts) on models built to exhaust it: each is refused
 * with one sentence naming the file before what it bounds is allocated, and a long mesh is read without spreading
 * it into a call.
 */
import { describe, expect, it } from "vitest";
import { inputLimits } from "@hackpad/programme/input-limits";
import { convertModel } from "../src/index.ts";
import { stepLengthUnit } from "../src/step.ts";
import { splitBodies } from "@hackpad/mesh";
import { craftedUnitStep, cubesObj, hugeFaceObj, instancingThreeMf, lidThreeMf, manyGroupsObj } from "./support/hostile-models.ts";
import { isHackpadError } from "@hackpad/programme/errors";

async function refusal(bytes: Uint8Array, name: string): Promise<string> {
  try {
    await convertModel(bytes, name, { objUnits: "mm" });
  } catch (error) {
    if (isHackpadError(error, "convert")) return error.message;
    throw error;
  }
  throw new Error(`${name} was converted`);
}

const { model } = inputLimits;

describe("hostile case models", () => {
  it("refuses a 3MF that places one mesh until the triangles pass the limit, before copying them", async () => {
    const placements = Math.ceil(model.triangles / 20_000) + 1;
    expect(await refusal(instancingThreeMf(20_000, placements), "bomb.3mf")).toBe(
      `bomb.3mf holds more than ${model.triangles.toLocaleString("en")} triangles once each placement of its objects is counted; a macropad's case is never that detailed. Export it with less detail.`,
    );
  });

  it("refuses a 3MF whose vertex, triangle or XML is broken, naming the object or the part", async () => {
    const corners = '<vertex x="0" y="0" z="0"/><vertex x="10" y="0" z="0"/><vertex x="0" y="10" z="0"/>';
    // Whole, the lid is read (and refused only as a stray triangle); each fault below is refused while reading.
    expect(await refusal(lidThreeMf(corners), "lid.3mf")).toMatch(/^lid\.3mf holds no case part to print: .*"Lid": a stray piece of 1 triangle/);
    expect(await refusal(lidThreeMf(`${corners}<vertex x="1" y="NaN" z="0"/>`), "lid.3mf")).toBe(
      'lid.3mf: a vertex of object "Lid" is not three finite numbers (1, NaN, 0), so the model cannot be read.',
    );
    expect(await refusal(lidThreeMf(corners, '<triangle v1="0" v2="1" v3="-1"/>'), "lid.3mf")).toBe(
      'lid.3mf: a triangle of object "Lid" does not name three vertices, so the model cannot be read.',
    );
    expect(await refusal(lidThreeMf(corners, '<triangle v1="0" v2="1" v3="3"/>'), "lid.3mf")).toBe(
      'lid.3mf: object "Lid" has a triangle naming a vertex it does not have; the model cannot be read.',
    );
    expect(await refusal(lidThreeMf(corners, undefined, "</resources>"), "lid.3mf")).toMatch(
      /^lid\.3mf: 3D\/3dmodel\.model is not well-formed XML \(.+\); export the 3MF again\.$/,
    );
  });

  it("refuses an OBJ face with more corners than the limit", async () => {
    expect(await refusal(hugeFaceObj(model.faceCorners + 1), "face.obj")).toMatch(
      /^face\.obj line \d+: one face has 10,001 corners \(the converter reads up to 10,000\)/,
    );
  });

  it("refuses an OBJ of more groups than the limit", async () => {
    expect(await refusal(manyGroupsObj(model.groups + 1), "groups.obj")).toMatch(/^groups\.obj has more than 10,000 groups/);
  });

  it("refuses a model of more separate bodies than the limit", async () => {
    expect(await refusal(cubesObj(model.bodies + 1, 1), "cubes.obj")).toMatch(/^cubes\.obj falls into more than 5,000 separate bodies/);
  });

  it("refuses a model that would become more printed parts than the limit, writing none", async () => {
    expect(await refusal(cubesObj(model.parts + 1, 30), "parts.obj")).toBe(
      `parts.obj would become ${(model.parts + 1).toLocaleString("en")} printed parts (the converter writes up to ${model.parts}); a macropad's case is a few. Export only the case's parts, each as one body.`,
    );
  });

  it("splits a mesh of 150,000 vertices into bodies without spreading it into a call", () => {
    const count = 150_000;
    const positions = new Float32Array(count * 3);
    for (let index = 0; index < count; index++) positions.set([index * 0.001, index % 2 === 0 ? 0 : 30, 0], index * 3);
    const indices = new Uint32Array((count - 2) * 3);
    for (let index = 0; index + 2 < count; index++) indices.set([index, index + 1, index + 2], index * 3);
    expect(splitBodies({ positions, indices })).toHaveLength(1);
  });

  it("reads a STEP's unit past a crafted unit context in bounded time", () => {
    const started = performance.now();
    expect(stepLengthUnit(craftedUnitStep(20_000, 4 * 1024 * 1024))).toBe("mm");
    expect((performance.now() - started) / 1000).toBeLessThan(20);
  });
});
