/**
 * The submission preflight: reads a project (a folder's files or one `.zip`) and checks every macropad rule.
 * Pure TypeScript with no DOM and no Node-only APIs: the same code runs in a Web Worker on /check and in the CLI.
 */
import { drawableGerbers, readCad, readCaseParts, readDrcReports, readFirmware, readGerbers, readPcb, startAnalysis, type Analysis } from "./analyse.ts";
import { ruleDocs } from "./docs-links.ts";
import { RULE_ORDER } from "./rule-order.ts";
import { buildProject } from "./project.ts";
import { approvedPartsRule } from "./rules/approved-parts.ts";
import { bomRule } from "./rules/bom.ts";
import { brandingRule, silkTexts } from "./rules/branding.ts";
import { cadRule } from "./rules/cad.ts";
import { caseMeasurements, caseRule } from "./rules/case.ts";
import { controllerName, controllerRule } from "./rules/controller.ts";
import { firmwareRule, uf2Measurements } from "./rules/firmware.ts";
import { boardWiring, firmwarePinsRule } from "./rules/firmware-pins.ts";
import { inputsRule } from "./rules/inputs.ts";
import { partsOf } from "./rules/parts.ts";
import { measureBoard, pcbSizeRule } from "./rules/pcb-size.ts";
import { drcRule, originalRule, toleranceRule } from "./rules/self-checks.ts";
import { structureRule } from "./rules/structure.ts";
import { isNotProject, refusalWords, skippedRules } from "./refusal.ts";
import { usbOverhangRule } from "./rules/usb-overhang.ts";
import type {
  InputFile,
  Measurements,
  PreflightOptions,
  PreflightResult,
  EngineRuleId,
  ProgressEvent,
  Report,
  RuleResult,
  RunPreflight,
  Verdict,
} from "./types.ts";

export { MAX_ENTRIES, MAX_INPUT_BYTES, MAX_UNPACKED_BYTES, formatBytes } from "./limits.ts";
export { parseDrcReport, groupViolations } from "./parsers/drc-report.ts";
export { ruleDocs } from "./docs-links.ts";
export { formatReport, reportToMarkdown } from "./report/format.ts";
export { statusMarks } from "./report/words.ts";
export type * from "./types.ts";

const RULES: Record<EngineRuleId, (analysis: Analysis) => RuleResult> = {
  structure: structureRule,
  controller: controllerRule,
  inputs: inputsRule,
  "pcb-size": pcbSizeRule,
  case: caseRule,
  "approved-parts": approvedPartsRule,
  cad: cadRule,
  firmware: firmwareRule,
  "firmware-pins": firmwarePinsRule,
  bom: bomRule,
  branding: brandingRule,
  "usb-overhang": usbOverhangRule,
  original: originalRule,
  drc: drcRule,
  tolerance: toleranceRule,
};

export { RULE_ORDER } from "./rule-order.ts";

/** The stages, in order, with the share of the whole check each takes (for a progress bar). */
const STAGES = [
  { stage: "read", label: "Reading the zip", weight: 0.2, run: null },
  { stage: "gerbers", label: "Gerbers", weight: 0.15, run: readGerbers },
  { stage: "pcb", label: "PCB", weight: 0.15, run: readPcb },
  { stage: "case", label: "Case parts", weight: 0.2, run: readCaseParts },
  { stage: "cad", label: "CAD model", weight: 0.15, run: readCad },
  { stage: "firmware", label: "Firmware", weight: 0.05, run: readFirmware },
  { stage: "drc", label: "DRC report", weight: 0.05, run: readDrcReports },
  { stage: "rules", label: "Checking the rules", weight: 0.05, run: null },
] as const;

export function verdictOf(rules: readonly RuleResult[]): Verdict {
  if (rules.some((rule) => rule.status === "fail")) return "fail";
  if (rules.some((rule) => rule.status === "warn")) return "warn";
  return "pass";
}

export function measure(analysis: Analysis): Measurements {
  const { board, copperLayers } = measureBoard(analysis);
  const hasPcb = analysis.pcb !== null;
  const count = (kind: Parameters<typeof partsOf>[1]) => (hasPcb ? partsOf(analysis, kind).length : null);
  const switches = count("switch");
  const encoders = count("encoder");
  return {
    board,
    copperLayers,
    switches,
    encoders,
    oleds: count("oled"),
    leds: count("led"),
    inputs: switches === null || encoders === null ? null : switches + encoders,
    controller: hasPcb ? controllerName(analysis) : null,
    uf2: uf2Measurements(analysis),
    caseParts: caseMeasurements(analysis),
    silkTexts: silkTexts(analysis),
  };
}

/** A measurement that is not a finite number, as the report words would print it. */
const NON_FINITE = /(?<![A-Za-z])-?(?:Infinity|NaN)(?= mm| ×)/;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\.$/, "");

/** Lets a worker's message loop (and an abort) in between stages. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads the project and runs every rule: the report, and the analysis it came from (for Node tools that build
 * on the same reading, such as `npm run firmware`).
 */
export async function checkWithAnalysis(files: InputFile[], options: PreflightOptions): Promise<{ report: Report; analysis: Analysis }> {
  const { signal, onProgress } = options;
  let done = 0;
  const report = (index: number) => {
    const stage = STAGES[index];
    if (stage) onProgress?.({ stage: stage.stage, label: stage.label, fraction: Math.min(1, done) } satisfies ProgressEvent);
  };
  signal?.throwIfAborted();
  report(0);
  const project = buildProject(files, options.input, options.notes);
  const analysis = startAnalysis(project);
  done += STAGES[0].weight;
  for (let index = 1; index < STAGES.length; index++) {
    await pause();
    signal?.throwIfAborted();
    report(index);
    const stage = STAGES[index];
    try {
      stage?.run?.(analysis);
    } catch (error) {
      // Parsers report bad files themselves; this only catches the unforeseen, so the other stages still run.
      analysis.unreadable.push({ path: stage?.label ?? "", area: "input", message: `Reading the ${stage?.label ?? ""} stopped early: ${describe(error)}.` });
    }
    done += stage?.weight ?? 0;
  }
  // Nothing readable, or nothing of a Hackpad: one message, every rule "not checked", instead of a failure from each.
  const notProject = !project.unreadable && isNotProject(analysis);
  if (project.unreadable || notProject) {
    const notes = [...project.notes, ...analysis.unreadable.map((entry) => entry.message)];
    const rules = skippedRules(RULE_ORDER, project.unreadable ? refusalWords.skipped : refusalWords.skippedNotProject, [...new Set(notes)]);
    onProgress?.({ stage: "done", label: "Done", fraction: 1 });
    const refused: Report = { input: options.input, verdict: "fail", rules, measurements: measure(analysis) };
    if (project.unreadable) refused.unreadable = project.unreadable;
    else refused.notProject = refusalWords.notProject;
    refused.advice = project.unreadable ? (project.advice ?? refusalWords.unreadableAdvice) : refusalWords.notProjectAdvice;
    return { report: refused, analysis };
  }
  const rules = RULE_ORDER.map((id) => {
    try {
      const result = RULES[id](analysis);
      // The parsers refuse non-finite geometry; this is the net under them: no verdict from "Infinity mm".
      if (NON_FINITE.test(JSON.stringify([result.message, result.details ?? []]))) {
        return {
          id,
          status: "skip",
          message: "This rule could not be checked: the files hold coordinates too large to measure (not finite numbers).",
          files: result.files,
          docs: ruleDocs[id],
        } satisfies RuleResult;
      }
      return result;
    } catch (error) {
      return { id, status: "skip", message: `This rule could not be checked: ${describe(error)}.`, files: [], docs: ruleDocs[id] } satisfies RuleResult;
    }
  });
  onProgress?.({ stage: "done", label: "Done", fraction: 1 });
  const result: Report = { input: options.input, verdict: verdictOf(rules), rules, measurements: measure(analysis) };
  if (project.unreadable) result.unreadable = project.unreadable;
  return { report: result, analysis };
}

export const runPreflight: RunPreflight = async (files, options) => (await checkWithAnalysis(files, options)).report;

/**
 * The report and the gerber set it measured the board from, as text for a renderer (/check draws it): one read
 * of the submission, within the engine's budgets, serves both.
 */
export async function runPreflightWithGerbers(files: InputFile[], options: PreflightOptions): Promise<PreflightResult> {
  const { report, analysis } = await checkWithAnalysis(files, options);
  return { report, ...drawableGerbers(analysis), files: analysis.project.files.length, wiring: boardWiring(analysis) };
}
