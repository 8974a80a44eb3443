/**
 * What the case worker does, apart from the worker itself so tests can hand it engines of their own: read the
 * project as the check read it (the dropped zip unpacked, its top folder stripped, zips inside it opened), run the
 * converter or the case maker on it, and post the parts, a zip laid out as /submitting asks, and the project with
 * the new files added (for the check to run again).
 */
import { readGerbers, readPcb, startAnalysis, type Analysis } from "~/packages/preflight/src/analyse";
import { buildProject } from "~/packages/preflight/src/project";
import type { ProjectFile } from "~/packages/preflight/src/project";
import { padName } from "~/packages/preflight/src/report/pad-name";
import type { PickedFile } from "~/app/check/lib/worker-protocol";
import type { Mesh } from "~/packages/mesh/src/index";
import type { CaseEngine, ConvertEngine, EngineLoaders } from "./contract";
import type { AddedFile, CaseMessage, CaseRequest, ConvertDone, MakeDone, WireMesh } from "./protocol";
import { generatedCaseFiles } from "~/content/programme/generated-case";
import { assemblyPath, casePath, distinctPaths, zipEntries } from "./zip-layout";

export interface CaseDeps extends EngineLoaders {
  loadOcct?: () => Promise<unknown>;
  loadManifold?: () => Promise<unknown>;
}

export type Post = (message: CaseMessage, transfer?: Transferable[]) => void;

/** Errors the engines throw for the participant's input, and this module's own for a project it cannot use. */
export class CaseInputError extends Error {}

async function readProject(files: readonly PickedFile[], input: string): Promise<{ files: ProjectFile[]; analysis: Analysis }> {
  const read = await Promise.all(files.map(async (picked) => ({ path: picked.path, bytes: new Uint8Array(await picked.file.arrayBuffer()) })));
  const project = buildProject(read, input);
  if (project.unreadable) throw new CaseInputError(project.unreadable);
  // The files as the participant has them, before the readers open zips inside the project into it.
  const own = project.files.slice();
  const analysis = startAnalysis(project);
  readGerbers(analysis);
  return { files: own, analysis };
}

/** A mesh's own copy, whose buffers can be transferred to the page without detaching the engine's. */
const wire = (mesh: Mesh): WireMesh => ({ positions: mesh.positions.slice(), indices: mesh.indices.slice() });

const buffersOf = (meshes: readonly WireMesh[]): Transferable[] => meshes.flatMap((mesh) => [mesh.positions.buffer, mesh.indices.buffer]);

/** The project's files with `added` put in (a file at the same path is replaced), each with its own buffer to transfer. */
function withAdded(files: readonly ProjectFile[], added: readonly AddedFile[]): AddedFile[] {
  const paths = new Set(added.map((file) => file.path));
  return [...files.filter((file) => !paths.has(file.path)), ...added].map((file) => ({ path: file.path, bytes: file.bytes.slice() }));
}

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
  const { files, analysis } = await readProject(request.files, request.input);
  const model = analysis.project.files.find((file) => file.path === request.model);
  if (!model) throw new CaseInputError(`${request.model} is not in the project any more; check the project again.`);
  post({ type: "progress", fraction: 0.2, label: "Loading the converter" });
  const engine: ConvertEngine = await deps.loadConvert();
  post({ type: "progress", fraction: 0.4, label: `Converting ${model.path}` });
  let result;
  try {
    // The project's own board, when it has one, decides which body is the board and an OBJ's unit.
    readPcb(analysis);
    const board = analysis.pcb ? (engine.boardSizeOf?.(analysis.pcb.board) ?? null) : null;
    result = await engine.convertModel(model.bytes, model.path, { objUnits: request.objUnits, loadOcct: deps.loadOcct, board });
  } catch (error) {
    if (error instanceof engine.ConvertError) throw new CaseInputError(error.message);
    throw error;
  }
  post({ type: "progress", fraction: 0.9, label: "Writing the STL files" });
  const placed = distinctPaths(result.parts.map((part) => ({ part, path: casePath(part.fileName), bytes: part.stl })));
  const parts = placed.map(({ part, path }) => ({ name: part.name, fileName: path, size: part.size, closed: part.closed, mesh: wire(part.mesh) }));
  const zip = zipEntries(placed);
  const added = placed.map(({ path, bytes }) => ({ path, bytes }));
  const project = withAdded(files, added);
  const message: ConvertDone = {
    type: "converted",
    model: model.path,
    units: result.units,
    unitsGuessed: result.unitsGuessed,
    parts,
    leftOut: result.leftOut,
    warnings: result.warnings,
    zip: { fileName: `${padName(request.input) || "case"}-case-stl.zip`, ...zip },
    project,
  };
  post(message, [...buffersOf(parts.map((part) => part.mesh)), zip.bytes.buffer, ...project.map((file) => file.bytes.buffer)]);
}

async function make(request: Extract<CaseRequest, { type: "make" }>, deps: CaseDeps, post: Post): Promise<void> {
  post({ type: "progress", fraction: 0, label: "Reading your board" });
  const { files, analysis } = await readProject(request.files, request.input);
  readPcb(analysis);
  if (!analysis.pcb) throw new CaseInputError("No .kicad_pcb board could be read from your files, so there is nothing to make a case around.");
  post({ type: "progress", fraction: 0.05, label: "Loading the case maker" });
  const engine: CaseEngine = await deps.loadCase();
  const { heightMm, wallMm, screws, engrave } = request.options;
  let result;
  try {
    result = await engine.generateCase(
      analysis.pcb.board,
      analysis.parts,
      { heightMm, wallMm, screws, engrave, loadManifold: deps.loadManifold },
      (fraction, label) => post({ type: "progress", fraction: 0.1 + 0.8 * Math.min(1, Math.max(0, fraction)), label }),
    );
  } catch (error) {
    if (error instanceof engine.CaseError) throw new CaseInputError(error.message);
    throw error;
  }
  post({ type: "progress", fraction: 0.95, label: "Writing the files" });
  const pad = padName(request.input) || "case";
  const stls = distinctPaths(result.parts.map((part) => ({ part, path: casePath(part.fileName), bytes: part.stl })));
  const assembly = { path: assemblyPath, bytes: result.assembly3mf };
  const zip = zipEntries([...stls, assembly, { path: generatedCaseFiles.print3mf(pad), bytes: result.print3mf }]);
  const project = withAdded(files, [...stls.map(({ path, bytes }) => ({ path, bytes })), assembly]);
  const parts = stls.map(({ part, path }) => ({ name: part.name, fileName: path, size: size(part.mesh), mesh: wire(part.mesh) }));
  const assemblyParts = result.assembly.map((body) => ({ name: body.name, fileName: "", size: size(body.mesh), mesh: wire(body.mesh), color: body.color }));
  const message: MakeDone = {
    type: "made",
    parts,
    assembly: assemblyParts,
    warnings: result.warnings,
    checks: result.checks,
    zip: { fileName: `${pad}-case.zip`, ...zip },
    project,
  };
  post(message, [...buffersOf([...parts, ...assemblyParts].map((part) => part.mesh)), zip.bytes.buffer, ...project.map((file) => file.bytes.buffer)]);
}

/** Runs one request; every failure becomes one error message (the participant's when the input caused it). */
export async function runCaseRequest(request: CaseRequest, deps: CaseDeps, post: Post): Promise<void> {
  try {
    if (request.type === "convert") await convert(request, deps, post);
    else await make(request, deps, post);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A missing engine (engines.ts's EngineMissing, matched by name so tests need not load WASM URLs) is said as it is.
    const asItIs = error instanceof CaseInputError || (error instanceof Error && error.name === "EngineMissing");
    post({ type: "error", message, participant: asItIs });
  }
}
