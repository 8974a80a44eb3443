/**
 * One project from disk through the engine: reads a folder or a file with `readInput` and runs `runPreflight`
 * on it. The single command (main.ts) and each batch worker (batch-worker.ts) check a project with this, so a
 * pad reads the same whether it is checked alone, in a batch or by the GitHub Action.
 */
import { runPreflight } from "../src/index.ts";
import type { Report } from "../src/types.ts";
import { readInput, type ReadInput } from "./read-input.ts";

export interface CheckedPath {
  report: Report;
  /** Set when the path itself could not be opened (it does not exist, it is neither a file nor a folder). */
  readError?: string;
  /** Files read from the path, and their bytes. */
  files: number;
  bytes: number;
}

/** Checks `target`; `input` is the name the report gives it (the path as typed, or a pad's folder). */
export async function checkPath(target: string, input: string = target): Promise<CheckedPath> {
  let read: ReadInput;
  let readError: string | undefined;
  try {
    read = readInput(target);
  } catch (error) {
    readError = error instanceof Error ? error.message : String(error);
    read = { files: [], notes: [readError] };
  }
  const report = await runPreflight(read.files, { input, notes: read.notes });
  if (read.files.length === 0 && read.notes.length > 0 && !report.unreadable) {
    // Nothing of the path could be opened: that is the one message, not "not a Hackpad project".
    report.unreadable = read.notes[0];
    delete report.notProject;
    delete report.advice;
  }
  const bytes = read.files.reduce((sum, file) => sum + (file.size ?? file.bytes.length), 0);
  return { report, ...(readError === undefined ? {} : { readError }), files: read.files.length, bytes };
}
