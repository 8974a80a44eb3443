/**
 * QMK from a Wiring: a keyboard folder laid out as `qmk new-keyboard` lays one out (keyboard.json, readme.md,
 * keymaps/default/keymap.c), with the board's pins as RP2040 `GPxx` names, its key positions as the layout, and a
 * GPL licence header on every C file so `qmk lint` has nothing to say. The values it relies on are in
 * content/programme/firmware-generator.ts (qmkNames).
 */
import { controller } from "@hackpad/programme/controller";
import { qmkNames } from "@hackpad/programme/firmware-generator";
import type { Wiring } from "@hackpad/preflight/report";
import {
  directPin,
  displayName,
  encoderKeys,
  i2cBus,
  inputsOf,
  notesComment,
  qmkPinName,
  slugOf,
  type FirmwareOptions,
  type GeneratedFile,
  type GeneratedFirmware,
  type Input,
} from "./inputs.ts";
import { cComment, cName, cString } from "./emit/c.ts";
import { planFirmware } from "./plan.ts";

interface QmkOptions extends FirmwareOptions {
  /** The participant's GitHub name, for `maintainer` and the licence headers. */
  maintainer?: string;
  /** The year in the licence headers (this year when not given). */
  year?: number;
}

const round = (value: number) => Math.round(value * 100) / 100 || 0;

/** KiCad turns footprints counter-clockwise; QMK's `r` (like KLE's) turns clockwise. A square key turned by a multiple of 90° looks unturned. */
function keyRotation(rotation: number): number | null {
  const clockwise = (((-rotation % 360) + 540) % 360) - 180;
  return Math.abs(clockwise % 90) < 0.01 ? null : round(clockwise);
}

/** Inputs QMK's matrix reads (all of them on a direct board) and the ones read beside a matrix in keymap.c. */
function split(inputs: Input[]) {
  const hasMatrix = inputs.some((input) => input.connection.kind === "matrix");
  return {
    hasMatrix,
    inMatrix: hasMatrix ? inputs.filter((input) => input.connection.kind === "matrix") : inputs,
    beside: hasMatrix ? inputs.filter((input) => input.connection.kind === "direct") : [],
  };
}

/** `layouts.LAYOUT.layout`, as QMK's keyboard schema describes it: each key's label, matrix place, position and turn. */
function qmkLayout(inMatrix: Input[], hasMatrix: boolean) {
  const minX = inMatrix.reduce((least, input) => Math.min(least, input.x), Infinity);
  const minY = inMatrix.reduce((least, input) => Math.min(least, input.y), Infinity);
  return inMatrix.map((input, index) => {
    const x = round(input.x - minX);
    const y = round(input.y - minY);
    const matrix = hasMatrix && input.connection.kind === "matrix" ? [input.connection.row, input.connection.col] : [0, index];
    const key = { label: input.encoder === null ? input.ref : `${input.ref} push`, matrix, x, y };
    const r = keyRotation(input.rotation);
    if (r !== null) Object.assign(key, { r, rx: round(x + 0.5), ry: round(y + 0.5) });
    return key;
  });
}

function keyboardJson(wiring: Wiring, options: QmkOptions): Record<string, unknown> {
  const { hasMatrix, inMatrix } = split(inputsOf(wiring));
  const features: Record<string, boolean> = { bootmagic: true, extrakey: true, mousekey: false, nkro: false };
  if (wiring.encoders.length > 0) features.encoder = true;
  if (wiring.oled) features.oled = true;
  if (wiring.leds) features.rgblight = true;
  const json: Record<string, unknown> = {
    manufacturer: displayName(options.name),
    keyboard_name: displayName(options.name),
    ...(options.maintainer ? { maintainer: options.maintainer } : {}),
    processor: qmkNames.processor,
    bootloader: qmkNames.bootloader,
    usb: { vid: qmkNames.usb.vid, pid: qmkNames.usb.pid, device_version: qmkNames.usb.deviceVersion },
    features,
  };
  if (hasMatrix) {
    json.diode_direction = wiring.diodeDirection;
    json.matrix_pins = { cols: wiring.cols.map(qmkPinName), rows: wiring.rows.map(qmkPinName) };
  } else {
    json.matrix_pins = { direct: [inMatrix.map((input) => qmkPinName(directPin(input)))] };
  }
  if (wiring.encoders.length > 0) json.encoder = { rotary: wiring.encoders.map((encoder) => ({ pin_a: qmkPinName(encoder.a), pin_b: qmkPinName(encoder.b) })) };
  if (wiring.leds) {
    json.ws2812 = { pin: qmkPinName(wiring.leds.dataPin), driver: qmkNames.ws2812Driver };
    json.rgblight = { driver: "ws2812", led_count: wiring.leds.chain.length, animations: { breathing: true, rainbow_mood: true, rainbow_swirl: true } };
  }
  json.layouts = { LAYOUT: { layout: qmkLayout(inMatrix, hasMatrix) } };
  return json;
}

const licence = (holder: string, year: number) => [`// ${cComment(`Copyright ${year} ${holder}`)}`, "// SPDX-License-Identifier: GPL-2.0-or-later"];
/** Every pin and key code goes through cName, every text from the board through cComment or cString. */
const pin = (xiaoPin: Parameters<typeof qmkPinName>[0]) => cName(qmkPinName(xiaoPin));

export function generateQmk(board: Wiring, options: QmkOptions): GeneratedFirmware {
  const { wiring, notes } = planFirmware(board);
  const name = displayName(options.name);
  const slug = slugOf(options.name);
  // Under a folder QMK does not have, so the keyboard's name never names one of QMK's keyboards.
  const keyboard = `${qmkNames.keyboardParent}/${slug}`;
  const year = options.year ?? new Date().getFullYear();
  const header = licence(options.maintainer ?? `the ${name} authors`, year);
  const { inMatrix, beside } = split(inputsOf(wiring));
  const files: GeneratedFile[] = [{ path: "keyboard.json", text: `${formatJson(keyboardJson(wiring, options))}\n` }];

  const keymap: string[] = [...header, ...notesComment("//", notes, cComment), "", "#include QMK_KEYBOARD_H", ""];
  keymap.push(
    "// The first keymap: one key code per switch, left to right and top to bottom. Change them to what you need.",
    "const uint16_t PROGMEM keymaps[][MATRIX_ROWS][MATRIX_COLS] = {",
    "    [0] = LAYOUT(",
    ...inMatrix.map(
      (input, index) =>
        `        ${cName(input.key.qmk)}${index === inMatrix.length - 1 ? " " : ","} // ${cComment(`${input.ref}${input.encoder === null ? "" : " push"}: ${input.key.shows}`)}`,
    ),
    "    )",
    "};",
  );
  if (wiring.encoders.length > 0) {
    keymap.push(
      "",
      "// For each layer, each encoder: turn left, turn right (keymaps/default/rules.mk switches the encoder map on).",
      "#if defined(ENCODER_MAP_ENABLE)",
      "const uint16_t PROGMEM encoder_map[][NUM_ENCODERS][NUM_DIRECTIONS] = {",
      `    [0] = { ${wiring.encoders.map((_, index) => `ENCODER_CCW_CW(${encoderKeys(index).ccw.qmk}, ${encoderKeys(index).cw.qmk})`).join(", ")} },`,
      "};",
      "#endif",
    );
  }
  if (beside.length > 0) {
    keymap.push(
      "",
      `// ${cComment(`${beside.map((input) => `${input.ref}${input.encoder === null ? "" : "'s push switch"}`).join(", ")} ${beside.length === 1 ? "joins its own pin" : "join their own pins"} to GND, outside the matrix.`)}`,
      "// QMK's matrix reads rows and columns only, so these are read here, a few times a millisecond.",
      `static const pin_t extra_pins[] = {${beside.map((input) => pin(directPin(input))).join(", ")}};`,
      `static const uint16_t extra_keys[] = {${beside.map((input) => cName(input.key.qmk)).join(", ")}};`,
      "static bool     extra_down[ARRAY_SIZE(extra_pins)];",
      "static uint16_t extra_changed[ARRAY_SIZE(extra_pins)];",
      "",
      "void keyboard_post_init_user(void) {",
      "    for (uint8_t i = 0; i < ARRAY_SIZE(extra_pins); i++) {",
      "        gpio_set_pin_input_high(extra_pins[i]);",
      "    }",
      "}",
      "",
      "void housekeeping_task_user(void) {",
      "    for (uint8_t i = 0; i < ARRAY_SIZE(extra_pins); i++) {",
      "        bool down = !gpio_read_pin(extra_pins[i]); // a pressed switch pulls its pin to GND",
      "        if (down != extra_down[i] && timer_elapsed(extra_changed[i]) > 5) { // 5 ms against contact bounce",
      "            extra_down[i]    = down;",
      "            extra_changed[i] = timer_read();",
      "            if (down) {",
      "                register_code16(extra_keys[i]);",
      "            } else {",
      "                unregister_code16(extra_keys[i]);",
      "            }",
      "        }",
      "    }",
      "}",
    );
  }
  if (wiring.oled) {
    keymap.push(
      "",
      "#ifdef OLED_ENABLE",
      "// What the screen shows. Return false so the keyboard's own screen code does not draw over it.",
      "bool oled_task_user(void) {",
      `    oled_write_ln_P(PSTR(${cString(name)}), false);`,
      '    oled_write_ln_P(PSTR("layer 0"), false);',
      "    return false;",
      "}",
      "#endif",
    );
    const { oled } = wiring;
    const bus = i2cBus(oled) ?? 1;
    const { driverPrefix, mcuconfPrefix, pinDefinePrefix } = qmkNames.i2c;
    /** A C header: the generated-file header, then `#pragma once` and the body. */
    const cHeader = (path: string, body: string[]) => ({ path, text: lines([...header, "", "#pragma once", "", ...body]) });
    files.push(
      cHeader("config.h", [
        `// ${cComment(`The screen (${oled.ref}) on the RP2040's I2C${bus}: data (SDA) on ${oled.sda}, clock (SCL) on ${oled.scl}.`)}`,
        `#define I2C_DRIVER ${cName(`${driverPrefix}${bus}`)}`,
        `#define ${cName(`${pinDefinePrefix}${bus}_SDA_PIN`)} ${pin(oled.sda)}`,
        `#define ${cName(`${pinDefinePrefix}${bus}_SCL_PIN`)} ${pin(oled.scl)}`,
      ]),
      cHeader("halconf.h", ["#define HAL_USE_I2C TRUE", "", "#include_next <halconf.h>"]),
      cHeader("mcuconf.h", ["#include_next <mcuconf.h>", "", `#undef ${mcuconfPrefix}${bus}`, `#define ${mcuconfPrefix}${bus} TRUE`]),
    );
  }
  files.push({ path: "keymaps/default/keymap.c", text: lines(keymap) });
  if (wiring.encoders.length > 0) files.push({ path: "keymaps/default/rules.mk", text: "ENCODER_MAP_ENABLE = yes\n" });
  files.push({ path: "readme.md", text: readme(name, keyboard, wiring, notes) });
  files.sort((a, b) => a.path.localeCompare(b.path));
  return { family: "qmk", folder: slug, files, copy: [], notes, keyboard };
}

/** JSON as QMK's own keyboard files write it: four spaces, and short arrays and objects (a layout key) on one line. */
function formatJson(value: unknown, indent = ""): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const inner = `${indent}    `;
  const entries = Array.isArray(value)
    ? value.map((item) => formatJson(item, inner))
    : Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${formatJson(item, inner)}`);
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  if (entries.length === 0) return `${open}${close}`;
  const oneLine = `${open}${entries.join(", ")}${close}`;
  if (!oneLine.includes("\n") && oneLine.length + indent.length <= 100 && (Array.isArray(value) || indent.length >= 12)) return oneLine;
  return `${open}\n${entries.map((entry) => `${inner}${entry}`).join(",\n")}\n${indent}${close}`;
}

const lines = (text: string[]) => `${text.join("\n")}\n`;

function readme(name: string, keyboard: string, wiring: Wiring, notes: readonly string[]): string {
  const parts = [
    `${wiring.keys.length} switch${wiring.keys.length === 1 ? "" : "es"}`,
    ...(wiring.encoders.length > 0 ? [`${wiring.encoders.length} encoder${wiring.encoders.length === 1 ? "" : "s"}`] : []),
    ...(wiring.oled ? ["an OLED"] : []),
    ...(wiring.leds ? [`${wiring.leds.chain.length} LED${wiring.leds.chain.length === 1 ? "" : "s"}`] : []),
  ];
  return lines([
    `# ${name}`,
    "",
    `A Hackpad macropad on a ${controller.short}: ${parts.join(", ")}. This folder was written by hackpad docs from the board's wiring; it is yours to change.`,
    "",
    `Copy this folder to \`keyboards/${keyboard}\` in your QMK checkout, then build the default keymap:`,
    "",
    `    qmk compile -kb ${keyboard} -km default`,
    "",
    `Why \`${qmkNames.keyboardParent}/\`: QMK already has keyboards of its own with common names (\`keyboards/hackpad\` is someone else's board), and \`qmk compile -kb\` builds whichever keyboard has the name you give. No QMK keyboard lives under \`${qmkNames.keyboardParent}/\`, so this name can only mean yours.`,
    "",
    ...(notes.length > 0 ? ["## Left out, and faults on the board", "", ...notes.map((note) => `- ${note}`), ""] : []),
    "Flashing: hold the XIAO's B (BOOT) button, tap R (RESET), let go of B, and copy the `.uf2` file QMK built onto the RPI-RP2 drive that appears.",
  ]);
}
