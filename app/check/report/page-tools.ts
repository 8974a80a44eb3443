/**
 * The tools further down the report that do a fix for the participant, by the rules whose fix they make: the
 * "Fix these, in this order" list links to them, so "export each case part as STL" sits beside the button that does it.
 */
import type { PreflightRuleId } from "@hackpad/preflight";

export interface PageTool {
  label: string;
  /** The id of the tool's section on the page. */
  target: string;
}

/** Section ids of the tools, used by the panels themselves and by the links to them. */
export const toolAnchors = { convert: "check-convert-case", make: "check-make-case", fit: "check-fit", firmware: "check-firmware" } as const;

const convert: PageTool = { label: "Convert your case to STL", target: toolAnchors.convert };
const make: PageTool = { label: "Make a case for this board", target: toolAnchors.make };
const firmware: PageTool = { label: "Write firmware for this board", target: toolAnchors.firmware };

/** Which tools the report shows (each only when the project gives it something to work from), by rule. */
export function pageTools(shown: { convert: boolean; make: boolean; firmware: boolean }): Partial<Record<PreflightRuleId, PageTool[]>> {
  const pick = (...tools: [boolean, PageTool][]) => tools.filter(([on]) => on).map(([, tool]) => tool);
  return {
    // A case model becomes STL parts; without one, a case can be made from the board.
    case: pick([shown.convert, convert], [shown.make && !shown.convert, make]),
    cad: pick([shown.make, make]),
    firmware: pick([shown.firmware, firmware]),
    "firmware-pins": pick([shown.firmware, firmware]),
  };
}
