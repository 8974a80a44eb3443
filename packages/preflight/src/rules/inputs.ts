/** `inputs`: switches (MX or Choc) plus EC11 encoders, at most the programme's limit. */
import { limits } from "@hackpad/programme/limits";
import type { Analysis } from "../analyse.ts";
import type { RuleResult } from "../types.ts";
import { noBoardMessage, partsOf } from "../parts.ts";
import { ruleResult } from "./result.ts";
import { plural } from "../report/words.ts";
import { gerberBoard } from "../gerber-board.ts";

export function inputsRule(analysis: Analysis): RuleResult {
  if (!analysis.pcb) return inputsFromGerbers(analysis) ?? ruleResult("inputs", "skip", noBoardMessage(analysis, "the switches and encoders"), []);
  const switches = partsOf(analysis, "switch").length;
  const encoders = partsOf(analysis, "encoder").length;
  const inputs = switches + encoders;
  const summary = `${plural(switches, "switch", "switches")} + ${plural(encoders, "encoder")} = ${plural(inputs, "input")}`;
  const files = [analysis.pcb.path];
  if (inputs === 0) {
    return ruleResult("inputs", "fail", "No switch or encoder footprints found on the board.", files, {
      fix: "Use MX or Choc switch footprints and EC11 encoder footprints so the keys are on the board.",
    });
  }
  if (inputs > limits.maxInputs || switches > limits.maxSwitches) {
    return ruleResult("inputs", "fail", `${summary}: more than the ${limits.maxInputs} allowed.`, files, {
      fix: `Remove keys or encoders until there are ${limits.maxInputs} or fewer.`,
    });
  }
  return ruleResult("inputs", "pass", `${summary} (at most ${limits.maxInputs}).`, files);
}

/**
 * Without a KiCad board, the switches counted from the gerbers' drill holes: more than the limit fails as it
 * would on the board; fewer is a warning, since the encoders could not be counted (never a pass).
 */
function inputsFromGerbers(analysis: Analysis): RuleResult | null {
  const board = gerberBoard(analysis);
  if (!board || board.switches === 0) return null;
  const found = `${board.drills.join(", ")} in ${board.source} drill${board.drills.length === 1 ? "s" : ""} ${plural(board.switches, "MX switch centre hole")} (4 mm)`;
  const files = [board.source.replace(/\/$/, "")];
  if (board.switches > limits.maxSwitches || board.switches > limits.maxInputs) {
    return ruleResult("inputs", "fail", `${found}: ${plural(board.switches, "switch", "switches")}, more than the ${limits.maxInputs} inputs allowed.`, files, {
      fix: `Remove keys until there are ${limits.maxInputs} inputs or fewer (switches and encoders together).`,
    });
  }
  return ruleResult(
    "inputs",
    "warn",
    `${found}: ${plural(board.switches, "switch", "switches")}. Encoders have no drill pattern to count them by, and there is no KiCad board: with encoders, keep to ${limits.maxInputs} inputs.`,
    files,
    { fix: `Count your switches and encoders: at most ${limits.maxInputs} together.` },
  );
}
