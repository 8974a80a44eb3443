/**
 * The messages between /check's case panels and the case worker (case.worker.ts), and between the case worker and
 * the preflight worker that holds the project's model, over a channel the page opens between them: the case
 * worker asks for the board or one model file, and hands the files it made back for the check to run again. The
 * project's bytes never pass through the page.
 */
import type { ClassifiedPart } from "@hackpad/preflight";
import type { KicadPcb } from "@hackpad/preflight";
import type { Report } from "@hackpad/preflight";
import type { ScrewKind } from "@hackpad/case/limits";
import type { ObjUnit } from "@hackpad/convert";
import type { FitFinding, PartPlacement } from "@hackpad/fit";

/** `link`: the case worker's end of the channel to the preflight worker. */
export type CaseRequest =
  | { type: "convert"; input: string; model: string; objUnits?: ObjUnit; link: MessagePort }
  | { type: "make"; input: string; options: MakeOptions; link: MessagePort }
  /** `models`: the project's case models to measure against its board (the paths the check read). */
  | { type: "fit"; input: string; models: string[]; link: MessagePort };

/** What the case worker asks of the model's worker. */
export type LinkRequest = { type: "board" } | { type: "model"; path: string } | { type: "add"; files: AddedFile[] } | { type: "reads" };

/** `reads`: how many times the model's worker has read a project, for tests to see it read once. */
export type LinkAnswer =
  | { type: "board"; board: KicadPcb; parts: ClassifiedPart[]; path: string }
  | { type: "model"; path: string; bytes: Uint8Array; board: KicadPcb | null }
  | Rechecked
  | { type: "reads"; reads: number }
  | { type: "refused"; message: string };

export interface Rechecked {
  type: "rechecked";
  report: Report;
  reads: number;
}

/** What the "Make a case" form sends: the numbers the participant changed, the rest left to the engine. */
export interface MakeOptions {
  heightMm?: number;
  wallMm?: number;
  screws: ScrewKind;
  engrave?: string;
}

/** A mesh as it crosses to the page (its buffers are transferred, not copied). */
export interface WireMesh {
  positions: Float32Array;
  indices: Uint32Array;
}

export interface ShownPart {
  name: string;
  fileName: string;
  size: [number, number, number];
  mesh: WireMesh;
  color?: string;
}

/** A file the check would see added to the project, at its path inside the project. */
export interface AddedFile {
  path: string;
  bytes: Uint8Array;
}

export interface ConvertDone {
  type: "converted";
  model: string;
  units: string;
  unitsGuessed: boolean;
  parts: (ShownPart & { closed: boolean })[];
  leftOut: { name: string; why: string }[];
  warnings: string[];
  zip: { fileName: string; bytes: Uint8Array; entries: string[] };
}

export interface MakeDone {
  type: "made";
  parts: ShownPart[];
  assembly: ShownPart[];
  warnings: string[];
  checks: { label: string; ok: boolean; detail: string }[];
  zip: { fileName: string; bytes: Uint8Array; entries: string[] };
}

/** One fitted set (an assembled model, or the printed parts together) as the page shows it. */
export interface ShownFitSet {
  label: string;
  placements: PartPlacement[];
  findings: FitFinding[];
  passed: string[];
  /** The case parts placed on the board (their meshes transferred) and the board's heights; null when nothing was placed. */
  scene: { parts: ShownPart[]; pcbBottom: number; pcbTop: number } | null;
}

export interface FitDone {
  type: "fitted";
  sets: ShownFitSet[];
  /** The board's outline in the frame the scenes and markers are in, to draw the board from. */
  outline: [number, number][];
  /** "file: why" for each model that could not be read, so was not measured. */
  unread: string[];
  /** How many times the model's worker has read the project (the fit check reads nothing again). */
  reads: number;
}

export type CaseMessage =
  | { type: "progress"; fraction: number; label: string }
  | ConvertDone
  | MakeDone
  | FitDone
  /** The check run again with the made files added, after the result. */
  | Rechecked
  /** `participant`: a message to show as it is (the engine's words about the input, or that this build lacks the engine); otherwise a fault. */
  | { type: "error"; message: string; participant: boolean };
