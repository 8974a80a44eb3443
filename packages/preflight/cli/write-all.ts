/**
 * The CLIs that write files (`npm run firmware`, `npm run case`, `npm run case -- --convert`) write all of them or
 * none: every file goes into a fresh folder beside `out`, which is then renamed to `out`. An `out` that already holds
 * files is refused with a sentence the caller turns into its own error.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";

export interface FileToWrite {
  /** Forward slashes, relative to `out`. */
  path: string;
  contents: Uint8Array | string;
}

/** Why `out` cannot be written to, or null when it is new or empty. */
export function outFolderProblem(out: string): string | null {
  const target = resolve(out);
  return existsSync(target) && readdirSync(target).length > 0 ? `${out} already holds files; give --out a new or empty folder.` : null;
}

/** Writes `files` under `out`, all or nothing; `refuse` makes the caller's error from outFolderProblem's sentence. */
export function writeAllOrNothing(out: string, files: readonly FileToWrite[], refuse: (message: string) => Error): string[] {
  const problem = outFolderProblem(out);
  if (problem) throw refuse(problem);
  const target = resolve(out);
  mkdirSync(dirname(target), { recursive: true });
  const staging = mkdtempSync(join(dirname(target), `.${basename(target)}-`));
  try {
    for (const file of files) {
      const path = join(staging, ...file.path.split("/"));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.contents);
    }
    if (existsSync(target)) rmdirSync(target);
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return files.map((file) => join(out, ...file.path.split("/")));
}
