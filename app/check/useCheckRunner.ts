/**
 * Runs one check at a time in a Web Worker: a new check replaces the one before (its worker is stopped), and
 * Cancel stops the worker at once, wherever it is. A finished check's worker stays, holding the project it read,
 * for the case panels and the fixer to link their own workers to; it outlives the page's tool across in-site navigation (kept
 * with the report, app/check/kept.ts), so Back finds the panels working.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { BoardDrawing, CheckRequest, WorkerMessage } from "~/app/check/lib/worker-protocol";
import type { ProgressEvent, Report, Wiring } from "@hackpad/preflight/report";
import type { CaseInputs } from "./case/inputs";
import type { LinkToModel } from "./case/useCaseWorker";
import type { Collected } from "./collect-files";
import { forgetKept, keepReport, keptReport } from "./kept";

export type CheckState =
  | { phase: "idle" }
  | { phase: "collecting"; files: number; bytes: number }
  | { phase: "checking"; input: string; total: number; read: { files: number; bytes: number }; stage: ProgressEvent | null }
  | {
      phase: "done";
      report: Report;
      /** Milliseconds from the drop to the report. */
      ms: number;
      /** Files handed in (one for a dropped zip). */
      files: number;
      /** Files the check found, after unpacking a dropped zip. */
      found: number;
      bytes: number;
      /** undefined while the board is still being drawn. */
      drawing: BoardDrawing | null | undefined;
      drawingProblem: string | null;
      /** What the board wires to the XIAO, when the engine could read it: the firmware download needs it. */
      wiring?: Wiring | null;
      /** What the case panels can work from (case models to convert, a board to make a case for). */
      caseInputs?: CaseInputs;
      /** Links a case panel's worker to the worker that read the project (it asks that one for the board or a model). */
      link?: LinkToModel;
      /** Links the fixer's worker to the same worker (it asks that one for the model and its report). */
      fixLink?: LinkToModel;
      /** Brought back from before a navigation or reload, not just made: the page does not move focus to it. */
      restored?: boolean;
    }
  | { phase: "failed"; message: string }
  | { phase: "cancelled" };

type Done = Extract<CheckState, { phase: "done" }>;

/** The part of a report kept in sessionStorage: everything but the link to the worker holding the files. */
const stored = ({ report, ms, files, found, bytes, drawing, drawingProblem, wiring }: Done) => ({
  report,
  ms,
  files,
  found,
  bytes,
  drawing,
  drawingProblem,
  wiring,
});

function fromStorage(value: unknown): Done | null {
  const kept = value as Partial<ReturnType<typeof stored>> | null;
  if (!kept || typeof kept !== "object" || !Array.isArray(kept.report?.rules) || typeof kept.ms !== "number") return null;
  return { ...(kept as ReturnType<typeof stored>), phase: "done" };
}

/** The report as it was before the page was left, its board drawing marked interrupted when it was not finished. */
function restored(): CheckState | null {
  const kept = keptReport(fromStorage);
  if (!kept) return null;
  if (kept.drawing !== undefined) return { ...kept, restored: true };
  return {
    ...kept,
    restored: true,
    drawing: null,
    drawingProblem: "The board was still being drawn when you left the page: drop your project again to draw it.",
  };
}

/** The worker of the last finished check, kept while the page's JavaScript lives: it holds the project it read. */
let modelWorker: Worker | null = null;

export function useCheckRunner() {
  const [state, setState] = useState<CheckState>(() => restored() ?? { phase: "idle" });
  const worker = useRef<Worker | null>(null);

  useEffect(() => {
    if (state.phase === "done") keepReport(state, stored(state));
  }, [state]);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
    modelWorker?.terminate();
    modelWorker = null;
  }, []);

  // Leaving the page stops a check still running; a finished one's worker is kept for Back.
  useEffect(
    () => () => {
      if (worker.current !== modelWorker) worker.current?.terminate();
    },
    [],
  );

  const collecting = useCallback(
    (files: number, bytes: number) => {
      stop();
      forgetKept();
      setState({ phase: "collecting", files, bytes });
    },
    [stop],
  );

  const fail = useCallback(
    (message: string) => {
      stop();
      setState({ phase: "failed", message });
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ phase: "cancelled" });
  }, [stop]);

  const run = useCallback(
    (input: Collected, startedAt: number) => {
      stop();
      const current = new Worker(new URL("./worker/preflight.worker.ts", import.meta.url), { type: "module", name: "preflight" });
      worker.current = current;
      const total = input.files.length;
      setState({ phase: "checking", input: input.input, total, read: { files: 0, bytes: 0 }, stage: null });
      current.onmessage = (event: MessageEvent<WorkerMessage>) => {
        if (worker.current !== current) return;
        const message = event.data;
        if (message.type === "reading") {
          setState((previous) => (previous.phase === "checking" ? { ...previous, read: { files: message.files, bytes: message.bytes } } : previous));
        } else if (message.type === "progress") {
          setState((previous) => (previous.phase === "checking" ? { ...previous, stage: message.event } : previous));
        } else if (message.type === "report") {
          const ms = performance.now() - startedAt;
          setState({
            phase: "done",
            report: message.report,
            ms,
            files: total,
            found: message.files,
            bytes: input.bytes,
            drawing: undefined,
            drawingProblem: null,
            wiring: message.wiring ?? null,
            caseInputs: message.caseInputs,
            link: (port) => current.postMessage({ type: "link", port } satisfies CheckRequest, [port]),
            fixLink: (port) => current.postMessage({ type: "link", port, for: "fix" } satisfies CheckRequest, [port]),
          });
          modelWorker = current;
        } else if (message.type === "board") {
          setState((previous) => (previous.phase === "done" ? { ...previous, drawing: message.drawing, drawingProblem: message.problem } : previous));
        } else {
          fail(`The check stopped with an error: ${message.message}`);
        }
      };
      current.onerror = (event) => {
        if (worker.current === current) fail(`The check could not run: ${event.message || "the browser stopped its worker"}.`);
      };
      const request: CheckRequest = { type: "check", input: input.input, files: input.files };
      current.postMessage(request);
    },
    [stop, fail],
  );

  return { state, collecting, run, cancel, fail };
}
