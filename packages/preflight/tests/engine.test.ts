import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { MAX_ENTRIES, MAX_INPUT_BYTES, runPreflight } from "../src/index.ts";
import type { InputFile, PreflightRuleId, ProgressEvent, Report } from "../src/types.ts";
import { projectZip, validProject } from "./support/fixtures.ts";

const rule = (report: Report, id: PreflightRuleId) => report.rules.find((entry) => entry.id === id);
const replace = (files: InputFile[], suffix: string, bytes: Uint8Array) => files.map((file) => (file.path.endsWith(suffix) ? { ...file, bytes } : file));

describe("runPreflight", () => {
  it("reads a zip of the project (one top folder) the same as the folder", async () => {
    const fromFolder = await runPreflight(validProject(), { input: "minipad" });
    const fromZip = await runPreflight([{ path: "minipad-main.zip", bytes: projectZip(validProject()) }], { input: "minipad-main.zip" });
    expect(fromZip.rules.map((entry) => entry.status)).toEqual(fromFolder.rules.map((entry) => entry.status));
    expect(fromZip.measurements).toEqual(fromFolder.measurements);
    expect(fromZip.input).toBe("minipad-main.zip");
  });

  it("reports the stages in order with a growing fraction that ends at 1", async () => {
    const events: ProgressEvent[] = [];
    await runPreflight(validProject(), { input: "minipad", onProgress: (event) => events.push(event) });
    expect(events.map((event) => event.label)).toEqual([
      "Reading the zip",
      "Gerbers",
      "PCB",
      "Case parts",
      "CAD model",
      "Firmware",
      "DRC report",
      "Checking the rules",
      "Done",
    ]);
    const fractions = events.map((event) => event.fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
  });

  it("stops with an AbortError when aborted before or between stages", async () => {
    const before = new AbortController();
    before.abort();
    await expect(runPreflight(validProject(), { input: "x", signal: before.signal })).rejects.toMatchObject({ name: "AbortError" });
    const during = new AbortController();
    const seen: string[] = [];
    const run = runPreflight(validProject(), {
      input: "x",
      signal: during.signal,
      onProgress: (event) => {
        seen.push(event.stage);
        if (event.stage === "pcb") during.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    expect(seen).not.toContain("case");
  });

  it("exports the limits the page shows before reading", () => {
    expect(MAX_INPUT_BYTES).toBeGreaterThan(100 * 1024 * 1024);
    expect(MAX_ENTRIES).toBeGreaterThanOrEqual(1000);
  });

  it("keeps going when the board file is binary junk: the message names the file, the other rules still run", async () => {
    const junk = new Uint8Array(4096).map((_, index) => (index * 37) % 256);
    const report = await runPreflight(replace(validProject(), ".kicad_pcb", junk), { input: "minipad" });
    expect(rule(report, "controller")?.status).toBe("skip");
    expect(rule(report, "case")?.status).toBe("pass");
    expect(rule(report, "pcb-size")?.status).toBe("pass");
    const structure = rule(report, "structure");
    expect(structure?.status).toBe("warn");
    expect(structure?.details?.join(" ")).toMatch(/pcb\/minipad\.kicad_pcb cannot be read: it holds binary data/);
  });

  it("names a truncated board file", async () => {
    const board = validProject().find((file) => file.path.endsWith(".kicad_pcb"))!;
    const cut = board.bytes.subarray(0, Math.floor(board.bytes.length / 2));
    const report = await runPreflight(replace(validProject(), ".kicad_pcb", cut), { input: "minipad" });
    expect(rule(report, "structure")?.details?.join(" ")).toMatch(/minipad\.kicad_pcb cannot be read: the file ends before/);
  });

  it("names an empty STL and an empty UF2, and still measures the rest", async () => {
    let files = replace(validProject(), "top.stl", new Uint8Array(0));
    files = replace(files, "firmware.uf2", new Uint8Array(0));
    const report = await runPreflight(files, { input: "minipad" });
    expect(report.measurements.caseParts.map((part) => part.file)).toEqual(["production/case/bottom.stl"]);
    const details = report.rules.flatMap((entry) => entry.details ?? []).join(" ");
    expect(details).toMatch(/production\/case\/top\.stl cannot be read: the file is empty/);
    expect(rule(report, "firmware")?.status).toBe("fail");
    expect(details).toMatch(/production\/firmware\.uf2 cannot be read/);
  });

  it("gives a report, not an exception, for a corrupt zip, and marks the input unreadable", async () => {
    const report = await runPreflight([{ path: "broken.zip", bytes: strToU8("PK\u0003\u0004garbage") }], { input: "broken.zip" });
    expect(report.unreadable).toMatch(/broken\.zip cannot be opened/);
    expect(report.verdict).toBe("fail");
    expect(rule(report, "structure")?.details?.[0]).toMatch(/broken\.zip cannot be opened/);
    expect(report.rules).toHaveLength(15);
  });

  it("reports a 2 GB file by its declared size, without reading it", async () => {
    const report = await runPreflight([{ path: "huge.zip", bytes: new Uint8Array(0), size: 2 * 1024 ** 3 }], { input: "huge.zip" });
    expect(report.unreadable).toMatch(/huge\.zip is 2 GB/);
  });

  it("reads CRLF text files, spaces in names and Protel-style gerber names", async () => {
    const files = validProject().map((file) =>
      file.path.endsWith("README.md") ? { path: "minipad/README.md", bytes: strToU8(new TextDecoder().decode(file.bytes).replace(/\n/g, "\r\n")) } : file,
    );
    const report = await runPreflight(
      files.map((file) => ({ ...file, path: file.path.replace("case/top", "case/top cover") })),
      { input: "minipad" },
    );
    expect(rule(report, "bom")?.status).toBe("pass");
    expect(report.measurements.caseParts.map((part) => part.file)).toContain("production/case/top cover.stl");
  });

  it("treats a Git LFS pointer as not downloaded, never as missing or corrupt", async () => {
    const pointer = strToU8("version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 157286400\n");
    const files = validProject().filter((file) => !file.path.endsWith(".3mf"));
    const report = await runPreflight(replace(files, "assembly.step", pointer), { input: "minipad" });
    const cad = rule(report, "cad");
    expect(cad?.status).toBe("warn");
    expect(cad?.message).toMatch(/CAD\/assembly\.step is a Git LFS pointer to a 150 MB file: the model itself was not downloaded/);
  });
});
