/**
 * The shapes the submission preflight reads and writes. The engine (packages/preflight/src/) is pure TypeScript:
 * no DOM, no Node-only APIs, so the same code runs in a Web Worker on /check and in the CLI.
 */
import type { GerberTree } from "@tracespace/parser";
import type { MacropadRuleId } from "@hackpad/programme/rules";

/** One file of a project, by its path inside the project (forward slashes) and its bytes. */
export interface InputFile {
  path: string;
  bytes: Uint8Array;
  /**
   * The file's size when the reader knew it before reading (File.size, stat). A file larger than
   * MAX_INPUT_BYTES (limits.ts) is passed with empty `bytes` and its `size`: it is reported, not read.
   */
  size?: number;
}

export type RuleStatus = "pass" | "warn" | "fail" | "skip";
export type Verdict = "pass" | "warn" | "fail";

/**
 * The rules the preflight reports on: every macropad rule of content/programme/rules.ts, plus the check's own
 * `structure` (folder layout), `firmware-pins` (the firmware reads the pins the board wires) and `case-fit` (the case
 * measured against the board in 3D, packages/fit; added by the command line's `--fit` and batch mode).
 */
export type PreflightRuleId = MacropadRuleId | "structure" | "firmware-pins" | "case-fit";
/** The rules every check runs (the fit check is added on request, with the case meshes it needs). */
export type EngineRuleId = Exclude<PreflightRuleId, "case-fit">;

export interface RuleResult {
  id: PreflightRuleId;
  status: RuleStatus;
  /** What was found, in one or two sentences a participant understands. */
  message: string;
  /** The project files this rule looked at (paths as in the input). */
  files: string[];
  /** The docs page (and anchor) that explains the rule, e.g. "/submitting#gerbers". */
  docs: string;
  /** For warn/fail/skip: what to do about it. */
  fix?: string;
  /** Further findings, one sentence each naming the file (unreadable files, each case part, each extra copy…). */
  details?: string[];
}

export interface BoardMeasurement {
  width: number;
  height: number;
  /** Which file the outline was measured from, e.g. "production/gerbers.zip: pad-Edge_Cuts.gbr". */
  source: string;
}

export interface CasePartMeasurement {
  file: string;
  /** Bounding-box size in mm, [x, y, z], rounded to 0.01. */
  size: [number, number, number];
  bodies: number;
  /**
   * The printable parts the file holds, each its own bounding-box size in mm (largest first), when that is not
   * simply the file's size: several parts laid side by side, or one part with tiny strays set aside. Absent for
   * a file that is one part.
   */
  parts?: [number, number, number][];
  /** Tiny stray bodies (specks apart from the parts, to delete before exporting), when there are any. */
  strays?: number;
}

/** Everything the check measured; a measurement that could not be made is null. Sizes in mm, rounded to 0.01. */
export interface Measurements {
  board: BoardMeasurement | null;
  copperLayers: number | null;
  switches: number | null;
  encoders: number | null;
  oleds: number | null;
  leds: number | null;
  inputs: number | null;
  controller: string | null;
  uf2: { file: string; family: string | null; familyId: string | null; blocks: number }[];
  caseParts: CasePartMeasurement[];
  silkTexts: string[];
}

export interface Report {
  /** The input as given (a folder path, a zip's name). */
  input: string;
  verdict: Verdict;
  rules: RuleResult[];
  measurements: Measurements;
  /** Set only when the input as a whole could not be read (corrupt zip, empty, too large): the CLI exits with 2. */
  unreadable?: string;
  /**
   * Set when the input was read but is not a Hackpad project at all (no KiCad board, no gerbers: a markdown
   * editor, a phone app): one sentence said once, in place of a failure from every rule.
   */
  notProject?: string;
  /** With `unreadable` or `notProject`: what to do next, one sentence ("Download your repository again with Code → Download ZIP"). */
  advice?: string;
}

/** A stage of the check, for progress reporting ("Reading the zip", "Gerbers", "PCB", "Case parts"…). */
export interface ProgressEvent {
  stage: string;
  label: string;
  /** 0..1 for the whole check. */
  fraction: number;
}

export interface PreflightOptions {
  /** The input's name as the reader gave it; becomes Report.input. */
  input: string;
  /** What the reader skipped and why (a link out of the folder, a loop), one sentence each: shown with the input's notes. */
  notes?: readonly string[];
  onProgress?: (event: ProgressEvent) => void;
  /** Aborting stops the check between steps with an AbortError. */
  signal?: AbortSignal;
}

/**
 * The gerber set the engine chose and measured (the one the report's board size comes from), parsed once by
 * tracespace and handed on to a renderer, so nothing reads or parses the submission a second time. Its bytes
 * were unpacked within the engine's budgets.
 */
export interface DrawableGerbers {
  /** The zip's path, or the loose files' folder followed by "/". */
  source: string;
  /** Its layers in the shape @tracespace/core's `plot` takes; `filename` is the file's name inside its zip or folder. */
  layers: {
    id: string;
    filename: string;
    type: "copper" | "soldermask" | "silkscreen" | "solderpaste" | "drill" | "outline";
    side: "top" | "bottom" | "inner" | "all" | null;
  }[];
  parseTreesById: Record<string, GerberTree>;
  /** Files of the set that could not be parsed, left out of the drawing. */
  skipped: string[];
}

/** One violation from a KiCad DRC report (the `.rpt` text or the `.json` that KiCad's DRC dialog saves). */
export interface DrcViolation {
  /** KiCad's type key, e.g. "courtyards_overlap", "unconnected_items"; for `.rpt` files derived from the bracketed key. */
  type: string;
  /** The human description KiCad printed, e.g. "Courtyards overlap". */
  description: string;
  severity: "error" | "warning" | "ignore";
  /** The items KiCad named, as printed ("Footprint SW1 …", "Track [GND] on F.Cu …"). */
  items: string[];
}

/** A parsed DRC report, exported as `parseDrcReport(text: string, fileName?: string)` from parsers/drc-report.ts. */
export interface DrcReport {
  format: "rpt" | "json";
  /** KiCad's version string when the report names it. */
  kicadVersion: string | null;
  violations: DrcViolation[];
  /** Unconnected-item entries (KiCad lists them apart from the other violations). */
  unconnected: DrcViolation[];
  /** Footprint/schematic parity problems, when the report has them. */
  parity: DrcViolation[];
}
