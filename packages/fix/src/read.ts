/**
 * The one place the fix step reads a project: today through the preflight's own check (its analysis and report),
 * so the fix never reads files the check did not. Everything else in this package takes what this returns.
 */
import { checkWithAnalysis } from "../../preflight/src/index.ts";
import type { Analysis } from "../../preflight/src/analyse.ts";
import type { InputFile, Report } from "../../preflight/src/types.ts";

export interface ReadProject {
  report: Report;
  analysis: Analysis;
}

export async function readForFix(files: InputFile[], input: string, notes: readonly string[] = [], signal?: AbortSignal): Promise<ReadProject> {
  return checkWithAnalysis(files, { input, notes: [...notes], signal });
}
