import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { meshBounds, meshVolume, openEdgeCount, splitBodies } from "@hackpad/mesh";
import { runPreflight, parseStl } from "@hackpad/preflight";
import { stepFile, validProject } from "@hackpad/preflight/testing";
import { loadOcctNode } from "../cli/occt-node.ts";
import { convertModel, MAX_STEP_BYTES, slug, type ConvertResult } from "../src/index.ts";
import { stepLengthUnit } from "../src/step.ts";
import { boxMesh, objPrism, threeMfModel } from "./support/models.ts";
import { box, writeStep, type Prism } from "./support/step-writer.ts";
import { HackpadError } from "@hackpad/programme/errors";

const text = (value: string) => new TextEncoder().encode(value);
const loadOcct = loadOcctNode;

/** A 60 × 40 × 10 mm block with a 20 × 20 mm square hole right through (planar faces, the hole a FACE_BOUND). */
const holedBox: Prism = {
  ...box(0, 0, 60, 40, 0, 10),
  holes: [
    [
      [20, 10],
      [40, 10],
      [40, 30],
      [20, 30],
    ],
  ],
};
/** An open-topped tray: a 64 × 44 × 12 mm case bottom whose 2 mm walls surround a 60 × 40 mm pocket above a 3 mm floor. */
const trayWalls: Prism = {
  ...box(0, 0, 64, 44, 3, 12),
  holes: [
    [
      [2, 2],
      [62, 2],
      [62, 42],
      [2, 42],
    ],
  ],
};
const trayFloor = box(0, 0, 64, 44, 0, 3);

/** Every part one closed body, with an STL the preflight reads back as that one body. */
function expectClosedParts(result: ConvertResult) {
  for (const part of result.parts) {
    expect(part.closed, part.name).toBe(true);
    expect(openEdgeCount(part.mesh), part.name).toBe(0);
    expect(splitBodies(part.mesh), part.name).toHaveLength(1);
    expect(meshVolume(part.mesh), `${part.name} faces outwards`).toBeGreaterThan(0);
    const stl = parseStl(part.stl);
    expect(stl.bodies, part.name).toHaveLength(1);
    stl.size.forEach((value, axis) => expect(value).toBeCloseTo(part.size[axis] ?? 0, 1));
  }
}

function expectSize(actual: readonly number[], expected: readonly number[]) {
  actual.forEach((value, axis) => expect(Math.abs(value - (expected[axis] ?? 0)), `axis ${axis}: ${actual.join(" × ")}`).toBeLessThanOrEqual(0.1));
}

/**
 * The case rule of the fixture project with its STL case files replaced by the converted parts. The fixture's board
 * is made small enough for the test models to go around it, since the rule measures a case against its board.
 */
async function caseRuleWith(result: ConvertResult, source?: { name: string; bytes: Uint8Array }) {
  const project = validProject({ boardWidth: 20, boardHeight: 15 }).filter((file) => !/\/production\/case\//.test(file.path));
  const added = result.parts.map((part) => ({ path: `minipad/${part.fileName}`, bytes: part.stl }));
  const extra = source ? [{ path: `minipad/production/${source.name}`, bytes: source.bytes }] : [];
  const report = await runPreflight([...project, ...extra, ...added], { input: "minipad" });
  return report.rules.find((rule) => rule.id === "case");
}

describe("STEP", () => {
  it("converts a box with a through-hole into one closed part named from its product", async () => {
    const bytes = text(writeStep([{ name: "Case Bottom", solids: [holedBox] }]));
    const result = await convertModel(bytes, "case.step", { loadOcct });
    expect(result.units).toBe("mm");
    expect(result.unitsGuessed).toBe(false);
    expect(result.warnings).toEqual([]);
    expect(result.parts.map((part) => [part.name, part.fileName, part.fits])).toEqual([["Case Bottom", "production/case/case-bottom.stl", true]]);
    expectClosedParts(result);
    expectSize(result.parts[0]?.size ?? [], [60, 40, 10]);
    // The hole is there: 4 outer sides, 4 inner sides, a top and a bottom with a hole each (no face fills it).
    expect(result.parts[0]?.mesh ? meshVolume(result.parts[0].mesh) : 0).toBeCloseTo(60 * 40 * 10 - 20 * 20 * 10, 0);
    const rule = await caseRuleWith(result, { name: "case.step", bytes });
    expect(rule?.status, rule?.message).toBe("pass");
  });

  it("gives each of two bodies its own STL, numbered, in millimetres from a STEP drawn in inches", async () => {
    const bytes = text(writeStep([{ name: "Case", solids: [box(0, 0, 50.8, 25.4, 0, 12.7), box(0, 40, 50.8, 65.4, 0, 2.54)] }], { unit: "inch" }));
    const result = await convertModel(bytes, "two.STP", { loadOcct });
    expect(result.units).toBe("in");
    expect(result.parts.map((part) => part.fileName)).toEqual(["production/case/two-case-1.stl", "production/case/two-case-2.stl"]);
    expectClosedParts(result);
    expectSize(result.parts[0]?.size ?? [], [50.8, 25.4, 12.7]);
    expectSize(result.parts[1]?.size ?? [], [50.8, 25.4, 2.54]);
    expect((await caseRuleWith(result))?.status).toBe("pass");
  });

  it("converts only the case of an assembled model and says what it left out, by name", async () => {
    const bytes = text(
      writeStep(
        [
          { name: "Case bottom", solids: [trayFloor, trayWalls] },
          {
            name: "Top plate",
            solids: [
              {
                ...box(0, 0, 64, 44, 12, 13.5),
                holes: [
                  [
                    [10, 10],
                    [24, 10],
                    [24, 24],
                    [10, 24],
                  ],
                ],
              },
            ],
          },
          { name: "HackpadAllan_PCB", solids: [box(2, 2, 62, 42, 3, 4.6)] },
          { name: "SW_Cherry_MX_1.00u_PCB", solids: [box(10, 10, 24, 24, 4.6, 16)] },
          { name: "Seeed XIAO RP2040", solids: [box(40, 20, 61, 37.8, 4.6, 8)] },
          { name: "M3 screw", solids: [box(4, 4, 7, 7, 0, 16)] },
        ],
        { assembly: "Macropad" },
      ),
    );
    const result = await convertModel(bytes, "assembly.step", { loadOcct });
    expect(result.parts.map((part) => part.name)).toEqual(["Case bottom 1", "Case bottom 2", "Top plate"]);
    expect(result.leftOut).toEqual([
      { name: "HackpadAllan_PCB", why: 'the circuit board, by its name "HackpadAllan_PCB"' },
      { name: "SW_Cherry_MX_1.00u_PCB", why: 'a switch (the kit ships them), by its name "SW_Cherry_MX_1.00u_PCB"' },
      { name: "Seeed XIAO RP2040", why: 'the XIAO (the kit ships it), by its name "Seeed XIAO RP2040"' },
      { name: "M3 screw", why: 'a screw, nut or insert (the kit ships them), by its name "M3 screw"' },
    ]);
    expectClosedParts(result);
    // Each part lies on its largest flat face: the floor and the plate flat, the ring of walls on its long side.
    expectSize(result.parts[0]?.size ?? [], [64, 44, 3]);
    expectSize(result.parts[1]?.size ?? [], [64, 9, 44]);
    expectSize(result.parts[2]?.size ?? [], [64, 44, 1.5]);
    expect((await caseRuleWith(result))?.status).toBe("pass");
  });

  it("leaves out a board slab and repeated switch-sized bodies by shape when nothing names them", async () => {
    const bytes = text(
      writeStep(
        [
          { name: "Body1", solids: [box(2, 2, 62, 42, 3, 4.6)] },
          { name: "Body2", solids: [trayWalls] },
          { name: "Body3", solids: [box(10, 10, 25.6, 25.6, 4.6, 15.6)] },
          { name: "Body4", solids: [box(30, 10, 45.6, 25.6, 4.6, 15.6)] },
        ],
        { assembly: "Component1" },
      ),
    );
    const result = await convertModel(bytes, "bodies.step", { loadOcct });
    expect(result.parts.map((part) => part.name)).toEqual(["Body2"]);
    expect(result.leftOut.map((entry) => [entry.name, entry.why])).toEqual([
      ["Body1", "the circuit board, by its shape (a 1.6 mm slab, 100 % solid, no switch openings)"],
      ["Body3", "an MX switch, by its size (15.6 × 15.6 × 11.0 mm; the kit ships it)"],
      ["Body4", "an MX switch, by its size (15.6 × 15.6 × 11.0 mm; the kit ships it)"],
    ]);
    // The ring of walls lies on its largest flat face, its long outer side.
    expectSize(result.parts[0]?.size ?? [], [64, 9, 44]);
  });

  it("keeps a printed plate as thin as a board when it is mostly holes", async () => {
    const plate: Prism = {
      ...box(0, 0, 40, 40, 0, 1.6),
      holes: [
        [
          [2, 2],
          [38, 2],
          [38, 38],
          [2, 38],
        ],
      ],
    };
    const bytes = text(
      writeStep(
        [
          { name: "Body1", solids: [plate] },
          { name: "Body2", solids: [box(0, 0, 40, 40, -10, 0)] },
        ],
        { assembly: "Pad" },
      ),
    );
    const result = await convertModel(bytes, "plate.step", { loadOcct });
    expect(result.parts.map((part) => part.name)).toEqual(["Body1", "Body2"]);
    expect(result.leftOut).toEqual([]);
  });

  it("says so when a body tessellates open (a face missing), instead of hiding it", async () => {
    const lid = writeStep([{ name: "Lid", solids: [box(0, 0, 50, 30, 0, 2)] }]).replace(/CLOSED_SHELL\('',\(([^)]*),#\d+\)\)/, "CLOSED_SHELL('',($1))");
    const result = await convertModel(text(lid), "lid.step", { loadOcct });
    expect(result.parts.map((part) => part.closed)).toEqual([false]);
    expect(result.warnings).toEqual([
      "Lid is not one closed body: 4 edges are not shared by exactly two triangles (the model has a gap or a face missing). A slicer may refuse it; repair the body in your CAD program and export again.",
    ]);
  });

  it("reports a part that does not fit the print volume", async () => {
    const result = await convertModel(text(writeStep([{ name: "Desk", solids: [box(0, 0, 250, 120, 0, 20)] }])), "desk.step", { loadOcct });
    expect(result.parts[0]?.fits).toBe(false);
    expect(result.warnings).toEqual([
      "Desk is 250 × 120 × 20 mm as written, lying on its largest flat face: it does not fit the 200 × 200 × 100 mm print volume (the fab prints the file the way it lies).",
    ]);
  });

  it("reads the unit the file's context names, not the first length unit it defines", () => {
    expect(stepLengthUnit(writeStep([{ name: "A", solids: [box(0, 0, 1, 1, 0, 1)] }], { unit: "inch" }))).toBe("in");
    expect(stepLengthUnit(writeStep([{ name: "A", solids: [box(0, 0, 1, 1, 0, 1)] }]))).toBe("mm");
    expect(stepLengthUnit("#1=( LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT($,.METRE.) );")).toBe("m");
  });
});

describe("3MF and OBJ", () => {
  it("converts a 3MF's two objects into two closed parts, each laid on the bed", async () => {
    const bytes = threeMfModel([
      { name: "Case bottom", mesh: boxMesh([0, 0, 0], [70, 50, 10]) },
      { name: "Case top", mesh: boxMesh([0, 0, 0], [70, 50, 1.5]), transform: "1 0 0 0 1 0 0 0 1 0 60 0" },
    ]);
    const result = await convertModel(bytes, "case.3mf");
    expect(result.units).toBe("mm");
    expect(result.parts.map((part) => [part.fileName, part.size])).toEqual([
      ["production/case/case-bottom.stl", [70, 50, 10]],
      ["production/case/case-top.stl", [70, 50, 1.5]],
    ]);
    expectClosedParts(result);
    // The build put the top 60 mm further in y; each written part starts at the bed's corner.
    for (const part of result.parts) expectSize(meshBounds(part.mesh)?.min ?? [], [0, 0, 0]);
    expect((await caseRuleWith(result, { name: "case.3mf", bytes }))?.status).toBe("pass");
  });

  it("converts a 3MF in inches to millimetres", async () => {
    const result = await convertModel(threeMfModel([{ name: "Lid", mesh: boxMesh([0, 0, 0], [3, 2, 0.5]) }], "inch"), "lid.3mf");
    expect(result.units).toBe("in");
    expectSize(result.parts[0]?.size ?? [], [76.2, 50.8, 12.7]);
  });

  const lShape: Prism = {
    outline: [
      [0, 0],
      [6, 0],
      [6, 2],
      [2, 2],
      [2, 4],
      [0, 4],
    ],
    z0: 0,
    z1: 1.2,
  };

  it("reads an OBJ's polygons and negative indices, and guesses centimetres from its size", async () => {
    const result = await convertModel(text(objPrism("Case", lShape, 3)), "case.obj");
    expect(result.units).toBe("cm");
    expect(result.unitsGuessed).toBe(true);
    expect(result.warnings).toEqual([
      "An OBJ file does not say its unit. Its largest side is 6 units: read as centimetres, a guess from its size. That is 60 mm as centimetres; it would be 6 mm as millimetres. If that is wrong, choose the unit.",
    ]);
    expectClosedParts(result);
    expectSize(result.parts[0]?.size ?? [], [60, 40, 12]);
    expect(meshVolume(result.parts[0]!.mesh)).toBeCloseTo((6 * 2 + 2 * 2) * 1.2 * 1000, 0);
    expect((await caseRuleWith(result))?.status).toBe("pass");
  });

  it("keeps a body whole when the OBJ splits it into groups (one per material), and two bodies apart", async () => {
    const { vertices, triangles } = boxMesh([0, 0, 0], [60, 40, 10]);
    const lines = vertices.map((vertex) => `v ${vertex.join(" ")}`);
    triangles.forEach((triangle, index) => {
      if (index % 4 === 0) lines.push(`g Case_material${index / 4}`, "usemtl plastic");
      lines.push(`f ${triangle.map((corner) => corner + 1).join(" ")}`);
    });
    lines.push(...boxMesh([0, 50, 0], [60, 90, 2]).vertices.map((vertex) => `v ${vertex.join(" ")}`), "o Lid");
    lines.push(...boxMesh([0, 0, 0], [1, 1, 1]).triangles.map((triangle) => `f ${triangle.map((corner) => corner + 9).join(" ")}`));
    const result = await convertModel(text(lines.join("\n")), "case.obj", { objUnits: "mm" });
    expect(result.parts.map((part) => [part.name, part.size, part.closed])).toEqual([
      ["Case_material0", [60, 40, 10], true],
      ["Lid", [60, 40, 2], true],
    ]);
  });

  it("turns a body exported inside out (triangles facing in) right side out", async () => {
    const { vertices, triangles } = boxMesh([0, 0, 0], [60, 40, 10]);
    const obj = [...vertices.map((vertex) => `v ${vertex.join(" ")}`), ...triangles.map(([a = 0, b = 0, c = 0]) => `f ${a + 1} ${c + 1} ${b + 1}`)].join("\n");
    const result = await convertModel(text(obj), "inside-out.obj", { objUnits: "mm" });
    expect(meshVolume(result.parts[0]!.mesh)).toBeCloseTo(60 * 40 * 10, 0);
  });

  it("uses the OBJ unit given instead of guessing", async () => {
    const result = await convertModel(text(objPrism("Case", lShape, 3)), "case.obj", { objUnits: "in" });
    expect([result.units, result.unitsGuessed, result.warnings]).toEqual(["in", false, []]);
    expectSize(result.parts[0]?.size ?? [], [152.4, 101.6, 30.48]);
  });

  it("guesses metres for a model a tenth of a unit across", async () => {
    const scaled = { ...lShape, outline: lShape.outline.map(([x, y]) => [x / 100, y / 100] as [number, number]), z1: 0.012 };
    const result = await convertModel(text(objPrism("Case", scaled, 3)), "case.obj");
    expect(result.units).toBe("m");
    expectSize(result.parts[0]?.size ?? [], [60, 40, 12]);
  });
});

describe("bad input: one clear message, no parts", () => {
  const holed = writeStep([{ name: "Case", solids: [holedBox] }]);
  const cases: [string, string, Uint8Array, RegExp][] = [
    ["an empty file", "case.step", new Uint8Array(0), /^case\.step is empty \(0 bytes\)/],
    ["garbage named .step", "case.step", text("hello, this is not CAD"), /^case\.step is not a STEP file: it does not start with "ISO-10303-21;"/],
    ["a STEP with no solids", "case.step", stepFile(["Case"], "Fusion", false), /^case\.step holds no solid bodies/],
    [
      "a STEP cut off in its data",
      "case.step",
      text(holed.slice(0, Math.floor(holed.length / 3))),
      /^case\.step is cut off: it does not end with "END-ISO-10303-21;", so part of the model is missing\. Download or export it again\.$/,
    ],
    [
      "a STEP whose data is garbage",
      "case.step",
      text(holed.replace(/ADVANCED_FACE\(/g, "ADVANCED_FACE(((").replace(/CLOSED_SHELL/g, "CLOSED_SHELLX")),
      /^case\.step holds no solid bodies that could be tessellated: export the case bodies themselves\.$/,
    ],
    [
      "a STEP whose entities point at nothing",
      "case.step",
      text(
        "ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\n#1=MANIFOLD_SOLID_BREP('x',#2);\n#2=CLOSED_SHELL('',(#3));\n#3=ADVANCED_FACE('',(#9),#8,.T.);\nENDSEC;\nEND-ISO-10303-21;\n",
      ),
      /^case\.step could not be read: OpenCascade found it corrupt or incomplete\. Export it again from your CAD program \(File › Export › STEP\)\.$/,
    ],
    ["garbage named .3mf", "case.3mf", text("PK but not really a zip"), /^case\.3mf cannot be opened: .*A 3MF file is a zip/],
    ["a zip without a model", "case.3mf", zipSync({ "notes.txt": text("hello") }), /^case\.3mf has no 3D model part/],
    ["an OBJ with no faces", "case.obj", text("v 0 0 0\nv 1 0 0\n"), /^case\.obj has no faces/],
    [
      "an OBJ face naming a missing vertex",
      "case.obj",
      text("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 9\n"),
      /^case\.obj line 4: face corner "9" does not name a vertex/,
    ],
    ["an OBJ too large to measure in millimetres", "case.obj", text("v 0 0 0\nv 1e307 0 0\nv 0 1 0\nf 1 2 3\n"), /^case\.obj has coordinates so large/],
    ["another format", "case.f3d", text("Fusion archive"), /^case\.f3d is not a case model the converter reads/],
  ];
  for (const [what, name, bytes, message] of cases) {
    it(`refuses ${what}`, async () => {
      const error = await convertModel(bytes, name, { loadOcct }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HackpadError);
      expect((error as Error).message).toMatch(message);
    });
  }

  it("refuses a STEP past the size limit without reading it", async () => {
    let loaded = false;
    const bytes = new Uint8Array(MAX_STEP_BYTES + 1);
    const error = await convertModel(bytes, "huge.step", {
      loadOcct: () => {
        loaded = true;
        return loadOcct();
      },
    }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(
      "huge.step is 64 MB; a macropad's case model is never that big (the converter reads up to 64 MB). Export it with less detail.",
    );
    expect(loaded).toBe(false);
  });

  it("counts repeated reasons and names only the first few when a board export has many parts", async () => {
    const switches = Array.from({ length: 12 }, (_, index) => ({ name: "MX switch", solids: [box(index * 20, 0, index * 20 + 15, 15, 1.6, 12)] }));
    const others = ["LED", "Diode", "XIAO", "EC11 encoder", "OLED", "M3 nut", "USB cable"].map((name, index) => ({
      name,
      solids: [box(index * 10, 30, index * 10 + 5, 35, 1.6, 4)],
    }));
    const bytes = text(writeStep([{ name: "PCB", solids: [box(0, 0, 240, 60, 0, 1.6)] }, ...switches, ...others], { assembly: "Pad" }));
    const error = await convertModel(bytes, "board.step", { loadOcct }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(
      'board.step holds no case part to print: every body is something the kit ships or the board ("PCB": the circuit board, by its name "PCB"; 12 × "MX switch": a switch (the kit ships them), by its name "MX switch"; "LED": a board component (the kit ships it), by its name "LED"; "Diode": a board component (the kit ships it), by its name "Diode"; "XIAO": the XIAO (the kit ships it), by its name "XIAO"; "EC11 encoder": an encoder (the kit ships it), by its name "EC11 encoder"; and 3 more).',
    );
  });

  it("refuses an assembly with nothing printable, naming what it left out", async () => {
    const bytes = text(
      writeStep(
        [
          { name: "PCB", solids: [box(0, 0, 60, 40, 0, 1.6)] },
          { name: "MX switch", solids: [box(5, 5, 20, 20, 1.6, 12)] },
        ],
        { assembly: "Pad" },
      ),
    );
    const error = await convertModel(bytes, "pad.step", { loadOcct }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(
      'pad.step holds no case part to print: every body is something the kit ships or the board ("PCB": the circuit board, by its name "PCB"; "MX switch": a switch (the kit ships them), by its name "MX switch").',
    );
  });
});

describe("file names", () => {
  it("makes plain file names from part names", () => {
    expect(["Case Top", "Gehäuse unten", "  ", "Top/Plate (v2)"].map(slug)).toEqual(["case-top", "gehause-unten", "part", "top-plate-v2"]);
  });
});
