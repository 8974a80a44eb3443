/**
 * `npm run fix -- <folder|file.zip> --out <new folder>`: writes a corrected copy of a submission (packages/fix)
 * into a new folder, all or nothing, and prints what changed and why, rule by rule, with each rule's status
 * before and after. The input is only read.
 * Exit code: 0 when every mechanical rule (structure, case, firmware, firmware-pins, bom) passes on the copy, 1
 * when something is still to do, 2 when the input cannot be read or the arguments are wrong.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadOcctNode } from "@hackpad/convert/node";
import { commandArgs, outFolderProblem, writeAllOrNothing } from "@hackpad/preflight/node";
import { readInput } from "@hackpad/preflight/node";
import { statusMarks } from "@hackpad/preflight/report";
import { fixSubmission, onBoard, type FixResult } from "../src/index.ts";
import { drawBoardSvgs } from "../src/draw-board.ts";

export const usage = "Usage: npm run fix -- <folder|file.zip> --out <new folder>";

const loadManifold = async () => {
  const module = await import("manifold-3d");
  const wasm = await module.default();
  wasm.setup();
  return wasm;
};

/** Reads `target` and fixes it; throws an Error with one sentence when the input cannot be read. */
export async function fixPath(target: string): Promise<FixResult> {
  const input = readInput(target);
  return fixSubmission({ files: input.files, input: target, notes: input.notes, loadOcct: loadOcctNode, loadManifold, drawBoard: drawBoardSvgs });
}

/** The change list and the before → after table, as the command prints them. */
export function describeFix(result: FixResult): string {
  const out: string[] = [];
  const rules = [...new Set(result.changes.map((change) => change.rule))];
  out.push(result.changes.length === 0 ? "Nothing needed changing." : `${result.changes.length} changes:`);
  for (const rule of rules) {
    out.push(`  ${rule}`);
    for (const change of result.changes.filter((entry) => entry.rule === rule)) {
      out.push(`    • ${change.why}${change.generated ? " (generated)" : ""}`);
      for (const line of change.lines ?? []) out.push(`        line ${line.line}: ${line.before.trim()}  →  ${line.after.trim()}`);
    }
  }
  out.push("", "Rule            Before → After");
  for (const rule of result.rules) {
    const mark = (status: keyof typeof statusMarks) => `${statusMarks[status]} ${status}`;
    out.push(`  ${rule.id.padEnd(15)} ${mark(rule.before)} → ${mark(rule.after)}`);
  }
  if (result.stillToDo.length > 0) {
    out.push("", "Still to do (only you can):");
    for (const entry of result.stillToDo) out.push(`  • ${entry.rule}: ${entry.text}${onBoard(entry)} (read ${entry.docs})`);
  }
  return out.join("\n");
}

export async function main(argv: string[]): Promise<number> {
  const parsed = commandArgs({ args: argv, allowPositionals: true, options: { out: { type: "string" } } }, usage);
  if (typeof parsed === "number") return parsed;
  const { values, positionals } = parsed;
  const target = positionals[0];
  if (!target || positionals.length > 1 || !values.out) {
    console.error(usage);
    return 2;
  }
  const out = values.out;
  const inside = resolve(out).startsWith(`${resolve(target)}/`) || resolve(out) === resolve(target);
  if (inside) {
    console.error(`--out ${out} lies inside ${target}: give a folder outside the input, which is never changed.`);
    return 2;
  }
  const problem = outFolderProblem(out);
  if (problem) {
    console.error(problem);
    return 2;
  }
  let result: FixResult;
  try {
    result = await fixPath(target);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  if (result.before.unreadable) {
    console.error(result.before.unreadable);
    return 2;
  }
  const written = writeAllOrNothing(
    out,
    result.files.map((file) => ({ path: file.path, contents: file.bytes })),
    (message) => new Error(message),
  );
  console.log(describeFix(result));
  console.log(`\nWrote ${written.length} files to ${out}.`);
  return result.mechanicalPass ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = await main(process.argv.slice(2));
