/**
 * The two engines /check calls for the case panels, as issue 24 agreed them (packages/convert and packages/case).
 * The page reaches them only through `engines.ts`; these types are what that seam expects of the modules it loads,
 * so the panels, the worker and their tests are written against the agreement and not against one build of it.
 */
import type { Mesh } from "~/packages/mesh/src/index";
import type { ClassifiedPart } from "~/packages/preflight/src/classify";
import type { KicadPcb } from "~/packages/preflight/src/parsers/kicad-pcb";

export type ObjUnits = "mm" | "cm" | "m" | "in";

export interface ConvertedPart {
  name: string;
  /** "production/case/<slug>.stl" */
  fileName: string;
  mesh: Mesh;
  stl: Uint8Array;
  size: [number, number, number];
  closed: boolean;
}

export interface ConvertResult {
  units: string;
  unitsGuessed: boolean;
  parts: ConvertedPart[];
  leftOut: { name: string; why: string }[];
  warnings: string[];
}

export interface ConvertOptions {
  objUnits?: ObjUnits;
  /** OpenCascade's module, loaded from this site (engines.ts gives the browser's loader). */
  loadOcct?: () => Promise<unknown>;
  /** The project's board (outline box and thickness, mm): only a body of its size is left out as the board. */
  board?: { width: number; height: number; thickness: number } | null;
}

export interface ConvertEngine {
  convertModel(bytes: Uint8Array, fileName: string, options?: ConvertOptions): Promise<ConvertResult>;
  /** The board's outline box and thickness as the converter compares bodies with it, or null without an outline. */
  boardSizeOf?(board: KicadPcb): { width: number; height: number; thickness: number } | null;
  /** Thrown with a message for the participant on input it cannot convert. */
  ConvertError: abstract new (...args: never[]) => Error;
}

export type ScrewKind = "nuts" | "inserts";

export interface CaseOptions {
  heightMm?: number;
  wallMm?: number;
  screws: ScrewKind;
  engrave?: string;
  loadManifold?: () => Promise<unknown>;
}

export interface GeneratedPart {
  name: "bottom" | "top";
  fileName: string;
  mesh: Mesh;
  stl: Uint8Array;
}

export interface GeneratedCase {
  parts: GeneratedPart[];
  print3mf: Uint8Array;
  assembly3mf: Uint8Array;
  assembly: { name: string; mesh: Mesh; color: string }[];
  warnings: string[];
  checks: { label: string; ok: boolean; detail: string }[];
}

export interface CaseEngine {
  generateCase(board: KicadPcb, parts: ClassifiedPart[], options: CaseOptions, onProgress?: (fraction: number, label: string) => void): Promise<GeneratedCase>;
  /** Thrown with a message for the participant on a board it cannot make a case for. */
  CaseError: abstract new (...args: never[]) => Error;
}

/** How the worker reaches the engines: engines.ts in the browser, constructed results in unit tests. */
export interface EngineLoaders {
  loadConvert(): Promise<ConvertEngine>;
  loadCase(): Promise<CaseEngine>;
}
