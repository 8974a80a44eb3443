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
await build({
  ...shared,
  entryPoints: ["cli/main.ts"],
  outfile: "dist/cli.js",
  platform: "node",
  banner: { js: "#!/usr/bin/env node" },
});
