import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

export const PROJECTS_DIR = "content/projects";

/** A project slug: lower-case letters, digits and single dashes, starting with a letter or digit. */
export const PROJECT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Slugs of every folder in `content/projects` that holds an `index.md`, sorted. */
export function listProjectSlugs(root: string): string[] {
  const dir = join(root, PROJECTS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, "index.md")))
    .map((entry) => entry.name)
    .sort();
}
