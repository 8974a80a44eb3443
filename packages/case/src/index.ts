/**
 * The case engine: the guide's two-part printed case (a bottom shell the PCB hangs in, a top plate the switches clip
 * into) made for the participant's own board, with every measurement from content/programme/dimensions.ts. Pure
 * TypeScript: the solids come from manifold-3d, whose WASM module the caller loads (`loadManifold`), so the same
 * code runs in Node (tests, CLI) and in a Web Worker (/check).
 */
import type { ManifoldToplevel } from "manifold-3d";
import { dimensions } from "@hackpad/programme/dimensions";
import { caseModel } from "@hackpad/programme/case-model";
import { fitsPrintVolume } from "@hackpad/programme/print-volume";
import { defaultWallMm, maxHeightMm, maxWallMm, minHeightMm, minWallMm, type ScrewKind } from "./limits.ts";
import { generatedCaseFiles } from "@hackpad/programme/generated-case";
import type { ClassifiedPart, KicadPcb } from "@hackpad/preflight";
import { meshBounds, openEdgeCount, writeBinaryStl, type Mesh } from "@hackpad/mesh";
import { readCaseBoard, type CaseBoard } from "./board.ts";
import { CaseError } from "./errors.ts";
import { buildCase, type CaseLayout } from "./solids.ts";
import { writeThreeMf } from "./threemf.ts";
import { verifyCase } from "./verify.ts";

export { CaseError } from "./errors.ts";
export { readCaseBoard, caseFrame, type CaseBoard, type SwitchSpot, type XiaoSpot, type Spot } from "./board.ts";
export { boardOutline, outlineLoops } from "./outline.ts";
export type { CaseLayout, ScrewSpot } from "./solids.ts";
export type { CaseCheck } from "./verify.ts";
export * from "./limits.ts";

export interface CaseOptions {
  /** Height of the bottom shell, floor included (default: the guide's case height). */
  heightMm?: number;
  /** Wall thickness around the PCB's pocket (default: the guide's, half the outer extra less the inner margin). */
  wallMm?: number;
  screws: ScrewKind;
  /** A name to cut into the underside of the bottom shell. */
  engrave?: string;
  /** Loads manifold-3d's WASM module (Node: `import("manifold-3d")`; a worker: with the WASM's own URL). */
  loadManifold?: () => Promise<ManifoldToplevel>;
}

export type CasePartName = "bottom" | "top";

export interface GeneratedCase {
  /** The printed parts, each lying flat on the bed (z = 0) the way it prints: the top plate upside down. */
  parts: { name: CasePartName; fileName: string; mesh: Mesh; stl: Uint8Array }[];
  print3mf: Uint8Array;
  assembly3mf: Uint8Array;
  /** The case with the board and its parts in place (case frame, z up from the bottom of the case). */
  assembly: { name: string; mesh: Mesh; color: string }[];
  warnings: string[];
  checks: { label: string; ok: boolean; detail: string }[];
  /** Where everything went: the board as read, heights, screws, openings (for the preview, tests and the report). */
  layout: CaseLayout;
}

/** Where the generated files go: the programme's one layout (content/programme/generated-case.ts). */
export const caseFiles = {
  part: (name: CasePartName) => generatedCaseFiles.part(name),
  print3mf: generatedCaseFiles.print3mf,
  assembly3mf: generatedCaseFiles.assembly3mf,
} as const;

const defaultLoader = async (): Promise<ManifoldToplevel> => {
  const module = await import("manifold-3d");
  const wasm = await module.default();
  wasm.setup();
  return wasm;
};

let cached: { loader: () => Promise<ManifoldToplevel>; wasm: Promise<ManifoldToplevel> } | null = null;
function manifoldFrom(loader: () => Promise<ManifoldToplevel>): Promise<ManifoldToplevel> {
  if (!cached || cached.loader !== loader) cached = { loader, wasm: loader() };
  return cached.wasm;
}

function checkOptions(options: CaseOptions): { height: number; wall: number } {
  const height = options.heightMm ?? dimensions.caseHeightMm;
  const wall = options.wallMm ?? defaultWallMm;
  if (!Number.isFinite(height) || height < minHeightMm || height > maxHeightMm) {
    throw new CaseError(`A case height of ${height} mm cannot be made: choose between ${minHeightMm} and ${maxHeightMm} mm.`);
  }
  if (!Number.isFinite(wall) || wall < minWallMm || wall > maxWallMm) {
    throw new CaseError(`A wall of ${wall} mm cannot be made: choose between ${minWallMm} and ${maxWallMm} mm (the screws' counterbores sit in it).`);
  }
  if (options.screws !== "nuts" && options.screws !== "inserts")
    throw new CaseError(`Screws are held by "nuts" or "inserts", not "${String(options.screws)}".`);
  return { height, wall };
}

export async function generateCase(
  board: KicadPcb,
  parts: ClassifiedPart[],
  options: CaseOptions,
  onProgress?: (fraction: number, label: string) => void,
): Promise<GeneratedCase> {
  const { height, wall } = checkOptions(options);
  onProgress?.(0, "Reading the board");
  const caseBoard: CaseBoard = readCaseBoard(board, parts);
  onProgress?.(0.1, "Loading the geometry engine");
  const wasm = await manifoldFrom(options.loadManifold ?? defaultLoader);
  onProgress?.(0.2, "Building the bottom shell and the top plate");
  const built = buildCase(wasm, caseBoard, { height, wall, screws: options.screws, engrave: options.engrave?.trim() ?? "" }, onProgress);
  onProgress?.(0.8, "Writing the files");
  const printed = built.printed.map((part) => ({
    name: part.name,
    fileName: caseFiles.part(part.name),
    mesh: part.mesh,
    stl: writeBinaryStl(part.mesh, `hackpad case ${part.name}`),
  }));
  // The parts side by side on one bed, the way a slicer would lay them out.
  const bottomBox = meshBounds(printed[0]!.mesh)!;
  const topBox = meshBounds(printed[1]!.mesh)!;
  const shift = bottomBox.max[0] - topBox.min[0] + caseModel.printBedSpacingMm;
  const shiftedTop = {
    positions: printed[1]!.mesh.positions.map((value, index) => (index % 3 === 0 ? value + shift : value)),
    indices: printed[1]!.mesh.indices,
  };
  const print3mf = writeThreeMf(
    [
      { name: "Case bottom", mesh: printed[0]!.mesh, color: built.assembly[0]!.color },
      { name: "Case top", mesh: shiftedTop, color: built.assembly[1]!.color },
    ],
    "Hackpad case, ready to print",
  );
  const assembly3mf = writeThreeMf(built.assembly, "Hackpad, assembled");
  const checks = printed.map((part) => {
    const open = openEdgeCount(part.mesh);
    const size = meshBounds(part.mesh)!.size;
    const fits = fitsPrintVolume(size);
    return {
      label: `The ${part.name} is one closed body that fits the printer`,
      ok: open === 0 && fits,
      detail: `${size.map((value) => value.toFixed(1)).join(" × ")} mm, ${open === 0 ? "closed" : `${open} open edges`}.`,
    };
  });
  onProgress?.(0.9, "Measuring the parts");
  const measured = verifyCase(built.layout, printed[0]!.mesh, printed[1]!.mesh);
  onProgress?.(1, "Done");
  return {
    parts: printed,
    print3mf,
    assembly3mf,
    assembly: built.assembly,
    warnings: built.warnings,
    checks: [...checks, ...built.checks, ...measured],
    layout: built.layout,
  };
}
