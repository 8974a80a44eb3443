import { describe, expect, it } from "vitest";
import { limits } from "@hackpad/programme/limits";
import { fitsPrintVolume, printVolumeFit } from "@hackpad/programme/print-volume";
import { boardFrame } from "../../../app/check/lib/board-frame.ts";
import { inputLimits, limitProblem, limitsText } from "../../../app/check/lib/limits.ts";

describe("a printed part against the print volume (one test for the case rule, the converter, the case maker and the page)", () => {
  it("sorts the sizes so a part fits in its best orientation", () => {
    const fit = printVolumeFit([13, 106, 69.7]);
    expect(fit.sorted).toEqual([106, 69.7, 13]);
    expect(fit.fits).toBe(true);
  });

  it("flags the size that is over", () => {
    const tooTall = limits.case.maxHeightMm + 1;
    const fit = printVolumeFit([150, 150, tooTall]);
    expect(fit.fits).toBe(false);
    expect(fit.over).toEqual([false, false, true]);
  });

  it("allows the programme's rounding slack and no more", () => {
    const { maxLengthMm, maxHeightMm } = limits.case;
    expect(fitsPrintVolume([maxLengthMm + limits.slackMm, 10, maxHeightMm])).toBe(true);
    expect(fitsPrintVolume([maxLengthMm + 2 * limits.slackMm, 10, maxHeightMm])).toBe(false);
  });
});

describe("board picture frame", () => {
  it("puts the board and the limit square in one picture, in mm", () => {
    const frame = boardFrame({ width: 87.05, height: 50.75 }, "mm");
    expect(frame.board).toEqual({ x: 0, y: 0, width: 87.05, height: 50.75 });
    expect(frame.limit).toEqual({ x: 0, y: 0, width: limits.pcb.maxWidthMm, height: limits.pcb.maxHeightMm });
    expect(frame.viewBox.width).toBeGreaterThan(limits.pcb.maxWidthMm);
  });

  it("converts inch drawings and grows for boards over the limit", () => {
    const frame = boardFrame({ width: 5, height: 2 }, "in");
    expect(frame.board.width).toBeCloseTo(127);
    expect(frame.viewBox.width).toBeGreaterThan(127);
  });
});

describe("input limits", () => {
  const limits = { maxFiles: 10, maxFileBytes: 1000, maxBytes: 5000 };
  const file = (bytes: number) => ({ name: "production/case.stl", bytes });

  it("come from the engine's limits and are said in words", () => {
    expect(limitsText(limits)).toBe("Up to 10 files, 1000 bytes per file and 5 kB in all.");
    expect(limitsText()).toContain(`Up to ${inputLimits.maxFiles} files`);
  });

  it("accept a normal project and refuse empty, crowded or huge ones with a reason", () => {
    expect(limitProblem({ files: 4, bytes: 3000, largest: file(900) }, limits)).toBeNull();
    expect(limitProblem({ files: 0, bytes: 0, largest: null }, limits)).toMatch(/no files/);
    expect(limitProblem({ files: 11, bytes: 100, largest: file(10) }, limits)).toMatch(/more than 10 files/);
    expect(limitProblem({ files: 2, bytes: 1200, largest: file(1200) }, limits)).toMatch(/^production\/case\.stl is 1 kB, more than the 1000 bytes/);
    expect(limitProblem({ files: 9, bytes: 6000, largest: file(900) }, limits)).toMatch(/come to 6 kB, more than the 5 kB/);
  });
});
