/**
 * Loads occt-import-js in Node for the command line, the benchmark and the tests: the package's Emscripten
 * factory finds its .wasm beside its .js in node_modules. A fresh module per call, so one file that aborts
 * inside the WebAssembly never leaves a broken module for the next; OpenCascade's own console lines are dropped
 * (the converter words every problem itself).
 */
import occtimportjs from "occt-import-js";
import type { OcctModule } from "../src/index.ts";

export const loadOcctNode = (): Promise<OcctModule> => occtimportjs({ print: () => {}, printErr: () => {} });
