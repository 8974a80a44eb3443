/**
 * The case engine: the guide's two-part printed case (a bottom shell the PCB hangs in, a top plate the switches clip
 * into) made for the participant's own board, with every measurement from content/programme/dimensions.ts. Pure
 * TypeScript: the solids come from manifold-3d, whose WASM module the caller loads (`loadManifold`), so the same
 * code runs in Node (tests, CLI) and in a Web Worker (/check).
 */
import type { ManifoldToplevel } from "manifold-3d";
import { dimensions } from "@hackpad/programme/dimensions";
import { caseModel } from "@hackpad/programme/case-model";
import { fitsAsWritten, printVolumeAxes } from "@hackpad/programme/print-volume";
import { defaultWallMm, maxHeightMm, maxWallMm, minHeightMm, minWallMm, type ScrewKind } from "./limits.ts";
import { generatedCaseFiles } from "@hackpad/programme/generated-case";
import type { ClassifiedPart, KicadPcb } from "@hackpad/preflight";
import { meshBounds, openEdgeCount, writeBinaryStl } from "@hackpad/mesh";
import { readCaseBoard, type CaseBoard } from "./board.ts";
import { buildCase, type Built } from "./solids.ts";
import { writeThreeMf } from "@hackpad/mesh/threemf";
import { verifyCase, type CaseCheck } from "./verify.ts";
import { backXiaoMinHeight, defaultXiaoMount, plugPath, type XiaoMount } from "./back-xiao.ts";
import { layOutOnBed } from "./bed.ts";
import { HackpadError } from "@hackpad/programme/errors";

export { readCaseBoard, type CaseBoard } from "./board.ts";
export { boardOutline } from "./outline.ts";
export * from "./limits.ts";
export { defaultXiaoMount, plugPath, xiaoHeights, type XiaoMount } from "./back-xiao.ts";
export { bedFaces, hits, inside, slice, type P2, type Segment } from "./measure.ts";

export interface CaseOptions {
  /** Height of the bottom shell, floor included (default: the guide's case height). */
  heightMm?: number;
  /** Wall thickness around the PCB's pocket (default: the guide's, half the outer extra less the inner margin). */
  wallMm?: number;
  screws: ScrewKind;
  /** A name to cut into the underside of the bottom shell. */
  engrave?: string;
  /**
   * How a XIAO on the back of the board is soldered: on its pin headers (default: the kit ships it with loose
   * headers) or flush against the board. Decides how low it hangs, and so the USB opening and the floor under it.
   */
  xiaoMount?: XiaoMount;
  /** Loads manifold-3d's WASM module (Node: `import("manifold-3d")`; a worker: with the WASM's own URL). */
  loadManifold?: () => Promise<ManifoldToplevel>;
}

export interface GeneratedCase extends Omit<Built, "printed"> {
  /** The printed parts, each lying flat on the bed (z = 0) the way it prints: the top plate upside down. */
  parts: (Built["printed"][number] & { fileName: string; stl: Uint8Array })[];
  print3mf: Uint8Array;
  assembly3mf: Uint8Array;
}

/** Where the generated files go: the programme's one layout (content/programme/generated-case.ts). */
export const caseFiles = generatedCaseFiles;

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

function checkOptions(options: CaseOptions, lowest: number = dimensions.caseHeightMm): { height: number; wall: number } {
  const height = options.heightMm ?? Math.max(dimensions.caseHeightMm, lowest);
  const wall = options.wallMm ?? defaultWallMm;
  if (!Number.isFinite(height) || height < minHeightMm || height > maxHeightMm) {
    throw new HackpadError("case", `A case height of ${height} mm cannot be made: choose between ${minHeightMm} and ${maxHeightMm} mm.`);
  }
  if (!Number.isFinite(wall) || wall < minWallMm || wall > maxWallMm) {
    throw new HackpadError(
      "case",
      `A wall of ${wall} mm cannot be made: choose between ${minWallMm} and ${maxWallMm} mm (the screws' counterbores sit in it).`,
    );
  }
  if (options.screws !== "nuts" && options.screws !== "inserts")
    throw new HackpadError("case", `Screws are held by "nuts" or "inserts", not "${String(options.screws)}".`);
  return { height, wall };
}

export async function generateCase(
  board: KicadPcb,
  parts: ClassifiedPart[],
  options: CaseOptions,
  onProgress?: (fraction: number, label: string) => void,
): Promise<GeneratedCase> {
  checkOptions(options);
  const xiaoMount = options.xiaoMount ?? defaultXiaoMount;
  if (xiaoMount !== "headers" && xiaoMount !== "flush")
    throw new HackpadError("case", `The XIAO is soldered on "headers" or "flush", not "${String(xiaoMount)}".`);
  onProgress?.(0, "Reading the board");
  const caseBoard: CaseBoard = readCaseBoard(board, parts);
  // A XIAO under the board needs room for itself and the cable's plug under the PCB: unless a height was asked for,
  // the case grows to the lowest that leaves it.
  const backHeight = caseBoard.xiao.side === "back" ? backXiaoMinHeight(xiaoMount, caseBoard.thickness) : 0;
  const { height, wall } = checkOptions(options, backHeight);
  const raised = options.heightMm === undefined && height > dimensions.caseHeightMm;
  onProgress?.(0.1, "Loading the geometry engine");
  const wasm = await manifoldFrom(options.loadManifold ?? defaultLoader);
  onProgress?.(0.2, "Building the bottom shell and the top plate");
  const built = buildCase(wasm, caseBoard, { height, wall, screws: options.screws, engrave: options.engrave?.trim() ?? "", xiaoMount }, onProgress);
  if (raised) {
    built.warnings.unshift(
      `The XIAO ${caseBoard.xiao.reference} is on the back of the board (B.Cu), ${xiaoMount === "headers" ? "on its pin headers" : "soldered flush"}: the case is ${height} mm tall instead of the guide's ${dimensions.caseHeightMm} mm, the lowest that leaves the module and a USB-C plug room under the board.`,
    );
  }
  onProgress?.(0.8, "Writing the files");
  const printed = built.printed.map((part) => ({
    name: part.name,
    fileName: caseFiles.part(part.name),
    mesh: part.mesh,
    stl: writeBinaryStl(part.mesh, `hackpad case ${part.name}`),
  }));
  // The parts on one bed, the way a slicer would lay them out; said plainly when one bed is not enough.
  const bed = caseModel.printBedMm;
  const onBed = layOutOnBed(
    printed.map((part) => part.mesh),
    bed,
    caseModel.printBedSpacingMm,
  );
  // The assembly's first two bodies are the bottom and the top, with their names and colours.
  const print3mf = writeThreeMf(
    built.assembly.slice(0, 2).map((body, index) => ({ ...body, mesh: onBed.meshes[index]! })),
    "Hackpad case, ready to print",
  );
  if (!onBed.fits) {
    built.warnings.push(
      `The bottom and the top need ${onBed.needs.map((value) => value.toFixed(0)).join(" × ")} mm side by side, more than one ${bed.width} × ${bed.depth} mm print bed: print them one at a time (the print 3MF holds both; move one off the plate in the slicer).`,
    );
  }
  const assembly3mf = writeThreeMf(built.assembly, "Hackpad, assembled");
  const checks = printed.map((part) => {
    const open = openEdgeCount(part.mesh);
    const box = meshBounds(part.mesh)!;
    // As the file is written: the fab prints it the way it lies, so no turning is assumed.
    const fits = fitsAsWritten(box);
    return {
      label: `The ${part.name} is one closed body that fits the printer as written`,
      ok: open === 0 && fits,
      detail: `${box.size.map((value) => value.toFixed(1)).join(" × ")} mm (within ${printVolumeAxes.join(" × ")} mm), resting on the bed at z ${box.min[2].toFixed(2)}, ${open === 0 ? "closed" : `${open} open edges`}.`,
    };
  });
  onProgress?.(0.9, "Measuring the parts");
  const measured = verifyCase(built.layout, printed[0]!.mesh, printed[1]!.mesh);
  measured.push(plugCheck(built, caseBoard));
  if (caseBoard.xiao.side === "back") {
    const clear = built.layout.xiao.moduleBottom - dimensions.printedPartGapMm;
    measured.push({
      label: "The XIAO under the board clears the floor",
      ok: clear >= dimensions.minPrintedSkinMm - 1e-9,
      detail: `The module's lowest point is ${built.layout.xiao.moduleBottom.toFixed(2)} mm above the bed; the floor under it needs ${dimensions.minPrintedSkinMm} mm of plastic and a ${dimensions.printedPartGapMm} mm gap.`,
    });
  }
  measured.push({
    label: `The print 3MF lays both parts on one ${bed.width} × ${bed.depth} mm bed`,
    ok: onBed.fits,
    detail: onBed.fits
      ? `${onBed.needs.map((value) => value.toFixed(1)).join(" × ")} mm together, centred on the bed.`
      : `They need ${onBed.needs.map((value) => value.toFixed(1)).join(" × ")} mm together: print them one at a time.`,
  });
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

/** A USB-C plug's grip, moved from the socket out through the wall, must meet no plastic (measured on the parts as assembled). */
function plugCheck(built: ReturnType<typeof buildCase>, board: CaseBoard): CaseCheck {
  const { layout } = built;
  const { width, height } = caseModel.usbPlugOvermouldMm;
  const reach = dimensions.caseInnerMarginMm + layout.wall + 1;
  const meshes = built.assembly.filter((body) => body.name === "Case bottom" || body.name === "Case top").map((body) => body.mesh);
  const path = plugPath(board.xiao, layout.xiao.socketZ, reach, meshes);
  const where = board.xiao.side === "back" ? "under the board" : "on the board";
  const socket = `the socket's middle ${layout.xiao.socketZ.toFixed(2)} mm above the bed (XIAO ${where}, ${layout.xiao.mount === "headers" ? "on headers" : "flush"})`;
  const lowest =
    board.xiao.side === "back"
      ? ` Make the case at least ${backXiaoMinHeight(layout.xiao.mount, board.thickness)} mm tall${layout.xiao.mount === "headers" ? " or solder the XIAO flush" : ""}.`
      : "";
  return {
    label: "A USB-C plug reaches the XIAO's socket",
    ok: path.blocked === 0,
    detail:
      path.blocked === 0
        ? `A ${width} × ${height} mm plug grip is clear all the way from the socket through the wall, ${socket}; the opening runs from ${layout.usb.bottom.toFixed(2)} mm up.`
        : `${Math.round(path.blocked * 100)} % of a ${width} × ${height} mm plug grip's path to the socket is solid case or below the bed, ${socket}.${lowest}`,
  };
}
