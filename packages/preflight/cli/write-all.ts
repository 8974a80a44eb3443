/**
 * The CLIs that write files (`npm run firmware`, `npm run case`, `npm run case -- --convert`) write all of them or
 * none: every file goes into a fresh folder beside `out`, which is then renamed to `out`. An `out` that cannot be
 * that folder (it holds files, is a file, a device or a link to nothing, or has a name the file system refuses) is
 * refused with one sentence the caller turns into its own error, before anything is built or written.
 */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";

export interface FileToWrite {
  /** Forward slashes, relative to `out`. */
  path: string;
  contents: Uint8Array | string;
}

/** The longest file name (bytes of one path component) and path most file systems take (Linux NAME_MAX, PATH_MAX). */
const NAME_MAX_BYTES = 255;
const PATH_MAX_BYTES = 4095;
/** The staging folder's name is `.<out>-` and six characters: its name must fit too. */
const STAGING_EXTRA = 8;

const bytesOf = (text: string) => Buffer.byteLength(text, "utf8");

/** Why a path under `out` (forward slashes) cannot be written, or null. */
function nameProblem(out: string, path: string): string | null {
  const target = resolve(out);
  const parts = [`${basename(target)}${"x".repeat(STAGING_EXTRA)}`, ...path.split("/")];
  const long = parts.find((part) => bytesOf(part) > NAME_MAX_BYTES);
  if (long !== undefined) {
    const shown = path.split("/").includes(long) ? path : out;
    return `The name ${shown.length > 60 ? `${shown.slice(0, 60)}…` : shown} is too long for the file system (${NAME_MAX_BYTES} bytes a name): choose a shorter --out${shown === out ? "" : " or pad name"}.`;
  }
  if (bytesOf(join(target, path)) + STAGING_EXTRA > PATH_MAX_BYTES)
    return `The path under --out is longer than the file system takes (${PATH_MAX_BYTES} bytes): choose a shorter --out.`;
  return null;
}

/** Why `out` cannot be written to, or null when it is new or an empty folder. */
export function outFolderProblem(out: string, paths: readonly string[] = []): string | null {
  const target = resolve(out);
  for (const path of ["", ...paths]) {
    const problem = nameProblem(out, path);
    if (problem) return problem;
  }
  let link;
  let entry;
  try {
    link = lstatSync(target, { throwIfNoEntry: false });
    entry = statSync(target, { throwIfNoEntry: false });
  } catch (error) {
    return `${out} cannot be a folder: ${reasonOf(error)}; give --out a new or empty folder.`;
  }
  if (!link) return null;
  if (!entry) return `${out} is a link to something that does not exist; give --out a new or empty folder.`;
  if (!entry.isDirectory()) return `${out} is ${entry.isFile() ? "a file" : "a device or other special file"}, not a folder; give --out a new or empty folder.`;
  return readdirSync(target).length > 0 ? `${out} already holds files; give --out a new or empty folder.` : null;
}

/** Why a file-system call failed, in words (no stack, no syscall name). */
function reasonOf(error: unknown): string {
  const code = (error as { code?: string }).code;
  const why: Record<string, string> = {
    EACCES: "this user may not write there",
    EPERM: "this user may not write there",
    EROFS: "it is on a read-only file system",
    ENOSPC: "the disk is full",
    ENAMETOOLONG: "a name is too long for the file system",
    ENOTDIR: "part of the path is a file, not a folder",
    EEXIST: "something else appeared there meanwhile",
    ENOTEMPTY: "something else appeared there meanwhile",
  };
  return code && why[code] ? why[code] : error instanceof Error ? error.message : String(error);
}

/** Writes `files` under `out`, all or nothing; `refuse` makes the caller's error from one sentence saying why not. */
export function writeAllOrNothing(out: string, files: readonly FileToWrite[], refuse: (message: string) => Error): string[] {
  const problem = outFolderProblem(
    out,
    files.map((file) => file.path),
  );
  if (problem) throw refuse(problem);
  const target = resolve(out);
  let staging: string | null = null;
  try {
    mkdirSync(dirname(target), { recursive: true });
    staging = mkdtempSync(join(dirname(target), `.${basename(target)}-`));
    for (const file of files) {
      const path = join(staging, ...file.path.split("/"));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.contents);
    }
    if (existsSync(target)) rmdirSync(target);
    renameSync(staging, target);
  } catch (error) {
    if (staging) rmSync(staging, { recursive: true, force: true });
    throw refuse(`Nothing was written to ${out}: ${reasonOf(error)}.`);
  }
  return files.map((file) => join(out, ...file.path.split("/")));
}
