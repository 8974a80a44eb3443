import { describe, expect, it } from "vitest";
import { isLfsPointer, lfsPointerSize } from "../src/parsers/lfs.ts";
import { parseStep } from "../src/parsers/step.ts";
import { parseStl } from "../src/parsers/stl.ts";
import { parseThreeMf } from "../src/parsers/threemf.ts";
import { parseUf2, uf2FamilyName } from "../src/parsers/uf2.ts";
import { asciiStl, binaryStl, boxTriangles, stepFile, threeMf, uf2 } from "./support/fixtures.ts";
import { threeMfPackage } from "@hackpad/mesh/threemf";

const budget = () => ({ entriesLeft: 100, bytesLeft: 10_000_000 });

describe("parseStl", () => {
  it("decides binary by size, even when the header starts with 'solid'", () => {
    const info = parseStl(binaryStl([boxTriangles([10, 20, 30])], "solid banner written by a slicer"));
    expect(info).toMatchObject({ format: "binary", triangles: 12, size: [10, 20, 30] });
    expect(parseStl(binaryStl([boxTriangles([1, 2, 3])], "STLB ATF 10.0.0.1")).format).toBe("binary");
    expect(parseStl(binaryStl([boxTriangles([1, 2, 3])], "")).format).toBe("binary");
  });

  it("reads ASCII STL", () => {
    expect(parseStl(asciiStl(boxTriangles([4, 5, 6], [1, 1, 1])))).toMatchObject({ format: "ascii", triangles: 12, size: [4, 5, 6] });
  });

  it("finds connected bodies, largest first", () => {
    const info = parseStl(binaryStl([boxTriangles([50, 40, 10]), boxTriangles([0.5, 0.5, 0.5], [120, 0, 0])]));
    expect(info.bodies).toHaveLength(2);
    expect(info.bodies[0]?.size).toEqual([50, 40, 10]);
    expect(info.size).toEqual([120.5, 40, 10]);
  });

  it("names empty files and junk", () => {
    expect(() => parseStl(new Uint8Array(0))).toThrow(/empty/);
    expect(() => parseStl(new Uint8Array(300).fill(7))).toThrow(/neither a binary STL/);
    expect(() => parseStl(new TextEncoder().encode("solid x\nvertex 1 2\nendsolid"))).toThrow(/incomplete/);
  });
});

describe("parseUf2", () => {
  it("counts blocks and reads the family id", () => {
    const info = parseUf2(uf2(7));
    expect(info).toEqual({ blocks: 7, badBlocks: 0, familyId: "0xe48bff56", declaredBlocks: 7 });
    expect(uf2FamilyName(info.familyId)).toBe("RP2040");
    expect(uf2FamilyName(parseUf2(uf2(2, 0x68ed2b88)).familyId)).toBe("SAMD21");
  });

  it("counts blocks with wrong magic numbers and a partial tail as bad", () => {
    const bytes = new Uint8Array([...uf2(2), ...new Uint8Array(600)]);
    expect(parseUf2(bytes)).toMatchObject({ blocks: 2, badBlocks: 2 });
  });
});

describe("parseThreeMf", () => {
  it("applies build and component transforms and reads object names", () => {
    const info = parseThreeMf(threeMf({ size: [10, 20, 5], items: ["1 0 0 0 1 0 0 0 1 0 0 0", "1 0 0 0 1 0 0 0 1 100 0 0"] }), "pad.3mf", budget());
    expect(info.buildItems).toBe(2);
    expect(info.size?.map((value) => Math.round(value * 1000) / 1000)).toEqual([110, 20, 5]);
    expect(info.objects).toEqual(["Case bottom", "Case top", "PCB", "Switch", "Keycap", "Assembly"]);
  });

  it("rotates: a 90° turn about z swaps x and y", () => {
    const info = parseThreeMf(threeMf({ size: [10, 20, 5], items: ["0 1 0 -1 0 0 0 0 1 0 0 0"] }), "pad.3mf", budget());
    expect(info.size?.map((value) => Math.round(value * 1000) / 1000)).toEqual([20, 10, 5]);
  });

  it("converts units and handles hundreds of build items", () => {
    const items = Array.from({ length: 300 }, (_, index) => `1 0 0 0 1 0 0 0 1 ${index} 0 0`);
    const info = parseThreeMf(threeMf({ size: [1, 1, 1], items, unit: "centimeter" }), "many.3mf", budget());
    expect(info.buildItems).toBe(300);
    expect(info.size?.map((value) => Math.round(value * 1000) / 1000)).toEqual([3000, 10, 10]);
  });

  it("measures what a broken part holds up to the break, and names the break and each missing object once", () => {
    // Vertices written with end tags count once each; the build's items 7 (twice) and 8 name nothing.
    const vertices = '<vertex x="0" y="0" z="0"></vertex><vertex x="4" y="3" z="2"></vertex>';
    const items = '<item objectid="1"/><item objectid="7"/><item objectid="7"/><item objectid="8"/>';
    const model = `<model unit="millimeter"><resources><object id="1" name="Lid"><mesh><vertices>${vertices}</vertices></mesh></object></resources><build>${items}</build><oops`;
    const info = parseThreeMf(threeMfPackage(model), "lid.3mf", budget());
    expect(info.size).toEqual([4, 3, 2]);
    expect(info.problems).toEqual([
      expect.stringMatching(/^lid\.3mf: 3D\/3dmodel\.model is not well-formed XML \(.+\); it was read up to that point\.$/),
      "lid.3mf: the build refers to object 7, which the file does not define.",
      "lid.3mf: the build refers to object 8, which the file does not define.",
    ]);
  });

  it("refuses a zip without a model part", () => {
    expect(() => parseThreeMf(stepFile(["x"]), "not.3mf", budget())).toThrow(/not\.3mf cannot be opened/);
  });
});

describe("parseStep", () => {
  it("reads the header and the product names, with STEP's quote and \\X2\\ escapes", () => {
    const info = parseStep(stepFile(["Pad", "Case", "Allan''s case".replace("''", "'"), "Case"]));
    expect(info).toMatchObject({ schema: "AUTOMOTIVE_DESIGN { 1 0 10303 214 3 1 1 }", originatingSystem: "Autodesk Translation Framework v13.4.0.104" });
    expect(info.products).toEqual(["Pad", "Case", "Allan's case"]);
    expect(info.productCount).toBe(4);
    const unicode = new TextEncoder().encode("ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\n#1=PRODUCT('Caf\\X2\\00E9\\X0\\','','',(#2));\nENDSEC;");
    expect(parseStep(unicode).products).toEqual(["Café"]);
  });

  it("refuses a file that is not STEP", () => {
    expect(() => parseStep(new TextEncoder().encode("solid not a step"))).toThrow(/ISO-10303-21/);
  });
});

describe("Git LFS pointers", () => {
  it("are recognised with the size of the real file", () => {
    const pointer = new TextEncoder().encode("version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12345\n");
    expect(isLfsPointer(pointer)).toBe(true);
    expect(lfsPointerSize(pointer)).toBe(12345);
    expect(isLfsPointer(stepFile(["x"]))).toBe(false);
  });
});
