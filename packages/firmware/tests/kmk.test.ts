import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { controller, firmware } from "@hackpad/programme/controller";
import { kmkNames } from "@hackpad/programme/firmware-generator";
import type { Wiring } from "@hackpad/preflight/report";
import { generateKmk, inputsOf } from "../src/index.ts";
import {
  direct9,
  everything,
  ledChain,
  matrix3x3,
  matrix4x4,
  matrixWithExtras,
  pinsOf,
  rotated,
  syntheticSet,
  twoEncoders,
  withOled,
} from "./support/wirings.ts";
import { HackpadError } from "@hackpad/programme/errors";

const python = spawnSync("python3", ["--version"]).status === 0;
const temp = mkdtempSync(join(tmpdir(), "kmk-gen-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const mainPy = (wiring: Wiring) => generateKmk(wiring, { name: "Test Pad" }).files.find((file) => file.path === "main.py")?.text ?? "";

/** The board.* names of one Python expression, in order. */
const boardPins = (text: string) => [...text.matchAll(/\bboard\.([A-Za-z0-9_]+)/g)].map((match) => match[1]);
/** The text of `name = (…)` / `name = […]`, up to its closing bracket. */
function assigned(source: string, name: string): string | null {
  const start = source.indexOf(`${name} = `);
  if (start < 0) return null;
  let depth = 0;
  for (let index = source.indexOf("=", start) + 1; index < source.length; index++) {
    const char = source[index];
    if (char === "(" || char === "[") depth++;
    if (char === ")" || char === "]") depth--;
    if (depth === 0 && (char === ")" || char === "]")) return source.slice(start, index + 1);
  }
  return null;
}
const keymapEntries = (source: string) =>
  [...(assigned(source, "keyboard.keymap") ?? "").matchAll(/KC\.([A-Z0-9_]+),\s+# (\S+)/g)].map((match) => ({ key: match[1], ref: match[2] }));

describe("generateKmk", () => {
  it.skipIf(!python)("writes a main.py that Python compiles, for every synthetic board (skipped only where python3 is absent)", () => {
    for (const [name, wiring] of Object.entries(syntheticSet)) {
      const path = join(temp, `${name.replace(/\W+/g, "-")}.py`);
      writeFileSync(path, mainPy(wiring()));
      const compiled = spawnSync("python3", ["-m", "py_compile", path], { encoding: "utf8" });
      expect(compiled.stderr, name).toBe("");
      expect(compiled.status, name).toBe(0);
    }
  });

  it("uses only KMK and CircuitPython names from the data lists", () => {
    const boardNames = new Set<string>(controller.pins.map((pin) => pin.name));
    for (const [name, wiring] of Object.entries(syntheticSet)) {
      const source = mainPy(wiring());
      for (const line of source.split("\n")) {
        const from = /^from (\S+) import (.+)$/.exec(line);
        if (from) {
          const allowed: readonly string[] | undefined = kmkNames.imports[from[1] as keyof typeof kmkNames.imports];
          expect(allowed, `${name}: ${line}`).toBeDefined();
          for (const imported of from[2]?.split(", ") ?? []) expect(allowed, `${name}: ${line}`).toContain(imported);
        }
        const plain = /^import (\S+)$/.exec(line);
        if (plain) expect(kmkNames.circuitPythonModules, `${name}: ${line}`).toContain(plain[1]);
      }
      for (const pin of boardPins(source)) expect(boardNames, `${name}: board.${pin}`).toContain(pin);
      const defined = [...kmkNames.keys, ...kmkNames.keysDefinedBy.flatMap((maker) => maker.names)];
      for (const match of source.matchAll(/\bKC\.([A-Za-z0-9_]+)/g)) expect(defined, `${name}: KC.${match[1]}`).toContain(match[1]);
      for (const match of source.matchAll(/DiodeOrientation\.([A-Z0-9]+)/g)) expect(kmkNames.diodeOrientation).toContain(match[1]);
      expect(source).not.toMatch(/board\.GP/);
    }
  });

  it("uses exactly the board's pins, each for what the board wires it to", () => {
    for (const [name, make] of Object.entries(syntheticSet)) {
      const wiring = make();
      const source = mainPy(wiring);
      expect(new Set(boardPins(source)), name).toEqual(pinsOf(wiring));
      if (wiring.rows.length > 0) {
        expect(boardPins(assigned(source, "keyboard.col_pins") ?? ""), name).toEqual(wiring.cols);
        expect(boardPins(assigned(source, "keyboard.row_pins") ?? ""), name).toEqual(wiring.rows);
        expect(source).toContain(`keyboard.diode_orientation = DiodeOrientation.${wiring.diodeDirection}`);
      } else {
        expect(source, name).not.toContain("col_pins");
      }
      const directKeys = inputsOf(wiring).filter((input) => input.encoder === null && input.connection.kind === "direct");
      expect(boardPins(assigned(source, "KEY_PINS") ?? ""), name).toEqual(
        directKeys.map((input) => (input.connection.kind === "direct" ? input.connection.pin : "")),
      );
      const encoderPins = assigned(source, "encoders.pins") ?? "";
      const tuples = [...encoderPins.matchAll(/\((board\.\w+), (board\.\w+), (board\.\w+|None)\)/g)].map((match) => match.slice(1, 4));
      expect(tuples, name).toEqual(
        wiring.encoders.map((encoder) => [`board.${encoder.a}`, `board.${encoder.b}`, encoder.push?.kind === "direct" ? `board.${encoder.push.pin}` : "None"]),
      );
      if (wiring.oled) expect(source).toContain(`busio.I2C(scl=board.${wiring.oled.scl}, sda=board.${wiring.oled.sda})`);
      else expect(source).not.toContain("busio");
      if (wiring.leds) expect(source).toContain(`RGB(pixel_pin=board.${wiring.leds.dataPin}, num_pixels=${wiring.leds.chain.length})`);
      else expect(source).not.toContain("RGB(");
    }
  });

  it("reads direct keys with KeysScanner, one key code per switch in reading order", () => {
    const source = mainPy(direct9());
    expect(source).toContain("keyboard.matrix = KeysScanner(pins=KEY_PINS, value_when_pressed=False, pull=True)");
    expect(source).not.toContain("coord_mapping");
    expect(keymapEntries(source)).toEqual(["N1", "N2", "N3", "N4", "N5", "N6", "N7", "N8", "N9"].map((key, index) => ({ key, ref: `SW${index + 1}:` })));
  });

  it("maps each matrix key to its row and column (COL2ROW 3×3, ROW2COL 4×4)", () => {
    const small = mainPy(matrix3x3());
    expect(small).toContain("DiodeOrientation.COL2ROW");
    expect(small).toContain("keyboard.coord_mapping = [0, 1, 2, 3, 4, 5, 6, 7, 8]");
    expect(small).not.toContain("keyboard.matrix =");
    const large = mainPy(matrix4x4());
    expect(large).toContain("DiodeOrientation.ROW2COL");
    expect(large).toContain("the diode's band faces the column");
    expect(keymapEntries(large)).toHaveLength(16);
    // A key missing from the matrix leaves its number out; the keymap follows the keys that exist.
    const sparse = matrix3x3();
    sparse.keys = sparse.keys.filter((key) => key.ref !== "SW5");
    expect(mainPy(sparse)).toContain("keyboard.coord_mapping = [0, 1, 2, 3, 5, 6, 7, 8]");
  });

  it("adds a KeysScanner after the matrix for switches on their own pins, and numbers them after the matrix", () => {
    const source = mainPy(matrixWithExtras());
    expect(source).toMatch(
      /keyboard\.matrix = \[\n\s+MatrixScanner\(row_pins=keyboard\.row_pins, column_pins=keyboard\.col_pins, columns_to_anodes=keyboard\.diode_orientation\),\n\s+KeysScanner/,
    );
    expect(source).toContain("keyboard.coord_mapping = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]");
    expect(keymapEntries(source).at(-1)).toEqual({ key: "N0", ref: "SW10:" });
  });

  it("gives encoders their pins and push switch, and a map of turn left, turn right, push", () => {
    const source = mainPy(twoEncoders());
    expect(source).toContain("(board.D3, board.D6, board.D7),  # EC1");
    expect(source).toContain("(board.D8, board.D9, board.D10),  # EC2");
    expect(source).toContain("(KC.VOLD, KC.VOLU, KC.MUTE),  # EC1");
    expect(source).toContain("(KC.UP, KC.DOWN, KC.ENTER),  # EC2");
    expect(source).toContain("keyboard.extensions.append(MediaKeys())");
    // A push switch in the matrix is a key of the keymap, and the encoder's own push pin is None.
    const both = mainPy(everything());
    expect(both).toContain("(board.D7, board.D8, None),  # EC1");
    expect(both).toMatch(/KC\.MUTE,\s+# EC1 \(push switch\): mute/);
  });

  it("names the OLED libraries and the LED library in the copy list", () => {
    const plain = generateKmk(direct9(), { name: "Plain" });
    expect(plain.copy.map((step) => step.file)).toEqual(kmkNames.fromKmkZip.map((item) => item.file));
    const oled = generateKmk(withOled(), { name: "Screen" });
    expect(oled.copy.map((step) => step.file)).toEqual([
      ...kmkNames.fromKmkZip.map((item) => item.file),
      ...firmware.kmkDisplayLibraries.map((library) => library.file),
    ]);
    expect(mainPy(withOled())).toContain('TextEntry(text="Test Pad", x=0, y=0)');
    const leds = generateKmk(ledChain(), { name: "Glow" });
    expect(leds.copy.at(-1)).toMatchObject({ file: kmkNames.rgbLibrary.file, to: "CIRCUITPY/lib/" });
    const list = leds.files.find((file) => file.path === "COPY-TO-CIRCUITPY.md")?.text ?? "";
    expect(list).toContain("`neopixel.mpy`, to `CIRCUITPY/lib/`");
    expect(list).toContain(firmware.circuitPythonVersion);
  });

  it("keeps the pad's name a plain string, whatever the participant typed", () => {
    const source = generateKmk(withOled(), { name: 'My "pad" \\ \n; import os' }).files[0]?.text ?? "";
    expect(source).toContain('TextEntry(text="My pad  ; import os", x=0, y=0)');
    expect(generateKmk(rotated(), { name: "Ünïcode Päd" }).folder).toBe("n_code_p_d-kmk");
  });

  it("writes firmware for every key that can work, says what it leaves out, and refuses only when not one key can be read", () => {
    const refusal = (wiring: Wiring) => {
      try {
        generateKmk(wiring, { name: "x" });
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(HackpadError);
        return (error as HackpadError).reasons;
      }
    };
    expect(refusal({ ...direct9(), keys: [], problems: ["SW1 joins D0 straight to D1 with no diode between them."] })).toEqual([
      "Not one switch on the board can be read by any firmware:",
      "SW1 joins D0 straight to D1 with no diode between them.",
    ]);
    const partial = (wiring: Wiring) => {
      const written = generateKmk(wiring, { name: "x" });
      return { notes: written.notes, source: written.files.find((file) => file.path === "main.py")?.text ?? "" };
    };
    const reaches = partial({ ...direct9(), problems: ["SW10 reaches no XIAO pin."] });
    expect(reaches.notes).toEqual(["SW10 reaches no XIAO pin."]);
    expect(reaches.source).toContain("# Left out of this firmware, and faults on the board that firmware cannot mend:\n#   - SW10 reaches no XIAO pin.\n");
    expect(boardPins(assigned(reaches.source, "KEY_PINS") ?? "")).toHaveLength(9);
    const noDirection = partial({ ...matrixWithExtras(), diodeDirection: null });
    expect(noDirection.notes).toEqual([expect.stringMatching(/form a matrix whose diode direction cannot be told, so they are left out/)]);
    expect(noDirection.source).not.toContain("col_pins");
    const shortRows = partial({ ...matrix3x3(), rows: ["D3", "D6"] });
    expect(shortRows.notes).toEqual([
      "SW7 sits at row 3, column 1 of a matrix that has no such row or column pin, so it is left out.",
      "SW8 sits at row 3, column 2 of a matrix that has no such row or column pin, so it is left out.",
      "SW9 sits at row 3, column 3 of a matrix that has no such row or column pin, so it is left out.",
    ]);
    // A screen on pins the I2C hardware cannot use: the keys are written, the screen left out with the fix.
    const offPair = partial({ ...withOled(), oled: { ref: "J1", sda: "D5", scl: "D4" } });
    expect(offPair.notes).toEqual([
      "J1's SDA (D5) and SCL (D4) are not a pair the RP2040's I2C hardware can use, and the screen drivers need it, so the screen is left out. Wire SDA to D4 and SCL to D5.",
    ]);
    expect(offPair.source).not.toContain("busio");
    // A pin shared by the screen's SDA and the LEDs' data: those two go, the keys stay.
    const shared = partial({ ...everything(), leds: { dataPin: everything().oled?.sda ?? "D4", chain: ["D20", "D21"] } });
    expect(shared.notes).toEqual([
      expect.stringMatching(/is both OLED1's I2C line and the LEDs' data in, so the screen and the LEDs are left out \(the keys still work\)/),
    ]);
    expect(shared.source).not.toContain("RGB(");
    expect(shared.source).not.toContain("Display(");
    expect(keymapEntries(shared.source).length).toBeGreaterThan(0);
  });

  it("creates every module and extension before the first name it defines is used, and imports only what exists", () => {
    const makers = new Map<string, string>(kmkNames.keysDefinedBy.flatMap((maker) => maker.names.map((key) => [key, maker.make] as const)));
    for (const [name, wiring] of Object.entries(syntheticSet)) {
      const lines = mainPy(wiring()).split("\n");
      const imported = new Map<string, number>();
      const made = new Map<string, number>();
      lines.forEach((line, index) => {
        const from = /^from (\S+) import (.+)$/.exec(line);
        for (const entry of from?.[2]?.split(", ") ?? []) imported.set(entry, index);
        const plain = /^import (\S+)$/.exec(line);
        if (plain?.[1]) imported.set(plain[1], index);
        const append = /^keyboard\.(?:extensions|modules)\.append\((\w+)\(\)\)$/.exec(line);
        if (append?.[1] && !made.has(append[1])) made.set(append[1], index);
      });
      lines.forEach((line, index) => {
        const code = line.replace(/#.*$/, "");
        for (const match of code.matchAll(/\bKC\.([A-Za-z0-9_]+)/g)) {
          const key = match[1] ?? "";
          const maker = makers.get(key);
          if (maker) expect(made.get(maker) ?? Infinity, `${name}: ${maker}() before KC.${key} on line ${index + 1}`).toBeLessThan(index);
          else expect(kmkNames.keys, `${name}: KC.${key}`).toContain(key);
        }
        // Every capitalised name called or read is imported above its first use.
        for (const match of code.matchAll(/(?<![.\w])([A-Z][A-Za-z0-9]+)\b(?=[.(])/g)) {
          const used = match[1] ?? "";
          if (used === "KC" && /^from kmk\.keys import/.test(line)) continue;
          if (/^from /.test(line)) continue;
          expect(imported.get(used) ?? Infinity, `${name}: ${used} imported before line ${index + 1}`).toBeLessThan(index);
        }
      });
    }
  });
});
