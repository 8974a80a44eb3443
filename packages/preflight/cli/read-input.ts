/**
 * Node side of the preflight (the CLI, the tests and the benchmark): turns a folder or a file into the engine's
 * `InputFile[]`. Sizes are checked with stat before reading, so a 2 GB file is reported, never loaded.
 * The walk never leaves the input folder: a link is followed only when its real target lies inside it, each
 * real folder is visited once (so `a -> .` ends), and an entry that cannot be read (a link loop, a dangling
 * link, a path longer than the system allows, a fifo) is skipped with a note instead of stopping the check.
 */
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync, type Stats } from "node:fs";
import { basename, join, sep } from "node:path";
import { MAX_ENTRIES, MAX_INPUT_BYTES } from "../src/limits.ts";
import type { InputFile } from "../src/types.ts";

const SKIP_DIRS = new Set([".git", "node_modules"]);
/** Folder entries the walk looks at, in all (files, folders, links, skipped ones): bounds the work on huge trees. */
const MAX_VISITED = MAX_ENTRIES * 4;

export interface ReadInput {
  files: InputFile[];
  /** Entries skipped and why, one sentence each naming the path inside the folder. */
  notes: string[];
}

const reason = (error: unknown) => {
  const code = (error as { code?: string }).code;
  if (code === "ELOOP") return "it is a link that loops back on itself";
  if (code === "ENOENT") return "it is a link to something that does not exist";
  if (code === "ENAMETOOLONG") return "its path is longer than the system allows";
  if (code === "EACCES" || code === "EPERM") return "it may not be read (permissions)";
  return `it cannot be read (${code ?? (error instanceof Error ? error.message : String(error))})`;
};

/** Reads `target` (a folder or one file). Throws an Error with a clear message when it does not exist. */
export function readInput(target: string): ReadInput {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    throw new Error(`${target}: no such file or folder.`);
  }
  if (stats.isFile()) {
    const notes: string[] = [];
    const file = readOne(target, basename(target), stats.size, notes);
    if (!file) throw new Error(`${target}: ${notes[0] ?? "it cannot be read"}`);
    return { files: [file], notes };
  }
  if (!stats.isDirectory()) throw new Error(`${target} is neither a file nor a folder.`);
  const root = realpathSync(target);
  const inside = (real: string) => real === root || real.startsWith(root.endsWith(sep) ? root : root + sep);
  const files: InputFile[] = [];
  const notes: string[] = [];
  const seen = new Set<string>([`${stats.dev}:${stats.ino}`]);
  const pending: { real: string; path: string }[] = [{ real: root, path: "" }];
  let visited = 0;
  // Breadth-first, stopping one past the entry cap so the engine can say that files were left out.
  while (pending.length > 0 && files.length <= MAX_ENTRIES && visited < MAX_VISITED) {
    const dir = pending.shift() ?? { real: root, path: "" };
    let names: string[];
    try {
      names = readdirSync(dir.real).sort();
    } catch (error) {
      notes.push(`The folder "${dir.path}" was skipped: ${reason(error)}.`);
      continue;
    }
    for (const name of names) {
      if (++visited > MAX_VISITED) {
        notes.push(`The folder holds more than ${MAX_VISITED} entries; the check stopped looking after that many.`);
        break;
      }
      const path = dir.path ? `${dir.path}/${name}` : name;
      const full = join(dir.real, name);
      let entry: Stats;
      let real = full;
      try {
        entry = lstatSync(full);
        if (entry.isSymbolicLink()) {
          real = realpathSync(full);
          if (!inside(real)) {
            notes.push(`"${path}" is a link to something outside the folder; it was not followed.`);
            continue;
          }
          entry = statSync(real);
        }
      } catch (error) {
        notes.push(`"${path}" was skipped: ${reason(error)}.`);
        continue;
      }
      if (entry.isDirectory()) {
        if (SKIP_DIRS.has(name)) continue;
        const key = `${entry.dev}:${entry.ino}`;
        if (seen.has(key)) {
          notes.push(`"${path}" leads to a folder already read (a link); it was read once.`);
          continue;
        }
        seen.add(key);
        pending.push({ real, path });
      } else if (entry.isFile()) {
        const file = readOne(real, path, entry.size, notes);
        if (file) files.push(file);
        if (files.length > MAX_ENTRIES) break;
      } else {
        notes.push(`"${path}" is not a regular file (a device, fifo or socket); it was skipped.`);
      }
    }
  }
  return { files, notes };
}

function readOne(full: string, path: string, size: number, notes: string[]): InputFile | null {
  if (size > MAX_INPUT_BYTES) return { path, bytes: new Uint8Array(0), size };
  try {
    // A view on the Buffer, not a copy: a 200 MB file costs 200 MB, not 400.
    const buffer = readFileSync(full);
    return { path, bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength), size };
  } catch (error) {
    notes.push(`"${path}" was skipped: ${reason(error)}.`);
    return null;
  }
}
