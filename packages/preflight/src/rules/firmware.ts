/**
 * `firmware`: the pad has firmware that runs on its controller: an RP2040 UF2 image, or a KMK (or plain
 * CircuitPython) program, found by what the files are (firmware-files.ts), not by their names. A runtime UF2 is
 * not the pad's firmware; a QMK or ZMK source without its compiled UF2 cannot be flashed. Where the firmware
 * must go is said here and judged by the folder-layout rule.
 */
import { controller } from "@hackpad/programme/controller";
import { submissionNames } from "@hackpad/programme/submission";
import type { Analysis } from "../analyse.ts";
import { findFirmware, notFirmware, type FirmwareCandidate } from "../firmware-files.ts";
import { readPrograms } from "../firmware-program.ts";
import { uf2FamilyName } from "../parsers/uf2.ts";
import { thresholds } from "../thresholds.ts";
import type { Measurements, RuleResult } from "../types.ts";
import { ruleResult } from "./result.ts";
import { baseName, inFolder } from "../paths.ts";

const SOURCE = /\.(py|c|h|keymap|conf|overlay|dtsi?|json|mk)$/i;

export function uf2Measurements(analysis: Analysis): Measurements["uf2"] {
  return analysis.uf2s.map(({ path, info }) => ({ file: path, family: uf2FamilyName(info.familyId), familyId: info.familyId, blocks: info.blocks }));
}

/** Where a program must go for the reviewers (production/main.py), or null when it is there under a name CircuitPython runs. */
export function programPlacement(candidate: FirmwareCandidate): string | null {
  if (candidate.inProduction && candidate.runsAs !== null) return null;
  const where = `put it in ${submissionNames.production}/ as ${submissionNames.kmkMain}`;
  return candidate.inProduction ? `${where}: CircuitPython does not run a file named ${baseName(candidate.path)}` : where;
}

export function firmwareRule(analysis: Analysis): RuleResult {
  const fails: string[] = [];
  const warns: string[] = [];
  const notes: string[] = [];
  const found = findFirmware(analysis);
  const uf2Info = (path: string) => analysis.uf2s.find((uf2) => uf2.path === path)?.info;
  const named = (candidate: FirmwareCandidate) => (candidate.path === "" ? "The project's top folder" : candidate.path);
  const runtime = analysis.uf2s.filter((uf2) => uf2.info.blocks >= thresholds.runtimeUf2Blocks);
  for (const uf2 of runtime) {
    warns.push(`${uf2.path} has ${uf2.info.blocks} blocks: that is a runtime such as CircuitPython, not your pad's firmware.`);
  }
  const images = found.filter((candidate) => candidate.kind === "uf2");
  const rp2040 = images.filter((image) => uf2Info(image.path)?.familyId === controller.uf2FamilyId);
  for (const image of images.filter((candidate) => !rp2040.includes(candidate))) {
    const familyId = uf2Info(image.path)?.familyId ?? null;
    fails.push(`${image.path} is built for ${uf2FamilyName(familyId) ?? familyId ?? "no family id"}, not the ${controller.chip} (${controller.uf2FamilyId}).`);
  }
  const programs = found.filter((candidate) => candidate.kind === "kmk" || candidate.kind === "circuitpython");
  for (const program of programs.filter((candidate) => !candidate.complete)) warns.push(`${program.path} ${program.why}.`);
  const sources = found.filter((candidate) => candidate.kind === "qmk-folder" || candidate.kind === "zmk");
  const source = analysis.paths.filter((path) => inFolder(path, submissionNames.firmware) && SOURCE.test(path));
  // A source found elsewhere is named where it is, never called missing.
  const elsewhere = [...programs, ...sources].find((candidate) => !inFolder(candidate.path, submissionNames.firmware));
  if (source.length === 0) {
    warns.push(
      elsewhere
        ? `The firmware source ${elsewhere.path === "" ? "in the project's top folder" : elsewhere.path} is not in ${submissionNames.firmware}/: put a copy there, where the reviewers look for the source.`
        : `No firmware source (main.py, keymap.c, keyboard.json…) in ${submissionNames.firmware}/.`,
    );
  }
  for (const entry of analysis.unreadable.filter((item) => item.area === "firmware")) fails.push(entry.message);
  // The program as CircuitPython would read it: a file that does not parse or names what does not exist never starts.
  const reading = readPrograms(analysis);
  fails.push(...reading.fails);
  const lookalikes = notFirmware(analysis).filter((entry) => !reading.documents.has(entry.path));
  const best = rp2040[0] ?? programs[0] ?? null;
  for (const hex of reading.hexImages) {
    (best ? warns : fails).push(
      `${hex} is an Intel HEX image, firmware for another chip (such as an AVR ATmega32U4), not a UF2 for the ${controller.chip}: the XIAO takes a .uf2 file.`,
    );
  }
  const built = !best && images.length === 0 ? (sources.find((candidate) => candidate.complete) ?? sources[0]) : undefined;
  // Each source said once: the one the failure names is not repeated as a note.
  for (const entry of sources.filter((candidate) => candidate !== built)) notes.push(`${named(entry)} ${entry.why}.`);
  const place = `put it in ${submissionNames.production}/ as ${submissionNames.firmwareUf2}`;
  if (!best && images.length === 0) {
    fails.unshift(
      built
        ? `${named(built)} ${built.why}${built.complete ? `; there is no compiled ${controller.chip} UF2 of it: build it and ${place}.` : `: add a keymap, build the firmware and ${place}.`}`
        : runtime.length > 0
          ? `The only UF2 is a runtime; there is no compiled firmware for the pad and no KMK program (a Python file that imports kmk).`
          : `No ${controller.chip} firmware: no compiled .uf2, no KMK program (a Python file that imports kmk) and no QMK keyboard folder.`,
    );
    for (const file of lookalikes) fails.push(`${file.path} ${file.why}.`);
    // A program saved as a document is the likely firmware: say what it is before "no firmware".
    const documents = fails.filter((sentence) => [...reading.documents.keys()].some((path) => sentence.startsWith(`${path} is `)));
    if (documents.length > 0) fails.splice(0, fails.length, ...documents, ...fails.filter((sentence) => !documents.includes(sentence)));
  } else {
    // A desktop app's main.py in production/ would be copied onto the pad: say it is not firmware.
    for (const file of lookalikes.filter((entry) => inFolder(entry.path, submissionNames.production))) warns.push(`${file.path} ${file.why}.`);
  }
  const files = [...found.flatMap((candidate) => candidate.files), ...analysis.uf2s.map((uf2) => uf2.path), ...source.slice(0, 5)];
  const status = fails.length > 0 ? "fail" : warns.length > 0 ? "warn" : "pass";
  const sourceFolder = source[0]?.split("/")[0] ?? submissionNames.firmware;
  let message = [...fails, ...warns][0] ?? "";
  if (status === "pass" && best) {
    if (best.kind === "uf2") {
      const blocks = uf2Info(best.path)?.blocks ?? 0;
      message = `${best.path}: ${controller.chip} UF2, ${blocks} blocks; source in ${sourceFolder}/.`;
    } else {
      const placement = programPlacement(best);
      const label = best.kind === "kmk" ? "KMK" : "CircuitPython";
      message = placement
        ? `${best.path} ${best.why}; ${placement}.`
        : `${label} ${best.path}${best.runsAs && best.runsAs.toLowerCase() !== submissionNames.kmkMain ? " (CircuitPython runs it under that name too)" : ""}; source in ${sourceFolder}/.`;
    }
  }
  return ruleResult("firmware", status, message, files, {
    fix: `Put the compiled ${submissionNames.firmwareUf2} (QMK) or your KMK program as ${submissionNames.kmkMain} in ${submissionNames.production}/, and its source in ${submissionNames.firmware}/.`,
    details: [...fails, ...warns, ...notes],
  });
}
