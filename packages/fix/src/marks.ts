/**
 * The parts of the board a thing still to do concerns, by footprint reference, so a page can mark them on the board
 * drawing and the CLI can name them: a wiring fault's own marks, the XIAO for the rules about the controller and its
 * USB end, otherwise the board's references the sentence names.
 */
import type { Analysis, PreflightRuleId } from "@hackpad/preflight";

/** Rules whose subject is the controller itself (an SMD XIAO, its USB end inside the outline). */
const CONTROLLER_RULES: readonly PreflightRuleId[] = ["controller", "usb-overhang"];
const REFERENCE = /\b[A-Z]{1,5}\d{1,4}\b/g;
/** A XIAO pin's name (D0…D10) is also a diode's reference: said after these words it is the pin. */
const PIN_WORD = /\b(?:board\.|pin|pins|to|on|uses|and)\s*$/i;

export function marksFor(rule: PreflightRuleId, text: string, analysis: Analysis): string[] {
  const finding = analysis.wiring?.findings?.find((entry) => entry.text === text || text.includes(entry.text));
  if (finding) return [...finding.mark];
  const known = new Set(analysis.parts.map((part) => part.footprint.reference).filter((ref): ref is string => Boolean(ref)));
  if (CONTROLLER_RULES.includes(rule)) {
    const controller = analysis.wiring?.controllerRef || analysis.parts.find((part) => part.kind === "controller")?.footprint.reference;
    return controller ? [controller] : [];
  }
  const refs: string[] = [];
  for (const match of text.matchAll(REFERENCE)) {
    const ref = match[0];
    if (!known.has(ref) || refs.includes(ref) || PIN_WORD.test(text.slice(Math.max(0, match.index - 8), match.index))) continue;
    refs.push(ref);
  }
  return refs;
}
