import { listDocFiles } from "./content/doc-files.ts";
import { listProjectSlugs } from "./content/project-files.ts";
import { assertProjectsValid } from "./projects/validate.ts";

/** Every URL the site prerenders, derived from the content folders: one list, used by the build and the tests. */
export function allRoutePaths(root: string): string[] {
  // The build calls this first (react-router.config.ts prerender.paths): a wrong project folder stops it
  // here with every problem of every project listed (lib/projects/validate.ts).
  assertProjectsValid(root);
  const docs = listDocFiles(root).map((doc) => doc.path);
  const projects = listProjectSlugs(root).map((slug) => `/projects/${slug}`);
  return ["/", ...docs.filter((path) => path !== "/"), "/projects", ...projects];
}

/** Paths that are not pages but are still prerendered: the not-found page becomes `404.html`. */
export const NOT_FOUND_PRERENDER_PATH = "/404";
