/**
 * The walls the package manager and the compiler cannot draw (README "Layout"). `npm test` runs this check
 * (npm run check:boundaries). What they do draw is left to them: each workspace package (packages/*,
 * content/programme) is reached only through its name and its package.json `exports` (a path that is not
 * exported does not resolve), and each engine's own tsconfig has no Node and no DOM types, so `tsc -p` fails
 * on a Node built-in in its src/.
 * - A package's folder is entered from outside only by its name: a relative or ~/ path into another package
 *   (a deep import) is refused, from the site and from the other packages and their tests alike.
 * - A package's product code (src/, cli/) and the programme data never reach into the site's folders.
 * - The mesh helpers stand alone; the firmware generators use the preflight's types only, never its code.
 * - app: the browser runtime. Nothing it ships may reach a Node built-in; it never imports the tools, the
 *   tests or the scripts.
 * - lib: build-time code and pure helpers the build and the app share. Never imports the app's components,
 *   the tools or the tests.
 * - tools: quality gates and browser test tooling, outside the product: used by tests and scripts only.
 */
const packageFolder = "^(packages/[^/]+|content/programme)/";

module.exports = {
  forbidden: [
    {
      name: "deep-import",
      comment: "Another package is imported by its name (@hackpad/…), through its exports, never by a path into its folder.",
      severity: "error",
      from: { pathNot: packageFolder },
      to: { path: packageFolder, dependencyTypes: ["local"], dependencyTypesNot: ["aliased-workspace"] },
    },
    {
      name: "deep-import-between-packages",
      comment: "A package imports another by its name (@hackpad/…), through its exports, never by a path into its folder.",
      severity: "error",
      from: { path: packageFolder },
      to: { path: packageFolder, pathNot: "^$1/", dependencyTypes: ["local"], dependencyTypesNot: ["aliased-workspace"] },
    },
    {
      name: "package-not-site",
      comment: "A package's product code and the programme data stand outside the site: no path out of their own folder.",
      severity: "error",
      from: { path: "^(packages/[^/]+|content/programme)/(?!tests/)" },
      to: { pathNot: "^$1/", dependencyTypes: ["local"], dependencyTypesNot: ["aliased-workspace"] },
    },
    {
      name: "mesh-stands-alone",
      comment: "The mesh helpers import no other package and no site code.",
      severity: "error",
      from: { path: "^packages/mesh/src/" },
      to: { path: "^(packages/(?!mesh/)|content/)" },
    },
    {
      name: "firmware-types-only",
      comment: "The firmware generators run the programme data's code only: the preflight gives them its types (which vanish when compiled).",
      severity: "error",
      from: { path: "^packages/firmware/src/" },
      to: { path: "^packages/(?!firmware/)" },
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
      comment: "The site never imports the quality tools, the tests or the scripts.",
      severity: "error",
      from: { path: "^(app|lib|content|server)/" },
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
