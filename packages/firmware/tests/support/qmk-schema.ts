/**
 * The rules of QMK's keyboard schema that a generated keyboard.json relies on, written out by hand (QMK's files are
 * not copied here). Source: qmk/qmk_firmware data/schemas/keyboard.jsonschema at d1f1e63150432fc10b606f3771ab58912cf25e12
 * and data/schemas/definitions.jsonschema at a3ac78ccbb8dca7f8d4a827d4559cf94429d62a4, read 2026-11-25.
 */

/** The top-level keys the schema's `properties` name that a Hackpad could use (the schema lists many more). */
const TOP_LEVEL = new Set([
  "keyboard_name",
  "keyboard_folder",
  "maintainer",
  "manufacturer",
  "url",
  "development_board",
  "processor",
  "board",
  "bootloader",
  "bootloader_instructions",
  "build",
  "diode_direction",
  "debounce",
  "encoder",
  "features",
  "indicators",
  "layout_aliases",
  "layouts",
  "matrix_pins",
  "rgblight",
  "rgb_matrix",
  "tags",
  "tapping",
  "usb",
  "qmk",
  "ws2812",
  "split",
]);

/** Enums as the schema gives them (processor and bootloader: the members around the RP2040 ones). */
const PROCESSORS = new Set(["cortex-m0", "cortex-m0plus", "cortex-m3", "cortex-m4", "RP2040", "STM32F072", "STM32F411", "atmega32u4", "unknown"]);
const BOOTLOADERS = new Set(["atmel-dfu", "caterina", "custom", "rp2040", "stm32-dfu", "tinyuf2", "uf2boot", "unknown"]);
const DIODE_DIRECTIONS = new Set(["COL2ROW", "ROW2COL"]);
const WS2812_DRIVERS = new Set(["bitbang", "custom", "i2c", "pwm", "spi", "vendor"]);
const RGBLIGHT_DRIVERS = new Set(["apa102", "custom", "ws2812"]);

/** Objects the schema closes with `additionalProperties: false`, and the keys each allows. */
const CLOSED: Record<string, Set<string>> = {
  usb: new Set([
    "device_ver",
    "device_version",
    "force_nkro",
    "pid",
    "vid",
    "max_power",
    "no_startup_check",
    "polling_interval",
    "shared_endpoint",
    "suspend_wakeup_delay",
    "wait_for_enumeration",
  ]),
  matrix_pins: new Set(["custom", "custom_lite", "ghost", "input_pressed_state", "io_delay", "direct", "cols", "rows"]),
  ws2812: new Set(["driver", "pin", "rgbw", "i2c_address", "i2c_timeout"]),
  rgblight: new Set([
    "animations",
    "brightness_steps",
    "default",
    "driver",
    "hue_steps",
    "layers",
    "led_count",
    "led_map",
    "max_brightness",
    "pin",
    "rgbw",
    "saturation_steps",
    "sleep",
    "split",
    "split_count",
  ]),
  layout: new Set(["filename", "c_macro", "json_layout", "layout"]),
  layoutKey: new Set(["encoder", "label", "matrix", "r", "rx", "ry", "h", "w", "x", "y", "hand"]),
  rotary: new Set(["pin_a", "pin_b", "resolution"]),
};

// definitions.jsonschema
const MCU_PIN = /^GP\d{1,2}$/; // the RP2040 member of mcu_pin's oneOf
const HEX_4D = /^0x[0-9A-F]{4}$/;
const BCD_VERSION = /^[0-9]{1,2}\.[0-9]\.[0-9]$/;
const LAYOUT_MACRO = /^LAYOUT(_[0-9a-z_]*)?$/;
const SNAKE_CASE = /^[a-z][a-z0-9_]*$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isUnsignedInt = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isNumber = (value: unknown) => typeof value === "number" && Number.isFinite(value);

/** Every way `json` breaks the rules above, as sentences naming the key. */
export function qmkSchemaProblems(json: unknown): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(message);
  if (!isObject(json)) return ["keyboard.json is not an object"];
  for (const key of Object.keys(json)) if (!TOP_LEVEL.has(key)) fail(`unknown top-level key ${key}`);
  const closed = (value: unknown, kind: keyof typeof CLOSED, where: string) => {
    if (!isObject(value)) return fail(`${where} is not an object`);
    for (const key of Object.keys(value)) if (!CLOSED[kind]?.has(key)) fail(`${where}.${key} is not allowed`);
  };
  const text = (value: unknown, where: string) => {
    if (typeof value !== "string" || value.length < 1 || value.length > 250) fail(`${where} must be 1 to 250 characters`);
  };
  const pin = (value: unknown, where: string) => {
    if (typeof value !== "string" || !MCU_PIN.test(value)) fail(`${where} (${String(value)}) is not an RP2040 pin name`);
  };
  const pins = (value: unknown, where: string) => {
    if (!Array.isArray(value)) return fail(`${where} is not an array`);
    value.forEach((item, index) => pin(item, `${where}[${index}]`));
  };

  for (const key of ["keyboard_name", "manufacturer", "maintainer"]) if (key in json) text(json[key], key);
  if (!PROCESSORS.has(json.processor as string)) fail(`processor ${String(json.processor)} is not in the schema's enum`);
  if (!BOOTLOADERS.has(json.bootloader as string)) fail(`bootloader ${String(json.bootloader)} is not in the schema's enum`);
  if ("diode_direction" in json && !DIODE_DIRECTIONS.has(json.diode_direction as string))
    fail(`diode_direction ${String(json.diode_direction)} is not COL2ROW or ROW2COL`);

  closed(json.usb, "usb", "usb");
  if (isObject(json.usb)) {
    for (const key of ["vid", "pid"])
      if (typeof json.usb[key] !== "string" || !HEX_4D.test(json.usb[key] as string)) fail(`usb.${key} is not 0x plus four hex digits`);
    if ("device_version" in json.usb && !BCD_VERSION.test(String(json.usb.device_version))) fail("usb.device_version is not a.b.c");
  }

  if (!isObject(json.features)) fail("features is not an object");
  else {
    for (const [key, value] of Object.entries(json.features)) {
      if (typeof value !== "boolean") fail(`features.${key} is not true or false`);
      if (!SNAKE_CASE.test(key)) fail(`features.${key} is not snake_case`);
    }
    if ("lto" in json.features) fail("features must not hold lto");
  }

  closed(json.matrix_pins, "matrix_pins", "matrix_pins");
  if (isObject(json.matrix_pins)) {
    const { direct, cols, rows } = json.matrix_pins;
    if (direct !== undefined) {
      if (!Array.isArray(direct)) fail("matrix_pins.direct is not an array");
      else direct.forEach((row, index) => pins(row, `matrix_pins.direct[${index}]`));
    }
    if (cols !== undefined) pins(cols, "matrix_pins.cols");
    if (rows !== undefined) pins(rows, "matrix_pins.rows");
  }

  if ("encoder" in json) {
    const rotary = isObject(json.encoder) ? json.encoder.rotary : undefined;
    if (!Array.isArray(rotary)) fail("encoder.rotary is not an array");
    else
      rotary.forEach((item, index) => {
        closed(item, "rotary", `encoder.rotary[${index}]`);
        if (isObject(item)) {
          if (!("pin_a" in item) || !("pin_b" in item)) fail(`encoder.rotary[${index}] needs pin_a and pin_b`);
          pin(item.pin_a, `encoder.rotary[${index}].pin_a`);
          pin(item.pin_b, `encoder.rotary[${index}].pin_b`);
        }
      });
  }

  if ("ws2812" in json) {
    closed(json.ws2812, "ws2812", "ws2812");
    if (isObject(json.ws2812)) {
      pin(json.ws2812.pin, "ws2812.pin");
      if ("driver" in json.ws2812 && !WS2812_DRIVERS.has(json.ws2812.driver as string)) fail("ws2812.driver is not in the schema's enum");
    }
  }
  if ("rgblight" in json) {
    closed(json.rgblight, "rgblight", "rgblight");
    if (isObject(json.rgblight)) {
      if (!isUnsignedInt(json.rgblight.led_count)) fail("rgblight.led_count is not an unsigned integer");
      if ("driver" in json.rgblight && !RGBLIGHT_DRIVERS.has(json.rgblight.driver as string)) fail("rgblight.driver is not in the schema's enum");
      if ("animations" in json.rgblight) {
        if (!isObject(json.rgblight.animations)) fail("rgblight.animations is not an object");
        else
          for (const [key, value] of Object.entries(json.rgblight.animations)) {
            if (!SNAKE_CASE.test(key) || typeof value !== "boolean") fail(`rgblight.animations.${key} is not a snake_case name set to true or false`);
          }
      }
    }
  }

  if (!isObject(json.layouts)) fail("layouts is not an object");
  else
    for (const [macro, layout] of Object.entries(json.layouts)) {
      if (!LAYOUT_MACRO.test(macro)) fail(`layouts.${macro} is not a LAYOUT macro name`);
      closed(layout, "layout", `layouts.${macro}`);
      const keys = isObject(layout) ? layout.layout : undefined;
      if (!Array.isArray(keys)) {
        fail(`layouts.${macro}.layout is not an array`);
        continue;
      }
      keys.forEach((key, index) => {
        const where = `layouts.${macro}.layout[${index}]`;
        closed(key, "layoutKey", where);
        if (!isObject(key)) return;
        if (!("x" in key) || !("y" in key)) fail(`${where} needs x and y`);
        for (const field of ["x", "y", "w", "h", "r"]) if (field in key && !isNumber(key[field])) fail(`${where}.${field} is not a number`);
        for (const field of ["rx", "ry"])
          if (field in key && !(isNumber(key[field]) && (key[field] as number) >= 0)) fail(`${where}.${field} is not a number ≥ 0`);
        if ("label" in key && (typeof key.label !== "string" || key.label.includes("\n"))) fail(`${where}.label is not one line of text`);
        if ("matrix" in key) {
          const matrix = key.matrix;
          if (!Array.isArray(matrix) || matrix.length !== 2 || !matrix.every(isUnsignedInt)) fail(`${where}.matrix is not [row, column] of integers ≥ 0`);
        }
      });
    }
  return problems;
}
