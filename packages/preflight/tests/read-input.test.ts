/**
 * The CLI's folder reader on hostile folders (issue 21 §2): links to itself, loops, links out of the folder,
 * dangling links and paths longer than the system allows. It ends, never reads outside, skips bad entries with a
 * note, and the CLI still prints its JSON report with the documented exit code.
 */
import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { readInput } from "../cli/read-input.ts";
import { validProject } from "./support/fixtures.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const temp = mkdtempSync(join(tmpdir(), "preflight-links-"));
// rm copes with paths longer than PATH_MAX (it walks relative to each folder); Node's rmSync does not.
afterAll(() => execFileSync("rm", ["-rf", temp]));

function project(name: string): string {
  for (const file of validProject()) {
    mkdirSync(dirname(join(temp, name, file.path)), { recursive: true });
    writeFileSync(join(temp, name, file.path), file.bytes);
  }
  return join(temp, name, "minipad");
}

describe("readInput on a folder with links (issue 21 §2)", () => {
  it("ends on a folder holding only a -> . and b -> ., reading nothing twice", () => {
    const dir = join(temp, "self");
    mkdirSync(dir);
    symlinkSync(".", join(dir, "a"));
    symlinkSync(".", join(dir, "b"));
    writeFileSync(join(dir, "README.md"), "# pad\n");
    const { files, notes } = readInput(dir);
    expect(files.map((file) => file.path)).toEqual(["README.md"]);
    expect(notes).toEqual(['"a" leads to a folder already read (a link); it was read once.', '"b" leads to a folder already read (a link); it was read once.']);
  });

  it("never follows a link out of the folder, to a folder or to a file", () => {
    const pad = project("outside");
    symlinkSync("/etc", join(pad, "etc"));
    symlinkSync("/etc/passwd", join(pad, "notes.md"));
    const { files, notes } = readInput(pad);
    expect(files.some((file) => file.path.startsWith("etc/") || file.path === "notes.md")).toBe(false);
    expect(notes).toEqual([
      '"etc" is a link to something outside the folder; it was not followed.',
      '"notes.md" is a link to something outside the folder; it was not followed.',
    ]);
  });

  it("follows a link that stays inside the folder", () => {
    const pad = project("inside");
    symlinkSync("pcb/minipad.kicad_pro", join(pad, "project.kicad_pro"));
    expect(readInput(pad).files.map((file) => file.path)).toContain("project.kicad_pro");
  });

  it("skips a link loop, a dangling link and a fifo with a note each, and reads the rest", () => {
    const pad = project("bad-entries");
    symlinkSync("loop", join(pad, "loop"));
    symlinkSync("nowhere", join(pad, "dangling.txt"));
    execFileSync("mkfifo", [join(pad, "pipe")]);
    const { files, notes } = readInput(pad);
    expect(files.length).toBe(validProject().length);
    expect(notes).toEqual([
      '"dangling.txt" was skipped: it is a link to something that does not exist.',
      '"loop" was skipped: it is a link that loops back on itself.',
      '"pipe" is not a regular file (a device, fifo or socket); it was skipped.',
    ]);
  });

  it("skips a path longer than the system allows with a note", () => {
    const pad = project("deep");
    // 20 folders of 240 letters: past Linux's 4,096-byte PATH_MAX, made one `cd` at a time.
    execFileSync("bash", [
      "-c",
      'cd "$1" && for i in $(seq 20); do n=$(printf "d%.0s" $(seq 240)); mkdir "$n" && cd "$n"; done && echo x > deep.txt',
      "bash",
      pad,
    ]);
    const { files, notes } = readInput(pad);
    expect(files.length).toBe(validProject().length);
    expect(notes.join("\n")).toMatch(/its path is longer than the system allows/);
  });

  it("the CLI prints its JSON report and exits 0 (a warning, no failure) on a folder with every kind of bad link", async () => {
    const pad = project("cli");
    for (const [target, name] of [
      [".", "a"],
      [".", "b"],
      ["loop", "loop"],
      ["/etc", "etc"],
      ["/etc/passwd", "notes.md"],
    ] as const)
      symlinkSync(target, join(pad, name));
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, ["--import", "tsx", join(root, "packages/preflight/cli/main.ts"), pad, "--json"], { cwd: root });
    const report = JSON.parse(stdout) as { verdict: string; rules: { id: string; details?: string[] }[] };
    // execFile rejects on a non-zero exit: getting here means exit 0; the skipped entries make the verdict a warning.
    expect(report.verdict).toBe("warn");
    expect(JSON.stringify(report)).toMatch(/"notes\.md\\" is a link to something outside the folder/);
    expect(stdout).not.toMatch(/root:x:0/);
  });
});
