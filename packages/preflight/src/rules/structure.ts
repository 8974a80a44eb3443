/** `structure`: the folder layout of /submitting, with clearly-meant names as warnings that say what to rename. */
import { submissionNames } from "@hackpad/programme/submission";
import { primaryGerbers, type Analysis, type GerberSet } from "../analyse.ts";
import { ruleResult } from "./result.ts";
import { baseName, extension, inFolder, parentOf } from "../paths.ts";
import { findFirmware } from "../firmware-files.ts";
import { qmkCommonKeymaps } from "@hackpad/programme/firmware-files";
import { programPlacement } from "./firmware.ts";
import type { RuleResult } from "../types.ts";
import { setAsideOf } from "../select.ts";
import { gerberBoard } from "../gerber-board.ts";

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
  const files = analysis.paths;
  const topFolders = new Set(files.filter((path) => path.includes("/")).map((path) => path.slice(0, path.indexOf("/"))));
  for (const folder of REQUIRED_FOLDERS) {
    if ([...topFolders].some((name) => name.toLowerCase() === folder.toLowerCase())) continue;
    const hint = FOLDER_HINTS[folder];
    const meant = [...topFolders].find((name) => hint?.alias.test(name) && files.some((path) => path.startsWith(`${name}/`) && hint.holds.test(path)));
    // The folder kept one level down (Hackpad/Firmware/): it exists, in the wrong place.
    const deeper = files
      .map((path) => path.split("/").slice(0, -1))
      .map((segments) => segments.findIndex((segment, index) => index > 0 && segment.toLowerCase() === folder.toLowerCase()) + 1)
      .map((end, index) => (end > 0 ? (files[index] ?? "").split("/").slice(0, end).join("/") : ""))
      .filter((path) => path !== "" && !setAsideOf(`${path}/`, analysis.setAside))
      .sort((a, b) => a.length - b.length)[0];
    if (meant) warns.push(`Rename the folder ${meant}/ to ${folder}/.`);
    else if (deeper) warns.push(`Move ${deeper}/ to the top of the repository as ${folder}/.`);
    else fails.push(`There is no ${folder}/ folder.`);
  }
  const fromGerbers = gerberBoard(analysis);
  if (fromGerbers && analysis.pcbPaths.length === 0) {
    warns.push(
      `There is no KiCad board (.kicad_pcb), only gerbers${fromGerbers.easyEda ? ` and an EasyEDA project (${fromGerbers.easyEda})` : ""}: the board was read from ${fromGerbers.source.replace(/\/$/, "")} (outline, copper layers, switch holes), and the controller, its USB end, the parts, the silkscreen and the firmware's pins could not be checked without it.`,
    );
  }
  const production = submissionNames.production;
  const gerbersPath = `${production}/${submissionNames.gerbers}`;
  const gerbers = primaryGerbers(analysis);
  if (!files.some((path) => path.toLowerCase() === gerbersPath.toLowerCase())) {
    if (gerbers?.zipped) warns.push(`Rename ${gerbers.source} to ${gerbersPath}.`);
    else if (gerbers) warns.push(`Zip the gerber files in ${gerbers.source} into ${gerbersPath}.`);
    else fails.push(`There is no ${gerbersPath} (no gerber files at all).`);
  }
  if (gerbers) contentFindings(gerbers, fails, warns);
  if (gerbers) drillFindings(gerbers, fails, warns);
  if (gerbers) looseDrillFindings(analysis, gerbers, warns);
  const extraSets = analysis.gerberSets.filter((set) => set !== gerbers && inFolder(set.source, production));
  for (const set of extraSets)
    warns.push(`${set.source} is another set of gerbers beside ${gerbers?.source ?? gerbersPath}: keep one, so the factory gets the right board.`);
  const otherSets = analysis.gerberSets.length - 1 - extraSets.length;
  if (otherSets > 0) warns.push(`The repository holds ${analysis.gerberSets.length} gerber sets; only ${gerbers?.source ?? gerbersPath} is used.`);
  const advice = gerbers && analysis.gerberSets.length > 1 ? completeSetAdvice(analysis, gerbers, gerbersPath) : null;
  if (advice) warns.push(advice);
  const stls = files.filter((path) => extension(path) === "stl" && !setAsideOf(path, analysis.setAside));
  if (!stls.some((path) => inFolder(path, production))) {
    if (stls.length > 0) warns.push(`Move the case STLs (${stls.slice(0, 3).join(", ")}) into ${production}/ or ${production}/${submissionNames.caseFolder}/.`);
    else fails.push(`There are no case STL files in ${production}/.`);
  }
  const notes: string[] = [];
  firmwareFindings(analysis, fails, warns, notes);
  if (!analysis.readme) fails.push(`There is no ${submissionNames.readme}.`);
  // Every file the check could not read is listed here too, so one rule gathers all input problems.
  const details = [...analysis.project.notes, ...analysis.unreadable.map((entry) => entry.message)];
  // Notes are hints a reviewer accepts (QMK's own UF2 name): said, but they do not turn the rule into a warning.
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
      details: [...new Set([...fails, ...warns, ...details, ...notes])],
    },
  );
}

/**
 * What the set holds, whatever it is called: a factory needs the board's outline and its copper layers. A zip of
 * drill files alone, or an outline of a fraction of a millimetre (plotted from an empty Edge.Cuts), is no board.
 */
function contentFindings(set: GerberSet, fails: string[], warns: string[]): void {
  const again = `Plot the gerbers again from the finished board (with the drill files) and zip them all as ${submissionNames.production}/${submissionNames.gerbers}.`;
  const outlineMissing = set.missing.find((entry) => entry.startsWith("outline") || entry.startsWith("a real outline"));
  if (set.copperLayers === 0) {
    const held = set.layers.filter((layer) => layer.kind !== "other").map((layer) => baseName(layer.path));
    fails.push(
      `${set.source} holds only ${held.length > 0 ? held.join(", ") : "files that are not gerbers"}: no copper layer${outlineMissing ? " and no board outline" : ""}, so there is no board to make. ${again}`,
    );
    return;
  }
  const measured = outlineMissing ? /measures ([^)]*)/.exec(outlineMissing)?.[1] : undefined;
  if (measured)
    fails.push(
      `The outline (Edge.Cuts) in ${set.source} measures ${measured}: a placeholder plotted from a board with nothing on Edge.Cuts, not the board. ${again}`,
    );
  else if (outlineMissing) fails.push(`${set.source} has no board outline (Edge.Cuts): the factory cannot cut the board. ${again}`);
  for (const side of set.missing.filter((entry) => entry === "F.Cu" || entry === "B.Cu"))
    warns.push(`${set.source} has no ${side} layer: a macropad's board has copper on both sides.`);
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

/**
 * The firmware in production/: the programme's names are firmware.uf2 and main.py, but what counts is what the
 * files are (firmware-files.ts). A UF2 under QMK's own `<keyboard>_<keymap>.uf2` name, or a KMK program under
 * another name CircuitPython runs (code.py, Code.py), is accepted with a note; another name is a rename hint; a
 * program elsewhere is to be copied in. A Python file that is not firmware is never offered.
 */
function firmwareFindings(analysis: Analysis, fails: string[], warns: string[], notes: string[]): void {
  const production = submissionNames.production;
  const found = findFirmware(analysis);
  const uf2Name = `${production}/${submissionNames.firmwareUf2}`;
  const mainName = `${production}/${submissionNames.kmkMain}`;
  // The names themselves are what this rule checks; whether the file really is firmware is the firmware rule's.
  if (analysis.paths.some((path) => [uf2Name, mainName].includes(path.toLowerCase()))) return;
  const image = found.find((candidate) => candidate.kind === "uf2" && candidate.inProduction);
  const program = found.find((candidate) => (candidate.kind === "kmk" || candidate.kind === "circuitpython") && candidate.complete);
  if (image) {
    const keymaps = new Set<string>(qmkCommonKeymaps);
    for (const folder of found.filter((candidate) => candidate.kind === "qmk-folder")) {
      for (const file of folder.files.slice(1)) keymaps.add((file.split("/").at(-2) ?? "").toLowerCase());
    }
    const keymap = /_([^_/]+)\.uf2$/i.exec(image.path)?.[1]?.toLowerCase();
    if (keymap && keymaps.has(keymap))
      notes.push(`${image.path} carries QMK's own name (<keyboard>_${keymap}.uf2); ${uf2Name} is the programme's name, and either is accepted.`);
    else warns.push(`Rename ${image.path} to ${uf2Name}.`);
  } else if (program) {
    const placement = programPlacement(program);
    if (!placement) notes.push(`${program.path} ${program.why}; CircuitPython runs it under that name, and ${mainName} is the programme's name.`);
    else if (program.inProduction) warns.push(`Rename ${program.path} to ${mainName}: it ${program.why}.`);
    else warns.push(`Copy ${program.path} to ${mainName}: it ${program.why}.`);
  } else {
    fails.push(`There is no ${uf2Name} (or ${submissionNames.kmkMain} for KMK).`);
  }
}

const parts = (set: GerberSet) => (set.missing.length === 0 ? "complete" : `missing: ${set.missing.join(", ")}`);

/**
 * With several gerber sets, which one the factory should get: the complete one (outline, both copper layers,
 * drill), made production/gerbers.zip, and the other sets in production/ deleted, each named. KiCad's plots
 * elsewhere (pcb/) may stay. Null when there is nothing to choose.
 */
function completeSetAdvice(analysis: Analysis, primary: GerberSet, gerbersPath: string): string | null {
  const production = submissionNames.production;
  const complete = analysis.gerberSets.filter((set) => set.missing.length === 0);
  const best = primary.missing.length === 0 ? primary : (complete.find((set) => inFolder(set.source, production)) ?? complete[0]);
  const drop = (keep: GerberSet) => analysis.gerberSets.filter((set) => set !== keep && inFolder(set.source, production)).map((set) => set.source);
  if (best === primary) {
    const others = drop(primary);
    return others.length === 0 ? null : `Keep ${primary.source}: it is complete (outline, F.Cu and B.Cu, drill). Delete ${others.join(", ")}.`;
  }
  const listing = analysis.gerberSets.map((set) => `${set.source} (${parts(set)})`).join("; ");
  if (!best)
    return `None of the ${analysis.gerberSets.length} gerber sets is complete: ${listing}. Plot the final board again (gerbers and drill files) and zip it as ${gerbersPath}.`;
  const move = best.zipped ? `make ${best.source} your ${gerbersPath} (rename or move it)` : `zip the files in ${best.source} as ${gerbersPath}`;
  const others = drop(best);
  return `${best.source} is the complete gerber set (outline, F.Cu and B.Cu, drill): ${move}${others.length > 0 ? `, and delete ${others.join(", ")}` : ""}, so the factory gets it. The sets found: ${listing}.`;
}

/** Drill files lying loose beside a set that has none: they belong inside it. */
function looseDrillFindings(analysis: Analysis, set: GerberSet, warns: string[]): void {
  if (set.layers.some((layer) => layer.kind === "drill")) return;
  const folder = set.zipped ? parentOf(set.source) : set.source.replace(/\/$/, "");
  const beside = analysis.looseDrills.filter((entry) => entry.folder === folder || entry.folder.startsWith(`${folder}/`));
  for (const entry of beside) {
    warns.push(
      `The drill files ${entry.files.map(baseName).join(", ")} lie loose in ${entry.folder ? `${entry.folder}/` : "the top folder"} instead of inside ${set.source}: ${set.source} has none.`,
    );
  }
}
