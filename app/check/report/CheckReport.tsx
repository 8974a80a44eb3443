/** The /check report: loaded on demand once a project is dropped. */
import { useEffect, useRef } from "react";
import { filesText, summaryLine } from "~/packages/preflight/src/report/words";
import { formatBytes } from "~/packages/preflight/src/limits";
import type { CheckState } from "../useCheckRunner";
import { BoardView } from "./BoardView";
import { CaseParts } from "./CaseParts";
import { CountBadges } from "./CountBadges";
import { FirmwareDownload } from "./FirmwareDownload";
import { ReportActions } from "./ReportActions";
import { RuleRows } from "./RuleRows";

type Done = Extract<CheckState, { phase: "done" }>;

const verdictText = { pass: "Ready to submit", warn: "Ready, with warnings to read", fail: "Not ready yet" } as const;

export default function CheckReport({ state }: { state: Done }) {
  const { report } = state;
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the new report, so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), [report]);
  return (
    <section aria-labelledby="check-report-title" className="not-prose my-8 [overflow-wrap:anywhere]" data-testid="check-report" data-verdict={report.verdict}>
      <h2 id="check-report-title" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        Report: {verdictText[report.verdict]}
      </h2>
      <p className="mt-2 text-lg font-semibold" data-testid="check-summary">
        {summaryLine(report)}.
      </p>
      <p className="mt-1 text-sm text-[var(--fg-muted)]" data-testid="check-timing" data-ms={Math.round(state.ms)}>
        {report.input}: {filesText(state.files)}, {formatBytes(state.bytes)}, checked in {(state.ms / 1000).toFixed(1)} s.
      </p>
      {report.unreadable ? (
        <p className="mt-3 rounded-lg border-2 border-accent-600 p-3 font-semibold dark:border-accent-300" data-testid="check-unreadable">
          {report.unreadable}
        </p>
      ) : null}
      <ReportActions report={report} />
      {state.wiring ? <FirmwareDownload wiring={state.wiring} input={report.input} /> : null}
      <RuleRows rules={report.rules} />
      <h3 className="mt-8 text-xl font-bold">Counts</h3>
      <CountBadges measurements={report.measurements} />
      <h3 className="mt-8 text-xl font-bold">Your board</h3>
      <BoardView drawing={state.drawing} problem={state.drawingProblem} measured={report.measurements.board} />
      <h3 className="mt-8 text-xl font-bold">Your case parts</h3>
      <CaseParts parts={report.measurements.caseParts} />
    </section>
  );
}
