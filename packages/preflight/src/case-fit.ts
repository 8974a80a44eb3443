/**
 * The case measured against the board it must hold: an STL whose size is a thousandth (metres) or 1/25.4
 * (inches) of what the board needs was exported in the wrong unit; and among the case parts, those at least as
 * large as the board's outline must together stand tall enough for the board and its switches (a switch plate
 * smaller than the board, or one plate alone, holds nothing).
 */
import { dimensions } from "@hackpad/programme/dimensions";
import type { BoardMeasurement } from "./types.ts";
import { round2 } from "./geometry.ts";
import { mm, sizeText } from "./report/words.ts";
import { thresholds } from "./thresholds.ts";

type Size = readonly [number, number, number] | readonly number[];

const sortedDown = (size: Size) => [...size].sort((a, b) => b - a);

/** The unit a part seems drawn in when it is not millimetres, judged against the board, or null. */
export function wrongUnit(size: Size, board: BoardMeasurement | null): { unit: string; factor: number } | null {
  const longest = sortedDown(size)[0] ?? 0;
  if (longest <= 0) return null;
  // With no board to compare with, only a part under a millimetre is surely not in millimetres.
  if (!board) return longest < 1 ? { unit: "metres", factor: 1000 } : null;
  const ratio = Math.max(board.width, board.height) / longest;
  return thresholds.unitRatios.find((entry) => ratio >= entry.min && ratio <= entry.max) ?? null;
}

/** Words for an STL in the wrong unit. */
export function wrongUnitWords(path: string, size: Size, board: BoardMeasurement | null, unit: { unit: string; factor: number }): string {
  const scaled = size.map((value) => round2(value * unit.factor));
  const against = board ? `; the board is ${mm(board.width)} × ${mm(board.height)}` : "";
  return `${path} measures ${sizeText(size.map(round2))}${against}: it was exported in ${unit.unit}, not millimetres (×${unit.factor} it would be ${sizeText(scaled)}). Export it again in millimetres, or scale it by ${unit.factor} in the slicer before saving the STL.`;
}

/**
 * Whether the case parts can hold the board: the parts whose footprint covers its outline (`covering`), and why
 * they cannot hold it (`problem`, null when they can): none covers it, or together they stand too short.
 */
export function caseHoldsBoard(parts: readonly { file: string; size: Size }[], board: BoardMeasurement) {
  const outline = sortedDown([board.width, board.height]);
  const covers = (size: Size) => {
    const [a = 0, b = 0] = sortedDown(size);
    return a + thresholds.caseCoverSlackMm >= (outline[0] ?? 0) && b + thresholds.caseCoverSlackMm >= (outline[1] ?? 0);
  };
  const covering = parts.filter((part) => covers(part.size));
  const height = round2(covering.reduce((sum, part) => sum + (sortedDown(part.size)[2] ?? 0), 0));
  const need = dimensions.pcbTopToPlateTopMm;
  const largest = [...parts].sort((a, b) => (sortedDown(b.size)[0] ?? 0) - (sortedDown(a.size)[0] ?? 0))[0];
  const boardWords = `the board's outline (${mm(board.width)} × ${mm(board.height)})`;
  let problem: string | null = null;
  if (covering.length === 0 && largest) {
    problem = `No case part is as large as ${boardWords}: the largest, ${largest.file}, is ${sizeText(largest.size.map(round2))}. A case must go around the board.`;
  } else if (covering.length > 0 && height < need) {
    const list = covering.map((part) => `${part.file} ${mm(round2(sortedDown(part.size)[2] ?? 0))}`).join(", ");
    problem = `The case parts as large as the board stand only ${mm(height)} tall together (${list}): the board and its switches need at least ${mm(need)} (from the top of the PCB to the top of the switch plate). Is the bottom shell missing?`;
  }
  return { covering, problem };
}
