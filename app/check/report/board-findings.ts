/**
 * The faults the preflight read off the board's wiring (a shared pin, a diode turned the other way, an encoder's
 * common pin not on GND, the screen off the I2C pins), as findings about the board: each with the parts it names,
 * so the report can list them up front and mark those parts on the board drawing.
 */
import { controller } from "@hackpad/programme/controller";
import type { Wiring } from "@hackpad/preflight";

/** A fault as the wiring reader may give it: a sentence, or a sentence with the references it concerns. */
export type WiringFault = string | { text?: string; message?: string; change?: string; refs?: readonly string[]; footprints?: readonly string[] };

export interface BoardFinding {
  text: string;
  /** Footprint references the finding names, in the order it names them. */
  refs: string[];
}

const pinNames = new Set<string>(controller.pins.map((pin) => pin.name));
const TOKEN = /\b[A-Z]{1,5}\d{1,4}\b/g;
/** A XIAO pin's name (D0…D10) is also a diode's reference: these words around it say it is the pin. */
const PIN_BEFORE = /\b(?:to|on|uses|pins|and|reaches)\s$/;
const PIN_AFTER = /^ is (?:both|an encoder|used)\b/;

/** The references a sentence names, among the board's own; XIAO pin names said as pins are left out. */
export function refsIn(text: string, known: ReadonlySet<string>): string[] {
  const refs: string[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    if (!known.has(token) || refs.includes(token)) continue;
    const at = match.index;
    if (pinNames.has(token) && (PIN_BEFORE.test(text.slice(Math.max(0, at - 12), at)) || PIN_AFTER.test(text.slice(at + token.length)))) continue;
    refs.push(token);
  }
  return refs;
}

function finding(fault: WiringFault, known: ReadonlySet<string>): BoardFinding {
  if (typeof fault === "string") return { text: fault, refs: refsIn(fault, known) };
  const text = fault.text ?? fault.message ?? fault.change ?? "";
  const refs = [...new Set([...(fault.refs ?? []), ...(fault.footprints ?? [])])];
  return { text, refs: refs.length > 0 ? refs : refsIn(text, known) };
}

/**
 * The board's wiring faults and the problems that keep its wiring from being read, once each. `known` are the
 * board's footprint references (without them every reference-shaped word that is not a XIAO pin counts).
 */
export function boardFindings(wiring: Wiring | null | undefined, known: ReadonlySet<string> | null): BoardFinding[] {
  if (!wiring) return [];
  const faults: readonly WiringFault[] = [...(wiring.faults ?? []), ...wiring.problems];
  const names =
    known ?? new Set([...faults.flatMap((fault) => (typeof fault === "string" ? (fault.match(TOKEN) ?? []) : []))].filter((token) => !pinNames.has(token)));
  const seen = new Set<string>();
  return faults.map((fault) => finding(fault, names)).filter((entry) => entry.text !== "" && !seen.has(entry.text) && Boolean(seen.add(entry.text)));
}
