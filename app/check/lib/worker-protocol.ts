/** The messages between /check and the Web Worker that runs the preflight. */
import type { ProgressEvent, Report, Wiring } from "@hackpad/preflight/report";
import type { CaseInputs } from "../case/inputs.ts";
import type { BoardPlace } from "./board-places.ts";

/** A file the page picked, handed to the worker unread (a File is passed by reference, not copied). */
export interface PickedFile {
  path: string;
  file: File;
}

/**
 * `check` reads and checks a project; the worker then keeps what it read. `link` opens a case worker's channel to
 * it (app/check/worker/serve-case.ts), over which the case worker gets only the board or one model file, or with
 * `for: "fix"` the fixer's channel (serve-fix.ts), over which the fixer gets the model and its report.
 */
export type CheckRequest = { type: "check"; input: string; files: PickedFile[] } | { type: "link"; port: MessagePort; for?: "case" | "fix" };

/** The board drawn from the participant's gerbers: one SVG document per side, in the gerbers' own units. */
export interface BoardDrawing {
  top: string;
  bottom: string;
  /** x, y, width, height of both drawings, in `units`. */
  viewBox: [number, number, number, number];
  units: "mm" | "in";
  /** Names of the gerber and drill files drawn. */
  files: string[];
  /** Where the KiCad board's footprints sit, so a finding's parts can be marked on the drawing; absent without a board. */
  places?: BoardPlace[];
}

export type WorkerMessage =
  | { type: "reading"; files: number; total: number; bytes: number }
  | { type: "progress"; event: ProgressEvent }
  /** `files`: files the check found, after unpacking a dropped zip; `wiring`: what the board wires to the XIAO, for "Write firmware for this board" (absent when the engine read none). */
  | { type: "report"; report: Report; files: number; wiring?: Wiring | null; caseInputs?: CaseInputs }
  | { type: "board"; drawing: BoardDrawing | null; problem: string | null }
  | { type: "error"; message: string };
