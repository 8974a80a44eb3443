/**
 * Batch mode's `--fix <folder>`: a fixed copy of every pad the batch checked, each in `<folder>/<pad>`, made by
 * the fix command in a process of its own (so a pad that hangs or crashes stops only its copy, after `seconds`).
 * Each copy is written all or nothing by the command itself.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runStoppable } from "@hackpad/preflight/node";

export interface FixedPad {
  pad: string;
  /** The fixed copy's folder, or null when none was written. */
  out: string | null;
  /** What the fix command said: every mechanical rule passes, something is still to do, or why there is no copy. */
  outcome: "pass" | "still-to-do" | "no-copy";
  note: string;
}

const command = () => fileURLToPath(new URL(`./main${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url));

/** One fixed copy per pad, one pad after another; never throws for a pad, each outcome is a row. */
export async function fixPads(pads: readonly { pad: string; path: string }[], folder: string, seconds: number): Promise<FixedPad[]> {
  // The packed preflight command (the Action's) carries the check only; the fixer runs from a checkout.
  if (!existsSync(command()))
    throw new Error("--fix runs the fix command from a checkout of this repository (npm run preflight -- --batch <folder> --fix <folder>).");
  const rows: FixedPad[] = [];
  for (const { pad, path } of pads) {
    const out = join(resolve(folder), ...pad.split("/"));
    const { code, stderr, timedOut } = await runStoppable(command(), [path, "--out", out], seconds, "quiet");
    if (timedOut) rows.push({ pad, out: null, outcome: "no-copy", note: `stopped after ${seconds} s; no copy written` });
    else if (code === 0) rows.push({ pad, out, outcome: "pass", note: "every mechanical rule passes" });
    else if (code === 1) rows.push({ pad, out, outcome: "still-to-do", note: "something only the participant can do is left" });
    else rows.push({ pad, out: null, outcome: "no-copy", note: stderr.trim().split("\n").at(-1) ?? `the fix command exited with ${code}` });
  }
  return rows;
}
