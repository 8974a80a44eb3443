/**
 * Board faults as data (types.ts BoardFault): each names its footprints and the one thing to change, and the
 * reader keeps the sentence in `problems` (the wiring cannot be read as drawn) or `faults` (it can, but a part will
 * not work) for the reports that print words.
 */
import type { BoardFault, Wiring } from "./types.ts";
import { listWords } from "../report/words.ts";

/** "D5", "D5 and D6", "D5–D12" for a run of one letter prefix with consecutive numbers, else a list. */
export function refList(refs: readonly string[]): string {
  const unique = [...new Set(refs)];
  const parsed = unique.map((ref) => /^([A-Za-z_]+)(\d+)$/.exec(ref));
  if (unique.length > 2 && parsed.every((match) => match && match[1] === parsed[0]?.[1])) {
    const numbers = parsed.map((match) => Number(match?.[2])).sort((a, b) => a - b);
    if (numbers.every((value, index) => index === 0 || value === (numbers[index - 1] ?? 0) + 1)) {
      return `${parsed[0]?.[1] ?? ""}${numbers[0]}–${parsed[0]?.[1] ?? ""}${numbers[numbers.length - 1]}`;
    }
  }
  return wordList(unique);
}

/** The items in words; past a dozen, the first ten and a count (a hostile board names thousands of parts). */
export function wordList(items: readonly string[], conjunction = "and"): string {
  if (items.length > 12) return `${items.slice(0, 10).join(", ")} ${conjunction} ${items.length - 10} more`;
  return listWords(items, conjunction);
}

/** A fault as the reader finds it: `mark` left out marks every footprint in `refs`. */
export type FaultFound = Omit<BoardFault, "text" | "mark"> & { mark?: string[]; why: string };

/** Records a fault: its sentence where the reports read it, and the fault itself in `findings`. */
export function record(wiring: Wiring, where: "problems" | "faults", fault: FaultFound): BoardFault {
  const text = `${fault.why} ${fault.change}`;
  const entry: BoardFault = { kind: fault.kind, text, change: fault.change, refs: fault.refs, mark: fault.mark ?? fault.refs, leftOut: fault.leftOut };
  (where === "problems" ? wiring.problems : (wiring.faults ??= [])).push(text);
  (wiring.findings ??= []).push(entry);
  return entry;
}
