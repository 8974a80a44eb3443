/**
 * The case panels' workers: one case worker per run (a new run or Cancel stops the one before), and a preflight
 * worker that checks the project again with the new files added. Both are created on a button press only.
 */
import { useCallback, useEffect, useRef } from "react";
import { useKept } from "~/app/check/kept";
import type { CheckRequest, WorkerMessage } from "~/app/check/lib/worker-protocol";
import type { Report } from "~/packages/preflight/src/types";
import type { AddedFile, CaseMessage, CaseRequest, ConvertDone, MakeDone } from "./protocol";
import { nextState, running, type PanelState } from "./state";

/** A run in progress is not kept: its worker stops when the panel goes. */
const settledRun = (state: { phase: string }) => state.phase !== "running" && state.phase !== "checking";

/**
 * `onDone` runs once per finished run, with its result (the panels check the project again with it). `keepAs` keeps
 * the finished result for the session under that name (app/check/kept.ts), so leaving the page does not lose it.
 */
export function useCaseWorker<Done extends ConvertDone | MakeDone>(kind: Done["type"], onDone?: (result: Done) => void, keepAs?: string) {
  const [state, setState] = useKept<PanelState<Done>>(keepAs, { phase: "idle" }, settledRun);
  const worker = useRef<Worker | null>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    (request: CaseRequest) => {
      stop();
      const current = new Worker(new URL("./case.worker.ts", import.meta.url), { type: "module", name: "case" });
      worker.current = current;
      setState(running(performance.now()));
      current.onmessage = (event: MessageEvent<CaseMessage>) => {
        if (worker.current !== current) return;
        const message = event.data;
        setState((previous) => nextState(previous, message, kind, performance.now()));
        if (message.type !== "progress") stop();
        if (message.type === kind) done.current?.(message as Done);
      };
      current.onerror = (event) => {
        if (worker.current !== current) return;
        stop();
        setState({ phase: "failed", message: event.message || "the browser stopped the case worker", participant: false });
      };
      current.postMessage(request);
    },
    [kind, stop, setState],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ phase: "idle" });
  }, [stop, setState]);

  return { state, start, cancel };
}

export type RecheckState = { phase: "idle" } | { phase: "checking" } | { phase: "done"; report: Report } | { phase: "failed"; message: string };

/** Runs the preflight again, in its own worker, on the project with the panel's files added. */
export function useRecheck(keepAs?: string) {
  const [state, setState] = useKept<RecheckState>(keepAs, { phase: "idle" }, settledRun);
  const worker = useRef<Worker | null>(null);
  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const recheck = useCallback(
    (input: string, files: readonly AddedFile[]) => {
      stop();
      const current = new Worker(new URL("../worker/preflight.worker.ts", import.meta.url), { type: "module", name: "preflight" });
      worker.current = current;
      setState({ phase: "checking" });
      current.onmessage = (event: MessageEvent<WorkerMessage>) => {
        if (worker.current !== current) return;
        const message = event.data;
        if (message.type === "report") {
          stop();
          setState({ phase: "done", report: message.report });
        } else if (message.type === "error") {
          stop();
          setState({ phase: "failed", message: message.message });
        }
      };
      current.onerror = (event) => {
        if (worker.current !== current) return;
        stop();
        setState({ phase: "failed", message: event.message || "the browser stopped the check's worker" });
      };
      const request: CheckRequest = {
        type: "check",
        input,
        files: files.map((file) => ({ path: file.path, file: new File([file.bytes as BlobPart], file.path.split("/").pop() ?? file.path) })),
      };
      current.postMessage(request);
    },
    [stop, setState],
  );

  return { state, recheck };
}
