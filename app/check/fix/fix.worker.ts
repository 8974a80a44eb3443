/**
 * The worker behind "Fix what can be fixed" on /check: reads the picked files and runs the fix step
 * (packages/fix) on them, with the case engines' WASM and the board drawing loaded here, on the button press.
 * It posts progress, then the fixed copy as one zip and the change list.
 */
import { zipSync } from "fflate";
import type { FixMessage, FixRequest } from "./protocol";

interface WorkerScope {
  postMessage(message: FixMessage, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<FixRequest>) => void) | null;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = async (event) => {
  const request = event.data;
  const post = (message: FixMessage, transfer?: Transferable[]) => scope.postMessage(message, transfer ?? []);
  try {
    post({ type: "progress", fraction: 0, label: "Loading the fixer" });
    const [{ fixSubmission, changesToMarkdown, drawBoardSvgs }, engines] = await Promise.all([import("@hackpad/fix"), import("~/app/check/case/engines")]);
    const files = await Promise.all(request.files.map(async (picked) => ({ path: picked.path, bytes: new Uint8Array(await picked.file.arrayBuffer()) })));
    const result = await fixSubmission({
      files,
      input: request.input,
      loadOcct: engines.loadOcct as Parameters<typeof fixSubmission>[0]["loadOcct"],
      loadManifold: engines.loadManifold as Parameters<typeof fixSubmission>[0]["loadManifold"],
      drawBoard: drawBoardSvgs,
      onProgress: (fraction, label) => post({ type: "progress", fraction, label }),
    });
    const zip = zipSync(Object.fromEntries(result.files.map((file) => [`${result.name}/${file.path}`, file.bytes])));
    const { changes, stillToDo, rules, mechanicalPass, name } = result;
    post({ type: "done", zip, name, markdown: changesToMarkdown(result, location.origin), changes, stillToDo, rules, mechanicalPass }, [zip.buffer]);
  } catch (error) {
    post({ type: "error", message: error instanceof Error ? error.message : String(error) });
  }
};
