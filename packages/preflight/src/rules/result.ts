/** Builds rule results with the rule's docs link. */
import { ruleDocs } from "../docs-links.ts";
import type { PreflightRuleId, RuleResult, RuleStatus } from "../types.ts";

export function ruleResult(
  id: PreflightRuleId,
  status: RuleStatus,
  message: string,
  files: readonly string[],
  extra: { fix?: string; details?: readonly string[] } = {},
): RuleResult {
  const result: RuleResult = { id, status, message, files: [...new Set(files)], docs: ruleDocs[id] };
  if (status !== "pass" && extra.fix) result.fix = extra.fix;
  if (extra.details && extra.details.length > 0) result.details = [...extra.details];
  return result;
}
