/**
 * Which of a repository's files are the project's own. Real repositories carry libraries beside the pad: Seeed's
 * `OPL_Kicad_Library/` with boards and gerbers of other products, footprint folders (`*.pretty`), symbol
 * folders, 3D-model folders, KiCad's backups. Those are never the board that goes to the fab, so the readers
 * leave them out and the report says what was left out. Paths only: nothing here reads a file's bytes.
 */
import { submissionNames } from "@hackpad/programme/submission";
import { append } from "./lists.ts";
import { baseName, parentOf } from "./paths.ts";

/** Why a folder is not the project's: "a library", "KiCad's backups". */
export interface SetAside {
  folder: string;
  why: string;
}

const FOOTPRINTS = /\.(pretty|3dshapes)$/i;
/** KiCad's own names for 3D-model libraries. */
const MODEL_FOLDER = /^(3d[-_]?models|packages3d|3d[-_]?shapes)$/i;
/** Names a participant may give their own models folder too: a library only in a KiCad library's company. */
const MAYBE_MODELS = /^3d([-_ ]?models?)?$/i;
/** "lib", "libs", "library", "libraries", alone or as a word of the name: OPL_Kicad_Library, kicad-libs, Library_Files. */
const LIBRARY_WORD = /(^|[-_ .])(lib|libs|library|libraries)([-_ .]|$)/i;
const BACKUPS = /-backups$|^_?autosave/i;
const KICAD_SYM = /\.kicad_sym$/i;
const KICAD_PROJECT = /\.(kicad_pro|kicad_pcb|pro)$/i;
const WRL = /\.wrl$/i;

/** The folder old revisions are kept in (a top folder only): the repository's history, not the pad. */
const ARCHIVE = submissionNames.archive.toLowerCase();

/**
 * The folders of `paths` that hold libraries or backups, outermost only (a folder inside a set-aside folder is
 * not listed again). A plain `3D/` folder is a library only inside a KiCad library (beside a `.pretty` folder or
 * symbol files) or when it holds VRML models: a participant's own `3D/` or `3D Models/` folder with the case
 * stays the project's.
 */
export function setAsideFolders(paths: readonly string[]): SetAside[] {
  const folders = new Set<string>();
  const filesIn = new Map<string, string[]>();
  for (const path of paths) {
    append(filesIn, parentOf(path), path);
    const parts = path.split("/");
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join("/"));
  }
  const why = (folder: string): string | null => {
    const name = baseName(folder);
    if (BACKUPS.test(name)) return "KiCad's backups";
    if (folder.toLowerCase() === ARCHIVE) return "old revisions kept aside";
    if (FOOTPRINTS.test(name) || MODEL_FOLDER.test(name) || LIBRARY_WORD.test(name)) return "a library";
    const own = filesIn.get(folder) ?? [];
    if (own.some((path) => KICAD_SYM.test(path)) && !own.some((path) => KICAD_PROJECT.test(path))) return "a library";
    if (MAYBE_MODELS.test(name)) {
      const siblings = [...folders].filter((other) => parentOf(other) === parentOf(folder));
      const inKicadLibrary = siblings.some((other) => FOOTPRINTS.test(other)) || (filesIn.get(parentOf(folder)) ?? []).some((path) => KICAD_SYM.test(path));
      if (inKicadLibrary || paths.some((path) => path.startsWith(`${folder}/`) && WRL.test(path))) return "a library";
    }
    return null;
  };
  const found: SetAside[] = [];
  for (const folder of [...folders].sort((a, b) => a.split("/").length - b.split("/").length || a.localeCompare(b))) {
    if (found.some((entry) => folder.startsWith(`${entry.folder}/`))) continue;
    const reason = why(folder);
    if (reason) found.push({ folder, why: reason });
  }
  return found;
}

/** The set-aside folder `path` lies in, or null when the file is the project's. */
export function setAsideOf(path: string, folders: readonly SetAside[]): SetAside | null {
  return folders.find((entry) => path.startsWith(`${entry.folder}/`)) ?? null;
}

/** "3 boards inside OPL_Kicad_Library/ (a library)", grouped by folder, for the sentence that says what was left out. */
export function describeSetAside(paths: readonly string[], folders: readonly SetAside[], one: string, many: string): string[] {
  const groups = new Map<SetAside, number>();
  for (const path of paths) {
    const folder = setAsideOf(path, folders);
    if (folder) groups.set(folder, (groups.get(folder) ?? 0) + 1);
  }
  return [...groups].map(([folder, count]) => `${count} ${count === 1 ? one : many} inside ${folder.folder}/ (${folder.why})`);
}

const baseWithoutExt = (path: string) => baseName(path).replace(/\.[^.]+$/, "");

/**
 * Orders the project's own `.kicad_pcb` files, the board to read first: the one beside a `.kicad_pro` of the same
 * name (the project KiCad opens), then one beside any `.kicad_pro`, then one in pcb/, then the largest.
 */
export function rankBoards<T extends { path: string; bytes: Uint8Array }>(boards: readonly T[], paths: readonly string[]): T[] {
  const projects = paths.filter((path) => /\.kicad_pro$/i.test(path));
  const score = (board: T) => {
    const folder = parentOf(board.path);
    const beside = projects.filter((project) => parentOf(project) === folder);
    return (
      (beside.some((project) => baseWithoutExt(project) === baseWithoutExt(board.path)) ? 4 : 0) +
      (beside.length > 0 ? 2 : 0) +
      (/^pcb\//i.test(board.path) ? 1 : 0)
    );
  };
  return [...boards].sort((a, b) => score(b) - score(a) || b.bytes.length - a.bytes.length);
}
