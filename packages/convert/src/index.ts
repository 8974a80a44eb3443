/**
 * The case converter: a participant's case model (STEP from Fusion 360 or Onshape, 3MF, OBJ) → one binary STL
 * per printed part, laid out for `production/case/` as the submission asks. Pure TypeScript: runs in a Web
 * Worker (/check) and in Node (npm run case -- --convert). STEP needs OpenCascade's WebAssembly, which the caller
 * loads (`loadOcct`), so nothing here knows where the .wasm lives.
 */
import { limits } from "@hackpad/programme/limits";
import { fitsAsWritten, printVolumeAxes } from "@hackpad/programme/print-volume";
import { submissionNames } from "@hackpad/programme/submission";
import { meshBounds, meshVolume, splitBodies, triangleCount, turnedOver, writeBinaryStl, type Mesh } from "@hackpad/mesh";
import { formatBytes, MAX_INPUT_BYTES } from "@hackpad/preflight/report";
import { bodySize, classifyBodies, type Body, type SourceBody } from "./classify.ts";
import { assertBodies, assertParts } from "./guard.ts";
import type { BoardSize } from "./kit-parts.ts";
import { guessObjUnit, OBJ_UNIT_MM, readObj, unitAgainstBoard, type ObjUnit } from "./obj.ts";
import { layFlat } from "./orient.ts";
import type { OcctModule } from "./occt.ts";
import { readStep } from "./step.ts";
import { readThreeMf } from "./threemf.ts";
import { weldClosed } from "./weld.ts";
import { HackpadError } from "@hackpad/programme/errors";

export type { OcctModule, OcctResult, OcctNode, OcctMesh, OcctParams } from "./occt.ts";
export { OBJ_UNIT_MM, type ObjUnit } from "./obj.ts";
export { boardSizeOf, type BoardSize } from "./kit-parts.ts";

export interface ConvertOptions {
  /** The unit of an OBJ's numbers (OBJ carries none); guessed from the model's size when not given. */
  objUnits?: ObjUnit;
  /** Loads OpenCascade (occt-import-js); needed for STEP only, and called only for a STEP. */
  loadOcct?: () => Promise<OcctModule>;
  /**
   * The project's board (its .kicad_pcb's outline and thickness), when it has one: a body is the board only when it
   * has the board's size, and an OBJ's unit is the one that makes the case larger than the board.
   */
  board?: BoardSize | null;
}

export interface ConvertedPart {
  name: string;
  /** Where the part goes in the submission: "production/case/<slug>.stl". */
  fileName: string;
  mesh: Mesh;
  /** Binary STL of `mesh`. */
  stl: Uint8Array;
  /** Width, depth and height in millimetres. */
  size: [number, number, number];
  /** True when every edge is shared by exactly two triangles: one closed body, as a slicer needs. */
  closed: boolean;
  /** True when the part, as written (lying on the bed, z from 0), is within the programme's print volume. */
  fits: boolean;
  /** True when the part was turned to lie on its largest flat face. */
  laidFlat: boolean;
}

export interface ConvertResult {
  /** The unit the source file uses ("mm", "in", …); every part is in millimetres. */
  units: string;
  /** True for an OBJ whose unit was guessed from its size. */
  unitsGuessed: boolean;
  parts: ConvertedPart[];
  /** Bodies not converted (the board, parts the kit ships) and why. */
  leftOut: { name: string; why: string }[];
  warnings: string[];
}

/**
 * STEP is read inside OpenCascade's WebAssembly heap, which needs several times the file's size: past this a
 * file is refused. A macropad's case STEP is a few MB (allanpad's are 0.1 and 0.8 MB).
 */
export const MAX_STEP_BYTES = 64 * 1024 * 1024;

/** The fewest triangles that can close around a volume (a tetrahedron). */
const MIN_BODY_TRIANGLES = 4;

const FORMATS = { step: "step", stp: "step", "3mf": "3mf", obj: "obj" } as const;

export async function convertModel(bytes: Uint8Array, fileName: string, options: ConvertOptions = {}): Promise<ConvertResult> {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const extension = base.includes(".") ? (base.split(".").pop() ?? "").toLowerCase() : "";
  const format = FORMATS[extension as keyof typeof FORMATS];
  if (!format) throw new HackpadError("convert", `${base} is not a case model the converter reads: give a .step (or .stp), .3mf or .obj file.`);
  if (bytes.length === 0) throw new HackpadError("convert", `${base} is empty (0 bytes): export the case again.`);
  const limit = format === "step" ? MAX_STEP_BYTES : MAX_INPUT_BYTES;
  if (bytes.length > limit) {
    throw new HackpadError(
      "convert",
      `${base} is ${formatBytes(bytes.length)}; a macropad's case model is never that big (the converter reads up to ${formatBytes(limit)}). Export it with less detail.`,
    );
  }
  let units = "mm";
  let unitsGuessed = false;
  const warnings: string[] = [];
  let sources: SourceBody[];
  if (format === "step" || format === "3mf") {
    if (format === "step" && !options.loadOcct) throw new Error("convertModel: reading STEP needs options.loadOcct (occt-import-js)");
    ({ units, bodies: sources } = format === "step" ? await readStep(bytes, base, options.loadOcct!) : readThreeMf(bytes, base));
  } else {
    sources = readObj(bytes, base);
    const largest = sources.reduce((most, source) => Math.max(most, ...bodySize(source.mesh)), 0);
    const board = options.board ?? null;
    const boardSide = board ? Math.max(board.width, board.height) : 0;
    const byBoard = board ? unitAgainstBoard(largest, boardSide) : null;
    const unit: ObjUnit = options.objUnits ?? byBoard ?? guessObjUnit(largest);
    units = unit;
    unitsGuessed = !options.objUnits;
    if (unitsGuessed) {
      const other: ObjUnit = unit === "mm" ? (guessObjUnit(largest) === "mm" ? "cm" : guessObjUnit(largest)) : "mm";
      const reading = (which: ObjUnit) => `${round(largest * OBJ_UNIT_MM[which])} mm as ${UNIT_WORDS[which]}`;
      const why = byBoard
        ? `the reading that makes the case larger than the board (${round(boardSide)} mm across)`
        : board
          ? `a guess from its size: no reading makes it larger than the board (${round(boardSide)} mm across)`
          : "a guess from its size";
      warnings.push(
        `An OBJ file does not say its unit. Its largest side is ${round(largest)} units: read as ${UNIT_WORDS[unit]}, ${why}. That is ${reading(unit)}; it would be ${reading(other)}. If that is wrong, choose the unit.`,
      );
    }
    const scale = OBJ_UNIT_MM[unit];
    if (scale !== 1)
      for (const source of sources) source.mesh = { positions: source.mesh.positions.map((value) => value * scale), indices: source.mesh.indices };
  }
  const bodies: Body[] = [];
  assertBodies(sources.length, base);
  for (const source of sources) {
    // OpenCascade gives one mesh per solid already; a solid with an inner void is two shells but one body.
    for (const piece of format === "step" ? [source.mesh] : splitBodies(source.mesh))
      bodies.push({ name: source.name, path: source.path, mesh: piece, size: bodySize(piece) });
    assertBodies(bodies.length, base);
  }
  if (bodies.length === 0) throw new HackpadError("convert", `${base} holds no triangles to print: it is empty.`);
  if (bodies.some((body) => !body.size.every(Number.isFinite))) {
    throw new HackpadError("convert", `${base} has coordinates so large that its size is not a finite number in millimetres; export it again in millimetres.`);
  }
  // Fewer than four triangles never enclose a volume: a stray face or edge of the export, never a printable part.
  const stray = bodies.filter((body) => triangleCount(body.mesh) < MIN_BODY_TRIANGLES);
  const solids = bodies.filter((body) => triangleCount(body.mesh) >= MIN_BODY_TRIANGLES);
  const { printed, leftOut } = classifyBodies(solids, options.board ?? null);
  for (const body of stray) {
    const count = triangleCount(body.mesh);
    leftOut.push({ body, why: `a stray piece of ${count} triangle${count === 1 ? "" : "s"}, not a closed body` });
  }
  const stem = base.replace(/\.[^.]*$/, "");
  if (printed.length === 0) {
    throw new HackpadError(
      "convert",
      `${base} holds no case part to print: every body is something the kit ships or the board (${leftOutSummary(leftOut.map((entry) => `"${entry.body.name || stem}": ${entry.why}`))}).`,
    );
  }
  assertParts(printed.length, base);
  const names = partNames(printed.map((body) => body.name || body.path[body.path.length - 1] || stem));
  // Each file name starts with the model's own name, so the parts of two models never share a name.
  const slugs = uniqueSlugs(names.map((name) => joinedName(stem, name)));
  const volume = { length: limits.case.maxLengthMm, width: limits.case.maxWidthMm };
  const parts = printed.map((body, index): ConvertedPart => {
    const name = names[index] ?? stem;
    const { mesh: welded, openEdges } = weldClosed(body.mesh);
    // A closed body whose triangles face inwards (a mirrored export) encloses a negative volume: turn it right side out.
    const rightSideOut = openEdges === 0 && meshVolume(welded) < 0 ? turnedOver(welded) : welded;
    // Written the way it prints: on its largest flat face, on the bed (the fab prints the file as it lies).
    const { mesh, turned } = layFlat(rightSideOut, volume);
    const box = meshBounds(mesh);
    const size = (box?.size ?? [0, 0, 0]).map(round) as [number, number, number];
    const fits = box !== null && fitsAsWritten(box);
    if (openEdges > 0) {
      warnings.push(
        `${name} is not one closed body: ${openEdges} ${openEdges === 1 ? "edge is" : "edges are"} not shared by exactly two triangles (the model has a gap or a face missing). A slicer may refuse it; repair the body in your CAD program and export again.`,
      );
    }
    if (!fits) {
      warnings.push(
        `${name} is ${size.join(" × ")} mm as written, lying on its largest flat face: it does not fit the ${printVolumeAxes.join(" × ")} mm print volume (the fab prints the file the way it lies).`,
      );
    }
    return {
      name,
      fileName: `${submissionNames.production}/${submissionNames.caseFolder}/${slugs[index]}.stl`,
      mesh,
      stl: writeBinaryStl(mesh, `hackpad docs: ${name}`),
      size,
      closed: openEdges === 0,
      fits,
      laidFlat: turned,
    };
  });
  return { units, unitsGuessed, parts, leftOut: leftOut.map((entry) => ({ name: entry.body.name || stem, why: entry.why })), warnings };
}

/**
 * The bodies of an assembled model (STEP or 3MF) in millimetres, where the model puts them: nothing left out, nothing
 * turned, for measuring the case against the board in place (the fit check). Each OpenCascade solid or 3MF
 * object is one entry, named by its path in the model.
 */
export async function readModelBodies(
  bytes: Uint8Array,
  fileName: string,
  options: Pick<ConvertOptions, "loadOcct"> = {},
): Promise<{ units: string; bodies: { name: string; mesh: Mesh }[] }> {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const extension = (base.split(".").pop() ?? "").toLowerCase();
  const format = FORMATS[extension as keyof typeof FORMATS];
  if (format !== "step" && format !== "3mf")
    throw new HackpadError("convert", `${base} is not an assembled model the fit check reads: give a .step (or .stp) or .3mf file.`);
  if (bytes.length > (format === "step" ? MAX_STEP_BYTES : MAX_INPUT_BYTES))
    throw new HackpadError("convert", `${base} is ${formatBytes(bytes.length)}, more than a macropad's model ever needs.`);
  if (format === "step" && !options.loadOcct) throw new Error("readModelBodies: reading STEP needs options.loadOcct (occt-import-js)");
  const read = format === "step" ? await readStep(bytes, base, options.loadOcct!) : readThreeMf(bytes, base);
  return {
    units: read.units,
    bodies: read.bodies.map((body) => ({ name: (body.path.length > 0 ? body.path.join(" / ") : body.name) || base, mesh: body.mesh })),
  };
}

/** The reasons bodies were left out, each once with how often ("16 × …"), the first few only: a board's 3D export has hundreds. */
function leftOutSummary(lines: string[]): string {
  const shown = 6;
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  const entries = [...counts].map(([line, count]) => (count > 1 ? `${count} × ${line}` : line));
  return entries.length > shown ? `${entries.slice(0, shown).join("; ")}; and ${entries.length - shown} more` : entries.join("; ");
}

const UNIT_WORDS: Record<ObjUnit, string> = { mm: "millimetres", cm: "centimetres", m: "metres", in: "inches" };
const round = (value: number) => Math.round(value * 100) / 100;

/** Names that repeat get a number: ["Case", "Case", "Lid"] → ["Case 1", "Case 2", "Lid"]. */
function partNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  const totals = new Map<string, number>();
  for (const name of names) totals.set(name, (totals.get(name) ?? 0) + 1);
  return names.map((name) => {
    const total = totals.get(name) ?? 1;
    if (total === 1) return name;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return `${name} ${count}`;
  });
}

/** A file name for each part: lower case, ASCII letters and digits joined by hyphens ("Case Top" → "case-top"), never twice the same. */
export function slug(name: string): string {
  const text = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return text || "part";
}

/**
 * The model's name and the part's as one name, the words they share said once: "hackpad case" + "Case bottom" →
 * "hackpad-case-bottom"; "LazyPad" + "Top-Cover v1" → "lazypad-top-cover-v1"; "lid" + "Lid" → "lid".
 */
function joinedName(model: string, part: string): string {
  const first = slug(model).split("-");
  const second = slug(part).split("-");
  for (let overlap = Math.min(first.length, second.length); overlap > 0; overlap--) {
    if (first.slice(first.length - overlap).join("-") === second.slice(0, overlap).join("-")) return [...first, ...second.slice(overlap)].join("-");
  }
  return [...first, ...second].join("-");
}

function uniqueSlugs(names: string[]): string[] {
  const used = new Set<string>();
  // Where the numbering of each slug resumes, so a hundred parts of one name are numbered in one pass.
  const next = new Map<string, number>();
  return names.map((name) => {
    const base = slug(name);
    let candidate = base;
    let count = next.get(base) ?? 2;
    for (; used.has(candidate); count++) candidate = `${base}-${count}`;
    next.set(base, count);
    used.add(candidate);
    return candidate;
  });
}
