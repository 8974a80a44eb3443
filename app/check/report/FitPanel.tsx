/**
 * "Does your case fit your board?": the fit check (@hackpad/fit) run in the case worker on a button press, over the
 * board and case models the preflight worker holds. Its result is a 3D view (the board, the case parts see-through,
 * each problem a numbered red box where it is) and the same in words: how each part was placed and how sure, each
 * finding with its number, part and severity, and what was measured and met. Nothing of the fit check, three.js or
 * OpenCascade loads before the press.
 */
import { lazy, Suspense, useId, useMemo, useState } from "react";
import type { FitDone, ShownFitSet } from "~/app/check/case/protocol";
import { useCaseWorker, type LinkToModel } from "~/app/check/case/useCaseWorker";
import { plural } from "@hackpad/preflight/report";
import { primaryButton, secondaryButton } from "~/app/check/styles";
import { toolAnchors } from "./page-tools";
import { Failure, Notes, Progress } from "./panel-parts";

const CasePreview = lazy(() => import("~/app/check/case/preview/CasePreview"));

const ROLE = { board: "the board", top: "the top plate", bottom: "the bottom" } as const;
const SURE = { sure: "sure", rough: "roughly" } as const;

/** "Placed as the top plate by its openings …; sure, within 0.02 mm." */
export function placementText(placed: ShownFitSet["placements"][number]): string {
  const residual = placed.residualMm === null ? null : `${placed.residualMm.toFixed(2)} mm`;
  const how = placed.sure !== null ? `${SURE[placed.sure]}, within ${residual ?? "0.00 mm"}` : residual ? `not sure, ${residual} off at best` : "not sure";
  return `${placed.part}: ${ROLE[placed.role]}, placed by ${placed.how}; ${how}.`;
}

const severityWord = (severity: "problem" | "warning") => (severity === "problem" ? "Problem" : "Warning");

/** "1 problem and 2 warnings" or that the case fits. */
export function fitSummary(set: ShownFitSet): string {
  const problems = set.findings.filter((finding) => finding.severity === "problem").length;
  const warnings = set.findings.length - problems;
  if (set.findings.length === 0) return "The case fits your board: every check below was met.";
  const counts = [problems ? plural(problems, "problem") : "", warnings ? plural(warnings, "warning") : ""].filter(Boolean).join(" and ");
  return problems ? `The case does not fit your board yet: ${counts}.` : `The case fits your board, with ${counts}.`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function FitPanel({ input, link, models }: { input: string; link: LinkToModel; models: readonly string[] }) {
  const { state, start, cancel } = useCaseWorker<FitDone>("fitted", link, "fit");
  const id = useId();
  const done = state.phase === "done" ? state.result : null;
  return (
    <section
      id={toolAnchors.fit}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="mt-6 scroll-mt-24 rounded-xl border border-[var(--border)] p-4"
      data-testid="check-fit"
    >
      <h3 id={`${id}-title`} className="text-xl font-bold">
        Does your case fit your board?
      </h3>
      <p className="mt-1">
        This page can place your case on your board and measure it as a reviewer would: the switch openings, the USB-C opening, what holds the board, the
        screws, room for the parts, the height, and how each part lies on the bed. It runs here in your browser: nothing is uploaded.
      </p>
      <p className="mt-2 text-sm">Case models it reads:</p>
      <ul className="mt-1 space-y-0.5 font-mono text-sm break-all" aria-label="Case models the fit check reads">
        {models.map((model) => (
          <li key={model}>{model}</li>
        ))}
      </ul>
      <div className="mt-3">
        <button
          type="button"
          className={primaryButton}
          onClick={() => start({ type: "fit", input, models: [...models] })}
          disabled={state.phase === "running"}
          data-testid="fit-button"
        >
          Check the fit
        </button>
      </div>
      {state.phase === "running" ? <Progress state={state} onCancel={cancel} /> : null}
      {state.phase === "failed" ? <Failure state={state} /> : null}
      {done ? <FitResult result={done} ms={state.phase === "done" ? state.ms : 0} /> : null}
    </section>
  );
}

function FitResult({ result, ms }: { result: FitDone; ms: number }) {
  const [shown, setShown] = useState(0);
  const viewable = result.sets.filter((set) => set.scene !== null);
  const set = viewable[Math.min(shown, viewable.length - 1)];
  // The view draws again only when the set shown changes.
  const board = useMemo(() => set?.scene && { outline: result.outline, bottom: set.scene.pcbBottom, top: set.scene.pcbTop }, [set, result.outline]);
  const marks = useMemo(
    () => set?.findings.flatMap((finding, index) => (finding.marker ? [{ number: index + 1, severity: finding.severity, ...finding.marker }] : [])) ?? [],
    [set],
  );
  return (
    <div className="mt-4" data-testid="fit-result" data-reads={result.reads}>
      <p role="status">
        Measured in {(ms / 1000).toFixed(1)} s.{" "}
        {result.sets.length === 1 ? fitSummary(result.sets[0]!) : `${result.sets.length} ways your case was fitted; each below.`}
      </p>
      {result.sets.length === 0 ? <p className="mt-2">None of the case models could be read, so nothing was measured.</p> : null}
      {viewable.length > 1 ? (
        <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="What the 3D view shows">
          {viewable.map((entry, index) => (
            <button key={entry.label} type="button" className={secondaryButton} aria-pressed={set === entry} onClick={() => setShown(index)}>
              {capital(entry.label)}
            </button>
          ))}
        </div>
      ) : null}
      {set?.scene ? (
        <Suspense fallback={<p className="mt-3">Loading the 3D view…</p>}>
          <CasePreview
            bodies={set.scene.parts}
            label={`3D view of ${set.label} on your board: the board in green, the case see-through, ${
              marks.length > 0 ? "each finding a numbered box where it is, red for a problem, amber for a warning" : "nothing marked"
            }. The list below says the same in words.`}
            board={board ?? undefined}
            marks={marks}
          />
        </Suspense>
      ) : null}
      {result.sets.map((entry) => (
        <FitSetText key={entry.label} set={entry} titled={result.sets.length > 1} />
      ))}
      <Notes title="Not measured:" items={result.unread} testId="fit-unread" />
    </div>
  );
}

function FitSetText({ set, titled }: { set: ShownFitSet; titled: boolean }) {
  return (
    <div className="mt-4" data-testid="fit-set">
      {titled ? (
        <>
          <h4 className="text-lg font-bold break-words">{capital(set.label)}</h4>
          <p className="mt-1">{fitSummary(set)}</p>
        </>
      ) : null}
      {set.placements.length > 0 ? (
        <>
          <p className="mt-3 font-semibold">How the parts were placed on the board:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-6 break-words" data-testid="fit-placements">
            {set.placements.map((placed) => (
              <li key={`${placed.role}-${placed.part}`}>{placementText(placed)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {set.findings.length > 0 ? (
        <>
          <p className="mt-3 font-semibold">What to look at, numbered as in the 3D view:</p>
          <ol className="mt-1 space-y-2" data-testid="fit-findings">
            {set.findings.map((finding, index) => (
              <li key={`${index}-${finding.message}`} data-severity={finding.severity} className="flex gap-2 break-words">
                <span
                  aria-hidden="true"
                  className={`mt-0.5 inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                    finding.severity === "problem"
                      ? "bg-rose-700 text-white dark:bg-rose-300 dark:text-slate-950"
                      : "border-2 border-amber-600 dark:border-amber-300"
                  }`}
                >
                  {index + 1}
                </span>
                <span className="min-w-0">
                  <strong>
                    {severityWord(finding.severity)} {index + 1}
                  </strong>
                  {finding.marker ? " (marked in the 3D view)" : ""}, in {finding.part}: {finding.message}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <Notes title="Measured and fine:" items={set.passed} testId="fit-passed" />
    </div>
  );
}
