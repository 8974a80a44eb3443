/**
 * Regression tests for issue 21 ("hostile input, second pass"): one named test per defect, on the engine's
 * parsers and whole checks. The CLI's folder reader has its own in read-input.test.ts; the seeded fuzz slice is
 * fuzz.test.ts.
 */
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { runPreflight } from "../src/index.ts";
import { MAX_ENTRIES } from "../src/limits.ts";
import { crc32, readZip } from "../src/parsers/zip.ts";
import { commentSignatureZip, cpuBombZip, lyingCrcZip, projectWith } from "./support/hostile.ts";

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
