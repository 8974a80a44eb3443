/**
 * Regression tests for issue 21 ("hostile input, second pass"): one named test per defect, on the engine's
 * parsers and whole checks. The CLI's folder reader has its own in read-input.test.ts; the seeded fuzz slice is
 * fuzz.test.ts.
 */
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { runPreflight } from "../src/index.ts";
import { MAX_ENTRIES, PLAUSIBLE } from "../src/limits.ts";
import { checkGerberSize } from "../src/parsers/gerber.ts";
import { parseKicadPcb } from "../src/parsers/kicad-pcb.ts";
import { parseStep } from "../src/parsers/step.ts";
import { parseStl } from "../src/parsers/stl.ts";
import { parseThreeMf } from "../src/parsers/threemf.ts";
import { crc32, readZip } from "../src/parsers/zip.ts";
import type { Report } from "../src/types.ts";
import {
  asciiStlWith,
  atomsBoard,
  bigAsciiStl,
  commentSignatureZip,
  cpuBombZip,
  endlessGerber,
  fanoutThreeMf,
  longHeaderStep,
  lyingCrcZip,
  manyVerticesThreeMf,
  projectWith,
  stlWith,
  threeMfWithVertices,
} from "./support/hostile.ts";

const budget = () => ({ entriesLeft: MAX_ENTRIES, bytesLeft: 512 * 1024 * 1024 });
const MiB = 1024 * 1024;

/** Milliseconds `work` takes. */
function timed(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

describe("issue 21 §1: CPU zip bomb", () => {
  it("does not inflate 5,000 records that point at one 64 MB stream: the overlaps are refused, the first stops at its declared size", () => {
    const bomb = cpuBombZip(5000, 64 * MiB);
    const shared = budget();
    let result: ReturnType<typeof readZip> | undefined;
    const ms = timed(() => (result = readZip(bomb, "bomb.zip", shared)));
    expect(ms).toBeLessThan(2000);
    expect(result?.entries).toEqual([]);
    expect(result?.problems.join("\n")).toMatch(/bomb\.zip: 4999 entries share their data with another entry/);
    expect(result?.problems.join("\n")).toMatch(/bomb\.zip: part0\.kicad_pcb unpacks to more than the 16 bytes its header says/);
    // What was inflated before it stopped is taken from the budget, and it is only a few MB.
    expect(budget().bytesLeft - shared.bytesLeft).toBeGreaterThan(0);
    expect(budget().bytesLeft - shared.bytesLeft).toBeLessThan(8 * MiB);
  });

  it("refuses an entry whose checksum does not match its data", () => {
    const result = readZip(lyingCrcZip(), "crc.zip", budget());
    expect(result.entries).toEqual([]);
    expect(result.problems).toEqual(["crc.zip: a.txt does not match its checksum (the zip is damaged or was altered); it was not read."]);
  });

  it("refuses an entry whose local header gives another compressed size than the directory", () => {
    const zip = zipSync({ "a.txt": strToU8("hello hello hello hello") });
    const view = new DataView(zip.buffer);
    view.setUint32(18, view.getUint32(18, true) + 1, true);
    const result = readZip(zip, "sizes.zip", budget());
    expect(result.problems).toEqual(["sizes.zip: a.txt has two different compressed sizes in its headers (damaged or crafted); it was not read."]);
  });

  it("computes zip's CRC-32", () => {
    expect(crc32(strToU8("123456789"))).toBe(0xcbf43926);
  });

  it("ends a whole check on the bomb quickly, with the refusal in the report", async () => {
    const started = performance.now();
    const report = await runPreflight([{ path: "bomb.zip", bytes: cpuBombZip(5000, 64 * MiB) }], { input: "bomb.zip" });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(JSON.stringify(report)).toMatch(/4999 entries share their data with another entry/);
  });
});

describe("issue 21 §7: a zip whose comment holds the end-of-archive signature", () => {
  it("is read: the end record is the one whose comment length reaches the end of the file", () => {
    const result = readZip(commentSignatureZip(), "comment.zip", budget());
    expect(result.unreadable).toBe(false);
    expect(result.entries.map((entry) => entry.name)).toEqual(["pad/README.md"]);
  });

  it("gives the same verdict as the same project without the comment", async () => {
    const files = projectWith({});
    const plain = await runPreflight([{ path: "pad.zip", bytes: zipSync(files) }], { input: "pad.zip" });
    const commented = await runPreflight([{ path: "pad.zip", bytes: commentSignatureZip(files) }], { input: "pad.zip" });
    expect(commented.unreadable).toBeUndefined();
    expect(commented.verdict).toBe(plain.verdict);
  });
});

/** Every number in the report's JSON is finite (JSON.stringify turns Infinity and NaN into null). */
function finiteNumbers(report: Report): void {
  const json = JSON.stringify(report);
  expect(json).not.toMatch(/-?Infinity( mm|×| ×)/);
  JSON.parse(json, (_key, value: unknown) => {
    if (typeof value === "number") expect(Number.isFinite(value)).toBe(true);
    return value;
  });
  expect(JSON.stringify(report.measurements)).not.toMatch(/null/);
}

const checkProject = (extra: Record<string, Uint8Array>) => runPreflight([{ path: "pad.zip", bytes: zipSync(projectWith(extra)) }], { input: "pad.zip" });

describe("issue 21 §3: 3MF component fan-out", () => {
  it("bounds the placements of 17 objects of 8 components each (8^16) and says the size was not measured", () => {
    const started = performance.now();
    const info = parseThreeMf(fanoutThreeMf(17, 8), "fan.3mf", budget());
    // About 0.8 s on a busy 2-core machine; unbounded, the 8^16 placements never end.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(info.size).toBeNull();
    expect(info.problems).toEqual([
      "fan.3mf: its build places more than 100,000 objects (components inside components); a macropad's model never does, so its size was not measured.",
    ]);
  });

  it("reports the fan-out with the CAD rule in a whole check", async () => {
    const report = await checkProject({ "CAD/assembly.step": new Uint8Array(0), "CAD/minipad.3mf": fanoutThreeMf(17, 8) });
    const cad = report.rules.find((rule) => rule.id === "cad");
    expect(JSON.stringify(cad)).toMatch(/places more than 100,000 objects/);
  });
});

describe("issue 21 §5: memory, plausibility limits per format", () => {
  it("refuses a board of a few hundred MB of atoms by its item count, not by running out of memory", () => {
    expect(() => parseKicadPcb(new TextDecoder().decode(atomsBoard(10 * MiB)))).toThrow(/it holds more than 2,000,000 items; a macropad's board never does/);
  });

  it("refuses a .kicad_pcb over the board limit before decoding it", async () => {
    const big = new Uint8Array(PLAUSIBLE.pcbBytes + 1).fill(0x20);
    const report = await runPreflight([{ path: "pad/pcb/pad.kicad_pcb", bytes: big }], { input: "pad" });
    expect(JSON.stringify(report)).toMatch(/it is 64 MB; a macropad's board file is never that big \(the check reads up to 64 MB\)/);
  });

  it("refuses an ASCII STL with more triangles than a case part has, and reads ASCII without decoding it whole", () => {
    const stl = bigAsciiStl(2 * MiB);
    expect(parseStl(stl).triangles).toBeGreaterThan(20_000);
    expect(() => parseStl(stl, 20_000)).toThrow(/more than 20,000 triangles; a macropad's case part never needs that many/);
    expect(() => parseStl(stlWith([1, 2, 3]), 0)).toThrow(/more than 0 triangles/);
    expect(PLAUSIBLE.stlTriangles).toBe(2_000_000);
  });

  it("does not unpack a file inside the project zip that is over the single-file limit", async () => {
    const zip = zipSync(projectWith({ "production/case/bottom.stl": new Uint8Array(1000) }));
    const view = new DataView(zip.buffer);
    for (let at = 0; at + 46 <= zip.length; at++) {
      if (
        view.getUint32(at, true) === 0x02014b50 &&
        new TextDecoder().decode(zip.subarray(at + 46, at + 46 + view.getUint16(at + 28, true))).endsWith("bottom.stl")
      ) {
        view.setUint32(at + 24, 300 * MiB, true);
      }
    }
    const report = await runPreflight([{ path: "pad.zip", bytes: zip }], { input: "pad.zip" });
    expect(JSON.stringify(report)).toMatch(
      /bottom\.stl would unpack to 300 MB; one file of a macropad project is never that big \(the check reads up to 256 MB\)/,
    );
  });

  it("refuses a 3MF with more vertices than the limit, with a plain message", () => {
    expect(() => parseThreeMf(manyVerticesThreeMf(100_001), "big.3mf", budget(), 100_000)).toThrow(
      /it holds more than 100,000 vertices; a macropad's model is never that detailed/,
    );
    expect(parseThreeMf(manyVerticesThreeMf(100_000), "big.3mf", budget(), 100_000).size).toEqual([0, 0, 0]);
    expect(PLAUSIBLE.threeMfVertices).toBe(4_000_000);
  });

  it("reads a STEP whose header is one 50 MB line without decoding past the header limit", () => {
    const started = performance.now();
    const info = parseStep(longHeaderStep(50 * MiB));
    // About 0.25 s on a busy 2-core machine; decoding all 50 MB as the header takes far longer.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(info).toMatchObject({ schema: null, originatingSystem: null, products: [] });
  });

  it("refuses a gerber over the size limit or with a command that never ends, before tracespace parses it", () => {
    expect(checkGerberSize(endlessGerber(200 * 1024))).toMatch(/runs for more than 64 kB without ending with "\*"/);
    expect(checkGerberSize(new Uint8Array(PLAUSIBLE.gerberBytes + 1))).toMatch(/it is 8 MB; a macropad's gerber or drill file is never that big/);
    expect(checkGerberSize(strToU8("X0Y0D01*\n".repeat(PLAUSIBLE.gerberCommands + 1)))).toMatch(
      /it holds 100,001 commands; a macropad's gerber layer is never that big \(the check reads up to 100,000 commands\)/,
    );
    expect(checkGerberSize(strToU8("%FSLAX46Y46*%\nX0Y0D02*\nX10Y10D01*\nM02*\n"))).toBeNull();
  });

  it("names the gerber it refused in a whole check, and measures the board from the .kicad_pcb instead", async () => {
    const gerbers = zipSync({ "minipad-Edge_Cuts.gbr": endlessGerber(100 * 1024), "minipad-F_Cu.gbr": strToU8("%TF.FileFunction,Copper,L1,Top*%\nM02*\n") });
    const report = await checkProject({ "production/gerbers.zip": gerbers });
    expect(JSON.stringify(report)).toMatch(/minipad-Edge_Cuts\.gbr cannot be read: one of its commands runs for more than 64 kB/);
    expect(report.measurements.board?.source).toMatch(/kicad_pcb$/);
  });
});

describe("issue 21 §6: non-finite numbers", () => {
  it("refuses an STL whose only triangle is NaN: no verdict from it", async () => {
    expect(() => parseStl(stlWith([NaN]))).toThrow(/triangle 1 has a coordinate that is not a finite number/);
    const report = await checkProject({ "production/case/bottom.stl": stlWith([NaN]) });
    const caseRule = report.rules.find((rule) => rule.id === "case");
    expect(JSON.stringify(caseRule)).toMatch(/not a finite number/);
    finiteNumbers(report);
  });

  it("refuses infinite binary coordinates and 1e308 or a two-million-digit number in an ASCII STL", () => {
    expect(() => parseStl(stlWith([Infinity]))).toThrow(/not a finite number/);
    expect(() => parseStl(stlWith([-Infinity, 1]))).toThrow(/not a finite number/);
    expect(() => parseStl(asciiStlWith("1e308"))).toThrow(/triangle 1 has a coordinate that is not a finite number/);
    expect(() => parseStl(asciiStlWith("9".repeat(2_000_000)))).toThrow(/not a finite number/);
    expect(() => parseStl(asciiStlWith("NaN"))).toThrow(/incomplete or hold non-numbers/);
  });

  it("measures an STL with float32's largest coordinates as a finite size", () => {
    const info = parseStl(stlWith([3.4e38, -3.4e38]));
    expect(info.size.every(Number.isFinite)).toBe(true);
  });

  it("refuses a 3MF vertex that is NaN or 1e999, naming the object", () => {
    expect(() => parseThreeMf(threeMfWithVertices(["NaN"]), "odd.3mf", budget())).toThrow(/a vertex of object "odd" is not three finite numbers \(NaN, 0, 0\)/);
    expect(() => parseThreeMf(threeMfWithVertices(["1e999"]), "odd.3mf", budget())).toThrow(/not three finite numbers/);
    expect(() => parseThreeMf(threeMfWithVertices(["1e308", "-1e308"]), "odd.3mf", budget())).toThrow(/the size is not a finite number/);
  });

  it("gives no null and no Infinity in the JSON for a board outline at 1e308", async () => {
    const original = new TextDecoder().decode(projectWith({})["minipad/pcb/minipad.kicad_pcb"]);
    const board = original.replace(/\(gr_rect \(start 0 0\) \(end [\d.]+ [\d.]+\)/, "(gr_rect (start -1e308 -1e308) (end 1e308 1e308)");
    expect(board).not.toBe(original);
    const report = await checkProject({ "pcb/minipad.kicad_pcb": strToU8(board), "production/gerbers.zip": zipSync({}) });
    expect(JSON.stringify(report)).not.toMatch(/Infinity/);
    expect(report.measurements.board).toBeNull();
    JSON.parse(JSON.stringify(report), (_key, value: unknown) => {
      if (typeof value === "number") expect(Number.isFinite(value)).toBe(true);
      return value;
    });
  });
});
