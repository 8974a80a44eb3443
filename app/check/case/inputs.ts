/**
 * What the case panels need to know from a check, read off the preflight's analysis in its worker: the case
 * models that could become STL files (when the project has no STL case parts), whether the board can be read
 * for a case to be made around it, and the models the fit check would measure against it.
 */
import type { Analysis } from "@hackpad/preflight";
import { caseStls, setAsideOf } from "@hackpad/preflight";
import { FIT_MODEL } from "@hackpad/fit/models";

export interface CaseInputs {
  /** STEP, 3MF and OBJ files of the project, when it has no STL case part; empty otherwise. */
  models: string[];
  /** True when the project's board was read and has an Edge.Cuts outline. */
  board: boolean;
  /** The STL, 3MF and STEP files the fit check measures against the board. */
  fitModels: string[];
}

const MODEL = /\.(step|stp|3mf|obj)$/i;

export function caseInputs(analysis: Analysis): CaseInputs {
  const kept = (path: string) => !setAsideOf(path, analysis.setAside);
  const models =
    caseStls(analysis).length > 0 ? [] : analysis.project.files.filter((file) => MODEL.test(file.path) && kept(file.path)).map((file) => file.path);
  return {
    models,
    board: analysis.pcb !== null && analysis.pcb.board.outline !== null,
    fitModels: analysis.project.files.filter((file) => FIT_MODEL.test(file.path) && kept(file.path)).map((file) => file.path),
  };
}
