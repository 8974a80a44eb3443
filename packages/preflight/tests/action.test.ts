import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { annotations, padsOf } from "../cli/action.ts";
import type { BatchRow } from "../cli/batch.ts";
import { validProject } from "./support/fixtures.ts";
import { writeProject, writeText } from "./support/batch.ts";

const script = fileURLToPath(new URL("../cli/action-main.ts", import.meta.url));
const run = promisify(execFile);
/** tsx's loader by its full address: the script runs from the checkout, where no node_modules lies. */
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const temp = mkdtempSync(join(tmpdir(), "preflight-action-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A checkout of the submissions repository: a README at the root, one passing pad and one failing pad. */
const repository = join(temp, "hackpad");
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.test", ...args], { cwd: repository, encoding: "utf8" }).trim();
let base = "";
let head = "";

beforeAll(() => {
  writeText(join(repository, "README.md"), "# Hackpad\n");
  writeProject(join(repository, "hackpads/minipad"), validProject());
  git("init", "--quiet");
  git("add", "-A");
  git("commit", "--quiet", "-m", "base");
  base = git("rev-parse", "HEAD");
  writeProject(join(repository, "hackpads/widepad"), validProject({ boardWidth: 130 }));
  writeText(join(repository, "website/index.md"), "a page\n");
  writeText(join(repository, "hackpads/photos/pad.png"), "not a pad");
  git("add", "-A");
  git("commit", "--quiet", "-m", "a pull request adding widepad");
  head = git("rev-parse", "HEAD");
});

interface ActionRun {
  code: number;
  stdout: string;
  summary: string;
}

/** Runs the Action's script as the runner does: in the checkout, with GitHub's variables and the action's inputs. */
async function action(event: object | null, inputs: Record<string, string> = {}): Promise<ActionRun> {
  const dir = mkdtempSync(join(temp, "run-"));
  const summary = join(dir, "step-summary.md");
  writeFileSync(summary, "");
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? dir,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_EVENT_NAME: "pull_request",
    ...inputs,
  };
  if (event) {
    env.GITHUB_EVENT_PATH = join(dir, "event.json");
    writeFileSync(env.GITHUB_EVENT_PATH, JSON.stringify(event));
  }
  let code = 0;
  let stdout = "";
  try {
    ({ stdout } = await run(process.execPath, ["--import", tsx, script], { cwd: repository, env }));
  } catch (error) {
    ({ code, stdout } = error as { code: number; stdout: string });
  }
  return { code, stdout, summary: readFileSync(summary, "utf8") };
}

describe("the GitHub Action's script", () => {
  it("passes a pull request whose pad passes, with the table and the pad's report in the job summary", async () => {
    const result = await action(
      {},
      { PREFLIGHT_CHANGED_FILES: "hackpads/minipad/README.md\nhackpads/minipad/pcb/minipad.kicad_pcb\nREADME.md\nhackpads/gone/README.md\n" },
    );
    expect(result.code).toBe(0);
    expect(result.summary).toMatch(/^## Hackpad preflight: 2 pad folders this pull request changes$/m);
    expect(result.summary).toMatch(/^\| hackpads\/minipad \| ✓ pass \| — \| — \| 80 × 50 mm \| 5 \|/m);
    expect(result.summary).toContain("### Hackpad preflight: hackpads/minipad");
    expect(result.summary).not.toContain("widepad");
    expect(result.summary).toContain("Not checked:\n\n- hackpads/gone: removed by this pull request");
    expect(result.stdout).toContain("Preflight of hackpads/minipad");
    expect(result.stdout).not.toContain("::error");
  });

  it("lists the pads it checked for the fixed-copies step when asked to", async () => {
    const pads = join(mkdtempSync(join(tmpdir(), "pads-")), "pads.txt");
    const result = await action({}, { PREFLIGHT_CHANGED_FILES: "hackpads/minipad/README.md\nhackpads/gone/README.md\n", PREFLIGHT_PADS_FILE: pads });
    expect(result.code).toBe(0);
    expect(readFileSync(pads, "utf8")).toBe("hackpads/minipad\n");
  });

  it("fails a pull request whose pad fails a rule, found from the event's base and head commits with git diff", async () => {
    const result = await action({ pull_request: { base: { sha: base }, head: { sha: head } } });
    expect(result.code).toBe(1);
    expect(result.summary).toMatch(/^\| hackpads\/widepad \| ✗ fail \| pcb-size \| [^|]+ \| 130 × 50 mm \|/m);
    expect(result.summary).not.toContain("hackpads/minipad");
    expect(result.summary).toContain("### Hackpad preflight: hackpads/widepad");
    expect(result.stdout).toMatch(/^::error title=Hackpad preflight%3A hackpads\/widepad::pcb-size: /m);
    // A pad folder holding nothing of a pad is not a submission that passes.
    expect(result.summary).toContain("- hackpads/photos: no README, KiCad file, gerbers, UF2 or production/pcb/CAD/firmware folder in it");
    expect(result.stdout).toMatch(/^::error title=Hackpad preflight%3A hackpads\/photos::Nothing to check: /m);
  });

  it("passes a pull request that touches no pad, saying there was nothing to check", async () => {
    const result = await action({}, { PREFLIGHT_CHANGED_FILES: "README.md\nwebsite/index.md\nhackpads/.gitignore" });
    expect(result.code).toBe(0);
    expect(result.summary).toBe("## Hackpad preflight\n\nThis pull request changes no pad folder under hackpads/: nothing to check.\n");
  });

  it("exits 2 when it cannot tell what changed (no changed files, an event with no commits)", async () => {
    const result = await action({ action: "opened" }, { GITHUB_EVENT_NAME: "workflow_dispatch" });
    expect(result.code).toBe(2);
    expect(result.summary).toContain("The workflow_dispatch event names no two commits to compare");
    expect(result.stdout).toMatch(/^::error title=Hackpad preflight::/m);
    const unknown = await action({ pull_request: { base: { sha: "a".repeat(40) }, head: { sha: head } } });
    expect(unknown.code).toBe(2);
    expect(unknown.summary).toMatch(/git cannot compare a{40} with [0-9a-f]{40} \(check out with fetch-depth: 0\)/);
  });
});

describe("pad folders and annotations", () => {
  it("keeps the pad folders the changed files lie in, once each", () => {
    const files = [
      "hackpads/b pad/README.md",
      "hackpads/a/pcb/a.kicad_pcb",
      "hackpads/a/BOM.md",
      "./hackpads/c/x.stl",
      "hackpads/.gitignore",
      "other/hackpads/d/x",
      "README.md",
    ];
    expect(padsOf(files, "hackpads/")).toEqual(["hackpads/a", "hackpads/b pad", "hackpads/c"]);
  });

  it("escapes what GitHub's workflow commands would read as syntax", () => {
    const row = { pad: "hackpads/50%: a, b", verdict: "timeout", failing: [], note: "Did not finish\nin 60 s." } as unknown as BatchRow;
    expect(annotations([row])).toEqual(["::error title=Hackpad preflight%3A hackpads/50%25%3A a%2C b::Did not finish%0Ain 60 s."]);
  });
});

describe("action.yml", () => {
  it("is a composite action that unpacks the package and runs its hackpad-preflight-action script with node, its inputs as the script's variables", () => {
    const root = fileURLToPath(new URL("../../../", import.meta.url));
    const manifest = parse(readFileSync(join(root, "action.yml"), "utf8")) as {
      inputs: Record<string, { default?: string }>;
      runs: { using: string; steps: { run?: string; env?: Record<string, string>; uses?: string; if?: string; with?: Record<string, string> }[] };
    };
    const pkg = JSON.parse(readFileSync(join(root, "packages/preflight/package.json"), "utf8")) as { bin: Record<string, string> };
    expect(manifest.runs.using).toBe("composite");
    expect(pkg.bin["hackpad-preflight-action"]).toBe("dist/action.js");
    const check = manifest.runs.steps.find((step) => step.run?.includes("dist/action.js"));
    expect(check?.run).toMatch(/tar -xzf "\$tarball" -C "\$engine"\n\s*node "\$engine\/package\/dist\/action\.js"/);
    // An expression as GitHub writes it: a dollar sign, then the input in double braces.
    const input = (name: string) => `$${"{{"} inputs.${name} }}`;
    expect(check?.env).toEqual({
      PREFLIGHT_FOLDER: input("folder"),
      PREFLIGHT_CHANGED_FILES: input("changed-files"),
      PREFLIGHT_TIMEOUT: input("timeout"),
      PREFLIGHT_PADS_FILE: `$${"{{"} runner.temp }}/hackpad-pads.txt`,
    });
    // The fixed copies are opt-in: made and uploaded only when the fix input is "true", even after a failing check.
    expect(manifest.inputs.fix?.default).toBe("false");
    const fixSteps = manifest.runs.steps.filter((step) => step.if?.includes("inputs.fix == 'true'"));
    expect(fixSteps.map((step) => step.run?.includes("packages/fix/cli/main.ts") ?? step.uses)).toEqual([true, "actions/upload-artifact@v4"]);
    expect(fixSteps.every((step) => step.if?.startsWith("$" + "{{ always() &&"))).toBe(true);
    expect(manifest.inputs.folder?.default).toBe("hackpads");
    expect(manifest.inputs.timeout?.default).toBe("60");
  });
});
