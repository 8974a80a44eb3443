/** A project read but holding nothing of a Hackpad (refusal.ts has the words said instead of the rules). */
import type { ProjectModel } from "./analyse.ts";
import { setAsideOf } from "./select.ts";

/** KiCad's own files, wherever they lie outside libraries. */
const KICAD = /\.(kicad_pcb|kicad_pro|kicad_sch)$/i;
const MADE = /\.(step|stp|stl|3mf|uf2)$/i;

/**
 * True when the input was read but holds nothing of a Hackpad: no KiCad file, no gerber set, no model, case part
 * or firmware image (outside libraries), no QMK keymap and no Python importing KMK. A pad in progress with only a
 * case or a firmware is still checked.
 */
export function isNotProject(analysis: ProjectModel): boolean {
  if (analysis.gerberSets.length > 0) return false;
  // A board, gerber, model or firmware file that could not be read is a project's file, broken: say what broke.
  if (analysis.unreadable.some((entry) => entry.area !== "input")) return false;
  if (analysis.paths.some((path) => (KICAD.test(path) || MADE.test(path)) && !setAsideOf(path, analysis.setAside))) return false;
  // A pad whose firmware came first: a QMK keymap, or a Python file that imports KMK.
  return !analysis.project.files.some(
    (file) => KEYMAP.test(file.path) || (/\.py$/i.test(file.path) && KMK_IMPORT.test(decoder.decode(file.bytes.subarray(0, 64 * 1024)))),
  );
}

const KEYMAP = /(^|\/)keymap\.(c|json)$/i;
const KMK_IMPORT = /^\s*(from|import)\s+kmk\b/m;
const decoder = new TextDecoder("utf-8");
