/**
 * Turns the input (a folder's files, or one `.zip`) into the project's file list: paths normalised, one shared
 * top folder stripped, macOS junk dropped, size and count caps applied. Problems become notes, never throws.
 */
import { FILE_LIMIT, formatBytes, MAX_ENTRIES, MAX_INPUT_BYTES, MAX_UNPACKED_BYTES } from "./limits.ts";
import { looksLikeZip, readZip, type UnzipBudget } from "./parsers/zip.ts";
import type { InputFile } from "./types.ts";
import { refusalWords, singleFileRefusal } from "./refusal.ts";
import { baseName } from "./paths.ts";

export interface ProjectFile {
  /** Normalised path inside the project, forward slashes, no shared top folder. */
  path: string;
  bytes: Uint8Array;
}

export interface Project {
  files: ProjectFile[];
  /** The folder name the files shared (GitHub's `repo-main`), or the zip's name without `.zip`. */
  topFolder: string | null;
  /** Problems with the input, one sentence each naming the file. */
  notes: string[];
  /** Set when nothing of the input could be read; the CLI exits with 2. */
  unreadable?: string;
  /** With `unreadable`, when the usual advice (download the repository again) would not help. */
  advice?: string;
  budget: UnzipBudget;
}

/** Forward slashes, no leading `/` or `./`, no `.` or `..` segments (names only: nothing is ever written). */
export function normalisePath(raw: string): { path: string; climbed: boolean } {
  const parts = raw
    .replace(/\\/g, "/")
    .replace(/^[A-Za-z]:\//, "")
    .split("/");
  const out: string[] = [];
  let climbed = false;
  for (const part of parts) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      climbed = true;
      out.pop();
      continue;
    }
    out.push(part);
  }
  return { path: out.join("/"), climbed };
}

/** macOS copies: `__MACOSX/` folders, `._name` AppleDouble files, `.DS_Store`; and Git's own folder. */
export function isJunkPath(path: string): boolean {
  const segments = path.split("/");
  const base = segments[segments.length - 1] ?? "";
  return segments.some((segment) => segment === "__MACOSX" || segment === ".git") || base.startsWith("._") || base === ".DS_Store";
}

/** The one folder every path starts with, when there is one and no file sits at the top. */
export function sharedTopFolder(paths: readonly string[]): string | null {
  if (paths.length === 0) return null;
  let top: string | null = null;
  for (const path of paths) {
    const slash = path.indexOf("/");
    if (slash <= 0) return null;
    const first = path.slice(0, slash);
    if (top === null) top = first;
    else if (top !== first) return null;
  }
  return top;
}

export function newBudget(): UnzipBudget {
  return { entriesLeft: MAX_ENTRIES, bytesLeft: MAX_UNPACKED_BYTES };
}

/** Declared size of an input file: the CLI and the browser pass `size` for files too big to read. */
function declaredSize(file: InputFile): number {
  return Math.max(file.size ?? 0, file.bytes.length);
}

function tooLargeNote(path: string, size: number): string {
  return `${path} is ${formatBytes(size)}, more than the ${formatBytes(MAX_INPUT_BYTES)} the check reads; it was not read.`;
}

export function buildProject(input: readonly InputFile[], inputName: string, readerNotes: readonly string[] = []): Project {
  const budget = newBudget();
  const notes: string[] = [...readerNotes];
  let raw: ProjectFile[] = input.map((file) => ({ path: file.path, bytes: file.bytes }));
  let zipTop: string | null = null;
  /** Nothing of the input can be read: `unreadable` says why, with the notes so far and advice when the usual would not help. */
  const refuse = (why: string, said = [why], advice?: string): Project => ({ files: [], topFolder: null, notes: said, unreadable: why, advice, budget });
  const single = input.length === 1 ? input[0] : undefined;
  const refused = single && !/\.zip$/i.test(single.path) && !looksLikeZip(single.bytes) ? singleFileRefusal(single.path) : null;
  if (refused) return refuse(refused);
  if (single && (/\.zip$/i.test(single.path) || looksLikeZip(single.bytes))) {
    const size = declaredSize(single);
    if (size > MAX_INPUT_BYTES) return refuse(tooLargeNote(single.path, size), undefined, refusalWords.tooLargeAdvice);
    // A file inside the zip has the same limit as a file dropped on its own.
    const zip = readZip(single.bytes, single.path, budget, FILE_LIMIT);
    notes.push(...zip.problems);
    if (zip.unreadable) return refuse(zip.problems[0] ?? `${single.path} cannot be read.`, notes);
    raw = zip.entries.map((entry) => ({ path: entry.name, bytes: entry.bytes }));
    zipTop = baseName(single.path).replace(/\.zip$/i, "");
  } else {
    if (input.length > MAX_ENTRIES) {
      notes.push(`The input has ${input.length} files; the check reads the first ${MAX_ENTRIES}.`);
      raw = raw.slice(0, MAX_ENTRIES);
    }
    budget.entriesLeft = Math.max(0, budget.entriesLeft - raw.length);
    raw = raw.filter((file, index) => {
      const size = declaredSize(input[index] ?? file);
      if (size <= MAX_INPUT_BYTES) return true;
      notes.push(tooLargeNote(file.path, size));
      return false;
    });
  }
  const files: ProjectFile[] = [];
  for (const file of raw) {
    const { path, climbed } = normalisePath(file.path);
    if (climbed) notes.push(`The name "${file.path}" climbs out of its folder with "../"; it was read as "${path}".`);
    // A name that was not valid UTF-8 reaches us with U+FFFD in place of the bytes it could not decode.
    if (path.includes("\uFFFD")) notes.push(`The name "${path}" is not valid UTF-8 (shown with \uFFFD); rename the file with plain letters.`);
    if (path === "" || isJunkPath(path)) continue;
    files.push({ path, bytes: file.bytes });
  }
  const top = sharedTopFolder(files.map((file) => file.path));
  if (top) for (const file of files) file.path = file.path.slice(top.length + 1);
  if (files.length === 0 && !notes.length) return refuse(`${inputName} holds no files.`);
  return { files, topFolder: top ?? zipTop, notes, budget };
}
