/**
 * The preflight worker's side of the channel to the fixer's worker: hands it the model this worker read and the
 * report checked from it (a structured clone; the fixer's WASM needs its own worker), so the fix reads nothing
 * of the project again.
 */
import type { FixLinkAnswer, FixLinkRequest } from "~/app/check/fix/protocol";
import type { ProjectModel, Report } from "@hackpad/preflight";

export interface Held {
  input: string;
  read: ProjectModel;
  report: Report;
  /** The junk the reader dropped from the input, by name: the change list says it was left out. */
  dropped: string[];
}

export function serveFix(port: MessagePort, held: Held, reads: () => number): void {
  port.onmessage = (event: MessageEvent<FixLinkRequest>) => {
    if (event.data.type !== "project") return;
    const answer: FixLinkAnswer = { type: "project", input: held.input, analysis: held.read, report: held.report, dropped: held.dropped, reads: reads() };
    port.postMessage(answer);
    port.close();
  };
}
