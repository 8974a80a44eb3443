/**
 * Whether `npm start` must build before serving: when there is no build yet, or when a file the build is
 * made from (the content, the app, the configuration) changed after it. A contributor who adds a page or
 * a project and runs `npm start` then sees it, instead of the build from before the edit.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** What the site is built from, relative to the project folder. */
export const BUILD_SOURCES = ["app", "content", "lib", "public", "scripts", "package-lock.json", "react-router.config.ts", "vite.config.ts"] as const;

/** The newest modification time (ms) of a file or of any file under a folder; 0 if it does not exist. */
export function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
    newest = Math.max(newest, newestChange(join(path, entry.name)));
  }
  return newest;
}

/** Why a build is needed ("no build yet", "content changed since the last build"), or undefined if the build is current. */
export function buildNeeded(root: string, marker: string): string | undefined {
  if (!existsSync(marker)) return "no build found";
  const built = statSync(marker).mtimeMs;
  const changed = BUILD_SOURCES.find((source) => newestChange(join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}
