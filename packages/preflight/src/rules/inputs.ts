/** `inputs`: switches (MX or Choc) plus EC11 encoders, at most the programme's limit. */
import { limits } from "@hackpad/programme/limits";
import type { Analysis } from "../analyse.ts";
import type { RuleResult } from "../types.ts";
import { noBoardMessage, partsOf } from "./parts.ts";
import { ruleResult } from "./result.ts";
import { plural } from "../report/words.ts";

export function inputsRule(analysis: Analysis): RuleResult {
  if (!analysis.pcb) return ruleResult("inputs", "skip", noBoardMessage(analysis, "the switches and encoders"), []);
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
