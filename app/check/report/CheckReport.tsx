/** The /check report: loaded on demand once a project is dropped. */
import { useEffect, useRef } from "react";
import { fixFirst, foldPasses } from "@hackpad/preflight/report";
import { inputProblem, inputSummary, plural, summaryLine } from "@hackpad/preflight/report";
import { useKeptScroll } from "../kept";
import type { CheckState } from "../useCheckRunner";
import { boardFindings } from "./board-findings";
import { BoardFindings } from "./BoardFindings";
import { BoardView } from "./BoardView";
import { CasePanels } from "./CasePanels";
import { CaseParts } from "./CaseParts";
import { CountBadges } from "./CountBadges";
import { FixFirstList } from "./FixFirstList";
import { FixPanel } from "./FixPanel";
import { InputProblemPanel } from "./InputProblemPanel";
import { FirmwareDownload } from "./FirmwareDownload";
import { ReportActions } from "./ReportActions";
import { pageTools } from "./page-tools";
import { RuleRows } from "./RuleRows";

type Done = Extract<CheckState, { phase: "done" }>;

const verdictText = { pass: "Ready to submit", warn: "Ready, with warnings to read", fail: "Not ready yet" } as const;

/**
 * A project's report: the verdict, the "Fix these, in this order" list, the cards of the rules to look at (passes
 * folded), then what was measured and drawn. Input that is not a project gets one message instead.
 */
export default function CheckReport({ state, onChooseAnother }: { state: Done; onChooseAnother: () => void }) {
  const problem = inputProblem(state.report);
  if (problem) return <InputProblemPanel problem={problem} verdict={state.report.verdict} onChooseAnother={onChooseAnother} />;
  return <ProjectReport state={state} />;
}

function ProjectReport({ state }: { state: Done }) {
  const { report } = state;
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the new report, so keyboard and screen-reader users land on it.
  // A report brought back after a navigation leaves focus and scroll where the browser puts them.
  const restored = state.restored === true;
  useEffect(() => {
    if (!restored) heading.current?.focus();
  }, [report, restored]);
  useKeptScroll(restored);
  const { open, passed } = foldPasses(report.rules);
  const places = state.drawing?.places;
  const findings = boardFindings(state.wiring, places && places.length > 0 ? new Set(places.map((place) => place.ref)) : null);
  const marked = Boolean(places?.some((place) => findings.some((finding) => finding.refs.includes(place.ref))));
  const panels = state.caseInputs && state.link ? state.caseInputs : null;
  const tools = pageTools({ convert: (panels?.models.length ?? 0) > 0, make: Boolean(panels?.board), firmware: Boolean(state.wiring) });
  return (
    <section aria-labelledby="check-report-title" className="not-prose my-8 [overflow-wrap:anywhere]" data-testid="check-report" data-verdict={report.verdict}>
      <h2 id="check-report-title" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        Report: {verdictText[report.verdict]}
      </h2>
      <p className="mt-2 text-lg font-semibold" data-testid="check-summary">
        {summaryLine(report)}.
      </p>
      <p className="mt-1 text-sm text-[var(--fg-muted)]" data-testid="check-timing" data-ms={Math.round(state.ms)}>
        {inputSummary(report.input, state.files, state.found, state.bytes)}, checked in {(state.ms / 1000).toFixed(1)} s.
      </p>
      <BoardFindings findings={findings} marked={marked} />
      <FixFirstList steps={fixFirst(report)} tools={tools} />
      <ReportActions report={report} />
      {state.wiring ? <FirmwareDownload wiring={state.wiring} input={report.input} /> : null}
      {open.length > 0 ? <RuleRows rules={open} label="Rules to look at" /> : null}
      {passed.length > 0 ? (
        <details className="mt-4 rounded-lg border border-[var(--border)] p-3" data-testid="passed-rules">
          <summary className="cursor-pointer font-semibold">{plural(passed.length, "rule")} passed</summary>
          <RuleRows rules={passed} label="Rules passed" />
        </details>
      ) : null}
      {state.fixLink ? <FixPanel link={state.fixLink} board={{ drawing: state.drawing, measured: report.measurements.board }} /> : null}
      <h3 className="mt-8 text-xl font-bold">Counts</h3>
      <CountBadges measurements={report.measurements} />
      <h3 id="check-board" tabIndex={-1} className="mt-8 scroll-mt-24 text-xl font-bold outline-none">
        Your board
      </h3>
      <BoardView
        drawing={state.drawing}
        problem={state.drawingProblem}
        measured={report.measurements.board}
        marks={findings.flatMap((finding) => finding.refs)}
      />
      <h3 className="mt-8 text-xl font-bold">Your case parts</h3>
      <CaseParts parts={report.measurements.caseParts} />
      {state.caseInputs && state.link ? (
        <CasePanels input={report.input} link={state.link} inputs={state.caseInputs} />
      ) : state.restored ? (
        <p className="mt-4" data-testid="case-panels-need-files">
          Your files are not kept when the page reloads, only this report: drop your project again to convert or make a case.
        </p>
      ) : null}
    </section>
  );
}
