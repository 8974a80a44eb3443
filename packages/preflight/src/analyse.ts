/**
 * Reads every file the rules need, once: gerber sets, the board, case parts, CAD, firmware, reports and the
 * README. Each step is its own function so the engine can report progress and stop between them. A file that
 * cannot be read becomes an entry in `unreadable` naming the file and why; the other steps still run.
 */
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
import type { Project, ProjectFile } from "./project.ts";
import type { DrawableGerbers, DrawableLayer, DrcReport } from "./types.ts";

export interface GerberSet {
  /** The zip's path, or the folder of loose gerbers followed by "/". */
  source: string;
  zipped: boolean;
  files: ProjectFile[];
  layers: GerberLayer[];
  outline: { box: Box; file: string } | null;
  copperLayers: number;
  /** Each file parsed at most once (tracespace's parse tree), by path: the outline when measured, the rest when drawn. */
  parsed: Map<string, ParsedLayer>;
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
  };
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

export function readGerbers(analysis: Analysis): void {
  const { project } = analysis;
  for (const file of project.files) {
    if (ext(file.path) !== "zip" || lfsAware(analysis, file)) continue;
    const zip = readZip(file.bytes, file.path, project.budget, { bytes: PLAUSIBLE.gerberBytes, what: "a macropad's gerber or drill file" });
    for (const problem of zip.problems) analysis.unreadable.push({ path: file.path, area: "gerbers", message: problem });
    const files = zip.entries.map((entry) => ({ path: entry.name, bytes: entry.bytes }));
    const set = gerberSet(
      file.path,
      true,
      files.filter((entry) => !entry.path.split("/").some((part) => part === "__MACOSX" || part.startsWith("._"))),
      problems(analysis, file.path),
    );
    if (set) analysis.gerberSets.push(set);
  }
  const loose = new Map<string, ProjectFile[]>();
  for (const file of project.files) {
    if (!GERBER_NAME.test(file.path)) continue;
    const folder = dir(file.path);
    loose.set(folder, [...(loose.get(folder) ?? []), file]);
  }
  for (const [folder, files] of loose) {
    const set = gerberSet(folder === "" ? "./" : `${folder}/`, false, files, problems(analysis, folder === "" ? "./" : `${folder}/`));
    if (set) analysis.gerberSets.push(set);
  }
}

const problems = (analysis: Analysis, source: string) => (message: string) => analysis.unreadable.push({ path: source, area: "gerbers", message });

function gerberSet(source: string, zipped: boolean, files: ProjectFile[], problem: (message: string) => void): GerberSet | null {
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
  return { source, zipped, files, layers, outline, copperLayers: copper.length, parsed };
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

/** The set the organisers would manufacture: production/gerbers.zip, else a zip in production/, else any. */
export function primaryGerbers(analysis: Analysis): GerberSet | null {
  const sets = analysis.gerberSets;
  const production = (set: GerberSet) => set.source.toLowerCase().startsWith(`${submissionNames.production.toLowerCase()}/`);
  return (
    sets.find((set) => set.source.toLowerCase() === `${submissionNames.production}/${submissionNames.gerbers}`.toLowerCase()) ??
    sets.find((set) => set.zipped && production(set)) ??
    sets.find(production) ??
    sets.find((set) => set.zipped) ??
    sets[0] ??
    null
  );
}

export function readPcb(analysis: Analysis): void {
  const candidates = analysis.project.files.filter((file) => ext(file.path) === "kicad_pcb" && !/-backups\/|_autosave|^_/i.test(file.path));
  analysis.pcbPaths = candidates.map((file) => file.path);
  // Prefer the board in pcb/ (any letter case), then the largest.
  const ordered = [...candidates].sort((a, b) => Number(/^pcb\//i.test(b.path)) - Number(/^pcb\//i.test(a.path)) || b.bytes.length - a.bytes.length);
  for (const file of ordered) {
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
    if (ext(file.path) !== "stl" || lfsAware(analysis, file)) continue;
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
    if (!["step", "stp", "3mf"].includes(kind) || lfsAware(analysis, file)) continue;
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
