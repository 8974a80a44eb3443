/**
 * Which of a project's models are fitted, and how, shared by the CLI (files on disk) and /check (files in the
 * browser): each STEP/3MF that holds the board is fitted as assembled; the printed parts (the models under
 * production/, or else every model without the board) are fitted together as parts. Each model's triangles are
 * read here too, so both read a file the same way.
 */
import type { CaseBoard } from "@hackpad/case";
import { readModelBodies, type ConvertOptions } from "@hackpad/convert";
import { checkFit, type FitOptions, type FitPart } from "./index.ts";
import type { FitSet } from "./rule.ts";
import { readStl } from "@hackpad/mesh";
import { HackpadError } from "@hackpad/programme/errors";

export { FIT_MODEL } from "./models.ts";

/** More triangles than any case part needs; checkFit itself measures at most MAX_FIT_TRIANGLES and says so. */
const MAX_STL_TRIANGLES = 5_000_000;

/** A model's parts: an STL is one part, a STEP or 3MF one part per body (STEP through OpenCascade, `loadOcct`). */
export async function readFitParts(bytes: Uint8Array, file: string, loadOcct?: ConvertOptions["loadOcct"]): Promise<FitPart[]> {
  if (/\.stl$/i.test(file)) return [{ name: file, mesh: readStl(bytes, MAX_STL_TRIANGLES, (reason) => new HackpadError("stl", reason)).mesh }];
  const read = await readModelBodies(bytes, file, { loadOcct });
  return read.bodies.map((body) => ({ name: `${file}: ${body.name}`, mesh: body.mesh }));
}

export interface ReadModel {
  file: string;
  parts: FitPart[];
}

/** The fit reports of a project's models, `pcbFile` named with each (the files a finding is about). */
export function fitSets(board: CaseBoard, pcbFile: string, models: readonly ReadModel[], options: FitOptions = {}): FitSet[] {
  const sets: FitSet[] = [];
  const loose: ReadModel[] = [];
  for (const model of models) {
    if (!/\.stl$/i.test(model.file)) {
      const report = checkFit(board, model.parts, options);
      if (report.placements.some((placed) => placed.role === "board")) {
        sets.push({ label: `${model.file}, as assembled`, files: [pcbFile, model.file], report });
        continue;
      }
    }
    loose.push(model);
  }
  const inProduction = loose.filter((model) => model.file.startsWith("production/"));
  const printed = inProduction.length > 0 ? inProduction : loose;
  if (printed.length > 0) {
    const names = printed.map((model) => model.file);
    sets.push({
      label: `the parts ${names.join(", ")}`,
      files: [pcbFile, ...names],
      report: checkFit(
        board,
        printed.flatMap((model) => model.parts),
        options,
      ),
    });
  }
  return sets;
}
