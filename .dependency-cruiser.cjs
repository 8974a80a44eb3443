/**
 * The rooms and who may import whom (README "Layout"). `npm test` runs this check (npm run check:boundaries).
 * - packages/preflight/src: the engine. Runs in a Web Worker and in Node: no Node built-ins, nothing of the
 *   site but the programme data in content/programme.
 * - packages/firmware/src: the firmware generators. Run in the browser (loaded on demand by /check) and in Node:
 *   no Node built-ins; only the programme data and the preflight's Wiring type.
 * - packages/convert/src: the case converter (STEP/3MF/OBJ → STL): no Node built-ins; the programme data, the
 *   mesh helpers and the preflight's readers only.
 * - packages/mesh/src: triangle meshes (STL out, bounds, closedness, bodies) for the case tools: no Node
 *   built-ins, no imports of the site at all.
 * - packages/case/src: the case engine (solids with manifold-3d). Runs in a Web Worker and in Node: no Node
 *   built-ins; only the programme data, the mesh helpers and the preflight's board reading.
 * - packages/fit/src: the fit check (a participant's case measured against their board): no Node built-ins; the
 *   programme data, the mesh helpers, the case engine's and the preflight's entries only.
 * - app: the browser runtime. Nothing it ships may reach a Node built-in; it never imports the tools, the
 *   tests or the scripts.
 * - lib: build-time code and pure helpers the build and the app share. Never imports the app's components,
 *   the tools or the tests.
 * - tools: quality gates and browser test tooling, outside the product: used by tests and scripts only.
 */
const nodeBuiltin = { dependencyTypes: ["core"] };

module.exports = {
  forbidden: [
    {
      name: "engine-no-node",
      comment: "The preflight engine runs in a Web Worker: no Node built-ins (its command line lives in cli/).",
      severity: "error",
      from: { path: "^packages/preflight/src/" },
      to: nodeBuiltin,
    },
    {
      name: "engine-only-programme-data",
      comment: "The engine may use the programme data (and the site's address, for its links) and its own npm dependencies, nothing else of the site.",
      severity: "error",
      from: { path: "^packages/preflight/src/" },
      to: { path: "^(app|lib|tools|tests|scripts|server)/|^content/(?!programme/|site\\.ts$)" },
    },
    {
      name: "firmware-no-node",
      comment: "The firmware generators run in the browser too: no Node built-ins (their command line lives in cli/).",
      severity: "error",
      from: { path: "^packages/firmware/src/" },
      to: nodeBuiltin,
    },
    {
      name: "firmware-only-programme-data",
      comment: "The firmware generators use the programme data and the preflight's wiring types, nothing else of the site or the engine.",
      severity: "error",
      from: { path: "^packages/firmware/src/" },
      to: { path: "^(app|lib|tools|tests|scripts|server)/|^content/(?!programme/)|^packages/(?!firmware/|preflight/src/wiring/)" },
    },
    {
      name: "mesh-stands-alone",
      comment: "The mesh helpers run in a worker and in Node and import nothing of the site or a Node built-in.",
      severity: "error",
      from: { path: "^packages/mesh/src/" },
      to: { path: "^(app|lib|tools|tests|scripts|server|content)/|^packages/(?!mesh/)|^(node:)?(fs|path|url|os|util|child_process|worker_threads)(/|$)" },
    },
    {
      name: "convert-no-node",
      comment: "The case converter runs in a Web Worker too: no Node built-ins (its command line and Node loader live in cli/).",
      severity: "error",
      from: { path: "^packages/convert/src/" },
      to: nodeBuiltin,
    },
    {
      name: "convert-only-programme-data",
      comment:
        "The converter uses the programme data, the mesh helpers and the preflight's readers (zip, XML, STEP, 3MF, limits, the case limit), nothing else of the site.",
      severity: "error",
      from: { path: "^packages/convert/src/" },
      to: { path: "^(app|lib|tools|tests|scripts|server)/|^content/(?!programme/)|^packages/(?!convert/|mesh/src/|preflight/src/)" },
    },
    {
      name: "case-no-node",
      comment: "The case engine runs in a Web Worker and in Node: no Node built-ins (its command line lives in cli/).",
      severity: "error",
      from: { path: "^packages/case/src/" },
      to: nodeBuiltin,
    },
    {
      name: "case-only-programme-data",
      comment: "The case engine uses the programme data, the mesh helpers and the preflight's board reading, nothing else of the site.",
      severity: "error",
      from: { path: "^packages/case/src/" },
      to: { path: "^(app|lib|tools|tests|scripts|server)/|^content/(?!programme/)|^packages/(?!case/|mesh/|preflight/src/)" },
    },
    {
      name: "fit-no-node",
      comment: "The fit check runs in a Web Worker and in Node: no Node built-ins.",
      severity: "error",
      from: { path: "^packages/fit/src/" },
      to: nodeBuiltin,
    },
    {
      name: "fit-only-case-entry",
      comment: "The fit check uses the programme data, the mesh helpers, the case engine and the preflight (for its rule) through their entries, nothing else.",
      severity: "error",
      from: { path: "^packages/fit/src/" },
      to: {
        path: "^(app|lib|tools|tests|scripts|server)/|^content/(?!programme/)|^packages/(?!fit/|mesh/src/index\\.ts$|case/src/index\\.ts$|preflight/src/index\\.ts$)",
      },
    },
    {
      name: "browser-no-node",
      comment: "Code the browser runs must not reach a Node built-in, directly or through what it imports.",
      severity: "error",
      // routes.ts and entry.server.tsx run only in Node; the project routes' loaders run only when the pages are
      // prerendered (React Router leaves loaders out of the browser build).
      from: { path: "^app/", pathNot: "^app/(routes\\.ts|entry\\.server\\.tsx|routes/projects?\\.tsx)$" },
      to: { path: "^(node:)?(fs|path|url|os|util|child_process|http|https|net|crypto|stream|zlib|module|worker_threads)(/|$)", reachable: true },
    },
    {
      name: "product-not-tooling",
      comment: "The site and the engine never import the quality tools, the tests or the scripts.",
      severity: "error",
      from: { path: "^(app|lib|content|server|packages/(preflight|firmware|mesh|convert|case)/(src|cli))/" },
      to: { path: "^(tools|tests|scripts)/" },
    },
    {
      name: "lib-not-app",
      comment: "Build-time code and shared helpers do not import the app's components.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^app/" },
    },
    {
      name: "tooling-not-tests",
      comment: "Scripts and tools stand on their own: they never import from tests/.",
      severity: "error",
      from: { path: "^(tools|scripts)/" },
      to: { path: "^tests/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|\\.react-router|packages/[^/]+/dist)/" },
    // Type-only imports vanish when compiled: what counts is what runs.
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
