import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

export const PROJECTS_DIR = "content/projects";

/** A project slug: lower-case letters, digits and single dashes, starting and ending with a letter or digit. */
export const PROJECT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An entry of `content/projects`: every folder and stray file, good names or not (dotfiles aside). */
export interface ProjectEntry {
  name: string;
  isFolder: boolean;
  hasIndex: boolean;
}

/** Everything in `content/projects` except dotfiles, sorted by name, so checks can report bad entries. */
export function listProjectEntries(root: string, dir = PROJECTS_DIR): ProjectEntry[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith("."))
    .map((entry) => ({
      name: entry.name,
      isFolder: entry.isDirectory(),
      hasIndex: entry.isDirectory() && existsSync(join(full, entry.name, "index.md")),
    }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Slugs of the project folders that can become pages: a valid slug with an `index.md`, sorted.
 * Folders that fail these rules are reported by `lib/projects/validate.ts`, which the build runs first.
 */
export function listProjectSlugs(root: string, dir = PROJECTS_DIR): string[] {
  return listProjectEntries(root, dir)
    .filter((entry) => entry.hasIndex && PROJECT_SLUG.test(entry.name))
    .map((entry) => entry.name);
}
