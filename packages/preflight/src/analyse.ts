/**
 * The stages that read a project, each a function of what came before that returns its own value: the zips
 * opened, then gerber sets, the board, case parts, CAD, firmware images and DRC reports. A file that cannot be
 * read becomes an entry in its stage's `unreadable`, naming the file and why; the other stages still run.
 * read.ts runs them in order and puts their values together into the project model.
 */
import { inputLimits } from "@hackpad/programme/input-limits";
import { submissionNames } from "@hackpad/programme/submission";
import { errorClause } from "@hackpad/programme/errors";
import { classifyFootprint, type ClassifiedPart } from "./classify.ts";
import { round2, type Box } from "./geometry.ts";
import { pcbMinSideMm } from "@hackpad/programme/limits";
import { FILE_LIMIT, formatBytes, GERBER_LIMIT, implausible, PLAUSIBLE } from "./limits.ts";
import { parseDrcReport } from "./parsers/drc-report.ts";
import { checkGerberSize, DRILL_MAP, gerberCommands, identifyLayers, layerExtent, parseLayer, type GerberLayer, type ParsedLayer } from "./parsers/gerber.ts";
import { parseKicadPcb, type KicadPcb } from "./parsers/kicad-pcb.ts";
import { isLfsPointer, lfsPointerSize } from "./parsers/lfs.ts";
import { parseStep, type StepInfo } from "./parsers/step.ts";
import { parseStl, type StlInfo } from "./parsers/stl.ts";
import { parseThreeMf, type ThreeMfInfo } from "./parsers/threemf.ts";
import { parseUf2, type Uf2Info } from "./parsers/uf2.ts";
import { readZip } from "./parsers/zip.ts";
import { isJunkPath, normalisePath, type Project, type ProjectFile } from "./project.ts";
import type { Wiring } from "./wiring/types.ts";
import { append } from "./lists.ts";
import { rankBoards, setAsideFolders, setAsideOf, type SetAside } from "./select.ts";
import type { DrawableGerbers, DrcReport } from "./types.ts";
import { baseName, extension as ext, parentOf } from "./paths.ts";

export interface GerberSet {
  /** The zip's path, or the folder of loose gerbers followed by "/". */
  source: string;
  zipped: boolean;
  files: ProjectFile[];
  layers: GerberLayer[];
  outline: { box: Box; file: string } | null;
  /** Distinct copper layers (F.Cu, B.Cu, each inner layer once), however many files repeat one. */
  copperLayers: number;
  /** Every copper file of the set; more files than `copperLayers` means the set mixes revisions. */
  copperFiles: string[];
  /**
   * The set's KiCad job file (`.gbrjob`), when it has one and it can be read: the copper layers it counts
   * (GeneralSpecs.LayerNumber, else its copper files), and the copper and outline files it lists that the set lacks.
   */
  job: { path: string; copperLayers: number | null; absent: string[] } | null;
  /** What a set the fab can make is missing ("outline (Edge.Cuts)", "B.Cu", "drill file"); empty when complete. */
  missing: string[];
  /** Each file parsed at most once (tracespace's parse tree), by path: the outline when measured, the rest when drawn. */
  parsed: Map<string, ParsedLayer>;
}

export type FileArea = "gerbers" | "pcb" | "case" | "cad" | "firmware" | "drc" | "input";

/** What a reading stage noted besides its value: files it could not read, left out (set aside) or found as Git LFS pointers. */
export interface Notes {
  /** Files it could not read, each with a sentence naming it and why. */
  unreadable: { path: string; area: FileArea; message: string }[];
  /** Files and gerber sets the stage left out because they lie in `setAside` folders. */
  ignored: { path: string; area: FileArea }[];
  lfsPointers: { path: string; size: number | null }[];
}

/** The project with every zip inside it opened: what each later stage reads. */
export interface OpenedProject extends Notes {
  project: Project;
  paths: string[];
  readme: { path: string; text: string } | null;
  /** Folders that are libraries or KiCad backups, not the project (select.ts). */
  setAside: SetAside[];
  /** Zips that hold plots, not a project: each may be a gerber set. */
  gerberZips: { source: string; files: ProjectFile[] }[];
  /** Zips opened into the project that hold a KiCad project: gerbers at their top are plots lying beside the board. */
  kicadZips: string[];
}

export type GerberStage = Notes & {
  gerberSets: GerberSet[];
  /** Drill files lying loose in a folder with no other gerbers (beside a zip that may lack them). */
  looseDrills: { folder: string; files: string[] }[];
};
export type BoardStage = Notes & { pcb: { path: string; board: KicadPcb } | null; pcbPaths: string[]; parts: ClassifiedPart[] };
export type CaseStage = Notes & { stls: { path: string; info: StlInfo }[] };
export type CadStage = Notes & { steps: { path: string; info: StepInfo }[]; threeMfs: { path: string; info: ThreeMfInfo }[] };
export type FirmwareStage = Notes & { uf2s: { path: string; info: Uf2Info }[] };
export type DrcStage = Notes & { drcReports: { path: string; report: DrcReport }[] };

/** Each stage's own value, as `readProject` (read.ts) ran it: `addFiles` runs again only the ones the new files touch. */
export interface Stages {
  opened: OpenedProject;
  gerbers: GerberStage;
  board: BoardStage;
  caseParts: CaseStage;
  cad: CadStage;
  firmware: FirmwareStage;
  drc: DrcStage;
}

/**
 * The project as read: every stage's value side by side, never changed once made. The rules, the firmware
 * generator and the case engine read it; `addFiles` makes a new one.
 */
export type ProjectModel = Readonly<
  Omit<OpenedProject, "gerberZips" | "kicadZips"> &
    Omit<GerberStage & BoardStage & CaseStage & CadStage & FirmwareStage & DrcStage, keyof Notes> & {
      /** What the board wires to the XIAO (for the firmware pins rule and the firmware generator); null without a board. */
      wiring: Wiring | null;
      stages: Stages;
    }
>;

/** The model under the name the rules give it. */
export type Analysis = ProjectModel;

const text = new TextDecoder("utf-8");

const GERBER_NAME = /\.(gbr|gtl|gbl|gto|gbo|gts|gbs|gtp|gbp|gm1|gko|gml|g[1-9]|drl|xln|exc|gbrjob)$/i;

function readmeOf(files: readonly ProjectFile[]): OpenedProject["readme"] {
  const readme =
    files.find((file) => file.path.toLowerCase() === submissionNames.readme.toLowerCase()) ??
    files.find((file) => /^readme(\.md|\.markdown|\.txt)?$/i.test(file.path));
  return readme ? { path: readme.path, text: text.decode(readme.bytes) } : null;
}

/** A stage's own notes, and the questions every reader asks of a file before parsing it. */
function notesOf(setAside: () => readonly SetAside[]) {
  const notes: Notes = { unreadable: [], ignored: [], lfsPointers: [] };
  /** True (and noted) when the file lies in a library or backup folder. */
  const aside = (path: string, area: FileArea): boolean => {
    if (!setAsideOf(path, setAside())) return false;
    notes.ignored.push({ path, area });
    return true;
  };
  /** Git LFS pointers are noted and skipped by every parser. */
  const lfs = (file: ProjectFile): boolean => {
    if (!isLfsPointer(file.bytes)) return false;
    notes.lfsPointers.push({ path: file.path, size: lfsPointerSize(file.bytes) });
    return true;
  };
  const fail = (path: string, area: FileArea, error: unknown): void => {
    notes.unreadable.push({ path, area, message: `${path} cannot be read: ${errorClause(error)}.` });
  };
  /** Each of `files` with one of the extensions `kinds`, neither an LFS pointer nor (but for firmware) set aside, to `read`. */
  const each = (files: readonly ProjectFile[], area: FileArea, kinds: readonly string[], read: (file: ProjectFile, kind: string) => void): Notes => {
    for (const file of files) {
      const kind = ext(file.path);
      if (!kinds.includes(kind) || (area !== "firmware" && aside(file.path, area)) || lfs(file)) continue;
      try {
        read(file, kind);
      } catch (error) {
        fail(file.path, area, error);
      }
    }
    return notes;
  };
  return { notes, aside, lfs, fail, each };
}

/** Files a zip inside the project may hold that the readers use: boards, gerbers, models, other zips, DRC reports. */
const PROJECT_ENTRY = /\.(kicad_pcb|kicad_pro|kicad_sch|step|stp|stl|3mf|zip|rpt)$/i;
/** A zip holding one of these is a project (or part of one), not a set of gerbers. */
const ARCHIVE_SIGN = /\.(kicad_pcb|kicad_pro|kicad_sch|step|stp|stl|3mf|zip)$/i;
/** Files never unpacked from a zip inside the project: pictures, documents, videos, CAD sources the check cannot read. */
const NEVER_READ = /\.(pdf|png|jpe?g|gif|bmp|webp|svg|mp4|mov|avi|docx?|xlsx?|pptx?|odt|wrl|f3d|f3z|blend|exe|dll)$/i;
/** Zips inside zips are opened this deep: a zip in the repository is level 1, a zip inside it level 2. */
const ZIP_DEPTH = 2;

const zipLevel = (path: string) => path.split("/").filter((part) => /\.zip$/i.test(part)).length;

/**
 * The first stage: opens every zip of the project (of `zips`, the project's own by default). A zip of gerbers is
 * kept whole for the gerber stage, as KiCad's plot makes it. A zip that holds a KiCad project, models or further
 * zips (`CAD/PCB/Project.zip`) is opened into the project: its files join the others as `CAD/PCB/Project.zip/…`,
 * and zips inside it are opened in turn, down to ZIP_DEPTH. Everything comes from the one unzip budget of the check.
 */
export function openZips(project: Project, zips: readonly ProjectFile[] = project.files): OpenedProject {
  const files = project.files.slice();
  const paths = files.map((file) => file.path);
  let setAside = setAsideFolders(paths);
  const { notes, aside, lfs } = notesOf(() => setAside);
  const gerberZips: OpenedProject["gerberZips"] = [];
  const kicadZips: string[] = [];
  const queue = zips.filter((file) => ext(file.path) === "zip");
  for (let next = queue.shift(); next; next = queue.shift()) {
    const file = next;
    if (aside(file.path, "gerbers") || lfs(file)) continue;
    const limit = (name: string) => (GERBER_NAME.test(name) ? GERBER_LIMIT : FILE_LIMIT);
    const zip = readZip(file.bytes, file.path, project.budget, limit, (name) => (!NEVER_READ.test(name) || DRILL_MAP.test(name)) && !isJunkPath(name));
    for (const problem of zip.problems) notes.unreadable.push({ path: file.path, area: "gerbers", message: problem });
    const entries = zip.entries.map((entry) => ({ path: normalisePath(entry.name).path, bytes: entry.bytes })).filter((entry) => entry.path !== "");
    if (entries.some((entry) => /\.kicad_(pcb|pro|sch)$/i.test(entry.path))) kicadZips.push(file.path);
    if (!entries.some((entry) => ARCHIVE_SIGN.test(entry.path))) {
      gerberZips.push({ source: file.path, files: entries });
      continue;
    }
    const inside = entries
      .filter((entry) => PROJECT_ENTRY.test(entry.path) || GERBER_NAME.test(entry.path))
      .map((entry) => ({ path: `${file.path}/${entry.path}`, bytes: entry.bytes }));
    for (const entry of inside) {
      if (ext(entry.path) === "zip" && zipLevel(entry.path) > ZIP_DEPTH) {
        notes.unreadable.push({
          path: entry.path,
          area: "input",
          message: `${entry.path} was not opened: the check opens zips inside zips ${ZIP_DEPTH} levels deep. Unzip it in the repository.`,
        });
        continue;
      }
      files.push(entry);
      paths.push(entry.path);
      if (ext(entry.path) === "zip") queue.push(entry);
    }
    setAside = setAsideFolders(paths);
  }
  return { project: { ...project, files }, paths, readme: readmeOf(files), setAside, gerberZips, kicadZips, ...notes };
}

/** The gerber sets: each zip of plots, then the loose plot files of each folder. */
export function readGerberSets(opened: OpenedProject): GerberStage {
  const { notes, aside } = notesOf(() => opened.setAside);
  const problems = (source: string) => (message: string) => notes.unreadable.push({ path: source, area: "gerbers", message });
  const gerberSets: GerberSet[] = [];
  const looseDrills: GerberStage["looseDrills"] = [];
  for (const zip of opened.gerberZips) {
    const set = gerberSet(zip.source, true, zip.files, problems(zip.source));
    if (set) gerberSets.push(set);
  }
  const loose = new Map<string, ProjectFile[]>();
  for (const file of opened.project.files) {
    if (!GERBER_NAME.test(file.path) || aside(file.path, "gerbers")) continue;
    append(loose, parentOf(file.path), file);
  }
  for (const [folder, files] of loose) {
    // Gerbers at the top of a zip that was opened into the project are that zip's set, named as any zip's; in a
    // zipped KiCad project they are plots lying beside the board, like loose ones in a folder.
    const zipped = /\.zip$/i.test(folder) && !opened.kicadZips.includes(folder);
    const source = zipped ? folder : folder === "" ? "./" : `${folder}/`;
    const members = zipped ? files.map((file) => ({ path: file.path.slice(folder.length + 1), bytes: file.bytes })) : files;
    const set = gerberSet(source, zipped, members, problems(source));
    if (set) gerberSets.push(set);
    else {
      const drills = identifyLayers(files).filter((layer) => layer.kind === "drill");
      if (drills.length > 0) looseDrills.push({ folder, files: drills.map((layer) => layer.path) });
    }
  }
  return { gerberSets, looseDrills, ...notes };
}

/** A file a plotter wrote: a gerber or drill name, or Gerber or Excellon text under another name (`.art`, Altium's `.txt` drill). */
function isPlotFile(file: ProjectFile): boolean {
  if (GERBER_NAME.test(file.path) || DRILL_MAP.test(file.path)) return true;
  if (NEVER_READ.test(file.path) || PROJECT_ENTRY.test(file.path)) return false;
  const head = text.decode(file.bytes.subarray(0, 2048));
  return /^\s*(%FS|%MO|%TF|G04|M48\s*$)/m.test(head);
}

/** One copper layer's identity, so the same layer plotted twice (two revisions in one folder) counts once. */
function copperKey(layer: GerberLayer, file: ProjectFile | undefined): string {
  if (layer.side === "top" || layer.side === "bottom") return layer.side;
  const fn = file ? fileFunctionOf(file) : null;
  const inner = (fn ? /^Copper,L(\d+)/i.exec(fn)?.[1] : null) ?? /In(\d+)[._-]Cu/i.exec(layer.path)?.[1];
  return inner ? `inner ${inner}` : layer.path;
}

const fileFunctionOf = (file: ProjectFile) => /TF\.FileFunction,([^*%\r\n]+)/.exec(text.decode(file.bytes.subarray(0, 8192)))?.[1] ?? null;

/** What the set's `.gbrjob` says: its copper layer count and the files it lists that the set lacks. */
function readJob(files: ProjectFile[], layers: GerberLayer[]): GerberSet["job"] {
  const layer = layers.find((entry) => entry.kind === "job");
  const file = layer && files.find((entry) => entry.path === layer.path);
  if (!layer || !file || file.bytes.length > PLAUSIBLE.gerberBytes) return null;
  try {
    const job = JSON.parse(text.decode(file.bytes)) as {
      GeneralSpecs?: { LayerNumber?: unknown };
      FilesAttributes?: { Path?: unknown; FileFunction?: unknown }[];
    };
    const listed = Array.isArray(job.FilesAttributes) ? job.FilesAttributes : [];
    const stated = job.GeneralSpecs?.LayerNumber;
    const copper = listed.filter((entry) => typeof entry.FileFunction === "string" && /^Copper,/i.test(entry.FileFunction)).length;
    const names = new Set(files.map((entry) => baseName(entry.path).toLowerCase()));
    // Only the layers the board cannot be made without: a paste or silkscreen file left out is no problem.
    const absent = listed
      .filter((entry) => typeof entry.FileFunction === "string" && /^(Copper|Profile),/i.test(entry.FileFunction))
      .map((entry) => (typeof entry.Path === "string" ? entry.Path : ""))
      .filter((name) => name !== "" && !names.has(name.toLowerCase()));
    return { path: layer.path, copperLayers: typeof stated === "number" && Number.isFinite(stated) ? stated : copper > 0 ? copper : null, absent };
  } catch {
    return null;
  }
}

function gerberSet(source: string, zipped: boolean, all: ProjectFile[], problem: (message: string) => void): GerberSet | null {
  const files = all.filter(isPlotFile);
  if (files.length === 0) return null;
  const layers = identifyLayers(files);
  const copper = layers.filter((layer) => layer.kind === "copper");
  const outlineLayer = layers.find((layer) => layer.kind === "outline");
  // A zip of plots is a set even when it holds only drill files: it is then judged by what it lacks, not by its name.
  const drillsOnly = zipped && layers.some((layer) => layer.kind === "drill");
  if (copper.length === 0 && !outlineLayer && !drillsOnly) return null;
  let outline: GerberSet["outline"] = null;
  const parsed = new Map<string, ParsedLayer>();
  if (outlineLayer) {
    const file = files.find((entry) => entry.path === outlineLayer.path);
    const parsedOrWhy = file ? parseOrWhy(file) : null;
    if (typeof parsedOrWhy === "string") problem(`${source}${zipped ? ": " : ""}${outlineLayer.path} cannot be read: ${parsedOrWhy}.`);
    const tree = typeof parsedOrWhy === "string" ? null : parsedOrWhy;
    if (tree) parsed.set(outlineLayer.path, tree);
    const box = tree ? layerExtent(tree) : null;
    if (box) outline = { box, file: outlineLayer.path };
  }
  // An outline smaller than any macropad was plotted from a board with nothing on Edge.Cuts: a placeholder. It is
  // still what the factory would get (pcb-size measures it), but the set is never "complete".
  const outlineSize = outline ? [outline.box.maxX - outline.box.minX, outline.box.maxY - outline.box.minY] : null;
  const placeholder = outlineSize !== null && outlineSize.some((side) => side < pcbMinSideMm);
  const byPath = new Map(files.map((file) => [file.path, file]));
  const keys = new Set(copper.map((layer) => copperKey(layer, byPath.get(layer.path))));
  const missing = [
    ...(outlineLayer
      ? placeholder
        ? [`a real outline (Edge.Cuts measures ${(outlineSize ?? []).map((side) => round2(side)).join(" × ")} mm)`]
        : []
      : ["outline (Edge.Cuts)"]),
    ...(keys.has("top") ? [] : ["F.Cu"]),
    ...(keys.has("bottom") ? [] : ["B.Cu"]),
    ...(layers.some((layer) => layer.kind === "drill") ? [] : ["drill file"]),
  ];
  return {
    source,
    zipped,
    files,
    layers,
    outline,
    copperLayers: keys.size,
    copperFiles: copper.map((layer) => layer.path),
    job: readJob(files, layers),
    missing,
    parsed,
  };
}

/** The file's parse tree, or why there is none: too big to parse, or tracespace's own error, in words. */
function parseOrWhy(file: ProjectFile): ParsedLayer | string {
  const refused = checkGerberSize(file.bytes);
  if (refused) return refused;
  try {
    return parseLayer(text.decode(file.bytes));
  } catch (error) {
    return `the gerber parser stopped on it (${errorClause(error)})`;
  }
}

/**
 * The set the organisers would manufacture: production/gerbers.zip, else a zip in production/, else any set in
 * production/, else any zip, else any set; within each, a complete set (outline, both copper layers, drill) first.
 */
export function primaryGerbers({ gerberSets: sets }: Pick<ProjectModel, "gerberSets">): GerberSet | null {
  const production = (set: GerberSet) => set.source.toLowerCase().startsWith(`${submissionNames.production.toLowerCase()}/`);
  const tiers: ((set: GerberSet) => boolean)[] = [
    (set) => set.source.toLowerCase() === `${submissionNames.production}/${submissionNames.gerbers}`.toLowerCase(),
    (set) => set.zipped && production(set),
    production,
    (set) => set.zipped,
    () => true,
  ];
  for (const tier of tiers) {
    const found = sets.filter(tier);
    if (found.length > 0) return found.find((set) => set.missing.length === 0) ?? found[0] ?? null;
  }
  return null;
}

/** The board: the one beside the project's .kicad_pro first, then one in pcb/ (any letter case), then the largest. */
export function readBoard(opened: OpenedProject): BoardStage {
  const { notes, aside, lfs, fail } = notesOf(() => opened.setAside);
  const candidates = opened.project.files.filter(
    (file) => ext(file.path) === "kicad_pcb" && !aside(file.path, "pcb") && !/-backups\/|_autosave|^_/i.test(file.path),
  );
  const pcbPaths = candidates.map((file) => file.path);
  for (const file of rankBoards(candidates, opened.paths)) {
    if (lfs(file)) continue;
    try {
      if (file.bytes.length === 0) throw new Error("the file is empty");
      if (file.bytes.length > PLAUSIBLE.pcbBytes) {
        throw new Error(implausible("a macropad's board file", `it is ${formatBytes(file.bytes.length)}`, formatBytes(PLAUSIBLE.pcbBytes)));
      }
      const board = parseKicadPcb(text.decode(file.bytes));
      return { pcb: { path: file.path, board }, pcbPaths, parts: board.footprints.map(classifyFootprint), ...notes };
    } catch (error) {
      fail(file.path, "pcb", error);
    }
  }
  return { pcb: null, pcbPaths, parts: [], ...notes };
}

/** The stages below read each file on its own: given `files`, only those (the files `addFiles` adds). */
export function readCaseParts(opened: OpenedProject, files = opened.project.files): CaseStage {
  const stls: CaseStage["stls"] = [];
  const notes = notesOf(() => opened.setAside).each(files, "case", ["stl"], (file) => stls.push({ path: file.path, info: parseStl(file.bytes) }));
  return { stls, ...notes };
}

export function readCad(opened: OpenedProject, files = opened.project.files): CadStage {
  const steps: CadStage["steps"] = [];
  const threeMfs: CadStage["threeMfs"] = [];
  const { notes, each } = notesOf(() => opened.setAside);
  each(files, "cad", ["step", "stp", "3mf"], (file, kind) => {
    if (kind !== "3mf") return void steps.push({ path: file.path, info: parseStep(file.bytes) });
    const info = parseThreeMf(file.bytes, file.path, opened.project.budget);
    threeMfs.push({ path: file.path, info });
    // What the model could not place or read (fan-out, missing objects, broken XML) is reported with the CAD.
    for (const message of info.problems) notes.unreadable.push({ path: file.path, area: "cad", message });
  });
  return { steps, threeMfs, ...notes };
}

export function readFirmware(opened: OpenedProject, files = opened.project.files): FirmwareStage {
  const uf2s: FirmwareStage["uf2s"] = [];
  const notes = notesOf(() => opened.setAside).each(files, "firmware", ["uf2"], (file) => {
    const info = parseUf2(file.bytes);
    if (info.blocks === 0) throw new Error("it holds no UF2 blocks (wrong magic numbers)");
    uf2s.push({ path: file.path, info });
  });
  return { uf2s, ...notes };
}

export function readDrcReports(opened: OpenedProject, files = opened.project.files): DrcStage {
  const { notes, fail } = notesOf(() => opened.setAside);
  const drcReports: DrcStage["drcReports"] = [];
  for (const file of files) {
    const name = file.path.toLowerCase();
    const kind = ext(name);
    if (!(kind === "rpt" || (kind === "json" && /drc/.test(baseName(name))))) continue;
    // Refused by its size before it is decoded: each line of a report becomes an object.
    if (file.bytes.length > inputLimits.drcReportBytes) {
      fail(file.path, "drc", new Error(implausible("a DRC report", formatBytes(file.bytes.length), formatBytes(inputLimits.drcReportBytes))));
      continue;
    }
    const body = text.decode(file.bytes);
    if (kind === "rpt" && !/\*\*\s*(Drc report|Found \d+ DRC)/i.test(body)) continue;
    try {
      drcReports.push({ path: file.path, report: parseDrcReport(body, file.path) });
    } catch (error) {
      fail(file.path, "drc", error);
    }
  }
  return { drcReports, ...notes };
}

/** The layers a renderer draws: copper, mask, silkscreen, paste, outline and drills (not job files or drill maps). */
const DRAWN_KINDS = new Set(["copper", "soldermask", "silkscreen", "solderpaste", "outline", "drill"]);

/**
 * The set the board was measured from, as parse trees for a renderer: each file parsed once (the outline's tree
 * is the one it was measured on), nothing unpacked outside the engine's budgets. Returns a reason instead when
 * there is nothing (or too much) to draw.
 */
export function drawableGerbers(analysis: Pick<ProjectModel, "gerberSets" | "unreadable">): { gerbers: DrawableGerbers | null; noDrawing: string | null } {
  const set = primaryGerbers(analysis);
  if (!set) {
    const refused = analysis.unreadable.find((entry) => entry.area === "gerbers");
    return { gerbers: null, noDrawing: refused ? `The board could not be drawn: ${refused.message}` : "No gerber files were found to draw the board from." };
  }
  const drawn = set.layers.filter((layer) => DRAWN_KINDS.has(layer.kind));
  const files = new Map(set.files.map((file) => [file.path, file]));
  // What drawing costs is the number of commands, counted on the bytes before anything is parsed.
  const commands = drawn.reduce((sum, layer) => sum + gerberCommands(files.get(layer.path)?.bytes ?? new Uint8Array(0)), 0);
  if (commands > PLAUSIBLE.drawnGerberCommands) {
    return {
      gerbers: null,
      noDrawing: `The gerbers in ${set.source} hold ${commands.toLocaleString("en")} commands, too many to draw here (the limit is ${PLAUSIBLE.drawnGerberCommands.toLocaleString("en")}).`,
    };
  }
  const gerbers: DrawableGerbers = { source: set.source, layers: [], parseTreesById: {}, skipped: [] };
  for (const layer of drawn) {
    const file = files.get(layer.path);
    const parsed = set.parsed.get(layer.path) ?? (file ? parseOrWhy(file) : null);
    const tree = typeof parsed === "string" ? null : parsed;
    const filename = baseName(layer.path);
    if (!tree) {
      gerbers.skipped.push(filename);
      continue;
    }
    set.parsed.set(layer.path, tree);
    const id = String(gerbers.layers.length);
    gerbers.layers.push({
      id,
      filename,
      type: layer.kind as DrawableGerbers["layers"][number]["type"],
      side: layer.kind === "drill" || layer.kind === "outline" ? "all" : layer.side,
    });
    gerbers.parseTreesById[id] = tree;
  }
  return { gerbers, noDrawing: null };
}
