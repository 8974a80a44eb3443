/**
 * The one place the browser reaches the case engines (packages/convert, packages/case) and their WASM: only the
 * case worker imports this module, and it imports it when a panel's button is pressed, so neither the engines
 * nor OpenCascade's or Manifold's WASM nor their loaders are part of /check's start-up. The WASM files are
 * emitted into the build by Vite's `?url` imports and fetched from this site (the browser caches them).
 *
 * The engines are found with `import.meta.glob` so that this seam names their entry modules exactly
 * (`/packages/convert/src/index.ts` exporting `convertModel` and `ConvertError`; `/packages/case/src/index.ts`
 * exporting `generateCase` and `CaseError`, as contract.ts types them) and a build without them still builds:
 * the panel then says the engine is not part of this build.
 */
import occtWasmUrl from "occt-import-js/dist/occt-import-js.wasm?url";
import manifoldWasmUrl from "manifold-3d/manifold.wasm?url";
import type { CaseEngine, ConvertEngine, EngineLoaders } from "./contract";

const modules = import.meta.glob(["/packages/convert/src/index.ts", "/packages/case/src/index.ts"]);

export const CONVERT_ENTRY = "/packages/convert/src/index.ts";
export const CASE_ENTRY = "/packages/case/src/index.ts";

/** Said when this build has no such engine (a branch built before the engines were merged); shown as it is. */
export class EngineMissing extends Error {
  override name = "EngineMissing";
}

async function entry<T>(path: string, what: string, names: readonly string[]): Promise<T> {
  const load = modules[path];
  if (!load) throw new EngineMissing(`This build of the site has no ${what} yet.`);
  const module = (await load()) as Record<string, unknown>;
  const missing = names.filter((name) => typeof module[name] !== "function");
  if (missing.length > 0) throw new EngineMissing(`The ${what} in this build does not export ${missing.join(" and ")}.`);
  return module as T;
}

/** OpenCascade compiled to WASM (occt-import-js), its .wasm from this site. */
export async function loadOcct(): Promise<unknown> {
  const { default: factory } = await import("occt-import-js/dist/occt-import-js.js");
  return factory({ locateFile: () => occtWasmUrl });
}

/** Manifold's WASM, set up and ready for booleans, its .wasm from this site. */
export async function loadManifold(): Promise<unknown> {
  const { default: factory } = await import("manifold-3d");
  const manifold = await factory({ locateFile: () => manifoldWasmUrl });
  manifold.setup();
  return manifold;
}

export const browserEngines: EngineLoaders = {
  loadConvert: () => entry<ConvertEngine>(CONVERT_ENTRY, "case converter", ["convertModel", "ConvertError", "boardSizeOf"]),
  loadCase: () => entry<CaseEngine>(CASE_ENTRY, "case maker", ["generateCase", "CaseError"]),
};
