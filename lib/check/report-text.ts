/**
 * Words and symbols for a preflight report, shared by the /check page and its Markdown copy, so the page and
 * the pull-request text say the same thing.
 */
import { macropadRules } from "../../content/programme/rules.ts";
import type { PreflightRuleId, Report, RuleStatus } from "../preflight/types.ts";

/** ✓ ⚠ ✗ –, the marks the CLI prints too. */
export { statusMarks as statusSymbol } from "../preflight/format-text.ts";

/** What each status means, for screen readers and the legend. */
export const statusLabel: Record<RuleStatus, string> = {
  pass: "Meets the rule",
  warn: "Warning",
  fail: "Problem",
  skip: "Not checked",
};

const structureTitle = "Folder layout and production files";

/** The rule's one-line title from content/programme/rules.ts (the folder layout has its own). */
export function ruleTitle(id: PreflightRuleId): string {
  if (id === "structure") return structureTitle;
  return macropadRules.find((rule) => rule.id === id)?.title ?? id;
}

export interface StatusCounts {
  pass: number;
  warn: number;
  fail: number;
  skip: number;
}

export function countStatuses(report: Report): StatusCounts {
  const counts: StatusCounts = { pass: 0, warn: 0, fail: 0, skip: 0 };
  for (const rule of report.rules) counts[rule.status] += 1;
  return counts;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 problems a reviewer would send back, 2 warnings", or "Nothing a reviewer would send back, no warnings". */
export function summaryLine(report: Report): string {
  const { fail, warn, skip } = countStatuses(report);
  const problems = fail === 0 ? "Nothing a reviewer would send back" : `${count(fail, "problem", "problems")} a reviewer would send back`;
  const warnings = warn === 0 ? "no warnings" : count(warn, "warning", "warnings");
  const checks = skip === 0 ? "" : `, ${count(skip, "rule", "rules")} to check yourself`;
  return `${problems}, ${warnings}${checks}`;
}

/** A size in mm as the report shows it: at most two decimals, no trailing zeros ("87", "50.7", "60.14"). */
export function mm(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** "106 × 69.7 × 13 mm" */
export function sizeText(size: readonly number[]): string {
  return `${size.map(mm).join(" × ")} mm`;
}

export function filesText(files: number): string {
  return count(files, "file", "files");
}
