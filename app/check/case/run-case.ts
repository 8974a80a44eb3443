/**
 * What the case worker does, apart from the worker itself so tests can hand it engines of their own: ask the
 * preflight worker, which holds the project as the check read it, for the board or the one model to convert; run
 * the converter or the case maker on it; post the parts and a zip laid out as /submitting asks to the page; hand
 * the new files to the preflight worker and pass on what the check says with them added.
 */
import { padName } from "@hackpad/preflight/report";
import type { Mesh } from "@hackpad/mesh";
import type { CaseOptions } from "@hackpad/case";
import type { ConvertOptions } from "@hackpad/convert";
import type { CaseEngine, ConvertEngine, EngineLoaders, FitEngine } from "./engines";
import type { AddedFile, CaseMessage, CaseRequest, ConvertDone, FitDone, LinkAnswer, LinkRequest, MakeDone, ShownFitSet, WireMesh } from "./protocol";
import { generatedCaseFiles } from "@hackpad/programme/generated-case";
import { assemblyPath, casePath, distinctPaths, zipEntries } from "./zip-layout";
import { tooBigForThePage } from "./state";
import { HackpadError, isHackpadError } from "@hackpad/programme/errors";

export interface CaseDeps extends EngineLoaders {
  loadOcct?: ConvertOptions["loadOcct"];
  loadManifold?: CaseOptions["loadManifold"];
}

export type Post = (message: CaseMessage, transfer?: Transferable[]) => void;

/** One question to the preflight worker and its answer; a refusal is the participant's sentence. */
function ask<Type extends LinkAnswer["type"]>(link: MessagePort, request: LinkRequest, type: Type, transfer: Transferable[] = []) {
  return new Promise<Extract<LinkAnswer, { type: Type }>>((resolve, reject) => {
    link.onmessage = (event: MessageEvent<LinkAnswer>) => {
      const answer = event.data;
      if (answer.type === type) resolve(answer as Extract<LinkAnswer, { type: Type }>);
      else
        reject(
          new HackpadError("case-input", answer.type === "refused" ? answer.message : `The check's worker answered "${answer.type}" instead of "${type}".`),
        );
    };
    link.postMessage(request, transfer);
  });
}

/** Hands the made files to the preflight worker and posts what the check says with them added. */
async function recheck(link: MessagePort, added: readonly AddedFile[], post: Post): Promise<void> {
  const files = added.map((file) => ({ path: file.path, bytes: file.bytes.slice() }));
  post(
    await ask(
      link,
      { type: "add", files },
      "rechecked",
      files.map((file) => file.bytes.buffer),
    ),
  );
}

/** A mesh's own copy, whose buffers can be transferred to the page without detaching the engine's. */
const wire = (mesh: Mesh): WireMesh => ({ positions: mesh.positions.slice(), indices: mesh.indices.slice() });

const buffersOf = (meshes: readonly WireMesh[]): Transferable[] => meshes.flatMap((mesh) => [mesh.positions.buffer, mesh.indices.buffer]);

function size(mesh: Mesh): [number, number, number] {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let index = 0; index < mesh.positions.length; index += 3) {
    for (let axis = 0; axis < 3; axis++) {
      const value = mesh.positions[index + axis] ?? 0;
      if (value < (min[axis] ?? 0)) min[axis] = value;
      if (value > (max[axis] ?? 0)) max[axis] = value;
    }
  }
  return mesh.positions.length === 0 ? [0, 0, 0] : ([0, 1, 2].map((axis) => (max[axis] ?? 0) - (min[axis] ?? 0)) as [number, number, number]);
}

async function convert(request: Extract<CaseRequest, { type: "convert" }>, deps: CaseDeps, post: Post): Promise<void> {
  post({ type: "progress", fraction: 0, label: "Reading your files" });
  const model = await ask(request.link, { type: "model", path: request.model }, "model");
  post({ type: "progress", fraction: 0.2, label: "Loading the converter" });
  const engine: ConvertEngine = await deps.loadConvert();
  post({ type: "progress", fraction: 0.4, label: `Converting ${model.path}` });
  // The project's own board, when it has one, decides which body is the board and an OBJ's unit.
  const board = model.board ? engine.boardSizeOf(model.board) : null;
  const result = await engine.convertModel(model.bytes, model.path, { objUnits: request.objUnits, loadOcct: deps.loadOcct, board });
  post({ type: "progress", fraction: 0.9, label: "Writing the STL files" });
  const placed = distinctPaths(result.parts.map((part) => ({ part, path: casePath(part.fileName), bytes: part.stl })));
  const parts = placed.map(({ part, path }) => ({ name: part.name, fileName: path, size: part.size, closed: part.closed, mesh: wire(part.mesh) }));
  const zip = zipEntries(placed);
  const message: ConvertDone = {
    type: "converted",
    model: model.path,
    units: result.units,
    unitsGuessed: result.unitsGuessed,
    parts,
    leftOut: result.leftOut,
    warnings: result.warnings,
    zip: { fileName: `${padName(request.input) || "case"}-case-stl.zip`, ...zip },
  };
  post(message, [...buffersOf(parts.map((part) => part.mesh)), zip.bytes.buffer]);
  await recheck(request.link, placed, post);
}

async function make(request: Extract<CaseRequest, { type: "make" }>, deps: CaseDeps, post: Post): Promise<void> {
  post({ type: "progress", fraction: 0, label: "Reading your board" });
  const { board, parts: footprints } = await ask(request.link, { type: "board" }, "board");
  post({ type: "progress", fraction: 0.05, label: "Loading the case maker" });
  const engine: CaseEngine = await deps.loadCase();
  const { heightMm, wallMm, screws, engrave } = request.options;
  const result = await engine.generateCase(board, footprints, { heightMm, wallMm, screws, engrave, loadManifold: deps.loadManifold }, (fraction, label) =>
    post({ type: "progress", fraction: 0.1 + 0.8 * Math.min(1, Math.max(0, fraction)), label }),
  );
  post({ type: "progress", fraction: 0.95, label: "Writing the files" });
  const pad = padName(request.input) || "case";
  const stls = distinctPaths(result.parts.map((part) => ({ part, path: casePath(part.fileName), bytes: part.stl })));
  const assembly = { path: assemblyPath, bytes: result.assembly3mf };
  const zip = zipEntries([...stls, assembly, { path: generatedCaseFiles.print3mf(pad), bytes: result.print3mf }]);
  const parts = stls.map(({ part, path }) => ({ name: part.name, fileName: path, size: size(part.mesh), mesh: wire(part.mesh) }));
  const assemblyParts = result.assembly.map((body) => ({ name: body.name, fileName: "", size: size(body.mesh), mesh: wire(body.mesh), color: body.color }));
  const message: MakeDone = {
    type: "made",
    parts,
    assembly: assemblyParts,
    warnings: result.warnings,
    checks: result.checks,
    zip: { fileName: `${pad}-case.zip`, ...zip },
  };
  const added = [...stls, assembly];
  post(message, [...buffersOf([...parts, ...assemblyParts].map((part) => part.mesh)), zip.bytes.buffer]);
  await recheck(request.link, added, post);
}

/**
 * Measures the case models against the board: each model asked for and read in turn (STEP through OpenCascade,
 * which loads only for a STEP), then fitted as the CLI fits a folder. A model that cannot be read is named and
 * left out; the others are still measured.
 */
async function fit(request: Extract<CaseRequest, { type: "fit" }>, deps: CaseDeps, post: Post): Promise<void> {
  post({ type: "progress", fraction: 0, label: "Reading your board" });
  const { board, parts: footprints, path: pcbFile } = await ask(request.link, { type: "board" }, "board");
  post({ type: "progress", fraction: 0.05, label: "Loading the fit check" });
  const engine: FitEngine = await deps.loadFit();
  const caseBoard = engine.readCaseBoard(board, footprints);
  const read: { file: string; parts: Awaited<ReturnType<FitEngine["readFitParts"]>> }[] = [];
  const unread: string[] = [];
  for (const [index, path] of request.models.entries()) {
    post({ type: "progress", fraction: 0.1 + (0.5 * index) / request.models.length, label: `Reading ${path}` });
    const model = await ask(request.link, { type: "model", path }, "model");
    try {
      read.push({ file: path, parts: await engine.readFitParts(model.bytes, path, deps.loadOcct) });
    } catch (error) {
      // A file the engines refuse, or one too big to read here, is named and left out; a fault of ours still stops the run.
      if (error instanceof RangeError) unread.push(`${path}: the work on it ran out of memory in the browser; export it with less detail.`);
      else if (isHackpadError(error)) unread.push(`${path}: ${error.message}`);
      else throw error;
    }
  }
  post({ type: "progress", fraction: 0.65, label: "Measuring the case against the board" });
  const sets = engine.fitSets(caseBoard, pcbFile, read).map(({ label, report }): ShownFitSet => ({
    label,
    placements: report.placements,
    findings: report.findings,
    passed: report.passed,
    scene: report.scene && {
      parts: report.scene.parts.map((part) => ({ name: part.name, fileName: "", size: size(part.mesh), mesh: wire(part.mesh) })),
      pcbBottom: report.scene.pcbBottom,
      pcbTop: report.scene.pcbTop,
    },
  }));
  const { reads } = await ask(request.link, { type: "reads" }, "reads");
  const message: FitDone = { type: "fitted", sets, outline: caseBoard.outline.map(([x, y]): [number, number] => [x, y]), unread, reads };
  post(message, buffersOf(sets.flatMap((set) => set.scene?.parts.map((part) => part.mesh) ?? [])));
}

/** Runs one request; every failure becomes one error message (the participant's when the input caused it). */
export async function runCaseRequest(request: CaseRequest, deps: CaseDeps, post: Post): Promise<void> {
  try {
    if (request.type === "convert") await convert(request, deps, post);
    else if (request.type === "fit") await fit(request, deps, post);
    else await make(request, deps, post);
  } catch (error) {
    // Out of room on the participant's file (an array or a stack grew past what the browser holds): about the file.
    if (error instanceof RangeError) return post({ type: "error", message: tooBigForThePage(request), participant: true });
    const message = error instanceof Error ? error.message : String(error);
    // The engines' refusals and this module's own are the participant's sentences; anything else is a fault of ours.
    post({ type: "error", message, participant: isHackpadError(error) });
  } finally {
    request.link.close();
  }
}
