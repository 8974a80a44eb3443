/**
 * The words and numbers of a preflight report, once: status marks and labels, rule titles, the summary line,
 * sizes and counts. The rules' messages, the CLI's text, the Markdown copy and the /check page all use these,
 * so a size or a count reads the same everywhere.
 */
import { refusalWords } from "./refusal-words.ts";
import { macropadRules } from "@hackpad/programme/rules";
import { formatBytes } from "../limits.ts";
import type { PreflightRuleId, Report, RuleStatus } from "../types.ts";

/** ✓ ⚠ ✗ –: the CLI prints them, the page and the Markdown copy show them. */
export const statusMarks: Record<RuleStatus, string> = { pass: "✓", warn: "⚠", fail: "✗", skip: "–" };

/** What each status means, for screen readers and the legend. */
export const statusLabel: Record<RuleStatus, string> = {
  pass: "Meets the rule",
  warn: "Warning",
  fail: "Problem",
  skip: "Not checked",
};

export const verdictWords = {
  pass: "Every checked rule passes.",
  warn: "No rule fails, but look at the warnings.",
  fail: "At least one rule fails: fix it before you submit.",
} as const;

/** The titles of the check's own rules, which content/programme/rules.ts does not hold. */
const ownTitles: Partial<Record<PreflightRuleId, string>> = {
  structure: "Folder layout and production files",
  "firmware-pins": "The firmware reads the pins the board wires",
  "case-fit": "The case fits the board (measured in 3D)",
};

/** The rule's one-line title from content/programme/rules.ts (the check's own rules have their own). */
export function ruleTitle(id: PreflightRuleId): string {
  return ownTitles[id] ?? macropadRules.find((rule) => rule.id === id)?.title ?? id;
}

/** A number as reports show it: at most two decimals, no trailing zeros, never "-0" ("87", "50.7", "60.14"). */
export function decimals(value: number): string {
  return String(Math.round(value * 100) / 100 + 0);
}

/** "1.5 mm" */
export function mm(value: number): string {
  return `${decimals(value)} mm`;
}

/** "106 × 69.7 × 13 mm" */
export function sizeText(values: readonly number[]): string {
  return `${values.map(decimals).join(" × ")} mm`;
}

/** "D5", "D5 and D6", "D5, D6 and D7" (or another conjunction). */
export function listWords(items: readonly string[], conjunction = "and"): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1] ?? ""}`;
}

/** "1 encoder", "2 encoders", "3 switches" */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function filesText(files: number): string {
  return plural(files, "file");
}

export function countStatuses(report: Report): Record<RuleStatus, number> {
  const counts = { pass: 0, warn: 0, fail: 0, skip: 0 };
  for (const rule of report.rules) counts[rule.status] += 1;
  return counts;
}

/** "3 problems a reviewer would send back, 2 warnings", or "Nothing a reviewer would send back, no warnings". */
export function summaryLine(report: Report): string {
  const { fail, warn, skip } = countStatuses(report);
  const problems = fail === 0 ? "Nothing a reviewer would send back" : `${plural(fail, "problem")} a reviewer would send back`;
  const warnings = warn === 0 ? "no warnings" : plural(warn, "warning");
  const checks = skip === 0 ? "" : `, ${plural(skip, "rule")} to check yourself`;
  return `${problems}, ${warnings}${checks}`;
}

/**
 * What was checked, in words: "22 files inside jacube.zip, 1.2 MB" for one dropped zip (the files the check found
 * inside it, and the zip's own size), "lazypad: 40 files, 3.1 MB" for a folder.
 * `picked` is how many files were handed in, `found` how many the check read after unpacking (null: not known).
 */
export function inputSummary(input: string, picked: number, found: number | null, bytes: number): string {
  if (picked === 1 && /\.zip$/i.test(input) && found !== null) return `${plural(found, "file")} inside ${input}, ${formatBytes(bytes)}`;
  return `${input}: ${filesText(found ?? picked)}, ${formatBytes(bytes)}`;
}

/** Said when the engine gave no advice of its own. */
export const defaultAdvice = { unreadable: refusalWords.unreadableAdvice, notProject: refusalWords.notProjectAdvice } as const;

/**
 * The one message a report gives in place of its rules when there is nothing to check (`unreadable` or
 * `notProject` set by the engine), or null for a report of a project: a short heading (`title`), the engine's
 * sentence (`message`), what to do next (`advice`) and what the reading noted besides (`notes`: entries of the
 * zip it refused, files it could not read), one sentence each.
 */
export function inputProblem(report: Report) {
  const message = report.unreadable || report.notProject;
  if (!message) return null;
  const kind = report.unreadable ? ("unreadable" as const) : ("notProject" as const);
  const title = report.unreadable ? `${report.input} cannot be read` : refusalWords.notProjectTitle;
  const notes = (report.rules.find((rule) => rule.id === "structure")?.details ?? []).filter((note) => note !== message);
  return { kind, title, message, advice: report.advice ?? defaultAdvice[kind], notes };
}

/** A report that stands for no project: the input could not be read, or it is not a Hackpad project at all. */
export type InputProblem = NonNullable<ReturnType<typeof inputProblem>>;
