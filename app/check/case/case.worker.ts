/**
 * The Web Worker behind /check's case panels: converts a case model to STL files, or makes a case for the
 * board, off the page's thread. The engines and their WASM load here, on the first request, from this site.
 */
import { runCaseRequest } from "./run-case";
import type { CaseMessage, CaseRequest } from "./protocol";

interface WorkerScope {
  postMessage(message: CaseMessage, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<CaseRequest>) => void) | null;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = async (event) => {
  const { browserEngines, loadManifold, loadOcct } = await import("./engines");
  await runCaseRequest(event.data, { ...browserEngines, loadOcct, loadManifold }, (message, transfer) => scope.postMessage(message, transfer ?? []));
};
