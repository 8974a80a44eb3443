import type { MouseEvent } from "react";
import { fixFirstHeading, ruleAnchor, type FixStep } from "@hackpad/preflight/report";
import { plural, statusLabel } from "@hackpad/preflight/report";
import type { PreflightRuleId } from "@hackpad/preflight";
import type { PageTool } from "./page-tools";

const tone = {
  fail: "border-accent-600 text-rose-900 dark:border-accent-300 dark:text-rose-200",
  warn: "border-amber-600 text-amber-900 dark:border-amber-400 dark:text-amber-200",
} as const;
const badge = { fail: "Must fix", warn: "Warning" } as const;

/** Moves the reader to a rule's card or a tool: scrolled into view and focused, so the keyboard and screen readers follow. */
function goToCard(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const card = document.getElementById(id);
  if (!card) return;
  event.preventDefault();
  card.scrollIntoView({ block: "start" });
  card.focus({ preventScroll: true });
}

/**
 * "Fix these, in this order": the report's problems, then its warnings, in the order the engine decides
 * (packages/preflight/src/report/fix-first.ts), each with the concrete moves for this project and a link to its card.
 */
export function FixFirstList({ steps, tools = {} }: { steps: readonly FixStep[]; tools?: Partial<Record<PreflightRuleId, PageTool[]>> }) {
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="fix-first-title" className="mt-6 rounded-xl border-2 border-[var(--border)] bg-[var(--bg-soft)] p-4" data-testid="fix-first">
      <h3 id="fix-first-title" className="text-xl font-bold">
        {fixFirstHeading}
      </h3>
      <ol className="mt-3 list-decimal space-y-4 pl-6 marker:font-bold">
        {steps.map((step) => (
          <li key={step.id} data-fix-step={step.id} data-status={step.status}>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <a
                href={`#${ruleAnchor(step.id)}`}
                onClick={(event) => goToCard(event, ruleAnchor(step.id))}
                className="font-semibold text-[var(--link)] underline underline-offset-2"
              >
                <span className="sr-only">{statusLabel[step.status]}: </span>
                {step.title}
              </a>
              <span aria-hidden="true" className={`rounded-full border px-2 text-xs font-semibold ${tone[step.status]}`}>
                {badge[step.status]}
              </span>
            </p>
            {step.found ? <p className="mt-1">{step.found}</p> : null}
            {step.moves.length === 1 ? (
              <p className="mt-1">
                <strong>Do:</strong> {step.moves[0]}
              </p>
            ) : (
              <>
                <p className="mt-1 font-bold">Do:</p>
                <ul className="list-disc space-y-0.5 pl-5">
                  {step.moves.map((move) => (
                    <li key={move}>{move}</li>
                  ))}
                </ul>
              </>
            )}
            {step.files.length > 0 ? (
              <p className="mt-1 text-sm">
                In{" "}
                {step.files.map((file, index) => (
                  <span key={file}>
                    {index > 0 ? ", " : ""}
                    <code className="break-all">{file}</code>
                  </span>
                ))}
              </p>
            ) : null}
            {(tools[step.id] ?? []).map((tool) => (
              <p key={tool.target} className="mt-1" data-page-tool={tool.target}>
                <strong>This page can do it:</strong>{" "}
                <a
                  href={`#${tool.target}`}
                  onClick={(event) => goToCard(event, tool.target)}
                  className="font-semibold text-[var(--link)] underline underline-offset-2"
                >
                  {tool.label}
                </a>{" "}
                (below).
              </p>
            ))}
            {step.more > 0 ? <p className="mt-1 text-sm text-[var(--fg-muted)]">{plural(step.more, "more thing", "more things")} to do on its card.</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
