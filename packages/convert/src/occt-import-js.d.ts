/**
 * Types for the occt-import-js package (it ships none): its main export is Emscripten's module factory. In Node
 * the .wasm is found beside the .js; in a browser or worker, pass `locateFile` (the .wasm's URL, e.g. from a
 * Vite `?url` import) or `wasmBinary` (its bytes). Only cli/ and the site's worker import the package itself.
 */
declare module "occt-import-js" {
  import type { OcctModule } from "./occt.ts";

  interface OcctOverrides {
    locateFile?: (path: string, prefix: string) => string;
    wasmBinary?: ArrayBuffer | Uint8Array;
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }
  const occtimportjs: (overrides?: OcctOverrides) => Promise<OcctModule>;
  export default occtimportjs;
}
