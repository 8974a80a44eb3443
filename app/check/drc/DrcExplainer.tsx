/**
 * Paste or drop a KiCad DRC report and see its violations grouped by type, with the /errors advice. The
 * report parser loads only when a report is given, so the pages that show this box stay light.
 */
import { lazy, Suspense, useId, useState, type DragEvent, type FormEvent } from "react";
import type { DrcExplanation } from "~/app/check/lib/drc-explain";
import { FilePickButton } from "../FilePickButton";
import { primaryButton } from "../styles";

const DrcResult = lazy(() => import("./DrcResult"));

type Result = { explanation: DrcExplanation; source: string; summary: string } | { problem: string } | null;

const MAX_REPORT_BYTES = 20 * 1024 * 1024;

async function explain(text: string, fileName?: string): Promise<Result> {
  if (text.trim() === "") return { problem: "Paste a DRC report into the box, or choose the .rpt or .json file KiCad saved." };
  const [{ parseDrcReport }, { explainDrcReport, drcSummary }] = await Promise.all([
    import("@hackpad/preflight/drc-report"),
    import("~/app/check/lib/drc-explain"),
    import("./DrcResult"),
  ]);
  try {
    const explanation = explainDrcReport(parseDrcReport(text, fileName));
    return { explanation, source: fileName ?? "Your report", summary: drcSummary(explanation) };
  } catch (error) {
    return { problem: `${fileName ?? "The pasted text"} could not be read as a KiCad DRC report: ${(error as Error).message}` };
  }
}

export function DrcExplainer() {
  const textId = useId();
  const hintId = useId();
  const [text, setText] = useState("");
  const [result, setResult] = useState<Result>(null);

  const fromFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_REPORT_BYTES) {
      setResult({ problem: `${file.name} is larger than a DRC report can be. Choose the .rpt or .json file KiCad saved.` });
      return;
    }
    const content = await file.text();
    setText(content);
    setResult(await explain(content, file.name));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(await explain(text));
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    void fromFile(event.dataTransfer.files[0]);
  };

  return (
    <div className="not-prose my-6 rounded-xl border border-[var(--border)] bg-[var(--bg-soft)] p-4" data-testid="drc-explainer">
      <form onSubmit={(event) => void submit(event)} onDragOver={(event) => event.preventDefault()} onDrop={drop}>
        <label htmlFor={textId} className="block font-semibold">
          Paste a KiCad DRC report
        </label>
        <p id={hintId} className="text-sm text-[var(--fg-muted)]">
          In KiCad&rsquo;s DRC window, press <strong>Save…</strong> after a run: it writes a <code>.rpt</code> (or <code>.json</code>) file. Paste its text,
          drop the file here, or choose it.
        </p>
        <textarea
          id={textId}
          aria-describedby={hintId}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          rows={6}
          spellCheck={false}
          className="mt-2 w-full rounded-lg border border-[var(--border)] bg-[var(--bg)] p-2 font-mono text-sm"
        />
        <div className="mt-2 flex flex-wrap gap-3">
          <button type="submit" className={primaryButton}>
            Explain the report
          </button>
          <FilePickButton label="Choose a report file" accept=".rpt,.json,.txt" onFiles={(files) => void fromFile(files?.[0])} />
        </div>
      </form>
      <p role="status" className={result && "problem" in result ? "mt-3 font-semibold" : "sr-only"}>
        {result ? ("problem" in result ? result.problem : result.summary) : ""}
      </p>
      {result && "explanation" in result ? (
        <Suspense fallback={null}>
          <DrcResult explanation={result.explanation} source={result.source} />
        </Suspense>
      ) : null}
    </div>
  );
}
