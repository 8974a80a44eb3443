/**
 * The messages between /check's "Fix what can be fixed" panel and its worker, and between that worker and the
 * preflight worker that holds the project's model, over a channel the page opens between them (`link`): the
 * fixer gets the model and its report from there, so the project is read once and its bytes never pass
 * through the page.
 */
import type { Analysis, Report } from "@hackpad/preflight";
import type { FixChange, RuleChange, StillToDo } from "@hackpad/fix";

/** `link`: the fix worker's end of the channel to the preflight worker. */
export interface FixRequest {
  link: MessagePort;
}

/** What the fix worker asks of the model's worker: the one read of the project. */
export type FixLinkRequest = { type: "project" };

/** `reads`: how many times the model's worker has read a project, for tests to see it read once. */
export type FixLinkAnswer =
  { type: "project"; input: string; analysis: Analysis; report: Report; dropped: string[]; reads: number } | { type: "refused"; message: string };

export interface FixDone {
  type: "done";
  /** The fixed copy, zipped under one folder named `name`. */
  zip: Uint8Array;
  name: string;
  markdown: string;
  changes: FixChange[];
  stillToDo: StillToDo[];
  rules: RuleChange[];
  mechanicalPass: boolean;
  /** The model worker's read count when it handed the model over. */
  reads: number;
}

export type FixMessage = { type: "progress"; fraction: number; label: string } | FixDone | { type: "error"; message: string };
