/**
 * A case panel's worker: one case worker per run (a new run or Cancel stops the one before), created on a button
 * press only. Each run opens a channel between it and the preflight worker that holds the project (`link`): the
 * case worker gets the board or the model from there, and hands its files back there for the check to run again.
 */
import { useCallback, useEffect, useRef } from "react";
import type { Report } from "@hackpad/preflight";
import { useKept } from "~/app/check/kept";
import type { CaseMessage, CaseRequest, ConvertDone, FitDone, MakeDone } from "./protocol";
import { nextState, running, tooBigForThePage, type PanelState } from "./state";

export type RecheckState = { phase: "idle" } | { phase: "checking" } | { phase: "done"; report: Report; reads: number } | { phase: "failed"; message: string };

/** Hands one end of a channel to the worker that holds the project's model. */
export type LinkToModel = (port: MessagePort) => void;

type Request = CaseRequest extends infer R ? (R extends CaseRequest ? Omit<R, "link"> : never) : never;

/** A run in progress is not kept: its worker stops when the panel goes. */
const settledRun = (state: { phase: string }) => state.phase !== "running" && state.phase !== "checking";

/**
 * `keepAs` keeps the finished result and its re-check for the session under that name (app/check/kept.ts), so
 * leaving the page by a link or Back does not lose them.
 */
export function useCaseWorker<Done extends ConvertDone | MakeDone | FitDone>(kind: Done["type"], link: LinkToModel, keepAs?: string) {
  const [state, setState] = useKept<PanelState<Done>>(keepAs, { phase: "idle" }, settledRun);
  const [recheck, setRecheck] = useKept<RecheckState>(keepAs && `${keepAs}-recheck`, { phase: "idle" }, settledRun);
  const worker = useRef<Worker | null>(null);
  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    (request: Request) => {
      stop();
      const current = new Worker(new URL("./case.worker.ts", import.meta.url), { type: "module", name: "case" });
      worker.current = current;
      setState(running(performance.now()));
      setRecheck({ phase: "idle" });
      let made = false;
      current.onmessage = (event: MessageEvent<CaseMessage>) => {
        if (worker.current !== current) return;
        const message = event.data;
        if (message.type === "rechecked") {
          stop();
          setRecheck({ phase: "done", report: message.report, reads: message.reads });
        } else if (made && message.type === "error") {
          stop();
          setRecheck({ phase: "failed", message: message.message });
        } else {
          setState((previous) => nextState(previous, message, kind, performance.now()));
          if (message.type === "error") stop();
          // The fit check adds no files, so nothing is checked again: its worker is done.
          if (message.type === "fitted") stop();
          else if (message.type === kind) {
            made = true;
            setRecheck({ phase: "checking" });
          }
        }
      };
      current.onerror = (event) => {
        if (worker.current !== current) return;
        stop();
        // A worker that dies on a file (out of memory, a crash) is the file's doing: said about the file.
        event.preventDefault();
        setState({ phase: "failed", message: tooBigForThePage(request), participant: true });
      };
      const channel = new MessageChannel();
      link(channel.port1);
      current.postMessage({ ...request, link: channel.port2 }, [channel.port2]);
    },
    [kind, link, stop, setState, setRecheck],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ phase: "idle" });
    setRecheck({ phase: "idle" });
  }, [stop, setState, setRecheck]);

  return { state, recheck, start, cancel };
}
