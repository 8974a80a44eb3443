/**
 * Sorts the violations of a KiCad DRC report into what to do about them, with the advice the /errors page
 * gives: the entries of content/programme/drc.ts, matched by KiCad's type key or by the message text.
 */
import { drcMessages, type DrcGroup, type DrcMessage } from "@hackpad/programme/drc";
import { drcEntries, groupViolations, type DrcTypeCount } from "@hackpad/preflight/drc-report";
import type { DrcReport, DrcViolation } from "@hackpad/preflight/report";

/** Groups in the order a participant should read them; "unknown" holds types /errors doesn't describe. */
export type ExplainedGroup = DrcGroup | "unknown";
export const explainedGroupOrder: readonly ExplainedGroup[] = ["error", "warning", "ignore", "unknown"];

export interface ExplainedType extends DrcTypeCount {
  /** The /errors entry with its meaning and advice, when there is one. */
  entry: DrcMessage | null;
  group: ExplainedGroup;
}

export interface DrcExplanation {
  total: number;
  types: ExplainedType[];
  /** Violations (not types) per group. */
  counts: Record<ExplainedGroup, number>;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * The /errors entry for a violation: by message text or by KiCad's type key, preferring the entry whose group
 * matches the reported severity (KiCad reports a dangling track as a warning or an error, and /errors has an
 * entry for each).
 */
export function findDrcEntry(
  violation: Pick<DrcViolation, "type" | "description" | "severity">,
  entries: readonly DrcMessage[] = drcMessages,
): DrcMessage | null {
  const byText = entries.filter((entry) => normalize(entry.message) === normalize(violation.description));
  const byType = entries.filter((entry) => entry.kicadKey === violation.type);
  // A report's severity says which /errors group the reader is in: KiCad's warning for a dangling track is the
  // leftover stub, the same check raised to an error is the unfinished connection.
  const sameGroup = (entry: DrcMessage) => entry.group === violation.severity;
  const sameSeverity = (entry: DrcMessage) => entry.severity === violation.severity;
  const candidates = [...byText, ...byType];
  return candidates.find(sameGroup) ?? candidates.find(sameSeverity) ?? candidates[0] ?? null;
}

/** Every violation of a report grouped by type, each with its /errors advice, must-fix groups first. */
export function explainDrcReport(report: DrcReport, entries: readonly DrcMessage[] = drcMessages): DrcExplanation {
  const all = drcEntries(report);
  const types = groupViolations(all)
    .map((type): ExplainedType => {
      const entry = findDrcEntry(type, entries);
      return { ...type, entry, group: entry ? entry.group : "unknown" };
    })
    .sort((a, b) => explainedGroupOrder.indexOf(a.group) - explainedGroupOrder.indexOf(b.group));
  const counts: Record<ExplainedGroup, number> = { error: 0, warning: 0, ignore: 0, unknown: 0 };
  for (const type of types) counts[type.group] += type.count;
  return { total: all.length, types, counts };
}

/** What to do about a type that /errors does not describe, from KiCad's own severity. */
export function unknownAdvice(type: ExplainedType): string {
  if (type.severity === "error") return "KiCad calls this an error, so fix it before you submit: click the message in KiCad's DRC window to see where it is.";
  if (type.severity === "warning") return "KiCad calls this a warning. Click it in KiCad's DRC window, check it is not a real mistake, then you may leave it.";
  return "You set KiCad to ignore this check, so it does not count.";
}

/** A summary sentence: "7 violations of 3 types: 2 must be fixed, 4 worth a look, 1 can be ignored." */
export function drcSummary(explanation: DrcExplanation): string {
  const { total, types, counts } = explanation;
  if (total === 0) return "No violations in this report: nothing to fix.";
  const parts = [
    counts.error > 0 ? `${counts.error} must be fixed` : "none must be fixed",
    counts.warning > 0 ? `${counts.warning} worth a look` : "",
    counts.ignore > 0 ? `${counts.ignore} can be ignored` : "",
    counts.unknown > 0 ? `${counts.unknown} not described on the DRC errors page` : "",
  ].filter(Boolean);
  return `${total} ${total === 1 ? "violation" : "violations"} of ${types.length} ${types.length === 1 ? "type" : "types"}: ${parts.join(", ")}.`;
}
