import { describe, expect, it } from "vitest";
import { controller } from "@hackpad/programme/controller";
import { qmkNames } from "@hackpad/programme/firmware-generator";
import type { Wiring, XiaoPin } from "@hackpad/preflight/report";
import { generateQmk, inputsOf, type GeneratedFirmware } from "../src/index.ts";
import { direct9, everything, ledChain, matrix3x3, matrix4x4, matrixWithExtras, rotated, syntheticSet, twoEncoders, withOled } from "./support/wirings.ts";
import { qmkSchemaProblems } from "./support/qmk-schema.ts";

const gp = (pin: XiaoPin) => `GP${controller.pins.find((entry) => entry.name === pin)?.gpio}`;
const generate = (wiring: Wiring) => generateQmk(wiring, { name: "Test Pad", maintainer: "octocat", year: 2026 });
const file = (firmware: GeneratedFirmware, path: string) => firmware.files.find((entry) => entry.path === path)?.text;
const json = (wiring: Wiring) => JSON.parse(file(generate(wiring), "keyboard.json") ?? "null");

describe("generateQmk", () => {
  it("writes a keyboard.json that keeps QMK's keyboard schema rules, for every synthetic board", () => {
    for (const [name, wiring] of Object.entries(syntheticSet)) expect(qmkSchemaProblems(json(wiring())), name).toEqual([]);
  });

  it("the schema rules catch what QMK would refuse", () => {
    const broken = json(matrix3x3());
    broken.processor = "rp2040";
    broken.diode_direction = "COLUMNS";
    broken.matrix_pins.cols[0] = "D0";
    broken.usb.vid = "0xfeed";
    broken.layouts.LAYOUT.layout[0].rotation = 15;
    delete broken.layouts.LAYOUT.layout[1].y;
    broken.layouts.LAYOUT.layout[2].rx = -1;
    broken.encoder = { rotary: [{ pin_a: "GP2" }] };
    broken.vendorId = "0xFEED";
    expect(qmkSchemaProblems(broken)).toEqual([
      "unknown top-level key vendorId",
      "processor rp2040 is not in the schema's enum",
      "diode_direction COLUMNS is not COL2ROW or ROW2COL",
      "usb.vid is not 0x plus four hex digits",
      "matrix_pins.cols[0] (D0) is not an RP2040 pin name",
      "encoder.rotary[0] needs pin_a and pin_b",
      "encoder.rotary[0].pin_b (undefined) is not an RP2040 pin name",
      "layouts.LAYOUT.layout[0].rotation is not allowed",
      "layouts.LAYOUT.layout[1] needs x and y",
      "layouts.LAYOUT.layout[2].rx is not a number ≥ 0",
    ]);
  });

  it("lays the folder out as qmk new-keyboard does, with a licence header on every C file", () => {
    const firmware = generate(twoEncoders());
    expect(firmware.folder).toBe("test_pad");
    expect(firmware.files.map((entry) => entry.path)).toEqual(["keyboard.json", "keymaps/default/keymap.c", "keymaps/default/rules.mk", "readme.md"]);
    expect(file(firmware, "keymaps/default/rules.mk")).toBe("ENCODER_MAP_ENABLE = yes\n");
    const oled = generate(withOled());
    expect(oled.files.map((entry) => entry.path)).toEqual(["config.h", "halconf.h", "keyboard.json", "keymaps/default/keymap.c", "mcuconf.h", "readme.md"]);
    for (const entry of oled.files.filter((candidate) => /\.[ch]$/.test(candidate.path))) {
      expect(entry.text.split("\n").slice(0, 2), entry.path).toEqual(["// Copyright 2026 octocat", "// SPDX-License-Identifier: GPL-2.0-or-later"]);
    }
    expect(file(oled, "halconf.h")).toContain("#include_next <halconf.h>");
    expect(file(oled, "mcuconf.h")).toContain(`#undef ${qmkNames.i2c.mcuconfPrefix}1\n#define ${qmkNames.i2c.mcuconfPrefix}1 TRUE`);
    expect(file(generateQmk(direct9(), { name: "Solo", year: 2026 }), "keymaps/default/keymap.c")).toMatch(/^\/\/ Copyright 2026 the Solo authors\n/);
  });

  it("targets the XIAO RP2040 and writes direct pins as GPxx in reading order", () => {
    const keyboard = json(direct9());
    expect(keyboard).toMatchObject({
      processor: "RP2040",
      bootloader: "rp2040",
      usb: { vid: "0xFEED", pid: "0x0000", device_version: "1.0.0" },
      maintainer: "octocat",
    });
    expect(keyboard.matrix_pins).toEqual({ direct: [["D0", "D1", "D2", "D3", "D6", "D7", "D8", "D9", "D10"].map((pin) => gp(pin as XiaoPin))] });
    expect(keyboard.matrix_pins.direct[0]).toEqual(["GP26", "GP27", "GP28", "GP29", "GP0", "GP1", "GP2", "GP4", "GP3"]);
    expect(keyboard.diode_direction).toBeUndefined();
    expect(keyboard.layouts.LAYOUT.layout.map((key: { matrix: number[] }) => key.matrix)).toEqual([...Array(9).keys()].map((index) => [0, index]));
  });

  it("writes matrix pins, diode direction and each key's row and column from the board", () => {
    for (const make of [matrix3x3, matrix4x4]) {
      const wiring = make();
      const keyboard = json(wiring);
      expect(keyboard.diode_direction).toBe(wiring.diodeDirection);
      expect(keyboard.matrix_pins).toEqual({ cols: wiring.cols.map(gp), rows: wiring.rows.map(gp) });
      const byLabel = new Map(keyboard.layouts.LAYOUT.layout.map((key: { label: string; matrix: number[] }) => [key.label, key.matrix]));
      for (const key of wiring.keys) expect(byLabel.get(key.ref)).toEqual(key.connection.kind === "matrix" ? [key.connection.row, key.connection.col] : null);
    }
  });

  it("places keys where the board has them, with QMK's clockwise rotation around the key's centre", () => {
    const layout = json(rotated()).layouts.LAYOUT.layout;
    expect(layout).toEqual([
      { label: "SW1", matrix: [0, 0], x: 0, y: 0, r: -15, rx: 0.5, ry: 0.5 },
      { label: "SW2", matrix: [0, 1], x: 1.1, y: 0.2, r: 30, rx: 1.6, ry: 0.7 },
      { label: "SW3", matrix: [0, 2], x: 2.3, y: 0.6 },
      { label: "SW4", matrix: [0, 3], x: 0.5, y: 1.25 },
    ]);
    expect(json(matrix4x4()).layouts.LAYOUT.layout.at(-1)).toEqual({ label: "SW16", matrix: [3, 3], x: 3, y: 3 });
  });

  it("writes the encoders' A and B pins, the encoder map, and push switches as keys", () => {
    const wiring = twoEncoders();
    const firmware = generate(wiring);
    const keyboard = JSON.parse(file(firmware, "keyboard.json") ?? "");
    expect(keyboard.encoder).toEqual({ rotary: wiring.encoders.map((encoder) => ({ pin_a: gp(encoder.a), pin_b: gp(encoder.b) })) });
    expect(keyboard.features.encoder).toBe(true);
    // A direct board reads the push switches as direct keys, at the encoders' places.
    expect(keyboard.matrix_pins.direct[0]).toEqual(["GP26", "GP27", "GP28", "GP1", "GP3"]);
    expect(keyboard.layouts.LAYOUT.layout.filter((key: { label: string }) => key.label.endsWith("push"))).toEqual([
      { label: "EC1 push", matrix: [0, 3], x: 3.25, y: 0 },
      { label: "EC2 push", matrix: [0, 4], x: 3.25, y: 1.25 },
    ]);
    const keymap = file(firmware, "keymaps/default/keymap.c") ?? "";
    expect(keymap).toContain("[0] = { ENCODER_CCW_CW(KC_VOLD, KC_VOLU), ENCODER_CCW_CW(KC_UP, KC_DOWN) },");
    expect(keymap).toMatch(/KC_MUTE, \/\/ EC1 push: mute\n\s+KC_ENT {2}\/\/ EC2 push: Enter/);
  });

  it("reads switches beside a matrix in keymap.c, on the board's pins", () => {
    const firmware = generate(matrixWithExtras());
    const keyboard = JSON.parse(file(firmware, "keyboard.json") ?? "");
    expect(keyboard.layouts.LAYOUT.layout).toHaveLength(9);
    const keymap = file(firmware, "keymaps/default/keymap.c") ?? "";
    expect(keymap).toContain("static const pin_t extra_pins[] = {GP3, GP0};");
    expect(keymap).toContain("static const uint16_t extra_keys[] = {KC_MUTE, KC_0};");
    expect(keymap).toContain("gpio_set_pin_input_high(extra_pins[i]);");
    expect(generate(matrix3x3()).files.find((entry) => entry.path.endsWith("keymap.c"))?.text).not.toContain("extra_pins");
  });

  it("turns the OLED on with its I2C pins, and the LED chain with ws2812 and rgblight", () => {
    const oled = generate(withOled());
    expect(JSON.parse(file(oled, "keyboard.json") ?? "").features.oled).toBe(true);
    expect(file(oled, "config.h")).toContain(`#define I2C_DRIVER I2CD1\n#define I2C1_SDA_PIN ${gp("D4")}\n#define I2C1_SCL_PIN ${gp("D5")}`);
    expect(file(oled, "keymaps/default/keymap.c")).toContain('oled_write_ln_P(PSTR("Test Pad"), false);');
    // An OLED on D6 (GP0, I2C0 SDA) and D7 (GP1, I2C0 SCL) uses the other I2C block.
    const other = generate({ ...withOled(), oled: { ref: "J1", sda: "D6", scl: "D7" } });
    expect(file(other, "config.h")).toContain("#define I2C_DRIVER I2CD0\n#define I2C0_SDA_PIN GP0\n#define I2C0_SCL_PIN GP1");
    expect(file(other, "mcuconf.h")).toContain("#define RP_I2C_USE_I2C0 TRUE");
    const leds = json(ledChain());
    expect(leds.ws2812).toEqual({ pin: gp("D6"), driver: "vendor" });
    expect(leds.rgblight).toMatchObject({ led_count: 4 });
    expect(leds.features.rgblight).toBe(true);
    expect(json(direct9()).ws2812).toBeUndefined();
  });

  it("has one keymap entry per layout key, each a key code in the layout's order", () => {
    for (const [name, make] of Object.entries(syntheticSet)) {
      const wiring = make();
      const firmware = generate(wiring);
      const layout = JSON.parse(file(firmware, "keyboard.json") ?? "").layouts.LAYOUT.layout as { label: string }[];
      const keymap = file(firmware, "keymaps/default/keymap.c") ?? "";
      const entries = [...keymap.matchAll(/^\s+(KC_\w+),? +\/\/ (\S+( push)?):/gm)].map((match) => `${match[2]}`);
      expect(entries, name).toEqual(layout.map((key) => key.label));
      expect(layout.length + (keymap.match(/extra_pins\[\] = \{([^}]*)\}/)?.[1]?.split(",").length ?? 0), name).toBe(inputsOf(wiring).length);
    }
    expect(json(everything()).layouts.LAYOUT.layout.at(-1)).toEqual({ label: "EC1 push", matrix: [1, 2], x: 2, y: 1 });
  });

  it("names the keyboard under handwired/hackpad/, a folder QMK does not have, and says why in the readme", () => {
    for (const name of ["hackpad", "Hackpad", "My Pad"]) {
      const written = generateQmk(direct9(), { name });
      expect(written.keyboard).toMatch(/^handwired\/hackpad\/[a-z0-9_]+$/);
      expect(written.keyboard).not.toBe("hackpad");
      const readme = written.files.find((file) => file.path === "readme.md")?.text ?? "";
      expect(readme).toContain(`qmk compile -kb ${written.keyboard ?? ""} -km default`);
      expect(readme).toContain(`keyboards/${written.keyboard ?? ""}`);
      expect(readme).toMatch(/QMK already has keyboards of its own with common names \(`keyboards\/hackpad` is someone else's board\)/);
    }
    expect(qmkNames.keyboardParent).toBe("handwired/hackpad");
  });
});
