/** Submission folders on disk for the batch and Action tests: pads written where a reviewer's checkout has them. */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { InputFile } from "../../src/types.ts";

/** Writes a fixture project (its paths start with the project's own folder) into `folder`. */
export function writeProject(folder: string, files: readonly InputFile[]): void {
  for (const file of files) {
    const path = join(folder, file.path.split("/").slice(1).join("/"));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.bytes);
  }
}

/** Writes one text file, making its folders. */
export function writeText(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
