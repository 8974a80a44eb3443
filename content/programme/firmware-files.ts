/**
 * How the firmware runtimes the programme uses find their files: what a pad's firmware has to be called to run,
 * and what the build tools call it by default. The preflight uses these to say what it found and where it goes;
 * none of them is a programme rule (the submission's own names are in submission.ts).
 */

/**
 * The file names CircuitPython (which KMK runs on) looks for at the root of the CIRCUITPY drive, in the order it
 * tries them; the first one that exists runs.
 * Source: adafruit/circuitpython, main.c, `supported_filenames[] = {"code.txt", "code.py", "main.py", "main.txt"}`
 * (`boot.py` / `boot.txt` run earlier, before USB starts, and are not the keyboard's program).
 */
export const circuitPythonRunFiles = ["code.txt", "code.py", "main.py", "main.txt"] as const;

/** The files CircuitPython runs once at start-up, before the program: configuration, never the keyboard itself. */
export const circuitPythonBootFiles = ["boot.py", "boot.txt"] as const;

/**
 * The CIRCUITPY drive is a FAT volume, and FAT compares long file names without regard to letter case, so
 * `Code.py` or `MAIN.PY` runs just as `code.py` does.
 * Source: adafruit/circuitpython, lib/oofatfs/ff.c, `cmp_lfn` compares each character through `ff_wtoupper`.
 */
export const circuitPythonNamesIgnoreCase = true;

/**
 * QMK's default name for a compiled firmware: `<keyboard>_<keymap>.uf2`, the keyboard's folder path with "/"
 * turned into "_" (so `qmk compile -kb hackpad -km default` writes `hackpad_default.uf2`).
 * Source: qmk/qmk_firmware, builddefs/build_keyboard.mk, `TARGET ?= $(KEYBOARD_FILESAFE)_$(KEYMAP)`.
 */
export const qmkTargetName = (keyboard: string, keymap: string) => `${keyboard.replaceAll("/", "_")}_${keymap}`;

/** The keymap QMK builds when none is named, and the two configurator keymaps most pads ship. */
export const qmkCommonKeymaps = ["default", "via", "vial"] as const;

/**
 * A QMK keyboard is a folder with its description (`keyboard.json`, or `info.json` in older keyboards) and one
 * folder per keymap under `keymaps/`, each holding `keymap.c` or `keymap.json`.
 * Source: docs.qmk.fm, "Introduction" (Keyboard Project Structure) and "info.json Reference".
 */
export const qmkKeyboardFiles = { description: ["keyboard.json", "info.json"], keymapsFolder: "keymaps", keymap: ["keymap.c", "keymap.json"] } as const;
