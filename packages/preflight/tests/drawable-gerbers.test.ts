import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { checkWithAnalysis, drawableGerbers } from "../src/index.ts";
import type { InputFile, PreflightOptions } from "../src/types.ts";

/** The report and the gerber set it measured the board from, as /check's worker gets them from one reading. */
const checkAndDraw = async (files: InputFile[], options: PreflightOptions) => {
  const { report, analysis } = await checkWithAnalysis(files, options);
  return { report, ...drawableGerbers(analysis) };
};
import { gerbersZip, validProject } from "./support/fixtures.ts";

const layer = "%FSLAX46Y46*%\n%MOMM*%\n%ADD10C,0.1*%\nD10*\nX0Y0D02*\nX50000000Y0D01*\nX50000000Y30000000D01*\nX0Y30000000D01*\nX0Y0D01*\nM02*\n";
const gerbers = zipSync({
  "pad-F_Cu.gbr": strToU8(layer),
  "pad-Edge_Cuts.gbr": strToU8(layer),
  "pad.drl": strToU8("M48\r\nMETRIC\r\nT1C0.8\r\n%\r\nT1\r\nX10Y10\r\nM30\r\n"),
  "__MACOSX/._pad-F_Cu.gbr": strToU8("junk"),
  "pad-job.gbrjob": strToU8("{}"),
});

/** Sets the declared unpacked size of every central-directory record (offset 24) of a zip. */
function declareSize(zip: Uint8Array, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 46 <= copy.length; at++) if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, size, true);
  return copy;
}

describe("the gerbers /check draws come from the engine's own read", () => {
  it("hands on the set the board was measured from, inside a repository zip, without junk, job files or other sets", async () => {
    const repo = zipSync({
      "pad-main/README.md": strToU8("# Pad"),
      "pad-main/production/gerbers.zip": gerbers,
      "pad-main/old/gerbers.zip": zipSync({ "old-F_Cu.gbr": strToU8(layer), "old-Edge_Cuts.gbr": strToU8(layer) }),
    });
    const result = await checkAndDraw([{ path: "pad-main.zip", bytes: repo }], { input: "pad-main.zip" });
    expect(result.gerbers?.source).toBe("production/gerbers.zip");
    expect(result.gerbers?.layers.map((layer) => layer.filename).sort()).toEqual(["pad-Edge_Cuts.gbr", "pad-F_Cu.gbr", "pad.drl"]);
    expect(result.report.measurements.board?.source).toBe("production/gerbers.zip: pad-Edge_Cuts.gbr");
    expect(result.noDrawing).toBeNull();
  });

  it("hands on loose gerbers from their folder", async () => {
    const files = validProject().filter((file) => !file.path.endsWith(".zip"));
    const loose = Object.entries({ "pad-F_Cu.gbr": layer, "pad-Edge_Cuts.gbr": layer }).map(([name, text]) => ({
      path: `minipad/production/gerbers/${name}`,
      bytes: strToU8(text),
    }));
    const result = await checkAndDraw([...files, ...loose], { input: "minipad" });
    expect(result.gerbers?.source).toBe("production/gerbers/");
    expect(result.gerbers?.layers.map((layer) => layer.filename).sort()).toEqual(["pad-Edge_Cuts.gbr", "pad-F_Cu.gbr"]);
  });

  it("says why there is nothing to draw instead of reading anything again", async () => {
    const result = await checkAndDraw([{ path: "README.md", bytes: strToU8("# Pad") }], { input: "pad" });
    expect(result.gerbers).toBeNull();
    expect(result.noDrawing).toMatch(/No gerber files/);
  });

  it("never unpacks a gerber entry that declares 1.4 GB: the budget refuses it and drawing allocates nothing", async () => {
    const bomb = declareSize(gerbersZip(), 1_400_000_000);
    const repo = zipSync({ "pad-main/README.md": strToU8("# Pad"), "pad-main/production/gerbers.zip": bomb });
    const before = process.memoryUsage().arrayBuffers;
    const result = await checkAndDraw([{ path: "pad-main.zip", bytes: repo }], { input: "pad-main.zip" });
    const grown = process.memoryUsage().arrayBuffers - before;
    expect(grown).toBeLessThan(64 * 1024 * 1024);
    expect(result.gerbers?.layers ?? []).toEqual([]);
    const messages = JSON.stringify(result.report);
    expect(messages).toMatch(/would unpack to 1\.3 GB/);
    expect(result.noDrawing).toMatch(/^The board could not be drawn: .*would unpack to 1\.3 GB/);
  });

  it("draws nothing from a set whose layers together hold more commands than a page can draw, and says so", async () => {
    const busy = (count: number) => strToU8(`%FSLAX46Y46*%\n%MOMM*%\n%ADD10C,0.1*%\nD10*\n${"X0Y0D03*\n".repeat(count)}M02*\n`);
    const names = ["F_Cu", "B_Cu", "F_Mask", "B_Mask", "F_Silkscreen", "B_Silkscreen"];
    const set = zipSync(Object.fromEntries([...names.map((name) => [`pad-${name}.gbr`, busy(90_000)]), ["pad-Edge_Cuts.gbr", strToU8(layer)]]));
    const repo = zipSync({ "pad-main/README.md": strToU8("# Pad"), "pad-main/production/gerbers.zip": set });
    const result = await checkAndDraw([{ path: "pad-main.zip", bytes: repo }], { input: "pad-main.zip" });
    expect(result.report.measurements.board?.source).toBe("production/gerbers.zip: pad-Edge_Cuts.gbr");
    expect(result.gerbers).toBeNull();
    expect(result.noDrawing).toMatch(/^The gerbers in production\/gerbers\.zip hold 540,\d{3} commands, too many to draw here \(the limit is 500,000\)\.$/);
  });
});
