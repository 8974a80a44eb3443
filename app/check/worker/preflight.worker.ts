/**
 * The Web Worker behind /check: reads the picked files, runs the preflight engine on them and posts progress,
 * the report and then the board drawing. It keeps the project's model afterwards and serves the case panels' worker
 * and the fixer's worker from it, so a project is read once however many cases or fixes are made from it. Nothing here touches the network.
 */
import type { CheckRequest, WorkerMessage } from "~/app/check/lib/worker-protocol";
import { caseInputs } from "~/app/check/case/inputs";
import { checkProject, drawableGerbers, readProject } from "@hackpad/preflight";
import type { DrawableGerbers, InputFile, ProgressEvent } from "@hackpad/preflight";
import { serveCase } from "./serve-case";
import { serveFix, type Held } from "./serve-fix";
import { droppedByReader } from "@hackpad/fix/junk";
import { boardPlaces, type BoardPlace } from "~/app/check/lib/board-places";

interface WorkerScope {
  postMessage(message: WorkerMessage): void;
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
}

const scope = self as unknown as WorkerScope;
const post = (message: WorkerMessage) => scope.postMessage(message);
const READ_REPORT_MS = 100;

/** The project this worker read last, and how many projects it has read (tests see it read each once). */
let model: Held | null = null;
let reads = 0;

async function readFiles(request: Extract<CheckRequest, { type: "check" }>): Promise<InputFile[]> {
  const files: InputFile[] = [];
  let bytes = 0;
  let lastPost = 0;
  for (const picked of request.files) {
    const data = new Uint8Array(await picked.file.arrayBuffer());
    files.push({ path: picked.path, bytes: data });
    bytes += data.length;
    const now = performance.now();
    if (now - lastPost > READ_REPORT_MS || files.length === request.files.length) {
      lastPost = now;
      post({ type: "reading", files: files.length, total: request.files.length, bytes });
    }
  }
  return files;
}

/** Draws the gerber set the engine measured the board from: the engine already read it, within its budgets. */
async function drawing(gerbers: DrawableGerbers | null, noDrawing: string | null, places: BoardPlace[]): Promise<WorkerMessage> {
  try {
    if (!gerbers || gerbers.layers.length === 0)
      return { type: "board", drawing: null, problem: noDrawing ?? "No gerber files were found to draw the board from." };
    post({ type: "progress", event: { stage: "drawing", label: "Drawing your board", fraction: 1 } });
    const { drawBoard } = await import("./draw-board");
    return { type: "board", drawing: { ...drawBoard(gerbers), places }, problem: null };
  } catch (error) {
    return { type: "board", drawing: null, problem: `The gerbers could not be drawn: ${(error as Error).message}` };
  }
}

scope.onmessage = async (event) => {
  const request = event.data;
  if (request.type === "link") {
    if (model && request.for === "fix") serveFix(request.port, model, () => reads);
    else if (model) serveCase(request.port, model.read, model.input, () => reads);
    else request.port.postMessage({ type: "refused", message: "The project has not been checked yet; drop it again." });
    return;
  }
  try {
    const files = await readFiles(request);
    const options = { input: request.input, onProgress: (progress: ProgressEvent) => post({ type: "progress", event: progress }) };
    const analysis = await readProject(files, options);
    reads += 1;
    const report = checkProject(analysis, options);
    model = { input: request.input, read: analysis, report, dropped: droppedByReader(files) };
    post({ type: "report", report, files: analysis.project.files.length, wiring: analysis.wiring, caseInputs: caseInputs(analysis) });
    const { gerbers, noDrawing } = drawableGerbers(analysis);
    post(await drawing(gerbers, noDrawing, analysis.pcb ? boardPlaces(analysis.pcb.board) : []));
  } catch (error) {
    post({ type: "error", message: error instanceof Error ? error.message : String(error) });
  }
};
