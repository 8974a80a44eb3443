/**
 * The preflight's one read of a project, a pipeline of stages (analyse.ts) each taking the values before it and
 * returning its own: the input becomes a project, every zip inside it is opened, then the gerbers, board, case
 * parts, CAD, firmware images and DRC reports are read. The model is never changed afterwards: `addFiles` makes
 * a new one, reading only the files added (a repair's STL files) and keeping every other stage's value.
 */
import * as read from "./analyse.ts";
import type { Notes, ProjectModel, Stages } from "./analyse.ts";
import { errorClause } from "@hackpad/programme/errors";
import { buildProject, isJunkPath, normalisePath, type ProjectFile } from "./project.ts";
import type { InputFile, PreflightOptions, ProgressEvent } from "./types.ts";
import { wiringFromBoard } from "./wiring/from-board.ts";

/** The stages after opening the zips, with their labels and the share of the whole check each takes (for a progress bar). */
const STAGES = [
  {
    key: "gerbers",
    label: "Gerbers",
    weight: 0.15,
    run: read.readGerberSets,
    reads: /\.(zip|gbr|g[a-z]{2}|g[1-9]|gm\d+|drl|xln|exc|gbrjob|txt|art)$/i,
    empty: { gerberSets: [], looseDrills: [] },
  },
  { key: "board", label: "PCB", weight: 0.15, run: read.readBoard, reads: /\.kicad_(pcb|pro)$/i, empty: { pcb: null, pcbPaths: [], parts: [] } },
  { key: "caseParts", label: "Case parts", weight: 0.2, run: read.readCaseParts, reads: null, empty: { stls: [] } },
  { key: "cad", label: "CAD model", weight: 0.15, run: read.readCad, reads: null, empty: { steps: [], threeMfs: [] } },
  { key: "firmware", label: "Firmware", weight: 0.05, run: read.readFirmware, reads: null, empty: { uf2s: [] } },
  { key: "drc", label: "DRC report", weight: 0.05, run: read.readDrcReports, reads: null, empty: { drcReports: [] } },
] as const;

/** The share of the check reading takes: the rest is the rules (index.ts). */
export const READ_SHARE = 0.95;
const OPEN_SHARE = 0.2;

/** Lets a worker's message loop (and an abort) in between stages. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type StageKey = (typeof STAGES)[number]["key"];
type StageValues = Omit<Stages, "opened">;

/** Runs one stage; what it did not foresee becomes a note, so the other stages still run. */
function guarded<K extends StageKey>(stage: (typeof STAGES)[number] & { key: K }, run: () => StageValues[K]): StageValues[K] {
  try {
    return run();
  } catch (error) {
    const message = `Reading the ${stage.label} stopped early: ${errorClause(error)}.`;
    return { ...stage.empty, unreadable: [{ path: stage.label, area: "input", message }], ignored: [], lfsPointers: [] } as unknown as StageValues[K];
  }
}

/** Puts the stages' values side by side: the model the rules, the firmware generator and the case engine read. */
function modelOf(stages: Stages, wiring?: ProjectModel["wiring"]): ProjectModel {
  const { opened, gerbers, board, caseParts, cad, firmware, drc } = stages;
  const all = [opened, gerbers, board, caseParts, cad, firmware, drc];
  const notes = <K extends keyof Notes>(key: K) => all.flatMap((stage) => stage[key] as unknown[]) as Notes[K];
  const lfsPointers = notes("lfsPointers").filter((entry, index, list) => list.findIndex((other) => other.path === entry.path) === index);
  const wired = wiring !== undefined ? wiring : board.pcb ? wiringFromBoard(board.pcb.board, board.parts) : null;
  // The stages' own notes give way to all of them together; the opened zips' bookkeeping stays in `stages`.
  const { gerberZips: _zips, kicadZips: _kicad, ...project } = opened;
  const values = { ...project, ...gerbers, ...board, ...caseParts, ...cad, ...firmware, ...drc };
  return Object.freeze({ ...values, unreadable: notes("unreadable"), ignored: notes("ignored"), lfsPointers, wiring: wired, stages });
}

/**
 * Reads a project (a folder's files, or one `.zip`) into its model, reporting progress and stopping between
 * stages when `signal` aborts. Never throws for bad input: what cannot be read is in `unreadable` (and, when
 * nothing can be, in `project.unreadable`).
 */
export async function readProject(files: InputFile[], options: PreflightOptions): Promise<ProjectModel> {
  const { signal, onProgress } = options;
  const report = (stage: string, label: string, fraction: number) => onProgress?.({ stage, label, fraction: Math.min(1, fraction) } satisfies ProgressEvent);
  signal?.throwIfAborted();
  report("read", "Reading the zip", 0);
  const opened = read.openZips(buildProject(files, options.input, options.notes));
  const stages: Partial<Stages> = { opened };
  let done = OPEN_SHARE;
  for (const stage of STAGES) {
    await pause();
    signal?.throwIfAborted();
    report(stage.key === "board" ? "pcb" : stage.key === "caseParts" ? "case" : stage.key, stage.label, done);
    (stages as Record<StageKey, unknown>)[stage.key] = guarded(stage, () => stage.run(opened));
    done += stage.weight;
  }
  return modelOf(stages as Stages);
}

const notesOf = ({ unreadable, ignored, lfsPointers }: Notes): Notes => ({ unreadable, ignored, lfsPointers });

/** Entries of a per-file stage without those of `replaced` files, followed by the fresh stage's. */
function merged<T extends object>(old: T, fresh: T, replaced: ReadonlySet<string>): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(old)) {
    const kept = (value as { path: string }[]).filter((entry) => !replaced.has(entry.path));
    out[key] = [...kept, ...((fresh as Record<string, unknown[]>)[key] ?? [])];
  }
  return out as T;
}

/**
 * The model with `files` added to the project (a file at the same path is replaced). Only the added files are
 * read: zips among them are opened, the per-file stages read them alone, and the gerber and board stages run
 * again only when a file they read was added (or the folders set aside as libraries changed).
 */
export function addFiles(model: ProjectModel, files: readonly InputFile[]): ProjectModel {
  const added: ProjectFile[] = files
    .map((file) => ({ path: normalisePath(file.path).path, bytes: file.bytes }))
    .filter((file) => file.path !== "" && !isJunkPath(file.path));
  const replaced = new Set(added.map((file) => file.path));
  const project = { ...model.project, files: [...model.project.files.filter((file) => !replaced.has(file.path)), ...added] };
  const old = model.stages;
  const reopened = read.openZips(project, added);
  const opened = {
    ...reopened,
    gerberZips: [...old.opened.gerberZips.filter((zip) => !replaced.has(zip.source)), ...reopened.gerberZips],
    kicadZips: [...old.opened.kicadZips.filter((path) => !replaced.has(path)), ...reopened.kicadZips],
    ...merged<Notes>(notesOf(old.opened), notesOf(reopened), replaced),
  };
  const newFiles = opened.project.files.slice(project.files.length - added.length);
  const asideChanged = JSON.stringify(opened.setAside) !== JSON.stringify(old.opened.setAside);
  const stages: Partial<Stages> = { opened };
  for (const stage of STAGES) {
    const rerun = asideChanged || newFiles.some((file) => stage.reads?.test(file.path));
    (stages as Record<StageKey, unknown>)[stage.key] = rerun
      ? guarded(stage, () => stage.run(opened))
      : stage.reads
        ? old[stage.key]
        : merged(old[stage.key] as object, guarded(stage, () => stage.run(opened, newFiles)) as object, replaced);
  }
  return modelOf(stages as Stages, stages.board === old.board ? model.wiring : undefined);
}
