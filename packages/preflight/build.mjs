// Bundles the engine and its command into dist/ with esbuild, so `npm pack` here gives a tarball with no
// dependencies to install: the programme data it checks against (content/programme) and the parsers
// (fflate, tracespace, saxes) are inside. The engine bundle is platform-neutral (it runs in a Web Worker
// too); the command is for Node.
import { build } from "esbuild";
import { copyFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
rmSync(`${here}dist`, { recursive: true, force: true });
const shared = { bundle: true, format: "esm", target: "es2022", absWorkingDir: here, logLevel: "warning", legalComments: "linked" };
await build({ ...shared, entryPoints: ["src/index.ts"], outfile: "dist/index.js", platform: "neutral", mainFields: ["module", "main"] });
// The command, the batch mode's worker process (the command forks it from beside itself) and the GitHub
// Action's script (action.yml at the repository root runs it).
// OpenCascade (occt-import-js, for the fit check's STEP models) is Emscripten's CommonJS for Node: it calls
// require("fs") and finds its .wasm beside itself through __dirname. An ES module has neither, so each command
// makes them (Node's createRequire, and the bundle's own folder), and the .wasm is copied beside the bundles.
const nodeGlobals = [
  "#!/usr/bin/env node",
  'import { createRequire as __hackpadRequire } from "node:module";',
  'import { fileURLToPath as __hackpadPath } from "node:url";',
  "const require = __hackpadRequire(import.meta.url);",
  "const __filename = __hackpadPath(import.meta.url);",
  'const __dirname = __hackpadPath(new URL(".", import.meta.url));',
].join("\n");
for (const [entry, out] of [
  ["cli/main.ts", "cli.js"],
  ["cli/batch-worker.ts", "batch-worker.js"],
  ["cli/action-main.ts", "action.js"],
]) {
  await build({ ...shared, entryPoints: [entry], outfile: `dist/${out}`, platform: "node", banner: { js: nodeGlobals } });
}
const occtWasm = createRequire(import.meta.url).resolve("occt-import-js/dist/occt-import-js.wasm");
copyFileSync(occtWasm, `${here}dist/occt-import-js.wasm`);
