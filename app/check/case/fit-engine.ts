/**
 * The fit check and the case maker's reading of the board, loaded together (pure TypeScript, no WASM of their own:
 * a STEP model brings OpenCascade through the loader the worker hands in). Apart from engines.ts so tests in Node
 * load the same pieces.
 */
import type { FitEngine } from "./engines";

export async function loadFit(): Promise<FitEngine> {
  const [{ fitSets, readFitParts }, { readCaseBoard }] = await Promise.all([import("@hackpad/fit"), import("@hackpad/case")]);
  return { fitSets, readFitParts, readCaseBoard };
}
