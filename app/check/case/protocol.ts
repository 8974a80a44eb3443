/** The messages between /check's case panels and the case worker (case.worker.ts). */
import type { PickedFile } from "~/app/check/lib/worker-protocol";
import type { ScrewKind } from "@hackpad/case/limits";
import type { ObjUnit } from "@hackpad/convert";

export type CaseRequest =
  | { type: "convert"; input: string; files: PickedFile[]; model: string; objUnits?: ObjUnit }
  | { type: "make"; input: string; files: PickedFile[]; options: MakeOptions };

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
  /** The project's files with the converted parts added, for checking again. */
  project: AddedFile[];
}

export interface MakeDone {
  type: "made";
  parts: ShownPart[];
  assembly: ShownPart[];
  warnings: string[];
  checks: { label: string; ok: boolean; detail: string }[];
  zip: { fileName: string; bytes: Uint8Array; entries: string[] };
  project: AddedFile[];
}

export type CaseMessage =
  | { type: "progress"; fraction: number; label: string }
  | ConvertDone
  | MakeDone
  /** `participant`: a message to show as it is (the engine's words about the input, or that this build lacks the engine); otherwise a fault. */
  | { type: "error"; message: string; participant: boolean };
