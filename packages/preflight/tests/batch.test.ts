import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runCli } from "./support/run-cli.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchJsonLines, batchMarkdown, findProjects, runBatch, type BatchRow } from "../cli/batch.ts";
import { validProject } from "./support/fixtures.ts";
import { writeProject, writeText } from "./support/batch.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const testWorker = fileURLToPath(new URL("./support/batch-test-worker.ts", import.meta.url));
const temp = mkdtempSync(join(tmpdir(), "preflight-batch-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const cli = (...args: string[]) => runCli("packages/preflight/cli/main.ts", ...args);

describe("which folders are projects", () => {
  const tree = join(temp, "tree");
  beforeAll(() => {
    writeText(join(tree, "kicad-only/board.kicad_pcb"), "(kicad_pcb)");
    writeText(join(tree, "Production-first/PRODUCTION/gerbers.zip"), "");
    writeText(join(tree, "readme-only/README.md"), "# A pad that has only begun\n");
    writeText(join(tree, "cohort/alpha/pcb/alpha.kicad_pro"), "{}");
    writeText(join(tree, "cohort/beta/README.md"), "# beta\n");
    writeText(join(tree, "cohort/photos/one.png"), "png");
    writeText(join(tree, "notes/ideas.txt"), "no project here");
    writeText(join(tree, "nested/README.md"), "# nested\n");
    writeText(join(tree, "nested/My Pad v2/production/gerbers.zip"), "");
    writeText(join(tree, ".github/workflows/ci.yml"), "on: push");
    writeText(join(tree, "loose.md"), "a file, not a folder");
    symlinkSync(join(tree, "kicad-only"), join(tree, "link-to-pad"));
  });

  it("finds one folder per pad, a container of pads one level down, a pad nested one level and a pad with only its README; names what it skips and why", () => {
    const { projects, skipped } = findProjects(tree);
    expect(projects.map((project) => project.pad)).toEqual(["Production-first", "cohort/alpha", "cohort/beta", "kicad-only", "nested", "readme-only"]);
    expect(projects[1]?.path).toBe(join(tree, "cohort/alpha"));
    expect(skipped).toEqual([
      { pad: "link-to-pad", reason: "a link; links are not followed" },
      { pad: "cohort/photos", reason: expect.stringMatching(/^no README, KiCad file/) },
      { pad: "notes", reason: expect.stringMatching(/^no README, KiCad file/) },
    ]);
  });

  it("reads hackpads/ when given a repository's root, and checks a pad folder given alone as the one project", () => {
    const repository = join(temp, "repository");
    writeText(join(repository, "README.md"), "# Hackpad\n");
    writeText(join(repository, "hackpads/orpheuspad/pcb/orpheuspad.kicad_pcb"), "(kicad_pcb)");
    writeText(join(repository, "hackpads/.gitignore"), "*.lck");
    expect(findProjects(repository).projects).toEqual([{ pad: "hackpads/orpheuspad", path: join(repository, "hackpads/orpheuspad") }]);
    const alone = findProjects(join(repository, "hackpads/orpheuspad"));
    expect(alone.projects).toEqual([{ pad: "orpheuspad", path: join(repository, "hackpads/orpheuspad") }]);
    expect(() => findProjects(join(temp, "nowhere"))).toThrow(/nowhere: no such folder/);
    // In the submissions folder a folder is a pad by where it is, even with no board and no README in it.
    writeText(join(repository, "hackpads/caseonly/case.stl"), "solid case\nendsolid case\n");
    writeText(join(repository, "hackpads/caseonly/main.py"), "print('hi')\n");
    expect(findProjects(repository).projects.map((project) => project.pad)).toEqual(["hackpads/caseonly", "hackpads/orpheuspad"]);
    expect(findProjects(join(repository, "hackpads")).projects.map((project) => project.pad)).toEqual(["caseonly", "orpheuspad"]);
    expect(() => findProjects(join(tree, "loose.md"))).toThrow(/is not a folder/);
  });

  it("fails a pad folder in hackpads/ that holds no board at all, instead of leaving it out of the table", async () => {
    const repository = join(temp, "no-board");
    writeText(join(repository, "hackpads/caseonly/case.stl"), "solid case\nendsolid case\n");
    const { projects, skipped } = findProjects(repository);
    expect(skipped).toEqual([]);
    const rows = await runBatch(projects, { jobs: 1 });
    expect(rows.map((row) => [row.pad, row.verdict])).toEqual([["hackpads/caseonly", "fail"]]);
    expect(batchMarkdown(rows, skipped, { folder: repository, seconds: 1, jobs: 1 })).toMatch(/^\| hackpads\/caseonly \| ✗ fail \| /m);
  });

  // Batch mode measures each case against its board in 3D as well: allanpad's check takes about 10 s of CPU time,
  // so a pad may take ten times that here (the command's own default is 60 s), and the whole batch 240 s.
  it("checks tests/fixtures as one batch: the two real pads keep their verdicts, the page and site fixtures are not pads", async () => {
    const { projects, skipped } = findProjects(join(root, "tests/fixtures"));
    expect(skipped.map((folder) => folder.pad)).toEqual(expect.arrayContaining(["projects", "quality"]));
    const rows = await runBatch(projects, { jobs: 2, fit: true, timeoutSeconds: 100 });
    expect(rows.filter((row) => row.pad.startsWith("real/")).map((row) => [row.pad, row.verdict])).toEqual([
      ["real/allanpad", "fail"],
      ["real/lazypad", "fail"],
    ]);
    // Each real case is measured against its board: both fail the fit (packages/fit/tests/real.test.ts says why).
    for (const row of rows.filter((entry) => entry.pad.startsWith("real/"))) expect(row.failing).toContain("case-fit");
  }, 240_000);
});

describe("a batch whose checks hang and crash", () => {
  const pads = join(temp, "hackpads");
  let rows: BatchRow[] = [];
  const seen: string[] = [];
  beforeAll(async () => {
    writeProject(join(pads, "minipad"), validProject());
    writeProject(join(pads, "widepad"), validProject({ boardWidth: 130 }));
    writeProject(join(pads, "hang"), validProject());
    writeProject(join(pads, "crash"), validProject());
    rows = await runBatch(findProjects(pads).projects, {
      jobs: 2,
      timeoutSeconds: 3,
      worker: testWorker,
      onRow: (row, done, total) => seen.push(`${done}/${total} ${row.pad}`),
    });
  });

  it("turns a hang past the time limit and a crashed process into rows, and still checks every other pad", () => {
    expect(rows.map((row) => [row.pad, row.verdict])).toEqual([
      ["crash", "crash"],
      ["hang", "timeout"],
      ["minipad", "pass"],
      ["widepad", "fail"],
    ]);
    expect(rows[0]?.note).toMatch(/The check's process exited with code 1 before it answered: RangeError: the STL parser ran off the end of its buffer\./);
    expect(rows[1]?.note).toBe("The check did not finish within 3 s and was stopped.");
    expect(rows[1]?.seconds).toBeGreaterThanOrEqual(2.9);
    expect(rows[3]).toMatchObject({ failing: ["pcb-size"], board: { width: 130, height: 50 }, inputs: 5 });
    expect(rows[2]?.report?.verdict).toBe("pass");
    expect(seen).toHaveLength(4);
    expect(seen.map((line) => line.split(" ")[0])).toEqual(["1/4", "2/4", "3/4", "4/4"]);
  });

  it("writes the Markdown table: pad, verdict, failing rules, warnings, board, inputs, time; the totals; what was not checked", () => {
    const markdown = batchMarkdown(rows, [{ pad: "notes", reason: "no README" }], { folder: "hackpads", seconds: 4, jobs: 2 });
    const lines = markdown.split("\n");
    expect(lines[0]).toBe("## Hackpad preflight: hackpads");
    expect(lines).toContain("| Pad | Verdict | Failing rules | Warnings | Board | Inputs | Time |");
    expect(lines.find((line) => line.startsWith("| widepad |"))).toMatch(/^\| widepad \| ✗ fail \| pcb-size \| — \| 130 × 50 mm \| 5 \| \d+\.\d s \|$/);
    expect(lines.find((line) => line.startsWith("| minipad |"))).toMatch(/^\| minipad \| ✓ pass \| — \| — \| 80 × 50 mm \| 5 \|/);
    expect(lines.find((line) => line.startsWith("| hang |"))).toMatch(
      /^\| hang \| ✗ timed out \| The check did not finish within 3 s and was stopped\. \| — \| — \| — \|/,
    );
    expect(markdown).toContain("4 projects in 4.0 s, 2 at a time (1.00 projects/s): 1 pass, 1 fail, 1 timed out, 1 crashed.");
    const warned = batchMarkdown([{ ...(rows[2] as BatchRow), pad: "warnpad", verdict: "warn", warnings: ["bom", "firmware"] }], [], {
      folder: "hackpads",
      seconds: 1,
      jobs: 1,
    });
    expect(warned).toMatch(/^\| warnpad \| ⚠ warn \| — \| bom, firmware \| 80 × 50 mm \|/m);
    expect(markdown).toContain("Not checked:\n\n- notes: no README");
  });

  it("writes JSON Lines: one object per project with its full report, then the folders not checked", () => {
    const lines = batchJsonLines(rows, [{ pad: "notes", reason: "no README" }])
      .trimEnd()
      .split("\n");
    expect(lines).toHaveLength(5);
    const objects = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(objects[3]).toMatchObject({
      pad: "widepad",
      verdict: "fail",
      failing: ["pcb-size"],
      board: { width: 130, height: 50 },
      report: { verdict: "fail" },
    });
    expect(objects[1]).toMatchObject({ pad: "hang", verdict: "timeout" });
    expect(objects[1]).not.toHaveProperty("report");
    expect(objects[4]).toEqual({ pad: "notes", verdict: "skipped", note: "no README" });
  });
});

describe("npm run preflight -- --batch", () => {
  const pads = join(temp, "cli", "hackpads");
  beforeAll(() => {
    writeProject(join(pads, "minipad"), validProject());
    writeProject(join(pads, "widepad"), validProject({ boardWidth: 130 }));
    mkdirSync(join(temp, "cli", "empty", "notes"), { recursive: true });
  });

  it("prints the Markdown table and exits 1 when a pad fails; --json --out writes JSON Lines to a file", async () => {
    const markdown = await cli("--batch", pads);
    expect(markdown.code).toBe(1);
    expect(markdown.stdout).toMatch(/^\| widepad \| ✗ fail \| pcb-size \|/m);
    expect(markdown.stderr).toMatch(/^\[\d\/2\] widepad: ✗ fail \(\d+\.\d s\)$/m);
    const out = join(temp, "cli", "batch.jsonl");
    const json = await cli("--batch", pads, "--json", "--out", out, "--jobs", "1", "--timeout", "30");
    expect(json.code).toBe(1);
    expect(json.stdout).toBe("");
    expect(json.stderr).toMatch(/2 projects in .* 1 at a time .*: 1 pass, 1 fail\. Written to /);
    const objects = readFileSync(out, "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as { pad: string; verdict: string });
    expect(objects.map((object) => [object.pad, object.verdict])).toEqual([
      ["minipad", "pass"],
      ["widepad", "fail"],
    ]);
  });

  it("exits 0 when every pad passes, and 2 when the folder is missing or holds no pad", async () => {
    rmSync(join(pads, "widepad"), { recursive: true });
    expect((await cli("--batch", pads)).code).toBe(0);
    const missing = await cli("--batch", join(temp, "nowhere"));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/nowhere: no such folder/);
    const empty = await cli("--batch", join(temp, "cli", "empty"));
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/no project folder in it/);
  });
});
