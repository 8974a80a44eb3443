/**
 * Real submissions' cases. allanpad keeps its case only as STEP (production/Case Top.step, Case Bottom.step, and
 * the assembled model CAD/hackpad case.step with the PCB and its diodes): each converts to closed parts of the
 * size the STEP's own vertices give, the assembly to the same two parts with the board left out, and the project
 * then passes the preflight's case rule. lazypad ships STLs and an assembled STEP (CAD/LazyPad.stp): the STEP
 * converts to parts of the sizes of its own STLs.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { realFixturesDir } from "../../../tools/browser/fixtures.ts";
import { readInput } from "@hackpad/preflight/node";
import { runPreflight, parseStl } from "@hackpad/preflight";
import { loadOcctNode } from "../cli/occt-node.ts";
import { meshVolume } from "@hackpad/mesh";
import { convertModel, type ConvertedPart } from "../src/index.ts";
import { stepVertexSize } from "./support/models.ts";

const read = (path: string) => new Uint8Array(readFileSync(join(realFixturesDir, path)));

describe("allanpad's case STEP files", () => {
  const converted: ConvertedPart[] = [];
  for (const [file, name, slug] of [
    ["production/Case Top.step", "Case Top", "case-top"],
    ["production/Case Bottom.step", "Case Bottom", "case-bottom"],
  ] as const) {
    it(`converts ${file} into one closed part of the STEP's size`, async () => {
      const bytes = read(`allanpad/${file}`);
      const result = await convertModel(bytes, file, { loadOcct: loadOcctNode });
      expect(result.parts.map((part) => [part.name, part.fileName, part.closed, part.fits])).toEqual([[name, `production/case/${slug}.stl`, true, true]]);
      expect(result.warnings).toEqual([]);
      expect(meshVolume(result.parts[0]!.mesh)).toBeGreaterThan(0);
      converted.push(...result.parts);
      const expected = stepVertexSize(new TextDecoder("latin1").decode(bytes));
      result.parts[0]?.size.forEach((value, axis) => expect(Math.abs(value - (expected[axis] ?? 0))).toBeLessThanOrEqual(0.1));
    });
  }

  it("converts the assembled model in CAD/ to the same two parts, leaving out the board and its diodes", async () => {
    const result = await convertModel(read("allanpad/CAD/hackpad case.step"), "hackpad case.step", { loadOcct: loadOcctNode });
    expect(result.parts.map((part) => [part.fileName, part.size, part.closed])).toEqual([
      ["production/case/hackpad-case-bottom.stl", [79, 99, 13], true],
      ["production/case/hackpad-case-top.stl", [79, 99, 1.5], true],
    ]);
    expect(result.leftOut.find((entry) => entry.name === "HackpadAllan_PCB")?.why).toBe('the circuit board, by its name "HackpadAllan_PCB"');
    expect(result.leftOut.filter((entry) => entry.name.startsWith("D_DO-35")).map((entry) => entry.why)).toEqual(
      Array.from({ length: 9 }, () => 'part of "PCB model": the circuit board'),
    );
  });

  it("passes the preflight's case rule once the converted STLs are in production/case/", async () => {
    expect(converted).toHaveLength(2);
    const files = readInput(join(realFixturesDir, "allanpad")).files;
    const before = await runPreflight(files, { input: "allanpad" });
    expect(before.rules.find((rule) => rule.id === "case")?.status).toBe("fail");
    // The reader names every file under the project's folder; the STLs go in beside them.
    const top = files[0]?.path.split("/")[0] ?? "allanpad";
    const added = converted.map((part) => ({ path: `${top}/${part.fileName}`, bytes: part.stl }));
    const after = await runPreflight([...files, ...added], { input: "allanpad" });
    const rule = after.rules.find((rule) => rule.id === "case");
    expect(rule?.status, rule?.message).toBe("pass");
    expect(rule?.message).toBe("2 parts fit within 200 × 200 × 100 mm: case-top.stl 79 × 99 × 1.5 mm, case-bottom.stl 79 × 99 × 13 mm.");
  });
});

describe("lazypad's assembled STEP", () => {
  it("converts CAD/LazyPad.stp into its two case parts, each the size of the STL the participant exported", async () => {
    const result = await convertModel(read("lazypad/CAD/LazyPad.stp"), "LazyPad.stp", { loadOcct: loadOcctNode });
    expect(result.parts.map((part) => [part.name, part.fileName, part.closed])).toEqual([
      ["Top-Cover v1", "production/case/lazypad-top-cover-v1.stl", true],
      ["SOLID", "production/case/lazypad-solid.stl", true],
    ]);
    expect(result.warnings).toEqual([]);
    const theirs = ["Top.stl", "Bottom.stl"].map((name) => parseStl(read(`lazypad/production/${name}`)).size);
    result.parts.forEach((part, index) => part.size.forEach((value, axis) => expect(Math.abs(value - (theirs[index]?.[axis] ?? 0))).toBeLessThanOrEqual(0.1)));
  });
});
