/** `structure`: the folder layout of /submitting, with clearly-meant names as warnings that say what to rename. */
import { submissionNames } from "../../../../content/programme/submission.ts";
import { primaryGerbers, type Analysis, type GerberSet } from "../analyse.ts";
import { baseName, extension, inFolder, ruleResult } from "./result.ts";
import type { RuleResult } from "../types.ts";

const REQUIRED_FOLDERS = [submissionNames.pcb, submissionNames.firmware, submissionNames.cad, submissionNames.production];
/** Other names people give these folders, and what each folder holds when the name differs. */
const FOLDER_HINTS: Record<string, { alias: RegExp; holds: RegExp }> = {
  [submissionNames.pcb]: { alias: /^(kicad|hardware|pcbs?|electronics)$/i, holds: /\.kicad_pcb$/i },
  [submissionNames.firmware]: { alias: /^(firmware|code|src|kmk|qmk|software)$/i, holds: /\.(py|c|h|keymap|json)$/i },
  [submissionNames.cad]: { alias: /^(cad|3d|models?|case)$/i, holds: /\.(step|stp|3mf|f3d)$/i },
  [submissionNames.production]: { alias: /^(production|prod|manufacturing|fabrication|outputs?)$/i, holds: /\.(zip|stl|uf2)$/i },
};

export function structureRule(analysis: Analysis): RuleResult {
  const fails: string[] = [];
  const warns: string[] = [];
  /** Naming differences reviewers accept: said in the details, never a warning or a failure. */
  const hints: string[] = [];
  const files = analysis.paths;
  const topFolders = new Set(files.filter((path) => path.includes("/")).map((path) => path.slice(0, path.indexOf("/"))));
  for (const folder of REQUIRED_FOLDERS) {
    if ([...topFolders].some((name) => name.toLowerCase() === folder.toLowerCase())) continue;
    const hint = FOLDER_HINTS[folder];
    const meant = [...topFolders].find((name) => hint?.alias.test(name) && files.some((path) => path.startsWith(`${name}/`) && hint.holds.test(path)));
    if (meant) warns.push(`Rename the folder ${meant}/ to ${folder}/.`);
    else fails.push(`There is no ${folder}/ folder.`);
  }
  const production = submissionNames.production;
  const gerbersPath = `${production}/${submissionNames.gerbers}`;
  const gerbers = primaryGerbers(analysis);
  if (!files.some((path) => path.toLowerCase() === gerbersPath.toLowerCase())) {
    if (gerbers?.zipped) warns.push(`Rename ${gerbers.source} to ${gerbersPath}.`);
    else if (gerbers) warns.push(`Zip the gerber files in ${gerbers.source} into ${gerbersPath}.`);
    else fails.push(`There is no ${gerbersPath} (no gerber files at all).`);
  }
  if (gerbers) drillFindings(gerbers, fails, warns);
  const extraSets = analysis.gerberSets.filter((set) => set !== gerbers && inFolder(set.source, production));
  for (const set of extraSets)
    warns.push(`${set.source} is another set of gerbers beside ${gerbers?.source ?? gerbersPath}: keep one, so the factory gets the right board.`);
  const otherSets = analysis.gerberSets.length - 1 - extraSets.length;
  if (otherSets > 0) warns.push(`The repository holds ${analysis.gerberSets.length} gerber sets; only ${gerbers?.source ?? gerbersPath} is used.`);
  const stls = files.filter((path) => extension(path) === "stl");
  if (!stls.some((path) => inFolder(path, production))) {
    if (stls.length > 0) warns.push(`Move the case STLs (${stls.slice(0, 3).join(", ")}) into ${production}/ or ${production}/${submissionNames.caseFolder}/.`);
    else fails.push(`There are no case STL files in ${production}/.`);
  }
  const hasUf2 = files.some((path) => path.toLowerCase() === `${production}/${submissionNames.firmwareUf2}`);
  const hasMain = files.some((path) => path.toLowerCase() === `${production}/${submissionNames.kmkMain}`);
  if (!hasUf2 && !hasMain) {
    const uf2 = files.find((path) => extension(path) === "uf2" && inFolder(path, production));
    const main = files.find((path) => baseName(path).toLowerCase() === submissionNames.kmkMain);
    // QMK names its build `<keyboard>_<keymap>.uf2` (`<pad>_default.uf2` for the default keymap): reviewers accept it as is.
    if (uf2 && /_default\.uf2$/i.test(uf2))
      hints.push(`${uf2} is QMK's own name for the build; ${production}/${submissionNames.firmwareUf2} is the name /submitting uses, and either is fine.`);
    else if (uf2) warns.push(`Rename ${uf2} to ${production}/${submissionNames.firmwareUf2}.`);
    else if (main) warns.push(`Copy ${main} to ${production}/${submissionNames.kmkMain}.`);
    else fails.push(`There is no ${production}/${submissionNames.firmwareUf2} (or ${submissionNames.kmkMain} for KMK).`);
  }
  if (!analysis.readme) fails.push(`There is no ${submissionNames.readme}.`);
  // Every file the check could not read is listed here too, so one rule gathers all input problems.
  const details = [...analysis.project.notes, ...analysis.unreadable.map((entry) => entry.message)];
  if (analysis.project.unreadable) fails.unshift(analysis.project.unreadable);
  const status = fails.length > 0 ? "fail" : warns.length > 0 || details.length > 0 ? "warn" : "pass";
  const findings = [...fails, ...warns];
  const message =
    status === "pass"
      ? "The folders and production files are where /submitting puts them."
      : findings.length > 0
        ? findings.slice(0, 2).join(" ") + (findings.length > 2 ? ` (${findings.length - 2} more below)` : "")
        : `Some files could not be read: ${details[0] ?? ""}`;
  return ruleResult(
    "structure",
    status,
    message,
    files.filter((path) => !path.includes("/")),
    {
      fix: `Lay out the folder as /submitting shows: README.md, BOM.md, ${REQUIRED_FOLDERS.map((name) => `${name}/`).join(", ")}, with ${gerbersPath}, the case STLs and ${submissionNames.firmwareUf2} (or ${submissionNames.kmkMain}) in ${production}/.`,
      details: [...new Set([...fails, ...warns, ...details, ...hints])],
    },
  );
}

/** Drill data in the production set: Excellon is what every factory reads; X2 drill gerbers or a map alone are not. */
function drillFindings(set: GerberSet, fails: string[], warns: string[]): void {
  const drills = set.layers.filter((layer) => layer.kind === "drill");
  const excellon = drills.filter((layer) => layer.excellon);
  const maps = set.layers.filter((layer) => layer.kind === "drillmap");
  if (excellon.length > 0) return;
  if (drills.length > 0) {
    warns.push(
      `${set.source} has its drill files as Gerber X2 (${drills.map((layer) => baseName(layer.path)).join(", ")}) and no Excellon file: plot the drill files again with the Excellon format.`,
    );
  } else if (maps.length > 0) {
    fails.push(`${set.source} has only a drill map (${maps.map((layer) => baseName(layer.path)).join(", ")}), no drill file: the holes would not be drilled.`);
  } else {
    fails.push(`${set.source} has no drill file: in KiCad's Plot dialog, press Generate Drill Files (Excellon).`);
  }
}
