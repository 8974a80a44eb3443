/**
 * `case`: every printed part fits the case limit in some orientation (the three sizes sorted against the sorted
 * limit). An STL's bodies are sorted into parts by where they lie: bodies that touch or overlap are one part
 * (letters on a lid, an inner shell), bodies apart are separate parts (three parts laid side by side in one
 * file), and a speck of a few millimetres far from everything is a stray to delete. Each part is judged on its
 * own, so parts side by side that each fit are fine. DXF files (acrylic) are warnings. Measured against the board
 * the case must hold: an STL whose size is a thousandth (metres) or 1/25.4 (inches) of what the board needs was
 * exported in the wrong unit; and the parts at least as large as the board's outline must together stand tall
 * enough for the board and its switches (a switch plate smaller than the board, or one plate alone, holds nothing).
 */
import { dimensions } from "@hackpad/programme/dimensions";
import { limits } from "@hackpad/programme/limits";
import { fitsPrintVolume } from "@hackpad/programme/print-volume";
import { caseRule as printedOnly } from "@hackpad/programme/parts";
import { submissionNames } from "@hackpad/programme/submission";
import type { Analysis } from "../analyse.ts";
import { round2 } from "../geometry.ts";
import type { StlBody, StlInfo } from "../parsers/stl.ts";
import { mm, plural, sizeText } from "../report/words.ts";
import { thresholds } from "../thresholds.ts";
import type { BoardMeasurement, CasePartMeasurement, RuleResult } from "../types.ts";
import { ruleResult } from "./result.ts";
import { baseName, extension, inFolder } from "../paths.ts";
import { measureBoard } from "./pcb-size.ts";

const LIMIT = [limits.case.maxLengthMm, limits.case.maxWidthMm, limits.case.maxHeightMm];

type Size = [number, number, number];

/** A group of bodies that print as one piece: its box, its triangles and how many bodies it gathers. */
export type CasePiece = StlBody & { bodies: number };

const volume = (size: readonly number[]) => (size[0] ?? 0) * (size[1] ?? 0) * (size[2] ?? 0);

/** True when the two boxes overlap or come within `gap` mm of each other on every axis. */
function near(a: CasePiece, b: CasePiece, gap: number): boolean {
  return [0, 1, 2].every((axis) => {
    const aMin = a.min[axis] ?? 0;
    const bMin = b.min[axis] ?? 0;
    return aMin <= bMin + (b.size[axis] ?? 0) + gap && bMin <= aMin + (a.size[axis] ?? 0) + gap;
  });
}

function merge(a: CasePiece, b: CasePiece): CasePiece {
  const min = [0, 1, 2].map((axis) => Math.min(a.min[axis] ?? 0, b.min[axis] ?? 0)) as Size;
  const max = [0, 1, 2].map((axis) => Math.max((a.min[axis] ?? 0) + (a.size[axis] ?? 0), (b.min[axis] ?? 0) + (b.size[axis] ?? 0)));
  return { min, size: [0, 1, 2].map((axis) => (max[axis] ?? 0) - (min[axis] ?? 0)) as Size, triangles: a.triangles + b.triangles, bodies: a.bodies + b.bodies };
}

/** Each piece in turn joins every piece near it; the result has no two pieces near the same newcomer. */
function group(input: readonly CasePiece[]): CasePiece[] {
  const pieces: CasePiece[] = [];
  for (const next of input) {
    let piece = next;
    for (let index = pieces.length - 1; index >= 0; index--) {
      const other = pieces[index];
      if (other && near(piece, other, thresholds.partGapMm)) {
        piece = merge(piece, other);
        pieces.splice(index, 1);
      }
    }
    pieces.push(piece);
  }
  return pieces;
}

/**
 * Sorts an STL's connected bodies into printable parts and strays. Bodies whose boxes touch or overlap (within
 * partGapMm) are one part; a part no longer than strayBodyMaxMm on any side and under strayBodyShare of the
 * largest part's box volume is a stray. The parts come largest first; `sorted` is false when the file had too many
 * bodies to sort (maxSortedBodies): it is then judged as one part.
 */
export function sortBodies(info: Pick<StlInfo, "size" | "triangles" | "bodies">): { parts: CasePiece[]; strays: CasePiece[]; sorted: boolean } {
  const whole: CasePiece = { size: info.size, min: info.bodies[0]?.min ?? [0, 0, 0], triangles: info.triangles, bodies: info.bodies.length };
  if (info.bodies.length > thresholds.maxSortedBodies) return { parts: [whole], strays: [], sorted: false };
  // Largest first (the parser's order), so small bodies join the part they sit on; a part that grew can reach
  // another, so group again until nothing changes.
  let pieces = group(info.bodies.map((body) => ({ size: body.size, min: body.min, triangles: body.triangles, bodies: 1 })));
  for (let count = Infinity; pieces.length < count;) {
    count = pieces.length;
    pieces = group(pieces);
  }
  pieces.sort((a, b) => volume(b.size) - volume(a.size) || b.triangles - a.triangles);
  const largest = volume(pieces[0]?.size ?? [0, 0, 0]);
  const stray = (piece: CasePiece, index: number) =>
    index > 0 && Math.max(...piece.size) <= thresholds.strayBodyMaxMm && volume(piece.size) < largest * thresholds.strayBodyShare;
  return { parts: pieces.filter((piece, index) => !stray(piece, index)), strays: pieces.filter(stray), sorted: true };
}

/** The STLs that are case parts: those in production/ when there are any there, else every STL. */
export function caseStls(analysis: Analysis): Analysis["stls"] {
  const production = analysis.stls.filter((stl) => inFolder(stl.path, submissionNames.production));
  return production.length > 0 ? production : analysis.stls;
}

const rounded = (size: readonly number[]) => size.map(round2) as Size;

export function caseMeasurements(analysis: Analysis): CasePartMeasurement[] {
  return caseStls(analysis).map(({ path, info }) => {
    const measurement: CasePartMeasurement = { file: path, size: rounded(info.size), bodies: info.bodies.length };
    const { parts, strays } = sortBodies(info);
    if (parts.length > 1 || strays.length > 0) measurement.parts = parts.map((part) => rounded(part.size));
    if (strays.length > 0) measurement.strays = strays.length;
    return measurement;
  });
}

export function caseRule(analysis: Analysis): RuleResult {
  const stls = caseStls(analysis).map(({ path, info }) => ({ path, info, ...sortBodies(info) }));
  const fails: string[] = [];
  const warns: string[] = [];
  const details: string[] = [];
  const summary: string[] = [];
  let partCount = 0;
  for (const { path, info, parts, strays, sorted } of stls) {
    partCount += parts.length;
    const name = baseName(path);
    const bodies = plural(info.bodies.length, "body", "bodies");
    if (parts.length === 1) {
      const part = parts[0] as CasePiece;
      details.push(`${path}: ${sizeText(part.size)}, ${bodies}${sorted ? "" : " (too many to sort into parts: measured as one piece)"}.`);
      summary.push(`${name} ${sizeText(part.size)}`);
      if (!fitsPrintVolume(part.size)) fails.push(`${path} is ${sizeText(part.size)}: it does not fit ${sizeText(LIMIT)} in any orientation.`);
    } else {
      const over = parts.map((part, index) => ({ part, index })).filter(({ part }) => !fitsPrintVolume(part.size));
      details.push(`${path}: ${plural(parts.length, "part")} in one file (${parts.map((part) => sizeText(part.size)).join(", ")}), ${bodies}.`);
      if (over.length === 0) {
        summary.push(`${name} (${plural(parts.length, "part")} in one file; each fits)`);
        details.push(`${path} holds ${plural(parts.length, "part")} side by side and each fits; one STL per part is easier to print and to review.`);
      }
      for (const { part, index } of over) {
        fails.push(`${path}: part ${index + 1} of ${parts.length} is ${sizeText(part.size)}: it does not fit ${sizeText(LIMIT)} in any orientation.`);
      }
    }
    if (strays.length > 0) {
      const largest = strays.reduce((most, stray) => Math.max(most, ...stray.size), 0);
      warns.push(
        `${path} has ${plural(strays.length, "tiny stray body", "tiny stray bodies")} (at most ${mm(largest)} across, apart from the ${parts.length === 1 ? "part" : "parts"}) that make it measure ${sizeText(info.size)}; ${parts.length === 1 ? `its part is ${sizeText(parts[0]?.size ?? [])}` : `its ${plural(parts.length, "part")} each fit`}. Delete the strays before exporting.`,
      );
    }
  }
  // Measured against the board: a part in metres or inches, and a case that cannot go around the board.
  const board = measureBoard(analysis).board;
  const pieces = stls.flatMap(({ path, parts }) => parts.map((part) => ({ file: path, size: part.size })));
  const hold = board ? caseHoldsBoard(pieces, board) : null;
  if (!hold || hold.covering.length === 0) {
    for (const { path, parts } of stls) {
      const largest = parts[0];
      const unit = largest ? wrongUnit(largest.size, board) : null;
      if (unit && largest) fails.push(wrongUnitWords(path, largest.size, board, unit));
    }
  }
  if (hold?.problem && fails.length === 0 && stls.length > 0) fails.push(hold.problem);
  for (const entry of analysis.unreadable.filter((item) => item.area === "case")) warns.push(entry.message);
  const dxfs = analysis.paths.filter((path) => extension(path) === "dxf" && inFolder(path, submissionNames.production));
  if (dxfs.length > 0) warns.push(`${dxfs.join(", ")}: a DXF is for laser cutting. ${printedOnly}`);
  if (stls.length === 0) {
    const steps = analysis.steps.filter((step) => inFolder(step.path, submissionNames.production)).map((step) => step.path);
    return ruleResult(
      "case",
      "fail",
      steps.length > 0
        ? `No STL case parts: ${submissionNames.production}/ has ${steps.join(", ")} instead. The printers need one STL per part.`
        : "No STL case parts found.",
      steps,
      {
        fix: `Export each case part as its own STL into ${submissionNames.production}/ (in Fusion: right-click the body › Save As Mesh › STL).`,
        details: warns,
      },
    );
  }
  const status = fails.length > 0 ? "fail" : warns.length > 0 ? "warn" : "pass";
  const message = fails[0] ?? warns[0] ?? `${plural(partCount, "part")} ${partCount === 1 ? "fits" : "fit"} within ${sizeText(LIMIT)}: ${summary.join(", ")}.`;
  return ruleResult(
    "case",
    status,
    message,
    stls.map((stl) => stl.path),
    {
      fix: `Keep every printed part within ${sizeText(LIMIT)} and export one clean part per STL.`,
      details: [...fails, ...warns, ...details],
    },
  );
}

const sortedDown = (size: readonly number[]) => [...size].sort((a, b) => b - a);

/** The unit a part seems drawn in when it is not millimetres, judged against the board, or null. */
function wrongUnit(size: readonly number[], board: BoardMeasurement | null): { unit: string; factor: number } | null {
  const longest = sortedDown(size)[0] ?? 0;
  if (longest <= 0) return null;
  // With no board to compare with, only a part under a millimetre is surely not in millimetres.
  if (!board) return longest < 1 ? { unit: "metres", factor: 1000 } : null;
  const ratio = Math.max(board.width, board.height) / longest;
  return thresholds.unitRatios.find((entry) => ratio >= entry.min && ratio <= entry.max) ?? null;
}

/** Words for an STL in the wrong unit. */
function wrongUnitWords(path: string, size: readonly number[], board: BoardMeasurement | null, unit: { unit: string; factor: number }): string {
  const scaled = size.map((value) => round2(value * unit.factor));
  const against = board ? `; the board is ${mm(board.width)} × ${mm(board.height)}` : "";
  return `${path} measures ${sizeText(size.map(round2))}${against}: it was exported in ${unit.unit}, not millimetres (×${unit.factor} it would be ${sizeText(scaled)}). Export it again in millimetres, or scale it by ${unit.factor} in the slicer before saving the STL.`;
}

/**
 * Whether the case parts can hold the board: the parts whose footprint covers its outline (`covering`), and why
 * they cannot hold it (`problem`, null when they can): none covers it, or together they stand too short.
 */
function caseHoldsBoard(parts: readonly { file: string; size: readonly number[] }[], board: BoardMeasurement) {
  const outline = sortedDown([board.width, board.height]);
  const covers = (size: readonly number[]) => {
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
