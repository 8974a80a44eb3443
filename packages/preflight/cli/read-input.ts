/**
 * Node side of the preflight (the CLI, the tests and the benchmark): turns a folder or a file into the engine's
 * `InputFile[]`. Sizes are checked with stat before reading, so a 2 GB file is reported, never loaded.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative, sep } from "node:path";
import { MAX_ENTRIES, MAX_INPUT_BYTES } from "../src/limits.ts";
import type { InputFile } from "../src/types.ts";

const SKIP_DIRS = new Set([".git", "node_modules"]);

/** Reads `target` (a folder or one file). Throws an Error with a clear message when it does not exist. */
export function readInput(target: string): InputFile[] {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    throw new Error(`${target}: no such file or folder.`);
  }
  if (stats.isFile()) return [readOne(target, basename(target), stats.size)];
  if (!stats.isDirectory()) throw new Error(`${target} is neither a file nor a folder.`);
  const files: InputFile[] = [];
  const pending = [target];
  // Breadth-first, stopping one past the entry cap so the engine can say that files were left out.
  while (pending.length > 0 && files.length <= MAX_ENTRIES) {
    const dir = pending.shift() ?? "";
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      const entry = statSync(full, { throwIfNoEntry: false });
      if (!entry) continue;
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(name)) pending.push(full);
      } else if (entry.isFile()) {
        files.push(readOne(full, relative(target, full).split(sep).join("/"), entry.size));
        if (files.length > MAX_ENTRIES) break;
      }
    }
  }
  return files;
}

function readOne(full: string, path: string, size: number): InputFile {
  if (size > MAX_INPUT_BYTES) return { path, bytes: new Uint8Array(0), size };
  return { path, bytes: new Uint8Array(readFileSync(full)), size };
}
