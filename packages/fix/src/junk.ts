/**
 * Files that are never part of a submission: KiCad's backups, lock files and footprint cache, and what operating
 * systems leave in folders and zips. The fix leaves them out of the copy and lists each one.
 */
import { isJunkPath, normalisePath } from "@hackpad/preflight";
import { looksLikeZip, readZip } from "@hackpad/preflight";
import { newBudget } from "@hackpad/preflight";
import type { InputFile } from "@hackpad/preflight";

/** What a file is, when it is junk: "a KiCad backup", "a KiCad lock file"… */
export function junkKind(path: string): string | null {
  const segments = path.split("/");
  const base = segments[segments.length - 1] ?? "";
  if (segments.slice(0, -1).some((segment) => /-backups$/i.test(segment))) return "a KiCad backup";
  if (/^_?autosave-|-bak$|\.bak$/i.test(base)) return "a KiCad backup";
  if (/\.lck$/i.test(base)) return "a KiCad lock file";
  if (base === "fp-info-cache") return "KiCad's footprint cache";
  if (/^(thumbs\.db|desktop\.ini)$/i.test(base)) return "Windows' folder litter";
  if (isJunkPath(path)) return "macOS's folder litter";
  return null;
}

/**
 * The junk the preflight's reader already dropped from the input (macOS's `__MACOSX/`, `._*`, `.DS_Store`), by
 * name, so the change list can say it was left out: read from the input's names only, nothing unpacked.
 */
export function droppedByReader(files: readonly InputFile[]): string[] {
  const single = files.length === 1 ? files[0] : undefined;
  let names: string[];
  if (single && (/\.zip$/i.test(single.path) || looksLikeZip(single.bytes))) {
    names = [];
    readZip(single.bytes, single.path, newBudget(), undefined, (name) => {
      names.push(name);
      return false;
    });
  } else names = files.map((file) => file.path);
  return names.map((name) => normalisePath(name).path).filter((path) => path !== "" && isJunkPath(path) && !path.split("/").includes(".git"));
}
