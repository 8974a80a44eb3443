import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
// Node loads this config without a TypeScript loader, so the programme data comes in by path (esbuild bundles it).
import { devServer } from "./content/programme/dimensions.ts";
import { mdxPlugins } from "./lib/mdx/vite-plugins.ts";
import { wasmWorkerAssets } from "./lib/security-headers.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * Groups the site's small shared UI modules (components, hooks, MDX mapping) into one chunk instead of
 * two dozen tiny files, so a page starts with fewer requests. Programme data stays split per module, so a
 * page loads only the facts it shows; route modules, pictures, what MDX pages render (the browser keeps
 * most pages' text as static HTML and never loads it) and anything loaded on demand (search dialog,
 * project gallery) keep their own chunks.
 */
function appChunk(id: string): string | undefined {
  const path = id.split("?")[0]?.replace(/\\/g, "/") ?? "";
  if (path.includes("/node_modules/")) return undefined;
  if (
    /\/app\/components\/(search\/(SearchDialog|query)|projects\/|programme\/|NotFound|ShortcutsDialog|mdx\/(?!copy-code))/.test(path) ||
    path.includes("/app/mdx/")
  )
    return undefined;
  // Helpers only the on-demand tools use stay with them (the checklist's storage, the firmware-pin checks).
  if (/\/app\/lib\/(checklist|firmware-pins)\.ts$/.test(path)) return undefined;
  if (/\/app\/(components|hooks|lib|mdx)\//.test(path) || /\/lib\/(paths|page-meta|prev-next|page-info)\.ts$/.test(path)) return "ui";
  return undefined;
}

// One day for the whole build, fixed on first read of this file: the prerendered pages and the browser bundle
// must agree on it (app/lib/build-day.ts). HACKPAD_BUILD_DAY=YYYY-MM-DD builds the site as of another day.
process.env.HACKPAD_BUILD_DAY ??= new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(process.env.HACKPAD_BUILD_DAY)) {
  throw new Error(`HACKPAD_BUILD_DAY is "${process.env.HACKPAD_BUILD_DAY}": write the day as YYYY-MM-DD, e.g. 2025-02-10`);
}

/**
 * Programme data, the engines' sources and the on-demand picture wrappers do nothing when loaded but define
 * values, so a page that imports one (an engine through its package entry) and, in the browser, does not use
 * all of it must not load the rest. Rollup cannot tell on its own (a top-level call such as lazy() might have
 * effects), so this says it; each package's `sideEffects: false` says the same to other bundlers.
 */
const sideEffectFree: Plugin = {
  name: "hackpad:side-effect-free-data",
  transform(code, id) {
    const path = id.split("?")[0]?.replace(/\\/g, "/") ?? "";
    if (/\/(content\/programme|packages\/[^/]+\/src)\/.+\.ts$/.test(path) || path.endsWith("/app/illustrations/lazy.tsx")) {
      return { code, map: null, moduleSideEffects: false };
    }
    return undefined;
  },
};

/**
 * @tracespace/core can also read a board from a file path, and only for that it imports node:fs/promises and
 * node:path, on demand. The site hands it File objects in the /check worker, so that branch never runs in a
 * browser; this gives those two imports (from that package only) a small module that says so if it ever did,
 * instead of Vite's empty stand-in and its "externalized for browser compatibility" notice on every build.
 */
const TRACESPACE_NODE_IMPORTS = new Set(["node:fs/promises", "node:path"]);
const NODE_ONLY_STUB = "\0hackpad:tracespace-node-only";
const tracespaceNodeImports: Plugin = {
  name: "hackpad:tracespace-node-imports",
  enforce: "pre",
  resolveId(source, importer) {
    const from = importer?.replace(/\\/g, "/") ?? "";
    return TRACESPACE_NODE_IMPORTS.has(source) && from.includes("/node_modules/@tracespace/core/") ? NODE_ONLY_STUB : undefined;
  },
  load(id) {
    if (id !== NODE_ONLY_STUB) return undefined;
    const refuse = "throw new TypeError('@tracespace/core reads file paths only in Node.js; pass File objects in the browser.');";
    return `export function basename() { ${refuse} }\nexport async function readFile() { ${refuse} }\n`;
  },
};

/**
 * Manifold's Emscripten loader finds its own folder with `new URL("./", import.meta.url)` in a branch that runs only
 * in Node. Vite reads any such literal as an asset to emit, and so copies the unbundled loader (with its Node-only
 * `import("module")`) into the build as a file nothing loads. The same URL written without a literal is left alone;
 * in the browser the WebAssembly comes from `locateFile` (app/check/case/engines.ts).
 */
const MANIFOLD_LOADER = /\/node_modules\/manifold-3d\/manifold\.js$/;
const manifoldNodeFolder: Plugin = {
  name: "hackpad:manifold-node-folder",
  enforce: "pre",
  transform(code, id) {
    if (!MANIFOLD_LOADER.test(id.replace(/\\/g, "/"))) return undefined;
    const literal = 'new URL("./",import.meta.url)';
    if (!code.includes(literal)) this.error(`${id}: the Node-only folder lookup this plugin rewrites is no longer there; check manifold-3d's loader.`);
    return { code: code.replace(literal, 'new URL(".", String(import.meta.url))'), map: null };
  },
};

/**
 * The server build only prerenders the pages and is deleted afterwards, so splitting it into chunks gains
 * nothing: its dynamic imports (the on-demand pictures, islands and not-found page, which pages also import
 * directly) are inlined rather than reported as "dynamic import will not move module into another chunk".
 */
const singleServerBundle: Plugin = {
  name: "hackpad:single-server-bundle",
  applyToEnvironment: (environment) => environment.name === "ssr",
  outputOptions: (options) => ({ ...options, manualChunks: undefined, inlineDynamicImports: true }),
};

/** The workers whose engines compile WebAssembly (OpenCascade, Manifold). */
const WASM_WORKERS = new Set(["case.worker", "fix.worker"]);

export default defineConfig({
  define: { __BUILD_DAY__: JSON.stringify(process.env.HACKPAD_BUILD_DAY) },
  resolve: { alias: { "~": root.replace(/\/$/, "") } },
  plugins: [...mdxPlugins(root), tailwindcss(), reactRouter(), sideEffectFree, tracespaceNodeImports, manifoldNodeFolder, singleServerBundle],
  // `npm run dev`: not npm start's port, so both can run at once (README).
  server: { port: devServer.hotReloadPort, host: process.env.HOST ?? "127.0.0.1" },
  // The /check page's worker loads the board renderer on demand, which needs an ES module worker.
  // The workers that run the case engines (the case panels' and the fixer's) go in assets/case/, the one path whose
  // CSP lets a script compile WebAssembly (lib/security-headers.ts, wasmWorkerAssets).
  worker: {
    format: "es",
    plugins: () => [tracespaceNodeImports, manifoldNodeFolder],
    rollupOptions: {
      output: { entryFileNames: (chunk) => (WASM_WORKERS.has(chunk.name) ? `${wasmWorkerAssets.slice(1)}[name]-[hash].js` : "assets/[name]-[hash].js") },
    },
  },
  build: {
    target: "es2022",
    // The one chunk over Rollup's 500 kB notice is /check's 3D preview (three.js, 550 kB, 137 kB gzip), loaded only
    // when the "Make a case" panel opens; every page's start-up weight is held by tests/e2e/weight.test.ts.
    chunkSizeWarningLimit: 600,
    rollupOptions: { output: { manualChunks: appChunk } },
  },
});
