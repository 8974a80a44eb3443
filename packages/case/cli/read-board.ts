/**
 * Node side of `npm run case`: reads a project (folder or zip) with the preflight's reader and hands back the board and its parts as the check read them. Every way this fails is a HackpadError "case" with a
 * sentence for the participant.
 */
import { readProject } from "@hackpad/preflight";
import { readInput } from "@hackpad/preflight/node";
import type { ClassifiedPart } from "@hackpad/preflight";
import type { KicadPcb } from "@hackpad/preflight";
import { HackpadError } from "@hackpad/programme/errors";

export interface ProjectBoard {
  board: KicadPcb;
  parts: ClassifiedPart[];
  /** The board file's path inside the project. */
  pcbPath: string;
  /** The project's top folder, or the name given. */
  name: string;
}

export async function readProjectBoard(target: string): Promise<ProjectBoard> {
  let input;
  try {
    input = readInput(target);
  } catch (error) {
    throw new HackpadError("case", `${target} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const analysis = await readProject(input.files, { input: target, notes: input.notes });
  if (analysis.project.unreadable) throw new HackpadError("case", analysis.project.unreadable);
  if (!analysis.pcb) {
    const broken = analysis.unreadable.find((entry) => entry.area === "pcb");
    throw new HackpadError("case", broken ? broken.message : `${target} holds no .kicad_pcb: the case is made from the board file, so put it in the project.`);
  }
  return { board: analysis.pcb.board, parts: analysis.parts, pcbPath: analysis.pcb.path, name: analysis.project.topFolder ?? target };
}
