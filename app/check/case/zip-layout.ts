/**
 * Where the case panels' files go, laid out as /submitting asks: one STL per printed part in production/case/,
 * the assembled model in CAD/. The print 3MF (the parts laid out for a slicer) is not part of a submission, so it
 * goes in print/, which the participant keeps out of the pull request.
 */
import { zipSync } from "fflate";
import { generatedCaseFiles } from "@hackpad/programme/generated-case";
import { submissionNames } from "@hackpad/programme/submission";

export const caseFolder = `${submissionNames.production}/${submissionNames.caseFolder}`;
export const assemblyPath = generatedCaseFiles.assembly3mf;
export const printFolder = generatedCaseFiles.printFolder;

/** An engine's file name as a path in production/case/ (an engine that gave only "top.stl" is placed there too). */
export function casePath(fileName: string): string {
  const base = fileName.split("/").pop() ?? fileName;
  return `${caseFolder}/${base}`;
}

export interface ZipEntry {
  path: string;
  bytes: Uint8Array;
}

/** The path, or the path with "-2", "-3"… before its extension when `taken` already has it. */
export function uniquePath(path: string, taken: ReadonlySet<string>): string {
  if (!taken.has(path)) return path;
  const dot = path.lastIndexOf(".");
  const [stem, ext] = dot > path.lastIndexOf("/") ? [path.slice(0, dot), path.slice(dot)] : [path, ""];
  let index = 2;
  while (taken.has(`${stem}-${index}${ext}`)) index++;
  return `${stem}-${index}${ext}`;
}

/** Gives every entry its own path (uniquePath), keeping the order. */
export function distinctPaths<T extends ZipEntry>(entries: readonly T[]): T[] {
  const taken = new Set<string>();
  return entries.map((entry) => {
    const path = uniquePath(entry.path, taken);
    taken.add(path);
    return { ...entry, path };
  });
}

/** The zip's bytes and its entries' paths, in the order given (paths made distinct first). */
export function zipEntries(entries: readonly ZipEntry[]): { bytes: Uint8Array; entries: string[] } {
  const files: Record<string, Uint8Array> = {};
  for (const entry of distinctPaths(entries)) files[entry.path] = entry.bytes;
  return { bytes: zipSync(files, { level: 6 }), entries: Object.keys(files) };
}
