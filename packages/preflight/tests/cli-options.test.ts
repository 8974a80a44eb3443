/**
 * The numbers and folders the commands take: a timeout Node's timers hold, jobs capped by cores and memory, an
 * --out that is a file, a device, a link to nothing or too long a name refused with one sentence, nothing written.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { jobsFor, MAX_TIMEOUT_SECONDS, timeoutSecondsOf } from "../cli/cli-options.ts";
import { outFolderProblem, writeAllOrNothing } from "../cli/write-all.ts";

const temp = mkdtempSync(join(tmpdir(), "cli-options-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const GiB = 1024 ** 3;

describe("--timeout", () => {
  it("takes seconds a Node timer holds and refuses the rest with one sentence", () => {
    expect(timeoutSecondsOf("60")).toBe(60);
    expect(timeoutSecondsOf(String(MAX_TIMEOUT_SECONDS))).toBe(MAX_TIMEOUT_SECONDS);
    expect(MAX_TIMEOUT_SECONDS * 1000).toBeLessThanOrEqual(2 ** 31 - 1);
    for (const bad of ["3000000000", "3e9", "Infinity", "0", "-5", "NaN", "", "soon"]) {
      expect(timeoutSecondsOf(bad)).toBe(
        `--timeout takes a number of seconds above 0 and at most ${MAX_TIMEOUT_SECONDS} (24 days, the longest a timer holds), not "${bad}".`,
      );
    }
  });
});

describe("--jobs", () => {
  it("is capped by the cores and by the memory, and says so", () => {
    expect(jobsFor(64, 100, { cores: 2, memory: 8 * GiB })).toEqual({
      jobs: 2,
      note: "--jobs 64 is more than this machine can run at once (2 cores, 8.0 GiB of memory at 1 GiB a check): running 2 at a time.",
    });
    expect(jobsFor(16, 100, { cores: 32, memory: 4 * GiB }).jobs).toBe(4);
    expect(jobsFor(undefined, 100, { cores: 8, memory: 2 * GiB })).toEqual({ jobs: 2, note: null });
    expect(jobsFor(2, 1, { cores: 8, memory: 64 * GiB })).toEqual({ jobs: 1, note: null });
    expect(jobsFor(undefined, 5, { cores: 4, memory: 0.5 * GiB }).jobs).toBe(1);
  });
});

describe("--out", () => {
  const refuse = (message: string) => new Error(message);
  const attempt = (out: string, files = [{ path: "a/b.txt", contents: "x" }]) => {
    try {
      writeAllOrNothing(out, files, refuse);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("refuses a file, a device and a link to nothing, with one sentence each", () => {
    const file = join(temp, "a-file");
    writeFileSync(file, "x");
    expect(attempt(file)).toBe(`${file} is a file, not a folder; give --out a new or empty folder.`);
    expect(attempt("/dev/null")).toBe("/dev/null is a device or other special file, not a folder; give --out a new or empty folder.");
    const dangling = join(temp, "dangling");
    symlinkSync(join(temp, "nowhere"), dangling);
    expect(attempt(dangling)).toBe(`${dangling} is a link to something that does not exist; give --out a new or empty folder.`);
    expect(existsSync(join(temp, "nowhere"))).toBe(false);
  });

  it("refuses a name too long for the file system, for --out and for a file under it, before writing anything", () => {
    const long = join(temp, "x".repeat(300));
    expect(outFolderProblem(long)).toMatch(/^The name .* is too long for the file system \(255 bytes a name\): choose a shorter --out\.$/);
    const out = join(temp, "fine");
    expect(attempt(out, [{ path: `${"p".repeat(250)}-bottom.stl`, contents: "x" }])).toMatch(
      /is too long for the file system \(255 bytes a name\): choose a shorter --out or pad name\.$/,
    );
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(temp).filter((name) => name.startsWith(".fine-"))).toEqual([]);
  });

  it("turns a file-system error while writing into one sentence and leaves nothing behind", () => {
    const parent = join(temp, "blocked");
    mkdirSync(parent);
    writeFileSync(join(parent, "in-the-way"), "x");
    // A file where a folder of the path must be: Node's own text would be "ENOTDIR: not a directory, mkdir …".
    const message = attempt(join(parent, "in-the-way", "out"));
    expect(message).toBe(
      `${join(parent, "in-the-way", "out")} cannot be a folder: part of the path is a file, not a folder; give --out a new or empty folder.`,
    );
  });
});
