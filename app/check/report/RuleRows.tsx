import { Link } from "react-router";
import { CappedList } from "./CappedList";
import { ruleAnchor } from "@hackpad/preflight/report";
import { ruleTitle, statusLabel, statusMarks } from "@hackpad/preflight/report";
import type { RuleResult, RuleStatus } from "@hackpad/preflight";

const tone: Record<RuleStatus, string> = {
  pass: "border-brand-600 text-brand-800 dark:border-brand-300 dark:text-brand-100",
  warn: "border-amber-600 text-amber-900 dark:border-amber-400 dark:text-amber-200",
  fail: "border-accent-600 text-rose-900 dark:border-accent-300 dark:text-rose-200",
  skip: "border-slate-500 text-slate-700 dark:border-slate-400 dark:text-slate-300",
};

/** The findings a rule lists beyond those its message already says ("… (3 more below)"). */
const moreDetails = (rule: RuleResult) => (rule.details ?? []).filter((detail) => !rule.message.includes(detail));

/**
 * One card per rule: its status, what was found, the files looked at, what to do and where the docs explain it.
 * Each card's id is its anchor (`ruleAnchor`), which the "Fix these" list links to; a second list of the same rules
 * on the page (what the check would say with the case panels' files added) passes `anchored={false}`.
 */
export function RuleRows({ rules, label, anchored = true }: { rules: readonly RuleResult[]; label: string; anchored?: boolean }) {
  return (
    <ul className="not-prose mt-4 space-y-3" aria-label={label}>
      {rules.map((rule) => (
        <li
          key={rule.id}
          id={anchored ? ruleAnchor(rule.id) : undefined}
          tabIndex={anchored ? -1 : undefined}
          data-rule={rule.id}
          data-status={rule.status}
          className="flex scroll-mt-24 gap-3 rounded-lg border border-[var(--border)] p-3"
        >
          <span
            className={`mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 font-bold ${tone[rule.status]}`}
            aria-hidden="true"
          >
            {statusMarks[rule.status]}
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold">
              <span className="sr-only">{statusLabel[rule.status]}: </span>
              {ruleTitle(rule.id)}
            </h3>
            <p className="mt-1">{rule.message}</p>
            {moreDetails(rule).length > 0 ? (
              <CappedList items={moreDetails(rule)} render={(detail) => detail} className="mt-1 list-disc space-y-0.5 pl-5 text-sm" />
            ) : null}
            {rule.fix ? (
              <p className="mt-1">
                <strong>What to do:</strong> {rule.fix}
              </p>
            ) : null}
            {rule.files.length > 0 ? (
              <details className="mt-1 text-sm">
                <summary className="cursor-pointer text-[var(--fg-muted)]">Files looked at ({rule.files.length})</summary>
                <CappedList items={rule.files} render={(file) => file} className="mt-1 space-y-0.5" itemClassName="font-mono break-all" />
              </details>
            ) : null}
            <p className="mt-1 text-sm">
              <Link to={rule.docs} className="text-[var(--link)] underline underline-offset-2">
                Read about this rule
              </Link>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
