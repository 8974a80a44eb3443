import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { listDocFiles } from "../lib/content/doc-files.ts";

const root = process.cwd();

/**
 * Routes are derived from content: each MDX file in `content/docs` is its own route module,
 * project pages share one module fed by `content/projects/<slug>/index.md`.
 */
export default [
  index("routes/home.tsx"),
  layout("layouts/docs-layout.tsx", [
    ...listDocFiles(root)
      .filter((doc) => doc.path !== "/")
      .map((doc) => route(doc.path.slice(1), `../${doc.file}`)),
    route("projects", "routes/projects.tsx"),
    route("projects/:slug", "routes/project.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
