/**
 * When the check gives one message instead of fourteen rules: the input cannot be read at all (a corrupt or empty
 * zip, a single picture or PDF), or it was read and is not a Hackpad project (no KiCad board, no gerbers, no
 * models: a markdown editor that happens to be called Hackpad). The words are here once; the CLI, the /check
 * page and the Markdown copy show `Report.unreadable` or `Report.notProject` with `Report.advice`.
 */
import { ruleResult } from "./rules/result.ts";
export { refusalWords } from "./report/refusal-words.ts";
import type { PreflightRuleId, RuleResult } from "./types.ts";
import { baseName } from "./paths.ts";

/** Files a project may be checked from on their own: a board, gerbers, a model, a case part, firmware. */
const PROJECT_FILE =
  /\.(kicad_pcb|kicad_pro|kicad_sch|gbr|gtl|gbl|gto|gbo|gts|gbs|gtp|gbp|gm1|gko|gml|g[1-9]|drl|xln|exc|gbrjob|step|stp|stl|3mf|uf2|rpt|zip|py|c|h|keymap|json)$/i;
const PICTURE = /\.(png|jpe?g|gif|webp|bmp|heic|svg|tiff?)$/i;
const DOCUMENT = /\.(pdf|docx?|odt|pptx?|txt|md|html?)$/i;

/** Why a single dropped file is not a project, or null when it could be one (a board, a model, a zip…). */
export function singleFileRefusal(path: string): string | null {
  if (PROJECT_FILE.test(path)) return null;
  const name = baseName(path);
  const what = PICTURE.test(name) ? "a picture" : /\.pdf$/i.test(name) ? "a PDF document" : DOCUMENT.test(name) ? "a document" : "not a project file";
  return `${name} is ${what}, not a project: the check reads a whole project, its folder or the zip of its repository.`;
}

/** Every rule "not checked", one message; structure keeps what the input's reading noted (a refused zip entry). */
export function skippedRules(order: readonly PreflightRuleId[], message: string, notes: readonly string[]): RuleResult[] {
  return order.map((id) => ruleResult(id, "skip", message, [], { details: id === "structure" ? notes : [] }));
}
