import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** A documentation page found in `content/docs`. */
export interface DocFile {
  /** Path of the MDX file relative to the project root, with forward slashes. */
  file: string;
  /** The URL path the page is served at, e.g. `/keyboard/faq`. */
  path: string;
}

export const DOCS_DIR = "content/docs";

/**
 * Turns a file path inside `content/docs` into its URL path:
 * `guide.mdx` → `/guide`, `keyboard/index.mdx` → `/keyboard`, `keyboard/faq.mdx` → `/keyboard/faq`.
 * File names keep their case, so `advancedPCB.mdx` is served at `/advancedPCB`.
 */
export function docPathFromFile(relativeFile: string): string {
  const withoutExt = relativeFile.replace(/\\/g, "/").replace(/\.mdx?$/, "");
  const trimmed = withoutExt === "index" ? "" : withoutExt.replace(/\/index$/, "");
  return `/${trimmed}`;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every docs page, sorted by URL path. `root` is the project root. */
export function listDocFiles(root: string): DocFile[] {
  const docsDir = join(root, DOCS_DIR);
  return walk(docsDir)
    .map((full) => {
      const rel = relative(docsDir, full).split(sep).join("/");
      return { file: `${DOCS_DIR}/${rel}`, path: docPathFromFile(rel) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
