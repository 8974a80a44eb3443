// Bundles the engine and its command into dist/ with esbuild, so `npm pack` here gives a tarball with no
// dependencies to install: the programme data it checks against (content/programme) and the parsers
// (fflate, tracespace, saxes) are inside. The engine bundle is platform-neutral (it runs in a Web Worker
// too); the command is for Node.
import { build } from "esbuild";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
rmSync(`${here}dist`, { recursive: true, force: true });
const shared = { bundle: true, format: "esm", target: "es2022", absWorkingDir: here, logLevel: "warning", legalComments: "linked" };
await build({ ...shared, entryPoints: ["src/index.ts"], outfile: "dist/index.js", platform: "neutral", mainFields: ["module", "main"] });
// The command, the batch mode's worker process (the command forks it from beside itself) and the GitHub
// Action's script (action.yml at the repository root runs it).
for (const [entry, out] of [
  ["cli/main.ts", "cli.js"],
  ["cli/batch-worker.ts", "batch-worker.js"],
  ["cli/action-main.ts", "action.js"],
]) {
  await build({ ...shared, entryPoints: [entry], outfile: `dist/${out}`, platform: "node", banner: { js: "#!/usr/bin/env node" } });
}
