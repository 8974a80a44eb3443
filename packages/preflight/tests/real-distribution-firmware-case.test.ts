/**
 * Issue 22, classes 8, 9, 14, 17 and 18 (firmware file choice, case geometry, naming calibration, what was
 * found and where it goes, wording), each reconstructed from a real repository the check got wrong, as a small
 * synthetic project with the same structure.
 */
import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { circuitPythonRunFiles, qmkTargetName } from "@hackpad/programme/firmware-files";
import { limits } from "@hackpad/programme/limits";
import { openZips } from "../src/analyse.ts";
import { findFirmware, notFirmware } from "../src/firmware-files.ts";
import { runPreflight } from "../src/index.ts";
import { parseStl } from "../src/parsers/stl.ts";
import { buildProject } from "../src/project.ts";
import { sortBodies } from "../src/rules/case.ts";
import type { InputFile, PreflightRuleId, Report } from "../src/types.ts";
import { binaryStl, boxTriangles, uf2, validProject } from "./support/fixtures.ts";

const rule = (report: Report, id: PreflightRuleId) => report.rules.find((entry) => entry.id === id);
const check = (files: InputFile[]) => runPreflight(files, { input: "minipad" });
const without = (files: InputFile[], suffix: string) => files.filter((file) => !file.path.endsWith(suffix));
const withFiles = (files: InputFile[], extra: Record<string, string | Uint8Array>) => [
  ...files,
  ...Object.entries(extra).map(([path, body]) => ({ path: `minipad/${path}`, bytes: typeof body === "string" ? strToU8(body) : body })),
];
/** The project's firmware as the chooser sees it (no UF2 parsing needed for Python and QMK sources). */
const firmwareOf = (extra: Record<string, string>) => {
  const analysis = { ...openZips(buildProject(withFiles([], extra), "minipad")), uf2s: [] };
  return { found: findFirmware(analysis), rejected: notFirmware(analysis) };
};

const KMK_PROGRAM = [
  "import board",
  "from kmk.kmk_keyboard import KMKKeyboard",
  "from kmk.keys import KC",
  "from kmk.scanners.keypad import KeysScanner",
  "",
  "keyboard = KMKKeyboard()",
  "keyboard.matrix = KeysScanner(pins=[board.D0, board.D1, board.D2, board.D3], value_when_pressed=False)",
  "keyboard.keymap = [[KC.A, KC.B, KC.C, KC.D]]",
  "",
  'if __name__ == "__main__":',
  "    keyboard.go()",
  "",
].join("\n");

const DESKTOP_APP = [
  "import tkinter as tk",
  "import serial",
  "",
  "def main():",
  "    root = tk.Tk()",
  '    root.title("Macropad configurator")',
  "    root.mainloop()",
  "",
  "main()",
  "",
].join("\n");

const QMK_KEYBOARD = JSON.stringify({ keyboard_name: "minipad", processor: "RP2040", bootloader: "rp2040", matrix_pins: { direct: [["GP26", "GP27"]] } });
const QMK_KEYMAP = "#include QMK_KEYBOARD_H\nconst uint16_t PROGMEM keymaps[][MATRIX_ROWS][MATRIX_COLS] = { [0] = LAYOUT(KC_A, KC_B) };\n";

describe("class 8: firmware is what the files are, not what they are called", () => {
  it("never takes a desktop app's app/main.py for firmware, nor offers to copy it to production/", async () => {
    const files = withFiles(without(validProject(), "firmware.uf2"), { "app/main.py": DESKTOP_APP });
    const { found, rejected } = firmwareOf({ "app/main.py": DESKTOP_APP });
    expect(found).toEqual([]);
    expect(rejected).toEqual([{ path: "app/main.py", why: expect.stringMatching(/imports neither kmk nor/) }]);
    const report = await check(files);
    expect(rule(report, "firmware")?.status).toBe("fail");
    expect(rule(report, "firmware")?.message).toMatch(/No RP2040 firmware: no compiled \.uf2, no KMK program/);
    expect(rule(report, "firmware")?.details?.join(" ")).toMatch(/app\/main\.py imports neither kmk nor CircuitPython's board/);
    const everything = report.rules.flatMap((entry) => [entry.message, ...(entry.details ?? [])]).join("\n");
    expect(everything).not.toMatch(/Copy app\/main\.py/);
    expect(rule(report, "structure")?.details).toContain("There is no production/firmware.uf2 (or main.py for KMK).");
  });

  it("with a UF2 beside it, the UF2 is the firmware and app/main.py is not mentioned", async () => {
    const report = await check(withFiles(validProject(), { "app/main.py": DESKTOP_APP }));
    expect(rule(report, "firmware")?.status).toBe("pass");
    expect(rule(report, "firmware")?.message).toMatch(/^production\/firmware\.uf2: RP2040 UF2, 120 blocks/);
    expect(rule(report, "firmware")?.files).not.toContain("app/main.py");
  });

  it("finds a complete KMK program named keymap.py, and says where it must go", async () => {
    const { found } = firmwareOf({ "firmware/keymap.py": KMK_PROGRAM });
    expect(found).toEqual([
      {
        kind: "kmk",
        path: "firmware/keymap.py",
        why: "is a KMK program (it imports kmk and starts the keyboard)",
        files: ["firmware/keymap.py"],
        inProduction: false,
        complete: true,
        runsAs: null,
      },
    ]);
    const report = await check(withFiles(without(validProject(), "firmware.uf2"), { "firmware/keymap.py": KMK_PROGRAM }));
    expect(rule(report, "firmware")?.status).toBe("pass");
    expect(rule(report, "firmware")?.message).toBe(
      "firmware/keymap.py is a KMK program (it imports kmk and starts the keyboard); put it in production/ as main.py.",
    );
    expect(rule(report, "structure")?.details).toContain(
      "Copy firmware/keymap.py to production/main.py: it is a KMK program (it imports kmk and starts the keyboard).",
    );
  });

  it("skips KMK's own library and a downloaded kmk_firmware tree, and folds the program's own modules into it", () => {
    const { found } = firmwareOf({
      "firmware/main.py": `from kb import KMKKeyboard\nfrom kmk.keys import KC\nkeyboard = KMKKeyboard()\nkeyboard.go()\n`,
      "firmware/kb.py":
        "import board\nfrom kmk.kmk_keyboard import KMKKeyboard as _KMKKeyboard\nclass KMKKeyboard(_KMKKeyboard):\n    col_pins = (board.D0,)\n",
      "firmware/kmk/kmk_keyboard.py": "from kmk.keys import KC\nclass KMKKeyboard:\n    def go(self):\n        pass\n",
      "firmware/kmk/keys.py": "from kmk.utils import Debug\n",
      "kmk_firmware-main/boards/other/main.py": KMK_PROGRAM,
      "firmware/lib/adafruit_hid/keyboard.py": "import usb_hid\nimport board\n",
      "firmware/boot.py": "from kmk.bootcfg import bootcfg\nbootcfg()\n",
    });
    expect(found.map((candidate) => [candidate.kind, candidate.path, candidate.files])).toEqual([
      ["kmk", "firmware/main.py", ["firmware/main.py", "firmware/kb.py"]],
    ]);
  });

  it("reads QMK as a keyboard folder, ZMK as a zmk,keymap file and CircuitPython HID code as a program; anything else is not firmware", () => {
    const { found, rejected } = firmwareOf({
      "firmware/qmk/minipad/keyboard.json": QMK_KEYBOARD,
      "firmware/qmk/minipad/keymaps/default/keymap.c": QMK_KEYMAP,
      "firmware/zmk/minipad.keymap": '/ {\n  keymap {\n    compatible = "zmk,keymap";\n  };\n};\n',
      "firmware/zmk/minipad.conf": "CONFIG_ZMK_SLEEP=y\n",
      "firmware/cp/code.py": "import board\nimport usb_hid\nfrom adafruit_hid.keyboard import Keyboard\n",
      "tools/keymap.c": "int main(void) { return 0; }\n",
      "web/info.json": '{"name": "my site"}',
    });
    expect(found.map((candidate) => [candidate.kind, candidate.path, candidate.complete])).toEqual([
      ["circuitpython", "firmware/cp/code.py", true],
      ["qmk-folder", "firmware/qmk/minipad", true],
      ["zmk", "firmware/zmk/minipad.keymap", true],
    ]);
    expect(found.find((candidate) => candidate.kind === "qmk-folder")?.files).toEqual([
      "firmware/qmk/minipad/keyboard.json",
      "firmware/qmk/minipad/keymaps/default/keymap.c",
    ]);
    expect(found.find((candidate) => candidate.kind === "zmk")?.files).toEqual(["firmware/zmk/minipad.keymap", "firmware/zmk/minipad.conf"]);
    expect(rejected.map((entry) => entry.path)).toEqual(["tools/keymap.c"]);
  });

  it("skips a copy of QMK with other keyboards, but keeps a pad kept inside a trimmed qmk_firmware/keyboards/", () => {
    const others = Object.fromEntries(
      ["planck", "preonic", "crkbd", "lily58"].flatMap((name) => [
        [`qmk_firmware/keyboards/${name}/keyboard.json`, QMK_KEYBOARD],
        [`qmk_firmware/keyboards/${name}/keymaps/default/keymap.c`, QMK_KEYMAP],
      ]),
    );
    const copied = firmwareOf({ ...others, "firmware/minipad/keyboard.json": QMK_KEYBOARD, "firmware/minipad/keymaps/default/keymap.c": QMK_KEYMAP });
    expect(copied.found.map((candidate) => candidate.path)).toEqual(["firmware/minipad"]);
    const trimmed = firmwareOf({
      "firmware/qmk_firmware/keyboards/minipad/keyboard.json": QMK_KEYBOARD,
      "firmware/qmk_firmware/keyboards/minipad/keymaps/via/keymap.c": QMK_KEYMAP,
    });
    expect(trimmed.found.map((candidate) => [candidate.kind, candidate.path, candidate.complete])).toEqual([
      ["qmk-folder", "firmware/qmk_firmware/keyboards/minipad", true],
    ]);
  });

  it("a QMK folder without its compiled UF2 fails, saying what was found and what to build", async () => {
    const files = withFiles(without(without(validProject(), "firmware.uf2"), "keymap.c"), {
      "firmware/minipad/keyboard.json": QMK_KEYBOARD,
      "firmware/minipad/keymaps/default/keymap.c": QMK_KEYMAP,
    });
    const report = await check(files);
    expect(rule(report, "firmware")?.status).toBe("fail");
    expect(rule(report, "firmware")?.message).toBe(
      'firmware/minipad is a QMK keyboard folder (keyboard.json and 1 keymap, "default" among them); there is no compiled RP2040 UF2 of it: build it and put it in production/ as firmware.uf2.',
    );
  });

  it("a production/main.py that does not import kmk is not firmware", async () => {
    const report = await check(withFiles(without(validProject(), "firmware.uf2"), { "production/main.py": DESKTOP_APP }));
    expect(rule(report, "firmware")?.status).toBe("fail");
    expect(rule(report, "firmware")?.details?.join(" ")).toMatch(/production\/main\.py imports neither kmk/);
  });
});

describe("class 17: a working KMK Code.py is firmware; say what was found and where it goes", () => {
  it("takes its run-file names from CircuitPython's own list, compared without letter case (FAT)", () => {
    expect(circuitPythonRunFiles).toEqual(["code.txt", "code.py", "main.py", "main.txt"]);
    const { found } = firmwareOf({ "firmware/Code.py": KMK_PROGRAM, "production/CODE.PY": KMK_PROGRAM });
    expect(found.map((candidate) => [candidate.path, candidate.inProduction, candidate.runsAs])).toEqual([
      ["production/CODE.PY", true, "CODE.PY"],
      ["firmware/Code.py", false, "Code.py"],
    ]);
  });

  it("firmware/Code.py alone: 'is a KMK program; put it in production/ as main.py', never 'no firmware'", async () => {
    const report = await check(withFiles(without(validProject(), "firmware.uf2"), { "firmware/Code.py": KMK_PROGRAM }));
    expect(rule(report, "firmware")?.status).toBe("pass");
    expect(rule(report, "firmware")?.message).toBe(
      "firmware/Code.py is a KMK program (it imports kmk and starts the keyboard); put it in production/ as main.py.",
    );
    expect(rule(report, "structure")?.details).toContain(
      "Copy firmware/Code.py to production/main.py: it is a KMK program (it imports kmk and starts the keyboard).",
    );
  });

  it("production/Code.py runs as it is: accepted, with a note", async () => {
    const report = await check(withFiles(without(validProject(), "firmware.uf2"), { "production/Code.py": KMK_PROGRAM }));
    expect(rule(report, "firmware")?.status).toBe("pass");
    expect(rule(report, "firmware")?.message).toBe("KMK production/Code.py (CircuitPython runs it under that name too); source in firmware/.");
    expect(rule(report, "structure")?.status).toBe("pass");
    expect(rule(report, "structure")?.details?.join(" ")).toMatch(/production\/Code\.py is a KMK program .* CircuitPython runs it under that name/);
  });

  it("production/keymap.py would not run: rename it", async () => {
    const report = await check(withFiles(without(validProject(), "firmware.uf2"), { "production/keymap.py": KMK_PROGRAM }));
    expect(rule(report, "firmware")?.message).toMatch(/put it in production\/ as main\.py: CircuitPython does not run a file named keymap\.py/);
    expect(rule(report, "structure")?.status).toBe("warn");
    expect(rule(report, "structure")?.details?.join(" ")).toMatch(/Rename production\/keymap\.py to production\/main\.py/);
  });
});

describe("class 14: naming differences the reviewers accept are hints, never failures", () => {
  it("passes a UF2 under QMK's default name <pad>_default.uf2 and STLs in production/case/", async () => {
    const name = `${qmkTargetName("minipad", "default")}.uf2`;
    expect(name).toBe("minipad_default.uf2");
    const files = validProject().map((file) => ({ ...file, path: file.path.replace("production/firmware.uf2", `production/${name}`) }));
    const report = await check(files);
    expect(report.rules.filter((entry) => entry.status === "fail" || entry.status === "warn").map((entry) => entry.id)).toEqual([]);
    expect(rule(report, "structure")?.details?.join(" ")).toMatch(/production\/minipad_default\.uf2 carries QMK's own name/);
    expect(rule(report, "case")?.files).toEqual(["production/case/bottom.stl", "production/case/top.stl"]);
  });

  it("accepts the keymap name of the project's own QMK folder, e.g. <pad>_via.uf2", async () => {
    const files = validProject()
      .map((file) => ({ ...file, path: file.path.replace("production/firmware.uf2", "production/minipad_mine.uf2") }))
      .concat(withFiles([], { "firmware/minipad/keyboard.json": QMK_KEYBOARD, "firmware/minipad/keymaps/mine/keymap.c": QMK_KEYMAP }));
    expect(rule(await check(files), "structure")?.status).toBe("pass");
  });
});

describe("class 9: case bodies sorted by size and position, each part judged", () => {
  const stl = (...boxes: [size: [number, number, number], min?: [number, number, number]][]) => binaryStl(boxes.map(([size, min]) => boxTriangles(size, min)));
  const withCase = (bytes: Uint8Array) => validProject().map((file) => (file.path.endsWith("bottom.stl") ? { ...file, bytes } : file));

  it("a second part in the same STL (a 10 mm knob beside the case) is a part, not a tiny stray", async () => {
    const bytes = stl(
      [[100, 70, 13]],
      [
        [10, 10, 5],
        [110, 0, 0],
      ],
    );
    expect(sortBodies(parseStl(bytes))).toMatchObject({ parts: [{ size: [100, 70, 13] }, { size: [10, 10, 5] }], strays: [] });
    const report = await check(withCase(bytes));
    expect(rule(report, "case")?.status).toBe("pass");
    expect(rule(report, "case")?.message).toBe(
      `3 parts fit within ${limits.case.maxLengthMm} × ${limits.case.maxWidthMm} × ${limits.case.maxHeightMm} mm: bottom.stl (2 parts in one file; each fits), top.stl 100 × 70 × 1.5 mm.`,
    );
    expect(report.measurements.caseParts[0]).toEqual({
      file: "production/case/bottom.stl",
      size: [120, 70, 13],
      bodies: 2,
      parts: [
        [100, 70, 13],
        [10, 10, 5],
      ],
    });
  });

  it("three parts laid side by side (290 mm in all) fit, because each part fits", async () => {
    const bytes = stl(
      [[90, 90, 10]],
      [
        [90, 90, 10],
        [100, 0, 0],
      ],
      [
        [90, 90, 10],
        [200, 0, 0],
      ],
    );
    const report = await check(withCase(bytes));
    expect(rule(report, "case")?.status).toBe("pass");
    expect(rule(report, "case")?.message).toMatch(/bottom\.stl \(3 parts in one file; each fits\)/);
    expect(rule(report, "case")?.details).toContain(
      "production/case/bottom.stl holds 3 parts side by side and each fits; one STL per part is easier to print and to review.",
    );
    expect(report.measurements.caseParts[0]?.size).toEqual([290, 90, 10]);
    expect(report.measurements.caseParts[0]?.parts).toHaveLength(3);
  });

  it("a part too big is named among the parts of its file", async () => {
    const report = await check(
      withCase(
        stl(
          [[250, 50, 10]],
          [
            [50, 50, 10],
            [0, 60, 0],
          ],
        ),
      ),
    );
    expect(rule(report, "case")?.status).toBe("fail");
    expect(rule(report, "case")?.message).toBe(
      `production/case/bottom.stl: part 1 of 2 is 250 × 50 × 10 mm: it does not fit ${limits.case.maxLengthMm} × ${limits.case.maxWidthMm} × ${limits.case.maxHeightMm} mm in any orientation.`,
    );
  });

  it("letters on a lid are part of the lid; a speck far away is a stray", async () => {
    const lettered = sortBodies(
      parseStl(
        stl(
          [[100, 70, 2]],
          [
            [2, 1, 0.6],
            [10, 10, 2],
          ],
          [
            [1.5, 1, 0.6],
            [14, 10, 2],
          ],
        ),
      ),
    );
    expect(lettered.parts).toMatchObject([{ min: [0, 0, 0], triangles: 36, bodies: 3 }]);
    expect(lettered.parts[0]?.size[2]).toBeCloseTo(2.6, 5);
    expect(lettered.strays).toEqual([]);
    const report = await check(
      withCase(
        stl(
          [[100, 70, 13]],
          [
            [0.3, 0.3, 0.3],
            [160, 0, 0],
          ],
        ),
      ),
    );
    expect(rule(report, "case")?.status).toBe("warn");
    expect(rule(report, "case")?.message).toMatch(
      /^production\/case\/bottom\.stl has 1 tiny stray body \(at most 0\.3 mm across, apart from the part\) that make it measure 160\.3 × 70 × 13 mm; its part is 100 × 70 × 13 mm\. Delete the strays/,
    );
    expect(report.measurements.caseParts[0]).toMatchObject({ parts: [[100, 70, 13]], strays: 1 });
  });
});

describe("class 18: counts and sizes read as words", () => {
  it("says '1 part fits' and '1 body', never '1 parts' or '1 bodys'", async () => {
    const files = validProject().filter((file) => !file.path.endsWith("top.stl"));
    const report = await check(files);
    expect(rule(report, "case")?.message).toBe(
      `1 part fits within ${limits.case.maxLengthMm} × ${limits.case.maxWidthMm} × ${limits.case.maxHeightMm} mm: bottom.stl 100 × 70 × 13 mm.`,
    );
    expect(rule(report, "case")?.details).toContain("production/case/bottom.stl: 100 × 70 × 13 mm, 1 body.");
    const words = report.rules
      .filter((entry) => entry.id === "case" || entry.id === "firmware")
      .flatMap((entry) => [entry.message, ...(entry.details ?? [])])
      .join("\n");
    expect(words).not.toMatch(/\b1 (parts|bodies|keymaps|blocks)\b|\d\.0 (mm|MB)\b/);
  });

  it("keeps a runtime UF2's count exact and a runtime alone still fails", async () => {
    const report = await check(without(validProject(), "firmware.uf2").concat({ path: "minipad/production/firmware.uf2", bytes: uf2(5000) }));
    expect(rule(report, "firmware")?.status).toBe("fail");
    expect(rule(report, "firmware")?.message).toMatch(/The only UF2 is a runtime; there is no compiled firmware for the pad and no KMK program/);
  });
});
