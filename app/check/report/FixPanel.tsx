/**
 * "Fix what can be fixed": under the report, one button runs the fix step (packages/fix) in its own worker, made
 * on the press and linked to the worker that read the project (the fixer, the case engines and their WASM load there and then, never before). It shows progress,
 * each rule before → after, the changes grouped by rule, what only the participant can do, and downloads the
 * fixed copy as `<repo>-fixed.zip` with the change list as Markdown.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { LinkToModel } from "~/app/check/case/useCaseWorker";
import type { BoardDrawing } from "~/app/check/lib/worker-protocol";
import type { BoardMeasurement } from "@hackpad/preflight";
import { MarkedBoard } from "./BoardView";
import type { FixDone, FixMessage, FixRequest } from "~/app/check/fix/protocol";
import { saveFile } from "~/app/check/lib/save-file";
import { primaryButton, secondaryButton } from "~/app/check/styles";
import { plural, ruleTitle, statusLabel, statusMarks } from "@hackpad/preflight/report";
import type { PreflightRuleId } from "@hackpad/preflight";

type FixState =
  { phase: "idle" } | { phase: "running"; fraction: number; label: string } | { phase: "done"; result: FixDone } | { phase: "failed"; message: string };

function useFixWorker(link: LinkToModel) {
  const [state, setState] = useState<FixState>({ phase: "idle" });
  const worker = useRef<Worker | null>(null);
  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => stop, [stop]);
  const start = useCallback(() => {
    stop();
    const current = new Worker(new URL("../fix/fix.worker.ts", import.meta.url), { type: "module", name: "fix" });
    worker.current = current;
    setState({ phase: "running", fraction: 0, label: "Starting" });
    current.onmessage = (event: MessageEvent<FixMessage>) => {
      if (worker.current !== current) return;
      const message = event.data;
      if (message.type === "progress") setState({ phase: "running", fraction: message.fraction, label: message.label });
      else {
        stop();
        setState(message.type === "done" ? { phase: "done", result: message } : { phase: "failed", message: message.message });
      }
    };
    current.onerror = (event) => {
      if (worker.current !== current) return;
      stop();
      setState({ phase: "failed", message: event.message || "the browser stopped the fixer's worker" });
    };
    // The fixer gets the project from the worker that read it, over a channel of its own: nothing passes through here.
    const channel = new MessageChannel();
    link(channel.port1);
    current.postMessage({ link: channel.port2 } satisfies FixRequest, [channel.port2]);
  }, [link, stop]);
  const cancel = useCallback(() => {
    stop();
    setState({ phase: "idle" });
  }, [stop]);
  return { state, start, cancel };
}

/** `drawing`: the report's board drawing, on which the parts a thing still to do concerns are marked. */
type Board = { drawing: BoardDrawing | null | undefined; measured: BoardMeasurement | null };

export function FixPanel({ link, board }: { link: LinkToModel; board: Board }) {
  const { state, start, cancel } = useFixWorker(link);
  const progressId = useId();
  return (
    <section aria-labelledby="check-fix-title" className="mt-6 rounded-lg border border-[var(--border)] p-4" data-testid="check-fix">
      <h3 id="check-fix-title" className="text-xl font-bold">
        Fix what can be fixed
      </h3>
      <p className="mt-1">
        A corrected copy of your repository: files moved where /submitting puts them, gerbers packed, your case converted to STL, pin names set to the pins your
        board wires, a bill of materials added. Your design is never changed and nothing of yours is deleted.
      </p>
      {state.phase === "running" ? (
        <div className="mt-3" data-testid="fix-progress">
          <label htmlFor={progressId} className="block text-sm">
            {state.label}…
          </label>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <progress id={progressId} max={100} value={Math.round(state.fraction * 100)} className="h-3 w-full max-w-md">
              {Math.round(state.fraction * 100)}%
            </progress>
            <button type="button" className={secondaryButton} onClick={cancel}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className={`${primaryButton} mt-3`} onClick={start} data-testid="fix-start">
          {state.phase === "done" ? "Fix again" : "Fix what can be fixed"}
        </button>
      )}
      <div role="status" className="mt-2 text-sm">
        {state.phase === "failed" ? `The fix stopped: ${state.message}` : state.phase === "done" ? doneLine(state.result) : ""}
      </div>
      {state.phase === "done" ? <FixResult result={state.result} board={board} /> : null}
    </section>
  );
}

const doneLine = (result: FixDone) =>
  `${plural(result.changes.length, "change")}; ${result.mechanicalPass ? "every rule a fix can reach now passes" : `${plural(result.stillToDo.length, "thing")} only you can do`}.`;

const mark = (status: keyof typeof statusMarks) => (
  <span>
    <span aria-hidden="true">{statusMarks[status]}</span> {statusLabel[status]}
  </span>
);

function FixResult({ result, board }: { result: FixDone; board: Board }) {
  const marks = [...new Set(result.stillToDo.flatMap((entry) => entry.marks ?? []))];
  const rules = [...new Set(result.changes.map((change) => change.rule))];
  const changed = result.rules.filter((rule) => rule.before !== rule.after);
  return (
    <div data-testid="fix-result" data-reads={result.reads}>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          className={primaryButton}
          onClick={() => saveFile(result.zip, `${result.name}.zip`, "application/zip")}
          data-testid="fix-download"
        >
          Download {result.name}.zip
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => saveFile(new TextEncoder().encode(result.markdown), `${result.name}-changes.md`, "text/markdown")}
          data-testid="fix-download-changes"
        >
          Download the change list (.md)
        </button>
      </div>
      <h4 className="mt-4 font-bold">Before → after</h4>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="fix-rules">
          <caption className="sr-only">Each rule on your repository and on the fixed copy</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">
                Rule
              </th>
              <th scope="col" className="py-1 pr-3">
                Before
              </th>
              <th scope="col" className="py-1">
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {(changed.length > 0 ? changed : result.rules).map((rule) => (
              <tr key={rule.id} className="border-t border-[var(--border)]" data-rule={rule.id}>
                <th scope="row" className="py-1 pr-3 font-normal">
                  {ruleTitle(rule.id)}
                </th>
                <td className="py-1 pr-3">{mark(rule.before)}</td>
                <td className="py-1">{mark(rule.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {changed.length > 0 && changed.length < result.rules.length ? (
        <p className="mt-1 text-sm text-[var(--fg-muted)]">The other {plural(result.rules.length - changed.length, "rule")} kept their verdict.</p>
      ) : null}
      <h4 className="mt-4 font-bold">What changed</h4>
      {rules.length === 0 ? <p className="mt-1">Nothing needed changing.</p> : null}
      {rules.map((rule) => (
        <ChangeGroup key={rule} rule={rule} result={result} />
      ))}
      {result.stillToDo.length > 0 ? (
        <>
          <h4 className="mt-4 font-bold">Still to do (only you can)</h4>
          <ul className="mt-1 list-disc pl-6" data-testid="fix-still-to-do">
            {result.stillToDo.map((entry) => (
              <li key={`${entry.rule}:${entry.text}`}>
                {entry.text}
                {entry.marks && entry.marks.length > 0 ? (
                  <strong data-marks={entry.marks.join(" ")}>{` Parts to look at: ${entry.marks.join(", ")}.`}</strong>
                ) : null}{" "}
                <a href={entry.docs} className="underline">
                  Read how
                </a>
              </li>
            ))}
          </ul>
          {board.drawing && marks.length > 0 ? (
            <figure className="mt-2">
              <MarkedBoard drawing={board.drawing} measured={board.measured} marks={marks} prefix="fix-board" />
              <figcaption className="mt-1 text-sm text-[var(--fg-muted)]">Outlined: the parts still to do names ({marks.join(", ")}).</figcaption>
            </figure>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function ChangeGroup({ rule, result }: { rule: PreflightRuleId; result: FixDone }) {
  const changes = result.changes.filter((change) => change.rule === rule);
  return (
    <details className="mt-2 rounded-lg border border-[var(--border)] p-2" open={changes.length <= 3} data-testid="fix-group" data-rule={rule}>
      <summary className="cursor-pointer font-semibold">
        {ruleTitle(rule)} ({plural(changes.length, "change")})
      </summary>
      <ul className="mt-1 list-disc pl-6">
        {changes.map((change, index) => (
          <li key={index}>
            {change.why}
            {change.generated ? <strong> (generated)</strong> : null}
            {change.lines && change.lines.length > 0 ? (
              <ul className="mt-1 pl-2">
                {change.lines.map((line) => (
                  <li key={line.line} className="text-sm">
                    Line {line.line}:<del className="block font-mono text-xs">{line.before.trim()}</del>
                    <ins className="block font-mono text-xs">{line.after.trim()}</ins>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
