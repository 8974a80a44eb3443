/**
 * The fit check as a preflight rule, `case-fit`: one result for the project from the fit reports of its case
 * models (an assembled model with the board, the printed parts), each finding a detail line naming the part.
 */
import type { RuleResult } from "@hackpad/preflight";
import { ruleDocs } from "@hackpad/preflight";
import type { FitReport } from "./index.ts";

export interface FitSet {
  /** What was fitted: "CAD/case.step, as assembled" or "the printed parts (production/case/top.stl, …)". */
  label: string;
  files: string[];
  report: FitReport;
}

const result = (status: RuleResult["status"], message: string, files: string[], details: string[] = [], fix?: string): RuleResult => ({
  id: "case-fit",
  status,
  message,
  files: [...new Set(files)],
  docs: ruleDocs["case-fit"],
  ...(fix && status !== "pass" ? { fix } : {}),
  ...(details.length > 0 ? { details } : {}),
});

/** The rule when there was nothing to fit (no board, no case model, a board the case tools cannot read). */
export const caseFitSkipped = (why: string, files: string[] = []): RuleResult => result("skip", why, files);

export function caseFitRule(sets: readonly FitSet[]): RuleResult {
  if (sets.length === 0) return caseFitSkipped("The project has no case model to measure against the board.");
  const files = sets.flatMap((set) => set.files);
  const details: string[] = [];
  let problems = 0;
  let warnings = 0;
  for (const set of sets) {
    for (const placed of set.report.placements)
      details.push(`${set.label}: ${placed.part} placed as the ${placed.role}${placed.sure === "rough" ? " (roughly)" : ""} by ${placed.how}.`);
    for (const finding of set.report.findings) {
      details.push(`${set.label}: ${finding.severity === "problem" ? "✗" : "⚠"} ${finding.message}`);
      if (finding.severity === "problem") problems++;
      else warnings++;
    }
  }
  const measured = sets.map((set) => set.label).join("; ");
  // What was measured and met, after the findings: a reviewer sees what holds as well as what does not.
  details.push(...sets.flatMap((set) => set.report.passed.map((line) => `${set.label}: ✓ ${line}`)));
  if (problems > 0) {
    return result(
      "fail",
      `Measured against the board, the case has ${problems} problem${problems === 1 ? "" : "s"}${warnings ? ` and ${warnings} warning${warnings === 1 ? "" : "s"}` : ""} (${measured}).`,
      files,
      details,
      "Fix the case model where each problem says (each names the part and the millimetres), then export it again.",
    );
  }
  return result(
    warnings > 0 ? "warn" : "pass",
    warnings > 0
      ? `Measured against the board, the case fits, with ${warnings} warning${warnings === 1 ? "" : "s"} (${measured}).`
      : `Measured against the board, the case fits (${measured}).`,
    files,
    details,
    "Look at each warning: they name the part and what to check.",
  );
}
