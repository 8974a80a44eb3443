/**
 * The submission preflight: reads a project (a folder's files or one `.zip`) and checks every macropad rule.
 * Pure TypeScript with no DOM and no Node-only APIs: the same code runs in a Web Worker on /check and in the CLI.
 */
import type { ProjectModel } from "./analyse.ts";
import { errorClause } from "@hackpad/programme/errors";
import { ruleResult } from "./rules/result.ts";
import { RULE_ORDER } from "./rule-order.ts";
import { isNotProject } from "./not-project.ts";
import { READ_SHARE, readProject } from "./read.ts";
import { approvedPartsRule } from "./rules/approved-parts.ts";
import { bomRule } from "./rules/bom.ts";
import { brandingRule, silkTexts } from "./rules/branding.ts";
import { cadRule } from "./rules/cad.ts";
import { caseMeasurements, caseRule } from "./rules/case.ts";
import { controllerName, controllerRule } from "./rules/controller.ts";
import { firmwareRule, uf2Measurements } from "./rules/firmware.ts";
import { firmwarePinsRule } from "./rules/firmware-pins.ts";
import { inputsRule } from "./rules/inputs.ts";
import { partsOf } from "./parts.ts";
import { measureBoard, pcbSizeRule } from "./rules/pcb-size.ts";
import { drcRule, originalRule, toleranceRule } from "./rules/self-checks.ts";
import { structureRule } from "./rules/structure.ts";
import { gerberBoard } from "./gerber-board.ts";
import { refusalWords, skippedRules } from "./refusal.ts";
import { usbOverhangRule } from "./rules/usb-overhang.ts";
import type { EngineRuleId, InputFile, Measurements, PreflightOptions, Report, RuleResult, Verdict } from "./types.ts";

// The public surface: the report's (./report/index.ts) and the readers the other engines and the site build on.
export * from "./report/index.ts";
export { drawableGerbers, primaryGerbers, type Analysis, type GerberSet, type ProjectModel } from "./analyse.ts";
export { addFiles, readProject } from "./read.ts";
export { classifyFootprint, type ClassifiedPart, type PartKind } from "./classify.ts";
export { parseDrcReport } from "./parsers/drc-report.ts";
export { parseKicadPcb, type EdgeShape, type KicadPcb, type PcbFootprint, type PcbPad } from "./parsers/kicad-pcb.ts";
export { callArguments, parseStep } from "./parsers/step.ts";
export { parseStl } from "./parsers/stl.ts";
export { openThreeMf, parseThreeMf, placeThreeMf, scanThreeMf, type ThreeMfMeshObject } from "./parsers/threemf.ts";
export { looksLikeZip, readZip } from "./parsers/zip.ts";
export { isJunkPath, newBudget, normalisePath } from "./project.ts";
export { caseStls } from "./rules/case.ts";
export { approvedControllers, partsOf } from "./parts.ts";
export { setAsideOf } from "./select.ts";
export { compareFirmware, writePin } from "./wiring/compare.ts";
export { readQmkPin, readKmk, readQmk, type FirmwarePins, type PinRef } from "./wiring/firmware-read.ts";
export { circuitPythonRunName, findFirmware } from "./firmware-files.ts";
export { readFirmwarePins } from "./rules/firmware-pins.ts";
export { bomRule } from "./rules/bom.ts";

const RULES: Record<EngineRuleId, (analysis: ProjectModel) => RuleResult> = {
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

export function verdictOf(rules: readonly RuleResult[]): Verdict {
  if (rules.some((rule) => rule.status === "fail")) return "fail";
  if (rules.some((rule) => rule.status === "warn")) return "warn";
  return "pass";
}

function measure(analysis: ProjectModel): Measurements {
  const { board, copperLayers } = measureBoard(analysis);
  const hasPcb = analysis.pcb !== null;
  const count = (kind: Parameters<typeof partsOf>[1]) => (hasPcb ? partsOf(analysis, kind).length : null);
  // Without a KiCad board, the switches as the gerbers' drill holes show them (encoders stay unknown).
  const switches = count("switch") ?? (gerberBoard(analysis)?.switches || null);
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
const NOT_FINITE_SKIP = "This rule could not be checked: the files hold coordinates too large to measure (not finite numbers).";

/**
 * Runs every rule on a project's model: the check's second half, after `readProject` (read.ts). `onProgress`
 * hears of the rules and of the end.
 */
export function checkProject(analysis: ProjectModel, options: Pick<PreflightOptions, "input" | "onProgress">): Report {
  const { project } = analysis;
  options.onProgress?.({ stage: "rules", label: "Checking the rules", fraction: READ_SHARE });
  // Nothing readable, or nothing of a Hackpad: one message, every rule "not checked", instead of a failure from each.
  const notProject = !project.unreadable && isNotProject(analysis);
  if (project.unreadable || notProject) {
    const notes = [...project.notes, ...analysis.unreadable.map((entry) => entry.message)];
    const rules = skippedRules(RULE_ORDER, project.unreadable ? refusalWords.skipped : refusalWords.skippedNotProject, [...new Set(notes)]);
    options.onProgress?.({ stage: "done", label: "Done", fraction: 1 });
    const refusal = project.unreadable
      ? { unreadable: project.unreadable, advice: project.advice ?? refusalWords.unreadableAdvice }
      : { notProject: refusalWords.notProject, advice: refusalWords.notProjectAdvice };
    return { input: options.input, verdict: "fail", rules, measurements: measure(analysis), ...refusal };
  }
  const rules = RULE_ORDER.map((id) => {
    try {
      const result = RULES[id](analysis);
      // The parsers refuse non-finite geometry; this is the net under them: no verdict from "Infinity mm".
      return NON_FINITE.test(JSON.stringify([result.message, result.details ?? []])) ? ruleResult(id, "skip", NOT_FINITE_SKIP, result.files) : result;
    } catch (error) {
      return ruleResult(id, "skip", `This rule could not be checked: ${errorClause(error)}.`, []);
    }
  });
  options.onProgress?.({ stage: "done", label: "Done", fraction: 1 });
  return { input: options.input, verdict: verdictOf(rules), rules, measurements: measure(analysis) };
}

/**
 * Reads the project and checks it: the CLI's, batch mode's and the Action's one call. `files` is a project folder's
 * files, or a single `.zip` (which the engine unpacks, stripping one shared top folder). It never throws for bad
 * input: unreadable files become messages in the report.
 */
export const runPreflight = async (files: InputFile[], options: PreflightOptions): Promise<Report> => checkProject(await readProject(files, options), options);
