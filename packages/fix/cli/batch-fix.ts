/**
 * Batch mode's `--fix <folder>`: a fixed copy of every pad the batch checked, each in `<folder>/<pad>`, made by
 * the fix command in a process of its own (so a pad that hangs or crashes stops only its copy, after `seconds`).
 * Each copy is written all or nothing by the command itself.
 */
import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export interface FixedPad {
  pad: string;
  /** The fixed copy's folder, or null when none was written. */
  out: string | null;
  /** What the fix command said: every mechanical rule passes, something is still to do, or why there is no copy. */
  outcome: "pass" | "still-to-do" | "no-copy";
  note: string;
}

const command = () => fileURLToPath(new URL(`./main${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url));

function fixOne(path: string, out: string, seconds: number): Promise<{ code: number | null; stderr: string; timedOut: boolean }> {
  const script = command();
  const child = fork(script, [path, "--out", out], {
    execArgv: script.endsWith(".ts") ? ["--import", import.meta.resolve("tsx")] : [],
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  return new Promise((done) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, seconds * 1000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      done({ code, stderr, timedOut });
    });
  });
}

/** One fixed copy per pad, one pad after another; never throws for a pad, each outcome is a row. */
export async function fixPads(pads: readonly { pad: string; path: string }[], folder: string, seconds: number): Promise<FixedPad[]> {
  // The packed preflight command (the Action's) carries the check only; the fixer runs from a checkout.
  if (!existsSync(command()))
    throw new Error("--fix runs the fix command from a checkout of this repository (npm run preflight -- --batch <folder> --fix <folder>).");
  const rows: FixedPad[] = [];
  for (const { pad, path } of pads) {
    const out = join(resolve(folder), ...pad.split("/"));
    const { code, stderr, timedOut } = await fixOne(path, out, seconds);
    if (timedOut) rows.push({ pad, out: null, outcome: "no-copy", note: `stopped after ${seconds} s; no copy written` });
    else if (code === 0) rows.push({ pad, out, outcome: "pass", note: "every mechanical rule passes" });
    else if (code === 1) rows.push({ pad, out, outcome: "still-to-do", note: "something only the participant can do is left" });
    else rows.push({ pad, out: null, outcome: "no-copy", note: stderr.trim().split("\n").at(-1) ?? `the fix command exited with ${code}` });
  }
  return rows;
}
