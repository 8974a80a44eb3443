/**
 * The /check tool: a project goes in (drop or pick), the preflight runs in a Web Worker, and the report
 * comes out. The report's code loads on demand, so the page starts light.
 */
import { lazy, Suspense, useCallback, useEffect, useRef } from "react";
import { onEarlyProject, takeEarlyProject } from "~/app/early-input";
import { inputLimits, limitProblem, limitsText } from "~/app/check/lib/limits";
import { inputProblem, summaryLine } from "@hackpad/preflight/report";
import { CheckProgress } from "./CheckProgress";
import { dropEntries, filesFromDrop, filesFromList, type Collected } from "./collect-files";
import { DropZone } from "./DropZone";
import { useCheckRunner, type CheckState } from "./useCheckRunner";

const loadReport = () => import("./report/CheckReport");
const CheckReport = lazy(loadReport);

const limitsLine = `${limitsText()} Your files are read by this page, in your browser, and never uploaded.`;

function largestFile(input: Collected) {
  let largest: { name: string; bytes: number } | null = null;
  for (const { path, file } of input.files) if (!largest || file.size > largest.bytes) largest = { name: path, bytes: file.size };
  return largest;
}

function announcement(state: CheckState): string {
  switch (state.phase) {
    case "collecting":
      return "Finding your files…";
    case "checking":
      return state.stage ? state.stage.label : "Reading your files…";
    case "done":
      return `Check finished: ${inputProblem(state.report)?.title ?? summaryLine(state.report)}.`;
    case "failed":
      return "";
    case "cancelled":
      return "Check cancelled. Drop your project again to start over.";
    default:
      return "";
  }
}

export function CheckTool() {
  const { state, collecting, run, cancel, fail } = useCheckRunner();
  const generation = useRef(0);
  const dropZone = useRef<HTMLElement>(null);

  const start = useCallback(
    async (collect: () => Promise<Collected> | Collected) => {
      const startedAt = performance.now();
      const mine = ++generation.current;
      void loadReport();
      collecting(0, 0);
      const input = await collect();
      if (mine !== generation.current) return;
      const problem = limitProblem({ files: input.files.length, bytes: input.bytes, largest: largestFile(input) });
      if (problem) fail(problem);
      else run(input, startedAt);
    },
    [collecting, run, fail],
  );

  const checkDropped = useCallback(
    (dropped: readonly (FileSystemEntry | File)[]) => {
      const mine = generation.current + 1;
      void start(() =>
        filesFromDrop(
          dropped,
          (files, bytes) => {
            if (mine === generation.current) collecting(files, bytes);
          },
          inputLimits.maxFiles,
        ),
      );
    },
    [start, collecting],
  );
  const onDrop = useCallback((transfer: DataTransfer) => checkDropped(dropEntries(transfer)), [checkDropped]);

  const onPick = useCallback((list: FileList | readonly File[] | null) => void start(() => filesFromList(list)), [start]);

  // A project picked or dropped before this tool was live is checked now, or as soon as it arrives: a picker opened
  // on the page's first markup may close only after this tool replaced it.
  useEffect(() => {
    const checkEarly = () => {
      const early = takeEarlyProject();
      if (!early) return;
      if ("files" in early) onPick(early.files);
      else checkDropped(early.dropped);
    };
    checkEarly();
    return onEarlyProject(checkEarly);
  }, [onPick, checkDropped]);

  const onCancel = useCallback(() => {
    generation.current += 1;
    cancel();
  }, [cancel]);

  // "Choose another zip" under a message: back to the drop zone, with the zip picker open.
  const onChooseAnother = useCallback(() => {
    const zone = dropZone.current;
    zone?.scrollIntoView({ block: "start" });
    const input = zone?.querySelector<HTMLInputElement>('input[type="file"][accept*=".zip"]');
    input?.focus({ preventScroll: true });
    input?.click();
  }, []);

  return (
    <div>
      <DropZone limitsText={limitsLine} onDrop={onDrop} onPick={onPick} zoneRef={dropZone} />
      <p role="status" className="sr-only">
        {announcement(state)}
      </p>
      {state.phase === "collecting" || state.phase === "checking" ? <CheckProgress state={state} onCancel={onCancel} /> : null}
      {state.phase === "failed" ? (
        <p role="alert" className="not-prose my-6 rounded-xl border-2 border-accent-600 p-4 dark:border-accent-300">
          {state.message}
        </p>
      ) : null}
      {state.phase === "cancelled" ? (
        <p className="not-prose my-6 rounded-xl border border-[var(--border)] p-4">Check cancelled. Drop your project again to start over.</p>
      ) : null}
      {state.phase === "done" ? (
        <Suspense fallback={<p className="my-6">Preparing the report…</p>}>
          <CheckReport state={state} onChooseAnother={onChooseAnother} />
        </Suspense>
      ) : null}
    </div>
  );
}
