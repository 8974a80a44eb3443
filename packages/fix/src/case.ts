/**
 * The case in production/: one STL per printed part. Their STLs elsewhere are moved in; else their own model
 * (STEP, 3MF, OBJ) is converted (packages/convert, their geometry); only when they have no case model at all is
 * a case generated from the board (packages/case), its files marked "generated" in their names and the change
 * list, and its assembled model put in CAD/.
 */
import { submissionNames } from "@hackpad/programme/submission";
import { errorClause } from "@hackpad/programme/errors";
import { caseFiles, generateCase } from "@hackpad/case";
import { convertModel } from "@hackpad/convert";
import type { Analysis } from "@hackpad/preflight";
import { ruleDocs } from "@hackpad/preflight";
import { setAsideOf } from "@hackpad/preflight";
import { baseName, parentOf } from "@hackpad/preflight/paths";
import type { Tree } from "./tree.ts";
import type { FixOptions, StillToDo } from "./types.ts";

const { production, caseFolder, cad } = submissionNames;
const lower = (value: string) => value.toLowerCase();
const under = (path: string, folder: string) => folder !== "" && lower(path).startsWith(`${lower(folder)}/`);
const MODEL = /\.(step|stp|3mf|obj)$/i;
/** Case models the converter cannot read: named in what is still to do. */
const OTHER_MODEL = /\.(f3d|f3z|fcstd|scad|blend|skp|sldprt|sldasm)$/i;
const GENERATED = "generated";

export interface GeneratedCaseInfo {
  screws: number;
  kind: "nuts" | "inserts";
}

export async function fixCase(tree: Tree, analysis: Analysis, input: FixOptions, stillToDo: StillToDo[]): Promise<GeneratedCaseInfo | null> {
  const own = (path: string) => !setAsideOf(path, analysis.setAside) && !lower(path).startsWith(`${lower(submissionNames.archive)}/`);
  const stls = analysis.stls.map((entry) => entry.path).filter((path) => own(path) && tree.has(tree.where(path)));
  if (stls.some((path) => under(path, production))) return null;
  const todo = (text: string) => stillToDo.push({ rule: "case", text, docs: ruleDocs.case });
  if (stls.length > 0) {
    for (const path of stls) {
      const at = tree.where(path);
      tree.move(
        at,
        `${production}/${caseFolder}/${baseName(at)}`,
        "case",
        `${at} is a printed case part: moved into ${production}/${caseFolder}/, where the printers' files go.`,
      );
    }
    return null;
  }
  const board = analysis.pcb ? parentOf(analysis.pcb.path) : "";
  const models = analysis.paths.filter(
    (path) => MODEL.test(path) && own(path) && !under(path, board) && !under(path, submissionNames.pcb) && tree.has(tree.where(path)),
  );
  // Their per-part exports in production/ first; else every model they made (an assembly gives up its printed parts).
  const chosen = models.some((path) => under(path, production)) ? models.filter((path) => under(path, production)) : models;
  if (chosen.length > 0) {
    let converted = 0;
    for (const path of chosen) {
      const at = tree.where(path);
      const bytes = tree.get(at);
      if (!bytes) continue;
      if (/\.(step|stp)$/i.test(path) && !input.loadOcct) {
        todo(`${at} is a STEP model: convert it to one STL per printed part (npm run case -- --convert "${at}") into ${production}/${caseFolder}/.`);
        continue;
      }
      try {
        const result = await convertModel(bytes, baseName(at), { loadOcct: input.loadOcct });
        for (const part of result.parts) {
          tree.add(part.fileName, part.stl, {
            rule: "case",
            kind: "convert",
            from: [at],
            why: `"${part.name}" (${part.size.join(" × ")} mm) converted from ${at}, your own geometry, to STL for the printers.`,
          });
          converted++;
        }
        for (const warning of result.warnings) todo(`${at}: ${warning}`);
      } catch (error) {
        todo(`${at} could not be converted: ${errorClause(error)}. Export each printed part as STL into ${production}/${caseFolder}/.`);
      }
    }
    if (converted > 0 || chosen.length > 0) return null;
  }
  const others = analysis.paths.filter((path) => OTHER_MODEL.test(path) && own(path));
  if (others.length > 0) {
    todo(
      `${others.join(", ")} ${others.length === 1 ? "is a case model" : "are case models"} the converter cannot read: export each printed part as STL into ${production}/${caseFolder}/.`,
    );
    return null;
  }
  if (!analysis.pcb || !input.loadManifold) {
    if (analysis.pcb)
      todo(`There is no case model: make one (or generate one with npm run case) and put one STL per printed part in ${production}/${caseFolder}/.`);
    return null;
  }
  try {
    const generated = await generateCase(analysis.pcb.board, analysis.parts, { screws: "nuts", loadManifold: input.loadManifold });
    for (const part of generated.parts) {
      tree.add(`${production}/${caseFolder}/${GENERATED}-${part.name}.stl`, part.stl, {
        rule: "case",
        kind: "generate",
        from: [analysis.pcb.path],
        why: `There was no case model at all: the guide's case ${part.name} generated from ${analysis.pcb.path}. It is not your design: change it or replace it with your own.`,
        generated: true,
      });
    }
    const assembly = caseFiles.assembly3mf.replace(/([^/]+)$/, `${GENERATED}-$1`);
    tree.add(assembly.startsWith(`${cad}/`) ? assembly : `${cad}/${baseName(assembly)}`, generated.assembly3mf, {
      rule: "cad",
      kind: "generate",
      from: [analysis.pcb.path],
      why: `The generated case assembled with the board and its parts, as one 3MF model.`,
      generated: true,
    });
    for (const warning of generated.warnings) todo(`Generated case: ${warning}`);
    return { screws: generated.layout.screws.length, kind: generated.layout.screwKind };
  } catch (error) {
    todo(`There is no case model, and none could be generated from the board: ${errorClause(error)}.`);
    return null;
  }
}
