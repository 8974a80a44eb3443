/**
 * The worker behind "Fix what can be fixed" on /check: gets the project's model and report from the preflight
 * worker that read it (over the channel in the request) and runs the fix step (packages/fix) on them, with the case
 * engines' WASM and the board drawing loaded here, on the button press. It posts progress, then the fixed copy as
 * one zip and the change list.
 */
import { zipSync } from "fflate";
import type { FixLinkAnswer, FixLinkRequest, FixMessage, FixRequest } from "./protocol";

interface WorkerScope {
  postMessage(message: FixMessage, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<FixRequest>) => void) | null;
}

const scope = self as unknown as WorkerScope;

/** Asks the model's worker for the project it read; one answer, then the channel closes. */
function project(link: MessagePort): Promise<Extract<FixLinkAnswer, { type: "project" }>> {
  return new Promise((resolve, reject) => {
    link.onmessage = (event: MessageEvent<FixLinkAnswer>) => {
      link.close();
      const answer = event.data;
      if (answer.type === "project") resolve(answer);
      else reject(new Error(answer.message));
    };
    link.postMessage({ type: "project" } satisfies FixLinkRequest);
  });
}

scope.onmessage = async (event) => {
  const post = (message: FixMessage, transfer?: Transferable[]) => scope.postMessage(message, transfer ?? []);
  try {
    post({ type: "progress", fraction: 0, label: "Loading the fixer" });
    const [{ fixModel, changesToMarkdown, drawBoardSvgs }, engines, held] = await Promise.all([
      import("@hackpad/fix"),
      import("~/app/check/case/engines"),
      project(event.data.link),
    ]);
    const result = await fixModel({
      analysis: held.analysis,
      report: held.report,
      dropped: held.dropped,
      input: held.input,
      loadOcct: engines.loadOcct as Parameters<typeof fixModel>[0]["loadOcct"],
      loadManifold: engines.loadManifold as Parameters<typeof fixModel>[0]["loadManifold"],
      drawBoard: drawBoardSvgs,
      onProgress: (fraction, label) => post({ type: "progress", fraction, label }),
    });
    const zip = zipSync(Object.fromEntries(result.files.map((file) => [`${result.name}/${file.path}`, file.bytes])));
    const { changes, stillToDo, rules, mechanicalPass, name } = result;
    const markdown = changesToMarkdown(result, location.origin);
    post({ type: "done", zip, name, markdown, changes, stillToDo, rules, mechanicalPass, reads: held.reads }, [zip.buffer]);
  } catch (error) {
    post({ type: "error", message: error instanceof Error ? error.message : String(error) });
  }
};
