/**
 * `original` and `tolerance` cannot be judged from files: they are skipped with one line on how to check.
 * `drc` counts a KiCad DRC report's errors when one is in the folder, and is skipped otherwise.
 */
import { dimensions } from "@hackpad/programme/dimensions";
import type { Analysis } from "../analyse.ts";
import { drcEntries, groupViolations } from "../parsers/drc-report.ts";
import type { RuleResult } from "../types.ts";
import { ruleResult } from "./result.ts";
import { plural } from "../report/words.ts";

export function originalRule(): RuleResult {
  return ruleResult(
    "original",
    "skip",
    "A program cannot judge originality: compare your pad with the guide's example and make sure it is your own design.",
    [],
    {
      fix: "Change the layout, the case and the features so the pad is clearly yours.",
    },
  );
}

export function toleranceRule(): RuleResult {
  return ruleResult("tolerance", "skip", `Check in your CAD that parts which fit together leave a ${dimensions.printedPartGapMm} mm gap.`, [], {
    fix: `Measure the gap between mating faces in your CAD program; make it ${dimensions.printedPartGapMm} mm.`,
  });
}

export function drcRule(analysis: Analysis): RuleResult {
  const unreadable = analysis.unreadable.filter((entry) => entry.area === "drc");
  const reports = analysis.drcReports;
  if (reports.length === 0) {
    return ruleResult(
      "drc",
      "skip",
      unreadable[0]?.message ?? "No DRC report in the folder: run Inspect › Design Rules Checker in KiCad and fix every error.",
      unreadable.map((entry) => entry.path),
      {
        fix: "Run the DRC in KiCad's PCB editor; save its report next to the board to have it counted here.",
      },
    );
  }
  const details: string[] = [];
  let errors = 0;
  let warnings = 0;
  for (const { path, report } of reports) {
    const errorEntries = drcEntries(report, "error");
    errors += errorEntries.length;
    warnings += drcEntries(report, "warning").length;
    for (const group of groupViolations(errorEntries)) details.push(`${path}: ${group.count} × ${group.description || group.type} (${group.type}).`);
  }
  const files = reports.map((entry) => entry.path);
  if (errors > 0) {
    return ruleResult("drc", "fail", `The DRC report lists ${plural(errors, "error")} (and ${plural(warnings, "warning")}).`, files, {
      fix: "Fix every error KiCad's DRC lists, run it again, and save the new report.",
      details,
    });
  }
  return ruleResult("drc", "pass", `The DRC report lists no errors (${plural(warnings, "warning")}).`, files);
}
