/**
 * The fixed copy being built: every file by its path, and the change list. Files are only ever moved, copied or
 * added here; nothing is deleted except what the junk rule leaves out (and says so).
 */
import { submissionNames } from "@hackpad/programme/submission";
import type { PreflightRuleId } from "@hackpad/preflight";
import type { ChangeKind, FixChange, FixedFile } from "./types.ts";

const lower = (path: string) => path.toLowerCase();

export class Tree {
  private readonly files = new Map<string, Uint8Array>();
  readonly changes: FixChange[] = [];
  /** Where each input path went. */
  private readonly moved = new Map<string, string>();

  constructor(files: readonly FixedFile[]) {
    for (const file of files) this.files.set(file.path, file.bytes);
  }

  has(path: string): boolean {
    return this.files.has(path);
  }

  /** A path of the copy that matches `path` in any letter case. */
  find(path: string): string | null {
    if (this.files.has(path)) return path;
    return [...this.files.keys()].find((other) => lower(other) === lower(path)) ?? null;
  }

  get(path: string): Uint8Array | undefined {
    return this.files.get(path);
  }

  paths(): string[] {
    return [...this.files.keys()];
  }

  /** Where an input file now lies (itself when it was not moved). */
  where(path: string): string {
    return this.moved.get(path) ?? path;
  }

  /** A free path: `path`, else the same name with " (2)", " (3)"… before the extension. */
  free(path: string): string {
    if (!this.find(path)) return path;
    const dot = path.lastIndexOf(".");
    const slash = path.lastIndexOf("/");
    const [stem, ext] = dot > slash + 1 ? [path.slice(0, dot), path.slice(dot)] : [path, ""];
    for (let n = 2; ; n++) if (!this.find(`${stem} (${n})${ext}`)) return `${stem} (${n})${ext}`;
  }

  note(change: FixChange): void {
    this.changes.push(change);
  }

  /** Moves one file (never over another: a taken name gets a number). Returns the new path. */
  move(from: string, to: string, rule: PreflightRuleId, why: string, kind: ChangeKind = "move", record = true): string {
    const bytes = this.files.get(from);
    if (!bytes || from === to) return from;
    this.files.delete(from);
    const target = this.free(to);
    this.files.set(target, bytes);
    for (const [input, now] of this.moved) if (now === from) this.moved.set(input, target);
    if (!this.moved.has(from)) this.moved.set(from, target);
    if (record) this.note({ rule, kind, from: [from], to: target, why });
    return target;
  }

  /** Moves every file under `folder/` to the same place under `to/`, as one change. */
  moveFolder(folder: string, to: string, rule: PreflightRuleId, why: string, kind: ChangeKind = "move"): void {
    const inside = this.paths().filter((path) => path.startsWith(`${folder}/`));
    if (inside.length === 0) return;
    for (const path of inside) this.move(path, `${to}/${path.slice(folder.length + 1)}`, rule, why, kind, false);
    this.note({ rule, kind, from: [`${folder}/`], to: `${to}/`, why: `${why} (${inside.length} ${inside.length === 1 ? "file" : "files"})` });
  }

  /** Moves a file into the archive folder, keeping its path there. */
  archive(from: string, rule: PreflightRuleId, why: string, record = true): string {
    return this.move(from, `${submissionNames.archive}/${from}`, rule, why, "archive", record);
  }

  add(path: string, bytes: Uint8Array, change: Omit<FixChange, "to">): string {
    const target = this.free(path);
    this.files.set(target, bytes);
    this.note({ ...change, to: target });
    return target;
  }

  /** Replaces a file's bytes in place (a rewritten program, a README with a section added). */
  replace(path: string, bytes: Uint8Array, change: Omit<FixChange, "to">): void {
    this.files.set(path, bytes);
    this.note({ ...change, to: path });
  }

  drop(path: string): void {
    this.files.delete(path);
  }

  list(): FixedFile[] {
    return [...this.files].map(([path, bytes]) => ({ path, bytes })).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }
}
