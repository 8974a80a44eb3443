/**
 * Text from a hostile board (footprint references, the pad's name, the maintainer) never becomes code in the
 * generated firmware: main.py compiles and every payload sits inside a comment or a string; keymap.c and config.h
 * compile against a small stand-in for QMK's headers, and every payload sits inside a comment or a string there
 * too; no encoding declaration comes from input.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Wiring } from "@hackpad/preflight";
import { cComment, cString } from "../src/emit/c.ts";
import { pyComment, pyName, pyString } from "../src/emit/python.ts";
import { generateKmk, generateQmk, type GeneratedFirmware } from "../src/index.ts";
import { everything, matrixWithExtras } from "./support/wirings.ts";

/** Every payload names "evil", so a leak is any "evil" outside a comment or a string. */
const PAYLOADS = [
  "SW1\n__import__('os').system('evil')",
  "SW2\r__import__('os').system('evil')",
  "SW3\u2028evil_call()",
  "SW4\u2029evil_call()",
  "SW5\u0000evil_call()",
  'SW6"""\nevil_call()\n"""',
  "SW7 */ evil_call(); /*",
  "SW8\n#include <evil.h>\n#define EVIL_MACRO 1",
  "# -*- coding: utf-7 -*-\n+AAo-evil_call()",
  "SW10\\\nevil_call();",
  "SW11 ??/\nevil_call();",
  "SW12\u202eevil\u202c",
];

/** The wiring with every reference replaced by a payload. */
function hostile(wiring: Wiring): Wiring {
  let next = 0;
  const payload = () => PAYLOADS[next++ % PAYLOADS.length] ?? "";
  return {
    ...wiring,
    keys: wiring.keys.map((key) => ({ ...key, ref: payload() })),
    encoders: wiring.encoders.map((encoder) => ({ ...encoder, ref: payload() })),
    oled: wiring.oled ? { ...wiring.oled, ref: payload() } : null,
    leds: wiring.leds ? { ...wiring.leds, chain: wiring.leds.chain.map(() => payload()) } : null,
  };
}

const NAME = "coding:utf-7\n+AAo-evil\u2028#include <evil.h>";
const options = { name: NAME, maintainer: "me\n#include <evil.h>\u0000evil", year: 2026 };
const temp = mkdtempSync(join(tmpdir(), "firmware-hostile-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function writeOut(firmware: GeneratedFirmware, folder: string): string {
  const root = join(temp, folder);
  for (const file of firmware.files) {
    mkdirSync(dirname(join(root, file.path)), { recursive: true });
    writeFileSync(join(root, file.path), file.text);
  }
  return root;
}

const python = spawnSync("python3", ["--version"]).status === 0;
const gcc = spawnSync("gcc", ["--version"]).status === 0;

/** Compiles main.py, prints the encoding Python reads it in and every token outside comments and strings that says "evil". */
const PY_CHECK = `
import sys, tokenize, py_compile
py_compile.compile(sys.argv[1], doraise=True)
with open(sys.argv[1], "rb") as f:
    print(tokenize.detect_encoding(f.readline)[0])
with open(sys.argv[1], "rb") as f:
    for token in tokenize.tokenize(f.readline):
        if token.type not in (tokenize.COMMENT, tokenize.STRING, tokenize.ENCODING) and "evil" in token.string.lower():
            print("LEAK", repr(token.string))
`;

describe("KMK main.py from a hostile board", () => {
  for (const [label, wiring] of Object.entries({ matrixWithExtras, everything })) {
    it.skipIf(!python)(`compiles, reads as UTF-8 and holds every payload in a comment or a string (${label})`, () => {
      const firmware = generateKmk(hostile(wiring()), options);
      const main = firmware.files.find((file) => file.path === "main.py")?.text ?? "";
      const lines = main.split("\n");
      expect(lines.slice(0, 2).join("\n")).not.toMatch(/coding[:=]/);
      expect(main).not.toMatch(/[\r\u2028\u2029\u202e]/);
      expect(main).not.toContain("\u0000");
      const root = writeOut(firmware, `kmk-${label}`);
      const result = spawnSync("python3", ["-c", PY_CHECK, join(root, "main.py")], { encoding: "utf8" });
      expect(result.stderr).toBe("");
      expect(result.stdout.trim().split("\n")).toEqual(["utf-8"]);
    });
  }
});

/** Just enough of QMK's headers for keymap.c to be checked by a C compiler. */
function stubHeader(keymap: string): string {
  const codes = [...new Set(keymap.match(/\bKC_[A-Z0-9_]+/g) ?? [])];
  return [
    "#include <stdint.h>",
    "#include <stdbool.h>",
    "#define PROGMEM",
    "#define PSTR(text) text",
    "#define MATRIX_ROWS 1",
    "#define MATRIX_COLS 64",
    "#define LAYOUT(...) { { __VA_ARGS__ } }",
    "#define ARRAY_SIZE(array) (sizeof(array) / sizeof((array)[0]))",
    "#define OLED_ENABLE",
    "typedef uint8_t pin_t;",
    ...Array.from({ length: 30 }, (_, gpio) => `#define GP${gpio} ${gpio}`),
    ...codes.map((code, index) => `#define ${code} ${index + 4}`),
    "void oled_write_ln_P(const char *text, bool invert);",
    "void gpio_set_pin_input_high(pin_t pin);",
    "bool gpio_read_pin(pin_t pin);",
    "uint16_t timer_read(void);",
    "uint16_t timer_elapsed(uint16_t since);",
    "void register_code16(uint16_t code);",
    "void unregister_code16(uint16_t code);",
    "",
  ].join("\n");
}

/** The source with comments removed by the compiler's own preprocessor and string literals blanked. */
function codeOnly(path: string): string {
  const result = spawnSync("gcc", ["-E", "-fpreprocessed", "-P", "-x", "c", path], { encoding: "utf8" });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
}

const ALLOWED_DIRECTIVES =
  /^#(?:include QMK_KEYBOARD_H|include_next <(?:halconf|mcuconf)\.h>|pragma once|define [A-Z0-9_]+ [A-Z0-9_]+|undef [A-Z0-9_]+|if defined\(ENCODER_MAP_ENABLE\)|ifdef OLED_ENABLE|endif)$/;

describe("QMK keyboard folder from a hostile board", () => {
  for (const [label, wiring] of Object.entries({ matrixWithExtras, everything })) {
    it.skipIf(!gcc)(`compiles and holds every payload in a comment or a string (${label})`, () => {
      const firmware = generateQmk(hostile(wiring()), options);
      const root = writeOut(firmware, `qmk-${label}`);
      const keymapPath = join(root, "keymaps/default/keymap.c");
      const keymap = firmware.files.find((file) => file.path === "keymaps/default/keymap.c")?.text ?? "";
      writeFileSync(join(root, "stub.h"), stubHeader(keymap));
      const compiled = spawnSync("gcc", ["-fsyntax-only", "-std=c11", "-Wall", "-Werror", `-DQMK_KEYBOARD_H="stub.h"`, "-I", root, keymapPath], {
        encoding: "utf8",
      });
      expect(compiled.stderr).toBe("");
      expect(compiled.status).toBe(0);
      for (const file of firmware.files.filter((entry) => /\.[ch]$/.test(entry.path))) {
        expect(file.text, file.path).not.toMatch(/[\r\u2028\u2029\u202e]/);
        expect(file.text, file.path).not.toContain("\u0000");
        const code = codeOnly(join(root, file.path));
        expect(code.toLowerCase(), file.path).not.toContain("evil");
        const directives = code.split("\n").filter((line) => line.trimStart().startsWith("#"));
        for (const line of directives) expect(line, file.path).toMatch(ALLOWED_DIRECTIVES);
      }
      const config = firmware.files.find((file) => file.path === "config.h");
      if (config) {
        const header = spawnSync("gcc", ["-fsyntax-only", "-x", "c", "-"], {
          input: `#include "${join(root, "config.h")}"\nint main(void) { return 0; }\n`,
          encoding: "utf8",
        });
        expect(header.stderr).toBe("");
      }
      const json = firmware.files.find((file) => file.path === "keyboard.json")?.text ?? "";
      expect(() => JSON.parse(json)).not.toThrow();
    });
  }
});

describe("the emitters", () => {
  it("write Python strings that read back as the text, in ASCII", () => {
    const text = 'a"b\\c\nd\re\u2028f\u0000g"""h\u{1f600}é';
    const literal = pyString(text);
    expect(literal).toMatch(/^[\x20-\x7e]+$/);
    if (python) {
      const back = spawnSync("python3", ["-c", `import sys; sys.stdout.write(ascii(${literal}))`], { encoding: "utf8" });
      const expected = spawnSync("python3", ["-c", `import sys, json; sys.stdout.write(ascii(json.loads(sys.stdin.read())))`], {
        input: JSON.stringify(text),
        encoding: "utf8",
      });
      expect(back.stdout).toBe(expected.stdout);
    }
  });

  it("write C strings that read back as the text's UTF-8 bytes, in ASCII", () => {
    const text = 'a"b\\c\nd??/e\u0000f1\u00e9a';
    const literal = cString(text);
    expect(literal).toMatch(/^[\x20-\x7e]+$/);
    expect(literal).not.toContain("??");
    if (gcc) {
      const source = join(temp, "string.c");
      const binary = join(temp, "string");
      writeFileSync(
        source,
        `#include <stdio.h>\nstatic const char text[] = ${literal};\nint main(void) { fwrite(text, 1, sizeof text - 1, stdout); return 0; }\n`,
      );
      expect(spawnSync("gcc", ["-std=c11", "-o", binary, source]).status).toBe(0);
      const run = spawnSync(binary);
      expect(Buffer.from(run.stdout).equals(Buffer.from(text, "utf8"))).toBe(true);
    }
  });

  it("keep comments on one line and refuse names that are not names", () => {
    expect(pyComment("a\nb\rc\u2028d\u2029e\u0000f")).toBe("a b c d e f");
    expect(pyComment("# -*- coding: utf-7 -*-")).not.toMatch(/coding[:=]/);
    expect(cComment("a \\")).toBe("a");
    expect(cComment("x */ y /* z ??/")).not.toMatch(/\*\/|\/\*|\?/);
    expect(pyName("board.D4")).toBe("board.D4");
    expect(() => pyName("board.D4; import os")).toThrow();
    expect(() => pyName("KC.import")).toThrow();
  });
});
