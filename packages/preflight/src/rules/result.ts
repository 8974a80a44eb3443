/** Builds rule results with the rule's docs link, and a few path helpers the rules share. */
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

/** True when `path` lies in the top-level folder `folder` (any letter case). */
export function inFolder(path: string, folder: string): boolean {
  return path.toLowerCase().startsWith(`${folder.toLowerCase()}/`);
}

export function baseName(path: string): string {
  return path.split("/").pop() ?? path;
}

export function extension(path: string): string {
  return (/\.([^./]+)$/.exec(path)?.[1] ?? "").toLowerCase();
}
