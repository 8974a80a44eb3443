/**
 * The preflight worker's side of the channel to a case worker: hands it the board or one model file from the
 * model this worker read, and checks again with the files it made added (read alone: `addFiles`). The model
 * itself stays as the participant's files are; each run's files are checked against it on their own.
 */
import type { LinkAnswer, LinkRequest } from "~/app/check/case/protocol";
import { addFiles, checkProject, type ProjectModel } from "@hackpad/preflight";

export function serveCase(port: MessagePort, model: ProjectModel, input: string, reads: () => number): void {
  const answer = (message: LinkAnswer, transfer: Transferable[] = []) => port.postMessage(message, transfer);
  port.onmessage = (event: MessageEvent<LinkRequest>) => {
    const request = event.data;
    if (request.type === "board") {
      if (!model.pcb) answer({ type: "refused", message: "No .kicad_pcb board could be read from your files, so there is nothing to make a case around." });
      else answer({ type: "board", board: model.pcb.board, parts: model.parts, path: model.pcb.path });
    } else if (request.type === "model") {
      const file = model.project.files.find((entry) => entry.path === request.path);
      const bytes = file?.bytes.slice();
      // The project's own board, when it has one, goes with the model: it decides which body is the board and an OBJ's unit.
      if (bytes) answer({ type: "model", path: request.path, bytes, board: model.pcb?.board ?? null }, [bytes.buffer]);
      else answer({ type: "refused", message: `${request.path} is not in the project any more; check the project again.` });
    } else if (request.type === "reads") {
      answer({ type: "reads", reads: reads() });
    } else {
      answer({ type: "rechecked", report: checkProject(addFiles(model, request.files), { input }), reads: reads() });
      port.close();
    }
  };
}
