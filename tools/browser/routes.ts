import { allRoutePaths } from "../../lib/routes.ts";

/** Every prerendered page path, from the same function the build uses. */
export const routePaths = allRoutePaths(process.cwd());
