/** `firmware`: an RP2040 UF2 or KMK's main.py, with source in firmware/. A runtime UF2 is not the pad's firmware. */
import { controller } from "../../../../content/programme/controller.ts";
import { submissionNames } from "../../../../content/programme/submission.ts";
import type { Analysis } from "../analyse.ts";
import { uf2FamilyName } from "../parsers/uf2.ts";
import { thresholds } from "../thresholds.ts";
import type { RuleResult, Uf2Measurement } from "../types.ts";
import { baseName, inFolder, ruleResult } from "./result.ts";

const SOURCE = /\.(py|c|h|keymap|conf|overlay|dtsi?|json|mk)$/i;

export function uf2Measurements(analysis: Analysis): Uf2Measurement[] {
  return analysis.uf2s.map(({ path, info }) => ({ file: path, family: uf2FamilyName(info.familyId), familyId: info.familyId, blocks: info.blocks }));
}

export function firmwareRule(analysis: Analysis): RuleResult {
  const fails: string[] = [];
  const warns: string[] = [];
  const runtime = analysis.uf2s.filter((uf2) => uf2.info.blocks >= thresholds.runtimeUf2Blocks);
  const images = analysis.uf2s.filter((uf2) => uf2.info.blocks < thresholds.runtimeUf2Blocks);
  for (const uf2 of runtime) {
    warns.push(`${uf2.path} has ${uf2.info.blocks} blocks: that is a runtime such as CircuitPython, not your pad's firmware.`);
  }
  const rp2040 = images.filter((uf2) => uf2.info.familyId === controller.uf2FamilyId);
  for (const uf2 of images.filter((image) => image.info.familyId !== controller.uf2FamilyId)) {
    const family = uf2FamilyName(uf2.info.familyId) ?? uf2.info.familyId ?? "no family id";
    fails.push(`${uf2.path} is built for ${family}, not the ${controller.chip} (${controller.uf2FamilyId}).`);
  }
  const mains = analysis.paths.filter((path) => baseName(path).toLowerCase() === submissionNames.kmkMain);
  const source = analysis.paths.filter((path) => inFolder(path, submissionNames.firmware) && SOURCE.test(path));
  if (source.length === 0) warns.push(`No firmware source (main.py, keymap.c, keyboard.json…) in ${submissionNames.firmware}/.`);
  for (const entry of analysis.unreadable.filter((item) => item.area === "firmware")) fails.push(entry.message);
  const files = [...analysis.uf2s.map((uf2) => uf2.path), ...mains, ...source.slice(0, 5)];
  if (rp2040.length === 0 && mains.length === 0 && images.length === 0) {
    fails.unshift(
      runtime.length > 0
        ? `The only UF2 is a runtime; there is no compiled firmware for the pad and no KMK ${submissionNames.kmkMain}.`
        : `No ${controller.chip} firmware: no .uf2 and no KMK ${submissionNames.kmkMain}.`,
    );
  }
  const status = fails.length > 0 ? "fail" : warns.length > 0 ? "warn" : "pass";
  const found = rp2040[0]
    ? `${rp2040[0].path}: ${controller.chip} UF2, ${rp2040[0].info.blocks} blocks`
    : `KMK ${mains.find((path) => inFolder(path, submissionNames.production)) ?? mains[0]}`;
  const sourceFolder = source[0]?.split("/")[0] ?? submissionNames.firmware;
  return ruleResult("firmware", status, status === "pass" ? `${found}; source in ${sourceFolder}/.` : ([...fails, ...warns][0] ?? ""), files, {
    fix: `Put the compiled ${submissionNames.firmwareUf2} (QMK) or ${submissionNames.kmkMain} (KMK) in ${submissionNames.production}/ and its source in ${submissionNames.firmware}/.`,
    details: [...fails, ...warns],
  });
}
