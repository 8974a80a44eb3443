/**
 * `case`: every STL part fits the case limit in some orientation (the three sizes sorted against the sorted
 * limit), with its size and bodies; tiny stray bodies and DXF files (acrylic) are warnings.
 */
import { limits } from "../../../../content/programme/limits.ts";
import { caseRule as printedOnly } from "../../../../content/programme/parts.ts";
import { submissionNames } from "../../../../content/programme/submission.ts";
import type { Analysis } from "../analyse.ts";
import { round2 } from "../geometry.ts";
import { thresholds } from "../thresholds.ts";
import type { CasePartMeasurement, RuleResult } from "../types.ts";
import { extension, inFolder, ruleResult } from "./result.ts";
import { sizeText } from "../report/words.ts";

const LIMIT = [limits.case.maxLengthMm, limits.case.maxWidthMm, limits.case.maxHeightMm];

/** The STLs that are case parts: those in production/ when there are any there, else every STL. */
export function caseStls(analysis: Analysis): Analysis["stls"] {
  const production = analysis.stls.filter((stl) => inFolder(stl.path, submissionNames.production));
  return production.length > 0 ? production : analysis.stls;
}

export function caseMeasurements(analysis: Analysis): CasePartMeasurement[] {
  return caseStls(analysis).map(({ path, info }) => ({
    file: path,
    size: info.size.map(round2) as [number, number, number],
    bodies: info.bodies.length,
  }));
}

export function caseRule(analysis: Analysis): RuleResult {
  const stls = caseStls(analysis);
  const fails: string[] = [];
  const warns: string[] = [];
  const details: string[] = [];
  const limit = [...LIMIT].sort((a, b) => b - a);
  for (const { path, info } of stls) {
    const sorted = [...info.size].sort((a, b) => b - a);
    const fits = sorted.every((value, index) => value <= (limit[index] ?? 0) + thresholds.limitSlackMm);
    details.push(`${path}: ${sizeText(info.size)}, ${info.bodies.length} ${info.bodies.length === 1 ? "body" : "bodies"}.`);
    if (!fits) fails.push(`${path} is ${sizeText(info.size)}: it does not fit ${sizeText(LIMIT)} in any orientation.`);
    const main = info.bodies[0];
    if (main && info.bodies.length > 1) {
      const volume = (size: readonly number[]) => (size[0] ?? 0) * (size[1] ?? 0) * (size[2] ?? 0);
      const tiny = info.bodies.slice(1).filter((body) => volume(body.size) < volume(main.size) * thresholds.strayBodyShare);
      const bigger = info.size.some((value, axis) => value > (main.size[axis] ?? 0) + thresholds.sizeAgreementMm);
      if (tiny.length > 0 && bigger) {
        warns.push(
          `${path} has ${tiny.length} tiny stray ${tiny.length === 1 ? "body" : "bodies"} that make it measure ${sizeText(info.size)}; its main body is ${sizeText(main.size)}. Delete the strays before exporting.`,
        );
      }
    }
  }
  for (const entry of analysis.unreadable.filter((item) => item.area === "case")) warns.push(entry.message);
  const dxfs = analysis.paths.filter((path) => extension(path) === "dxf" && inFolder(path, submissionNames.production));
  if (dxfs.length > 0) warns.push(`${dxfs.join(", ")}: a DXF is for laser cutting. ${printedOnly}`);
  if (stls.length === 0) {
    const steps = analysis.steps.filter((step) => inFolder(step.path, submissionNames.production)).map((step) => step.path);
    return ruleResult(
      "case",
      "fail",
      steps.length > 0
        ? `No STL case parts: ${submissionNames.production}/ has ${steps.join(", ")} instead. The printers need one STL per part.`
        : "No STL case parts found.",
      steps,
      {
        fix: `Export each case part as its own STL into ${submissionNames.production}/ (in Fusion: right-click the body › Save As Mesh › STL).`,
        details: warns,
      },
    );
  }
  const status = fails.length > 0 ? "fail" : warns.length > 0 ? "warn" : "pass";
  const message =
    fails[0] ??
    warns[0] ??
    `${stls.length} ${stls.length === 1 ? "part fits" : "parts fit"} within ${sizeText(LIMIT)}: ${stls.map(({ path, info }) => `${path.split("/").pop()} ${sizeText(info.size)}`).join(", ")}.`;
  return ruleResult(
    "case",
    status,
    message,
    stls.map((stl) => stl.path),
    {
      fix: `Keep every printed part within ${sizeText(LIMIT)} and export one clean body per STL.`,
      details: [...fails, ...warns, ...details],
    },
  );
}
