/**
 * What a pull request controls never reaches the Action's log as a workflow command, and the Action never runs
 * npm configuration or scripts from the pull request's checkout: the script runs with hostile pad folder names,
 * README titles and file names, and action.yml's last step runs in a checkout whose .npmrc and package.json try
 * to run code of their own.
 */
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { logSafe } from "../cli/workflow-log.ts";
import { writeProject, writeText } from "./support/batch.ts";
import { validProject } from "./support/fixtures.ts";

const run = promisify(execFile);
const script = fileURLToPath(new URL("../cli/action-main.ts", import.meta.url));
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const root = fileURLToPath(new URL("../../../", import.meta.url));
const temp = mkdtempSync(join(tmpdir(), "preflight-action-hostile-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Pad folder names that are workflow commands, one with a line break in it. */
const PADS = ["::warning title=pwned::from a folder name", "pad\n::error::from a line break", "  ::add-mask::indented"];

/** A line the Action itself may write as a command: stopping and resuming commands, and its own annotations. */
const OWN = /^::(?:stop-commands::hackpad-[0-9a-f]{32}|hackpad-[0-9a-f]{32}::|error title=Hackpad preflight(?:%3A [^:]*)?::.*)$/;

describe("the Action's log with a hostile pull request", () => {
  it("writes no line that starts with :: except its own commands", async () => {
    const repository = join(temp, "checkout");
    for (const [index, pad] of PADS.entries()) {
      const folder = join(repository, "hackpads", pad);
      writeProject(folder, validProject({ name: `p${index}` }));
      writeText(join(folder, "README.md"), `# ::error file=x::from a README title\n\n::notice::from a README line\n`);
      writeText(join(folder, "::set-output name=x::from a file name.md"), "text\n");
    }
    const summary = join(temp, "summary.md");
    writeFileSync(summary, "");
    const changed = PADS.map((pad) => `hackpads/${pad}/README.md`.replace(/\n/g, "\\n")).join("\n");
    const env = { PATH: process.env.PATH ?? "", HOME: temp, GITHUB_STEP_SUMMARY: summary, PREFLIGHT_CHANGED_FILES: changed };
    // PREFLIGHT_CHANGED_FILES is one path a line: the folder with a line break in its name comes through git in a real run.
    const result = await run(process.execPath, ["--import", tsx, script], { cwd: repository, env }).catch((error: { stdout: string; code: number }) => error);
    const lines = result.stdout.split("\n");
    const commands = lines.filter((line) => line.trimStart().startsWith("::"));
    for (const line of commands) expect(line).toMatch(OWN);
    const stop = lines.find((line) => line.startsWith("::stop-commands::"));
    expect(stop).toBeDefined();
    expect(lines).toContain(`::${stop?.slice("::stop-commands::".length)}::`);
    // The hostile text is still there for a reader, only no longer a command.
    expect(result.stdout).toContain("warning title=pwned");
    expect(result.stdout).toContain("from a README title");
  }, 120_000);

  it("breaks up :: at the start of every line, whatever ends the line before", () => {
    expect(logSafe("a\n::error::x\r::warning::y\u2028  ::notice::z\u0085::debug::w")).toBe("a\n: :error::x\n: :warning::y\n  : :notice::z\n: :debug::w");
  });
});

describe("action.yml's check step with a hostile checkout", () => {
  it("runs the packed engine with node from outside the checkout, never the checkout's .npmrc or scripts", async () => {
    const manifest = parse(readFileSync(join(root, "action.yml"), "utf8")) as { runs: { steps: { run?: string }[] } };
    const step = manifest.runs.steps.find((entry) => entry.run?.includes("dist/action.js"))?.run ?? "";
    expect(step).not.toMatch(/\bnpx\b|\bnpm\b/);
    // A stand-in for the packed engine: dist/action.js says it ran.
    const runnerTemp = join(temp, "runner");
    const pkg = join(runnerTemp, "pack", "package");
    mkdirSync(join(pkg, "dist"), { recursive: true });
    writeFileSync(
      join(pkg, "package.json"),
      JSON.stringify({ name: "@hackpad/preflight", version: "1.0.0", type: "module", bin: { "hackpad-preflight-action": "dist/action.js" } }),
    );
    writeFileSync(join(pkg, "dist", "action.js"), '#!/usr/bin/env node\nconsole.log("the engine ran");\n');
    mkdirSync(join(runnerTemp, "hackpad-preflight"), { recursive: true });
    execFileSync("tar", ["-czf", join(runnerTemp, "hackpad-preflight", "hackpad-preflight-1.0.0.tgz"), "-C", join(runnerTemp, "pack"), "package"]);
    // The pull request's checkout: an .npmrc and a package.json that would each run the PR's own code.
    const checkout = join(temp, "evil-checkout");
    const marker = join(temp, "evil-ran");
    mkdirSync(checkout, { recursive: true });
    writeFileSync(join(checkout, "evil.sh"), `#!/bin/sh\ntouch "${marker}"\nexec /bin/sh "$@"\n`, { mode: 0o755 });
    writeFileSync(join(checkout, "evil.cjs"), `require("node:fs").writeFileSync(${JSON.stringify(marker)}, "ran");\n`);
    writeFileSync(join(checkout, ".npmrc"), `script-shell=./evil.sh\nnode-options=--require ./evil.cjs\n`);
    writeFileSync(join(checkout, "package.json"), JSON.stringify({ name: "evil", scripts: { preinstall: "./evil.sh", prepare: "./evil.sh" } }));
    const env = { PATH: process.env.PATH ?? "", HOME: temp, RUNNER_TEMP: runnerTemp };
    const result = await run("bash", ["-e", "-c", step], { cwd: checkout, env });
    expect(result.stdout).toContain("the engine ran");
    expect(existsSync(marker)).toBe(false);
  });
});
