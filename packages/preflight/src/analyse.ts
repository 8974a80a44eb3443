/**
 * Reads every file the rules need, once: gerber sets, the board, case parts, CAD, firmware, reports and the
 * README. Each step is its own function so the engine can report progress and stop between them. A file that
 * cannot be read becomes an entry in `unreadable` naming the file and why; the other steps still run.
 */
import { inputLimits } from "../../../content/programme/input-limits.ts";
import { submissionNames } from "../../../content/programme/submission.ts";
import { classifyFootprint, type ClassifiedPart } from "./classify.ts";
import type { Box } from "./geometry.ts";
import { formatBytes, implausible, PLAUSIBLE } from "./limits.ts";
import { parseDrcReport } from "./parsers/drc-report.ts";
import { checkGerberSize, gerberCommands, identifyLayers, layerExtent, parseLayer, type GerberLayer, type ParsedLayer } from "./parsers/gerber.ts";
import { parseKicadPcb, type KicadPcb } from "./parsers/kicad-pcb.ts";
import { isLfsPointer, lfsPointerSize } from "./parsers/lfs.ts";
import { parseStep, type StepInfo } from "./parsers/step.ts";
import { parseStl, type StlInfo } from "./parsers/stl.ts";
import { parseThreeMf, type ThreeMfInfo } from "./parsers/threemf.ts";
import { parseUf2, type Uf2Info } from "./parsers/uf2.ts";
import { readZip } from "./parsers/zip.ts";
import { isJunkPath, normalisePath, type Project, type ProjectFile } from "./project.ts";
import { MAX_INPUT_BYTES } from "./limits.ts";
import { rankBoards, setAsideFolders, setAsideOf, type SetAside } from "./select.ts";
import type { DrawableGerbers, DrawableLayer, DrcReport } from "./types.ts";

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
  /** The set's KiCad job file (`.gbrjob`), when it has one and it can be read. */
  job: GerberJob | null;
  /** What a set the fab can make is missing ("outline (Edge.Cuts)", "B.Cu", "drill file"); empty when complete. */
  missing: string[];
  /** Each file parsed at most once (tracespace's parse tree), by path: the outline when measured, the rest when drawn. */
  parsed: Map<string, ParsedLayer>;
}

/** What a KiCad job file (`.gbrjob`) says of the set it was written with. */
export interface GerberJob {
  path: string;
  /** GeneralSpecs.LayerNumber, else the copper files it lists. */
  copperLayers: number | null;
  /** Copper and outline files the job lists that are not in the set. */
  absent: string[];
}

export type FileArea = "gerbers" | "pcb" | "case" | "cad" | "firmware" | "drc" | "input";

export interface Analysis {
  project: Project;
  paths: string[];
  readme: { path: string; text: string } | null;
  gerberSets: GerberSet[];
  pcb: { path: string; board: KicadPcb } | null;
  pcbPaths: string[];
  parts: ClassifiedPart[];
  stls: { path: string; info: StlInfo }[];
  steps: { path: string; info: StepInfo }[];
  threeMfs: { path: string; info: ThreeMfInfo }[];
  uf2s: { path: string; info: Uf2Info }[];
  drcReports: { path: string; report: DrcReport }[];
  lfsPointers: { path: string; size: number | null }[];
  unreadable: { path: string; area: FileArea; message: string }[];
  /** Folders that are libraries or KiCad backups, not the project (select.ts). */
  setAside: SetAside[];
  /** Files and gerber sets the readers left out because they lie in `setAside` folders. */
  ignored: { path: string; area: FileArea }[];
  /** Drill files lying loose in a folder with no other gerbers (beside a zip that may lack them). */
  looseDrills: { folder: string; files: string[] }[];
}

const text = new TextDecoder("utf-8");
const GERBER_NAME = /\.(gbr|gtl|gbl|gto|gbo|gts|gbs|gtp|gbp|gm1|gko|gml|g[1-9]|drl|xln|exc|gbrjob)$/i;

export function startAnalysis(project: Project): Analysis {
  const readme =
    project.files.find((file) => file.path.toLowerCase() === submissionNames.readme.toLowerCase()) ??
    project.files.find((file) => /^readme(\.md|\.markdown|\.txt)?$/i.test(file.path)) ??
    null;
  return {
    project,
    paths: project.files.map((file) => file.path),
    readme: readme ? { path: readme.path, text: text.decode(readme.bytes) } : null,
    gerberSets: [],
    pcb: null,
    pcbPaths: [],
    parts: [],
    stls: [],
    steps: [],
    threeMfs: [],
    uf2s: [],
    drcReports: [],
    lfsPointers: [],
    unreadable: [],
    setAside: setAsideFolders(project.files.map((file) => file.path)),
    ignored: [],
    looseDrills: [],
  };
}

/** True (and noted in `ignored`) when the file lies in a library or backup folder. Each reader asks once per file. */
function setAside(analysis: Analysis, path: string, area: FileArea): boolean {
  if (!setAsideOf(path, analysis.setAside)) return false;
  analysis.ignored.push({ path, area });
  return true;
}

const ext = (path: string) => (/\.([^./]+)$/.exec(path)?.[1] ?? "").toLowerCase();
const dir = (path: string) => (path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "");

/** Files that are Git LFS pointers are noted once and skipped by every parser. */
function lfsAware(analysis: Analysis, file: ProjectFile): boolean {
  if (!isLfsPointer(file.bytes)) return false;
  if (!analysis.lfsPointers.some((entry) => entry.path === file.path)) {
    analysis.lfsPointers.push({ path: file.path, size: lfsPointerSize(file.bytes) });
  }
  return true;
}

function fail(analysis: Analysis, path: string, area: FileArea, error: unknown): void {
  const why = error instanceof Error ? error.message : String(error);
  analysis.unreadable.push({ path, area, message: `${path} cannot be read: ${why.replace(/\.$/, "")}.` });
}

/** Files a zip inside the project may hold that the readers use: boards, gerbers, models, other zips, DRC reports. */
const PROJECT_ENTRY = /\.(kicad_pcb|kicad_pro|kicad_sch|step|stp|stl|3mf|zip|rpt)$/i;
/** A zip holding one of these is a project (or part of one), not a set of gerbers. */
const ARCHIVE_SIGN = /\.(kicad_pcb|kicad_pro|kicad_sch|step|stp|stl|3mf|zip)$/i;
/** Files never unpacked from a zip inside the project: pictures, documents, videos, CAD sources the check cannot read. */
const NEVER_READ = /\.(pdf|png|jpe?g|gif|bmp|webp|svg|mp4|mov|avi|docx?|xlsx?|pptx?|odt|wrl|f3d|f3z|blend|exe|dll)$/i;
/** A drill map (a picture of the holes, not a drill file): kept in its set so the report can say it is only a map. */
const DRILL_MAP = /drl_map|drill_map|-map\.(ps|pdf|gbr|svg|dxf)$/i;
/** Zips inside zips are opened this deep: a zip in the repository is level 1, a zip inside it level 2. */
const ZIP_DEPTH = 2;

const zipLevel = (path: string) => path.split("/").filter((part) => /\.zip$/i.test(part)).length;

/**
 * Opens every zip of the project. A zip of gerbers is a gerber set, as KiCad's plot makes it. A zip that holds a
 * KiCad project, models or further zips (a project zipped inside the repository, `CAD/PCB/Project.zip`) is
 * opened into the project: its files join the others as `CAD/PCB/Project.zip/…`, and zips inside it are opened
 * in turn, down to ZIP_DEPTH. Everything comes from the one unzip budget of the check.
 */
export function readGerbers(analysis: Analysis): void {
  const { project } = analysis;
  const queue = project.files.filter((file) => ext(file.path) === "zip");
  // Zips that hold a KiCad project: gerbers at their top are plots to zip up, not a gerber zip to rename.
  const kicadZips = new Set<string>();
  for (let next = queue.shift(); next; next = queue.shift()) {
    const file = next;
    if (setAside(analysis, file.path, "gerbers") || lfsAware(analysis, file)) continue;
    const limit = (name: string) =>
      GERBER_NAME.test(name)
        ? { bytes: PLAUSIBLE.gerberBytes, what: "a macropad's gerber or drill file" }
        : { bytes: MAX_INPUT_BYTES, what: "one file of a macropad project" };
    const zip = readZip(file.bytes, file.path, project.budget, limit, (name) => (!NEVER_READ.test(name) || DRILL_MAP.test(name)) && !isJunkPath(name));
    for (const problem of zip.problems) analysis.unreadable.push({ path: file.path, area: "gerbers", message: problem });
    const files = zip.entries.map((entry) => ({ path: normalisePath(entry.name).path, bytes: entry.bytes })).filter((entry) => entry.path !== "");
    const archive = files.some((entry) => ARCHIVE_SIGN.test(entry.path));
    if (files.some((entry) => /\.kicad_(pcb|pro|sch)$/i.test(entry.path))) kicadZips.add(file.path);
    if (!archive) {
      const set = gerberSet(file.path, true, files, problems(analysis, file.path));
      if (set) analysis.gerberSets.push(set);
      continue;
    }
    const inside = files
      .filter((entry) => PROJECT_ENTRY.test(entry.path) || GERBER_NAME.test(entry.path))
      .map((entry) => ({ path: `${file.path}/${entry.path}`, bytes: entry.bytes }));
    for (const entry of inside) {
      if (ext(entry.path) === "zip" && zipLevel(entry.path) > ZIP_DEPTH) {
        analysis.unreadable.push({
          path: entry.path,
          area: "input",
          message: `${entry.path} was not opened: the check opens zips inside zips ${ZIP_DEPTH} levels deep. Unzip it in the repository.`,
        });
        continue;
      }
      project.files.push(entry);
      analysis.paths.push(entry.path);
      if (ext(entry.path) === "zip") queue.push(entry);
    }
    analysis.setAside = setAsideFolders(analysis.paths);
  }
  const loose = new Map<string, ProjectFile[]>();
  for (const file of project.files) {
    if (!GERBER_NAME.test(file.path) || setAside(analysis, file.path, "gerbers")) continue;
    const folder = dir(file.path);
    const list = loose.get(folder);
    if (list) list.push(file);
    else loose.set(folder, [file]);
  }
  for (const [folder, files] of loose) {
    // Gerbers at the top of a zip that was opened into the project are that zip's set, named as any zip's; in a
    // zipped KiCad project they are plots lying beside the board, like loose ones in a folder.
    const zipped = /\.zip$/i.test(folder) && !kicadZips.has(folder);
    const source = zipped ? folder : folder === "" ? "./" : `${folder}/`;
    const members = zipped ? files.map((file) => ({ path: file.path.slice(folder.length + 1), bytes: file.bytes })) : files;
    const set = gerberSet(source, zipped, members, problems(analysis, source));
    if (set) analysis.gerberSets.push(set);
    else {
      const drills = identifyLayers(files).filter((layer) => layer.kind === "drill");
      if (drills.length > 0) analysis.looseDrills.push({ folder, files: drills.map((layer) => layer.path) });
    }
  }
}

const problems = (analysis: Analysis, source: string) => (message: string) => analysis.unreadable.push({ path: source, area: "gerbers", message });

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
function readJob(files: ProjectFile[], layers: GerberLayer[]): GerberJob | null {
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
    const names = new Set(files.map((entry) => (entry.path.split("/").pop() ?? entry.path).toLowerCase()));
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
  if (copper.length === 0 && !outlineLayer) return null;
  let outline: GerberSet["outline"] = null;
  const parsed = new Map<string, ParsedLayer>();
  if (outlineLayer) {
    const file = files.find((entry) => entry.path === outlineLayer.path);
    const refused = file ? checkGerberSize(file.bytes) : null;
    if (refused) problem(`${source}${zipped ? ": " : ""}${outlineLayer.path} cannot be read: ${refused}.`);
    const parsedOrWhy = file && !refused ? parseOrWhy(text.decode(file.bytes)) : null;
    if (typeof parsedOrWhy === "string") problem(`${source}${zipped ? ": " : ""}${outlineLayer.path} cannot be read: ${parsedOrWhy}.`);
    const tree = typeof parsedOrWhy === "string" ? null : parsedOrWhy;
    if (tree) parsed.set(outlineLayer.path, tree);
    const box = tree ? layerExtent(tree) : null;
    if (box) outline = { box, file: outlineLayer.path };
  }
  const byPath = new Map(files.map((file) => [file.path, file]));
  const keys = new Set(copper.map((layer) => copperKey(layer, byPath.get(layer.path))));
  const missing = [
    ...(outlineLayer ? [] : ["outline (Edge.Cuts)"]),
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

/** The parse tree, or why there is none (tracespace's own error, in words). */
function parseOrWhy(source: string): ParsedLayer | string {
  try {
    return parseLayer(source);
  } catch (error) {
    return `the gerber parser stopped on it (${(error instanceof Error ? error.message : String(error)).replace(/\.$/, "")})`;
  }
}

function parseOrNull(source: string): ParsedLayer | null {
  const tree = parseOrWhy(source);
  return typeof tree === "string" ? null : tree;
}

/**
 * The set the organisers would manufacture: production/gerbers.zip, else a zip in production/, else any set in
 * production/, else any zip, else any set; within each, a complete set (outline, both copper layers, drill) first.
 */
export function primaryGerbers(analysis: Analysis): GerberSet | null {
  const sets = analysis.gerberSets;
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

export function readPcb(analysis: Analysis): void {
  const candidates = analysis.project.files.filter(
    (file) => ext(file.path) === "kicad_pcb" && !setAside(analysis, file.path, "pcb") && !/-backups\/|_autosave|^_/i.test(file.path),
  );
  analysis.pcbPaths = candidates.map((file) => file.path);
  // The board beside the project's .kicad_pro first, then one in pcb/ (any letter case), then the largest.
  for (const file of rankBoards(candidates, analysis.paths)) {
    if (lfsAware(analysis, file)) continue;
    try {
      if (file.bytes.length === 0) throw new Error("the file is empty");
      if (file.bytes.length > PLAUSIBLE.pcbBytes) {
        throw new Error(implausible("a macropad's board file", `it is ${formatBytes(file.bytes.length)}`, formatBytes(PLAUSIBLE.pcbBytes)));
      }
      const board = parseKicadPcb(text.decode(file.bytes));
      analysis.pcb = { path: file.path, board };
      analysis.parts = board.footprints.map(classifyFootprint);
      return;
    } catch (error) {
      fail(analysis, file.path, "pcb", error);
    }
  }
}

export function readCaseParts(analysis: Analysis): void {
  for (const file of analysis.project.files) {
    if (ext(file.path) !== "stl" || setAside(analysis, file.path, "case") || lfsAware(analysis, file)) continue;
    try {
      analysis.stls.push({ path: file.path, info: parseStl(file.bytes) });
    } catch (error) {
      fail(analysis, file.path, "case", error);
    }
  }
}

export function readCad(analysis: Analysis): void {
  for (const file of analysis.project.files) {
    const kind = ext(file.path);
    if (!["step", "stp", "3mf"].includes(kind) || setAside(analysis, file.path, "cad") || lfsAware(analysis, file)) continue;
    try {
      if (kind === "3mf") {
        const info = parseThreeMf(file.bytes, file.path, analysis.project.budget);
        analysis.threeMfs.push({ path: file.path, info });
        // What the model could not place or read (fan-out, missing objects, broken XML) is reported with the CAD.
        for (const message of info.problems) analysis.unreadable.push({ path: file.path, area: "cad", message });
      } else analysis.steps.push({ path: file.path, info: parseStep(file.bytes) });
    } catch (error) {
      fail(analysis, file.path, "cad", error);
    }
  }
}

export function readFirmware(analysis: Analysis): void {
  for (const file of analysis.project.files) {
    if (ext(file.path) !== "uf2" || lfsAware(analysis, file)) continue;
    const info = parseUf2(file.bytes);
    if (info.blocks === 0) fail(analysis, file.path, "firmware", new Error("it holds no UF2 blocks (wrong magic numbers)"));
    else analysis.uf2s.push({ path: file.path, info });
  }
}

export function readDrcReports(analysis: Analysis): void {
  for (const file of analysis.project.files) {
    const name = file.path.toLowerCase();
    const kind = ext(name);
    if (!(kind === "rpt" || (kind === "json" && /drc/.test(name.split("/").pop() ?? "")))) continue;
    // Refused by its size before it is decoded: each line of a report becomes an object.
    if (file.bytes.length > inputLimits.drcReportBytes) {
      fail(analysis, file.path, "drc", new Error(implausible("a DRC report", formatBytes(file.bytes.length), formatBytes(inputLimits.drcReportBytes))));
      continue;
    }
    const body = text.decode(file.bytes);
    if (kind === "rpt" && !/\*\*\s*(Drc report|Found \d+ DRC)/i.test(body)) continue;
    try {
      analysis.drcReports.push({ path: file.path, report: parseDrcReport(body, file.path) });
    } catch (error) {
      fail(analysis, file.path, "drc", error);
    }
  }
}

/** The layers a renderer draws: copper, mask, silkscreen, paste, outline and drills (not job files or drill maps). */
const DRAWN_KINDS = new Set(["copper", "soldermask", "silkscreen", "solderpaste", "outline", "drill"]);

/**
 * The set the board was measured from, as parse trees for a renderer: each file parsed once (the outline's tree
 * is the one it was measured on), nothing unpacked outside the engine's budgets. Returns a reason instead when
 * there is nothing (or too much) to draw.
 */
export function drawableGerbers(analysis: Analysis): { gerbers: DrawableGerbers | null; noDrawing: string | null } {
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
    const tree = set.parsed.get(layer.path) ?? (file && !checkGerberSize(file.bytes) ? parseOrNull(text.decode(file.bytes)) : null);
    const filename = layer.path.slice(layer.path.lastIndexOf("/") + 1);
    if (!tree) {
      gerbers.skipped.push(filename);
      continue;
    }
    set.parsed.set(layer.path, tree);
    const id = String(gerbers.layers.length);
    gerbers.layers.push({
      id,
      filename,
      type: layer.kind as DrawableLayer["type"],
      side: layer.kind === "drill" || layer.kind === "outline" ? "all" : layer.side,
    });
    gerbers.parseTreesById[id] = tree;
  }
  return { gerbers, noDrawing: null };
}
