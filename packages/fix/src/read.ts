/**
 * The one place the fix step reads a project: the preflight's own read stage and check (its model and report), so
 * the fix never reads files the check did not. Everything else in this package takes what this returns.
 */
import { checkProject, readProject } from "@hackpad/preflight";
import type { Analysis } from "@hackpad/preflight";
import type { InputFile, Report } from "@hackpad/preflight";

export interface ReadProject {
  report: Report;
  analysis: Analysis;
}

export async function readForFix(files: InputFile[], input: string, notes: readonly string[] = [], signal?: AbortSignal): Promise<ReadProject> {
  const options = { input, notes: [...notes], signal };
  const analysis = await readProject(files, options);
  return { report: checkProject(analysis, options), analysis };
}
