/**
 * The order rules appear in a report: the folder layout first, then the programme's rules in their own order, with
 * the check's `firmware-pins` right after `firmware`. Its own module so /check can list the rules without loading
 * the engine.
 */
import { macropadRules } from "@hackpad/programme/rules";
import type { EngineRuleId } from "./types.ts";

export const RULE_ORDER: EngineRuleId[] = [
  "structure",
  ...macropadRules.flatMap((rule): EngineRuleId[] => (rule.id === "firmware" ? [rule.id, "firmware-pins"] : [rule.id])),
];
