/**
 * Which files of a project are its firmware, decided by what the files are, not by their names:
 *
 * - KMK: a Python file that imports `kmk` (`from kmk… import`, `import kmk`), whatever it is called (`main.py`,
 *   `code.py`, `Code.py`, `keymap.py`). KMK's own library, a downloaded kmk_firmware copy and `boot.py` are not
 *   the pad's program.
 * - CircuitPython without KMK: a Python file that imports `board` and a USB HID module (`usb_hid`,
 *   `adafruit_hid`): a keyboard written straight on CircuitPython ("or similar" in the firmware rule).
 * - QMK: a keyboard folder, `keyboard.json` (or `info.json`) with `keymaps/<name>/keymap.c` or `keymap.json`;
 *   a keymap with no keyboard description is reported as incomplete.
 * - ZMK: a `.keymap` devicetree file whose keymap node is `compatible = "zmk,keymap"` (zmk.dev, "Keymaps").
 * - A compiled UF2 image (not a runtime: CircuitPython's own UF2 is thousands of blocks).
 *
 * Anything else is not firmware: a desktop app's `app/main.py`, which imports neither kmk nor board, never is.
 * The firmware rule, the folder-layout rule and the firmware-pins rule all read the project's firmware from
 * `findFirmware`, so they agree on which file it is.
 */
import { circuitPythonBootFiles, circuitPythonRunFiles, qmkCommonKeymaps, qmkKeyboardFiles } from "@hackpad/programme/firmware-files";
import { submissionNames } from "@hackpad/programme/submission";
import type { Analysis } from "./analyse.ts";
import { uf2FamilyName } from "./parsers/uf2.ts";
import { plural } from "./report/words.ts";
import { thresholds } from "./thresholds.ts";
import { baseName, parentOf } from "./paths.ts";
import { groupBy } from "./lists.ts";

export interface FirmwareCandidate {
  kind: "kmk" | "circuitpython" | "qmk-folder" | "zmk" | "uf2";
  /**
   * The program or image file ("kmk", "circuitpython", "zmk", "uf2"), or the keyboard folder ("qmk-folder",
   * without a trailing slash; "" for the project's top folder).
   */
  path: string;
  /** Why it counts as firmware, as a phrase that follows the path: "is a KMK program (it imports kmk and starts the keyboard)". */
  why: string;
  /**
   * The files that make it up, the main one first: the program and the project's own modules it imports (KMK,
   * CircuitPython); the keyboard description and every keymap (QMK); the .keymap and its folder's .conf and
   * .overlay files (ZMK); the image (UF2). These are the files to read pins from.
   */
  files: string[];
  /** True when it lies in production/ (any letter case), where the reviewers look for it. */
  inProduction: boolean;
  /**
   * True when it is whole: a KMK program that starts the keyboard (`keyboard.go()`), a QMK folder with both its
   * description and a keymap, a UF2 built for any chip. False for a fragment worth naming but not enough alone.
   */
  complete: boolean;
  /**
   * For Python programs: the name CircuitPython would run it under as it is named (its own name when that is one
   * of CircuitPython's run files in any letter case, e.g. "Code.py"), or null when it must be renamed to run.
   */
  runsAs: string | null;
}

/** What findFirmware reads: the project's files and the UF2s the analysis parsed. */
export type FirmwareInput = Pick<Analysis, "project" | "uf2s">;

/** A file a participant may take for firmware that is not, and why (a `main.py` of a desktop app). */
export interface NotFirmware {
  path: string;
  why: string;
}

/** Firmware sources are read up to this many bytes (a keyboard program or keymap is a few kilobytes); a larger one is not read for pins. */
export const MAX_SOURCE_BYTES = 256 * 1024;

/** Folders that hold other people's code: a vendored library or a downloaded firmware tree, never the pad's program. */
const LIBRARY_SEGMENT = /^(kmk_firmware([-_.].*)?|lib|libs|site-packages|node_modules|\.?venv|__pycache__|\.build|\.git)$/i;

/** Folders the kmk_firmware repository holds beside its `kmk/` package (KMKfw/kmk_firmware, top level). */
const KMK_CHECKOUT_FOLDERS = ["boards", "docs", "tests", "user_keymaps", "util"];

/** More keyboards than this under one qmk_firmware folder: it is a copy of QMK, not the pad's own keyboard. */
const MAX_KEYBOARDS_IN_QMK_COPY = 3;

const KMK_IMPORT = /^[ \t]*(from[ \t]+kmk(\.[\w.]+)?[ \t]+import\b|import[ \t]+kmk\b)/m;
const STARTS_KEYBOARD = /\.go\s*\(/;
const BOARD_IMPORT = /^[ \t]*(import[ \t]+board\b|from[ \t]+board[ \t]+import\b)/m;
const HID_IMPORT = /^[ \t]*(import[ \t]+(usb_hid|adafruit_hid)\b|from[ \t]+(usb_hid|adafruit_hid)(\.[\w.]+)?[ \t]+import\b)/m;
/** `from kb import KMKKeyboard`, `import keymap`: the project's own modules a program pulls in. */
const LOCAL_IMPORT = /^[ \t]*(?:from[ \t]+([A-Za-z_]\w*)[ \t]+import\b|import[ \t]+([A-Za-z_]\w*)\b)/gm;
const ZMK_KEYMAP = /compatible\s*=\s*"zmk,keymap"/;
/** Keys only a QMK keyboard description has. */
const QMK_DESCRIPTION = /"(keyboard_name|matrix_pins|layouts|processor|bootloader|usb|diode_direction)"\s*:/;
const QMK_KEYMAP_C = /QMK_KEYBOARD_H|\bkeymaps\s*\[\s*\]\s*\[/;

const decoder = new TextDecoder("utf-8");
const cache = new WeakMap<FirmwareInput, { found: FirmwareCandidate[]; rejected: NotFirmware[] }>();

const lower = (value: string) => value.toLowerCase();
const inProduction = (path: string) => lower(path).startsWith(`${lower(submissionNames.production)}/`);
/** A candidate; it lies in production/ when its main file does. */
const candidate = (kind: FirmwareCandidate["kind"], path: string, why: string, files: string[], complete: boolean, runsAs: string | null = null) =>
  ({ kind, path, why, files, inProduction: inProduction(files[0] ?? path), complete, runsAs }) satisfies FirmwareCandidate;

/** The name CircuitPython runs this file under, or null: the run files compare without letter case (FAT). */
export function circuitPythonRunName(path: string): string | null {
  const name = baseName(path);
  return (circuitPythonRunFiles as readonly string[]).includes(lower(name)) ? name : null;
}

/**
 * The project's firmware, best first: what lies in production/ before the rest, whole before fragments, then
 * compiled images before sources (the image is what gets flashed), then by path. Empty when the project has
 * none. The result is computed once per analysis and kept, so call it once the analysis has read its UF2s (after
 * `readFirmware`, as every rule is).
 */
export function findFirmware(analysis: FirmwareInput): FirmwareCandidate[] {
  return read(analysis).found;
}

/**
 * Files whose name suggests firmware (`main.py`, `code.py`, `keymap.py`, `keymap.c`) but whose content is not:
 * said in the report so that nobody copies a desktop app's `main.py` into production/.
 */
export function notFirmware(analysis: FirmwareInput): NotFirmware[] {
  return read(analysis).rejected;
}

function read(analysis: FirmwareInput): { found: FirmwareCandidate[]; rejected: NotFirmware[] } {
  const cached = cache.get(analysis);
  if (cached) return cached;
  const files = analysis.project.files.filter(
    (file) =>
      !file.path
        .split("/")
        .slice(0, -1)
        .some((segment) => LIBRARY_SEGMENT.test(segment)),
  );
  // KMK's library is the folder holding kmk_keyboard.py (a copied `kmk/`), whatever it is called.
  const libraries = files.filter((file) => lower(baseName(file.path)) === "kmk_keyboard.py").map((file) => `${parentOf(file.path)}/`);
  // A whole copy of the kmk_firmware repository (under any name) holds kmk/ beside its own boards/, docs/ and
  // tests/: every file in it is KMK's, none the pad's program.
  for (const library of [...libraries]) {
    const checkout = parentOf(library.slice(0, -1));
    if (checkout === "") continue;
    const beside = new Set(files.filter((file) => file.path.startsWith(`${checkout}/`)).map((file) => file.path.slice(checkout.length + 1).split("/")[0]));
    if (KMK_CHECKOUT_FOLDERS.filter((folder) => beside.has(folder)).length >= 2) libraries.push(`${checkout}/`);
  }
  const own = files.filter((file) => !libraries.some((folder) => file.path.startsWith(folder)));
  const texts = new Map<string, string>();
  const textOf: TextOf = ({ path, bytes }) => {
    let value = texts.get(path);
    if (value === undefined) {
      value = decoder.decode(bytes.subarray(0, MAX_SOURCE_BYTES));
      texts.set(path, value);
    }
    return value;
  };
  const found: FirmwareCandidate[] = [];
  const rejected: NotFirmware[] = [];
  const python = own.filter((file) => /\.py$/i.test(file.path));
  const pythonByFolder = groupBy(python, (file) => parentOf(file.path));
  const boot = new Set<string>(circuitPythonBootFiles);
  for (const file of python) {
    const name = lower(baseName(file.path));
    if (boot.has(name)) continue;
    const source = textOf(file);
    const kmk = KMK_IMPORT.test(source);
    const circuitPython = !kmk && BOARD_IMPORT.test(source) && HID_IMPORT.test(source);
    if (!kmk && !circuitPython) {
      if (/^(main|code|keymap|firmware)\.py$/.test(name)) {
        rejected.push({ path: file.path, why: "imports neither kmk nor CircuitPython's board and USB HID modules, so it is not keyboard firmware" });
      }
      continue;
    }
    const starts = kmk ? STARTS_KEYBOARD.test(source) : true;
    // A KMK module that only defines keys or a board class is part of a program, not a program of its own.
    if (kmk && !starts && !circuitPythonRunName(file.path) && importedBySibling(file.path, pythonByFolder, textOf)) continue;
    const why = kmk
      ? `is a KMK program (it imports kmk${starts ? " and starts the keyboard" : ", but never starts the keyboard with keyboard.go()"})`
      : "is a CircuitPython keyboard program (it imports board and USB HID)";
    const files = [file.path, ...localModules(source, file.path, pythonByFolder)];
    found.push(candidate(kmk ? "kmk" : "circuitpython", file.path, why, files, starts, circuitPythonRunName(file.path)));
  }
  found.push(...qmkFolders(own, textOf, rejected));
  for (const file of own.filter((entry) => /\.keymap$/i.test(entry.path))) {
    if (!ZMK_KEYMAP.test(textOf(file))) continue;
    const folder = parentOf(file.path);
    const siblings = own.filter((entry) => parentOf(entry.path) === folder && /\.(conf|overlay|dtsi)$/i.test(entry.path)).map((entry) => entry.path);
    found.push(candidate("zmk", file.path, 'is a ZMK keymap (compatible = "zmk,keymap")', [file.path, ...siblings], true));
  }
  for (const uf2 of analysis.uf2s) {
    if (uf2.info.blocks >= thresholds.runtimeUf2Blocks) continue;
    const family = uf2FamilyName(uf2.info.familyId) ?? uf2.info.familyId ?? "no family id";
    found.push(candidate("uf2", uf2.path, `is a compiled firmware image (${family}, ${uf2.info.blocks} blocks)`, [uf2.path], true));
  }
  const rank = (candidate: FirmwareCandidate) =>
    (candidate.inProduction ? 0 : 4) + (candidate.complete ? 0 : 2) + (candidate.kind === "uf2" || candidate.runsAs !== null ? 0 : 1);
  found.sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
  const result = { found, rejected };
  cache.set(analysis, result);
  return result;
}

type SourceFile = { path: string; bytes: Uint8Array };
/** A file's text up to MAX_SOURCE_BYTES, decoded once per file. */
type TextOf = (file: SourceFile) => string;

/** True when another Python file of the same folder imports this one (`from kb import …`, `import keymap`). */
function importedBySibling(path: string, byFolder: Map<string, SourceFile[]>, textOf: TextOf): boolean {
  const module = baseName(path).replace(/\.py$/i, "");
  return (byFolder.get(parentOf(path)) ?? []).some((other) => other.path !== path && importsOf(textOf(other)).includes(module));
}

function importsOf(source: string): string[] {
  return [...source.matchAll(LOCAL_IMPORT)].map((match) => match[1] ?? match[2] ?? "").filter((name) => name !== "");
}

/** The project's own modules beside `path` that it imports (`kb.py` for `from kb import KMKKeyboard`). */
function localModules(source: string, path: string, byFolder: Map<string, SourceFile[]>): string[] {
  const siblings = (byFolder.get(parentOf(path)) ?? []).map((file) => file.path);
  const imported = new Set(importsOf(source));
  return siblings.filter((other) => other !== path && imported.has(baseName(other).replace(/\.py$/i, "")));
}

function qmkFolders(files: readonly SourceFile[], textOf: TextOf, rejected: NotFirmware[]): FirmwareCandidate[] {
  const descriptions = new Set<string>(qmkKeyboardFiles.description);
  const keymapNames = new Set<string>(qmkKeyboardFiles.keymap);
  const keymapsFolder = `/${qmkKeyboardFiles.keymapsFolder}/`;
  const described = files.filter((file) => descriptions.has(lower(baseName(file.path))) && QMK_DESCRIPTION.test(textOf(file)));
  // A copy of QMK itself holds thousands of other keyboards; a participant's keyboard kept inside a trimmed
  // qmk_firmware/keyboards/ folder is one of a few.
  const tree = (path: string) => /^(.*?(^|\/)qmk_firmware[^/]*\/)/i.exec(path)?.[1] ?? null;
  const perTree = new Map<string, number>();
  for (const file of described) {
    const root = tree(file.path);
    if (root !== null) perTree.set(root, (perTree.get(root) ?? 0) + 1);
  }
  const own = (file: { path: string }) => (perTree.get(tree(file.path) ?? "") ?? 0) <= MAX_KEYBOARDS_IN_QMK_COPY;
  const keyboards = described.filter(own);
  const keymaps = files.filter((file) => keymapNames.has(lower(baseName(file.path))) && own(file));
  const candidates: FirmwareCandidate[] = [];
  const claimed = new Set<string>();
  for (const keyboard of keyboards) {
    const folder = parentOf(keyboard.path);
    const prefix = folder === "" ? keymapsFolder.slice(1) : `${folder}${keymapsFolder}`;
    // keymaps/<name>/keymap.c: exactly one folder between keymaps/ and the file.
    const mine = keymaps.filter((file) => lower(file.path).startsWith(lower(prefix)) && file.path.slice(prefix.length).split("/").length === 2);
    for (const file of mine) claimed.add(file.path);
    const names = mine.map((file) => file.path.slice(prefix.length).split("/")[0] ?? "");
    const shown = names.length === 0 ? "" : names.includes(qmkCommonKeymaps[0]) ? qmkCommonKeymaps[0] : (names[0] ?? "");
    const why =
      mine.length > 0
        ? `is a QMK keyboard folder (${baseName(keyboard.path)} and ${plural(mine.length, "keymap")}, "${shown}" among them)`
        : `has a QMK ${baseName(keyboard.path)} but no keymaps/<name>/keymap.c or keymap.json`;
    candidates.push(candidate("qmk-folder", folder, why, [keyboard.path, ...mine.map((file) => file.path)], mine.length > 0));
  }
  for (const file of keymaps.filter((entry) => !claimed.has(entry.path))) {
    const isQmk = /\.json$/i.test(file.path) ? /"layers"\s*:/.test(textOf(file)) : QMK_KEYMAP_C.test(textOf(file));
    if (!isQmk) {
      rejected.push({ path: file.path, why: "is not a QMK keymap (no QMK_KEYBOARD_H, no keymaps[][] table)" });
      continue;
    }
    const why = `has a QMK keymap (${baseName(file.path)}) but no ${qmkKeyboardFiles.description[0]} describing the keyboard`;
    candidates.push(candidate("qmk-folder", parentOf(file.path), why, [file.path], false));
  }
  return candidates;
}
