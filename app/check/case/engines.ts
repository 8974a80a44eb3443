/**
 * The one place the browser reaches the case engines (@hackpad/convert, @hackpad/case, @hackpad/fit) and their WASM: only the
 * case worker imports this module, and it imports it when a panel's button is pressed, so neither the engines
 * nor OpenCascade's or Manifold's WASM nor their loaders are part of /check's start-up. The WASM files are
 * emitted into the build by Vite's `?url` imports and fetched from this site (the browser caches them).
 */
import occtWasmUrl from "occt-import-js/dist/occt-import-js.wasm?url";
import manifoldWasmUrl from "manifold-3d/manifold.wasm?url";
import type * as CaseModule from "@hackpad/case";
import type * as ConvertModule from "@hackpad/convert";
import type * as FitModule from "@hackpad/fit";
import { loadFit } from "./fit-engine";
import type { OcctModule } from "@hackpad/convert";

/** What the worker uses of each engine, with the engines' own types (unit tests hand in engines of their own). */
export type ConvertEngine = Pick<typeof ConvertModule, "convertModel" | "boardSizeOf">;
export type CaseEngine = Pick<typeof CaseModule, "generateCase">;
/** The fit check, with the case maker's reading of the board it measures against. */
export type FitEngine = Pick<typeof FitModule, "fitSets" | "readFitParts"> & Pick<typeof CaseModule, "readCaseBoard">;

export interface EngineLoaders {
  loadConvert(): Promise<ConvertEngine>;
  loadCase(): Promise<CaseEngine>;
  loadFit(): Promise<FitEngine>;
}

/** OpenCascade compiled to WASM (occt-import-js), its .wasm from this site. */
export async function loadOcct(): Promise<OcctModule> {
  const { default: factory } = await import("occt-import-js/dist/occt-import-js.js");
  return (await factory({ locateFile: () => occtWasmUrl })) as OcctModule;
}

/** Manifold's WASM, set up and ready for booleans, its .wasm from this site. */
export async function loadManifold() {
  const { default: factory } = await import("manifold-3d");
  const manifold = await factory({ locateFile: () => manifoldWasmUrl });
  manifold.setup();
  return manifold;
}

export const browserEngines: EngineLoaders = {
  loadConvert: () => import("@hackpad/convert"),
  loadCase: () => import("@hackpad/case"),
  loadFit,
};
