/** What the fix step takes and gives back. */
import type { CaseOptions } from "@hackpad/case";
import type { OcctModule } from "@hackpad/convert";
import type { Analysis, DrawableGerbers, InputFile, PreflightRuleId, Report, RuleStatus } from "@hackpad/preflight";
import type { LineChange } from "./pins.ts";

export interface FixInput {
  /** The project as the preflight takes it: a folder's files, or one `.zip`. */
  files: InputFile[];
  /** The input's name (folder or zip), as the check names it. */
  input: string;
  /** What the reader skipped and why. */
  notes?: readonly string[];
  /** OpenCascade for reading STEP (occt-import-js); without it a STEP case is left for the participant. */
  loadOcct?: () => Promise<OcctModule>;
  /** manifold-3d for the generated case; without it a pad with no case model keeps its case missing. */
  loadManifold?: CaseOptions["loadManifold"];
  /** Draws the board top and bottom as SVG from the gerbers the check measured (the drawing /check shows). */
  drawBoard?: (gerbers: DrawableGerbers) => { top: string; bottom: string };
  onProgress?: (fraction: number, label: string) => void;
  signal?: AbortSignal;
}

/** What the fix step takes besides the project: the engines it may load, the drawing, progress and a stop. */
export type FixOptions = Omit<FixInput, "files" | "notes">;

/**
 * A project already read (the preflight's model and its report), for a caller that holds one, such as /check's
 * worker: the fix then reads nothing again. Both survive a structured clone, so the model can cross to a worker.
 */
export interface FixModelInput extends FixOptions {
  analysis: Analysis;
  report: Report;
  /** The junk the reader dropped from the input by name (`droppedByReader`), for the change list. */
  dropped: readonly string[];
}

export type ChangeKind = "move" | "copy" | "pack" | "archive" | "convert" | "generate" | "rewrite" | "leave-out" | "add";

export interface FixChange {
  /** The rule this change makes pass. */
  rule: PreflightRuleId;
  kind: ChangeKind;
  /** The files it started from (empty for something generated). */
  from: string[];
  /** The file it wrote, or null for files left out. */
  to: string | null;
  /** One sentence: what was done and why. */
  why: string;
  /** For rewritten files: each changed line, before and after. */
  lines?: LineChange[];
  /** True for files the site made (a generated case or firmware), not the participant's own. */
  generated?: boolean;
}

export interface StillToDo {
  rule: PreflightRuleId;
  /** What is left, in the check's words. */
  text: string;
  /** The page section that explains it, e.g. "/submitting#structure". */
  docs: string;
  /** The footprints it concerns, to mark on the board drawing (absent when it concerns no part of the board). */
  marks?: string[];
}

export interface FixedFile {
  path: string;
  bytes: Uint8Array;
}

export interface RuleChange {
  id: PreflightRuleId;
  before: RuleStatus;
  after: RuleStatus;
}

export interface FixResult {
  /** The corrected copy of the repository, every file by its path in it. */
  files: FixedFile[];
  changes: FixChange[];
  stillToDo: StillToDo[];
  /** The check of the input and of the fixed copy, and each rule's status before and after. */
  before: Report;
  after: Report;
  rules: RuleChange[];
  /** True when every mechanical rule passes on the fixed copy. */
  mechanicalPass: boolean;
  /** The name for the fixed copy's folder or zip: "<repo>-fixed". */
  name: string;
}
