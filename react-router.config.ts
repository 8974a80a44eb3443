import type { Config } from "@react-router/dev/config";
import { allRoutePaths, NOT_FOUND_PRERENDER_PATH } from "./lib/routes.ts";

export default {
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // Opt in to React Router 8 behaviour now, so the upgrade to 8 (which needs Node 22) is a version bump.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  prerender: {
    paths: () => [...allRoutePaths(process.cwd()), NOT_FOUND_PRERENDER_PATH],
    concurrency: 4,
  },
} satisfies Config;
