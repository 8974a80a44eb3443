/**
 * KMK from a Wiring: a commented `main.py` whose pins are exactly the board's, and the list of what else goes
 * onto the CIRCUITPY drive. Every KMK name it writes is in content/programme/firmware-generator.ts.
 */
import { controller, firmware } from "@hackpad/programme/controller";
import { kmkNames } from "@hackpad/programme/firmware-generator";
import type { Wiring, XiaoPin } from "@hackpad/preflight/report";
import {
  directPin,
  displayName,
  encoderKeys,
  inputsOf,
  notesComment,
  slugOf,
  type CopyStep,
  type FirmwareOptions,
  type GeneratedFirmware,
  type Input,
} from "./inputs.ts";
import { pyComment, pyName, pyString } from "./emit/python.ts";
import { planFirmware } from "./plan.ts";

const INDENT = "    ";

/** The scanner key number KMK gives each input: matrix keys row by row, then keys wired straight to a pin. */
function scannerLayout(wiring: Wiring, inputs: Input[]) {
  // An encoder's push switch on its own pin is read by EncoderHandler, not by a key scanner.
  const scanned = inputs.filter((input) => !(input.encoder !== null && input.connection.kind === "direct"));
  const direct = scanned.filter((input) => input.connection.kind === "direct");
  const matrixSize = wiring.rows.length * wiring.cols.length;
  const directIndex = new Map(direct.map((input, index) => [input, index]));
  const number = (input: Input) =>
    input.connection.kind === "matrix" ? input.connection.row * wiring.cols.length + input.connection.col : matrixSize + (directIndex.get(input) ?? 0);
  return { scanned, direct, number, hasMatrix: scanned.some((input) => input.connection.kind === "matrix") };
}

const pinList = (pins: string[]) => `(${pins.join(", ")}${pins.length === 1 ? "," : ""})`;
/** Every pin (`board.D4`: CircuitPython names the XIAO RP2040's printed pins) and key code goes through pyName, every board text through pyComment or pyString. */
const pin = (xiaoPin: XiaoPin) => pyName(`board.${xiaoPin}`);
const key = (code: string) => pyName(`KC.${code}`);

export function generateKmk(board: Wiring, options: FirmwareOptions): GeneratedFirmware {
  const { wiring, notes } = planFirmware(board);
  const name = displayName(options.name);
  const inputs = inputsOf(wiring);
  const { scanned, direct, number, hasMatrix } = scannerLayout(wiring, inputs);
  const imports = new Map<string, Set<string>>();
  const need = (module: keyof typeof kmkNames.imports, what: string) => imports.set(module, (imports.get(module) ?? new Set()).add(what));
  need("kmk.kmk_keyboard", "KMKKeyboard");
  need("kmk.keys", "KC");

  const body: string[] = ["keyboard = KMKKeyboard()", ""];
  for (const maker of kmkNames.keysDefinedBy) {
    const used = wiring.encoders.some((_, index) => Object.values(encoderKeys(index)).some((key) => (maker.names as readonly string[]).includes(key.kmk)));
    if (!used) continue;
    need(maker.module, maker.make);
    body.push(
      `# ${maker.make} defines ${maker.names.map((key) => `KC.${key}`).join(", ")}: it is made first, or KMK reads those keys as "no key".`,
      `keyboard.extensions.append(${maker.make}())`,
      "",
    );
  }

  if (hasMatrix) {
    need("kmk.scanners", "DiodeOrientation");
    const direction = wiring.diodeDirection ?? "COL2ROW";
    const [from, to] = direction === "COL2ROW" ? ["column", "row"] : ["row", "column"];
    body.push(
      `# The switches form a diode matrix of ${wiring.rows.length} rows and ${wiring.cols.length} columns.`,
      `# Current flows from ${from} to ${to} through each diode (${direction}): the diode's band faces the ${to}.`,
      `keyboard.col_pins = ${pinList(wiring.cols.map(pin))}`,
      `keyboard.row_pins = ${pinList(wiring.rows.map(pin))}`,
      `keyboard.diode_orientation = DiodeOrientation.${direction}`,
      "",
    );
  }
  if (direct.length > 0) {
    need("kmk.scanners.keypad", "KeysScanner");
    body.push(
      hasMatrix ? "# These switches join their own pin to GND, outside the matrix." : "# Each switch joins its own pin to GND.",
      "KEY_PINS = (",
      ...direct.map((input) => `${INDENT}${pin(directPin(input))},  # ${pyComment(input.ref)}`),
      ")",
      "",
    );
    const keys = "KeysScanner(pins=KEY_PINS, value_when_pressed=False, pull=True)";
    if (hasMatrix) {
      need("kmk.scanners.keypad", "MatrixScanner");
      body.push(
        "# Two scanners: the matrix first, then the switches on their own pins.",
        "keyboard.matrix = [",
        `${INDENT}MatrixScanner(row_pins=keyboard.row_pins, column_pins=keyboard.col_pins, columns_to_anodes=keyboard.diode_orientation),`,
        `${INDENT}${keys},`,
        "]",
        "",
      );
    } else {
      body.push("# A pressed key pulls its pin low (value_when_pressed=False); pull=True holds it high the rest of the time.", `keyboard.matrix = ${keys}`, "");
    }
  }
  if (hasMatrix) {
    body.push(
      "# Which switch each keymap entry belongs to, in the keymap's order (matrix keys count row by row).",
      `keyboard.coord_mapping = [${scanned.map(number).join(", ")}]`,
      "",
    );
  }

  body.push(
    "# The first keymap: one key code per switch, left to right and top to bottom. Change them to what you need.",
    "keyboard.keymap = [",
    `${INDENT}[`,
    ...scanned.map(
      (input) =>
        `${INDENT}${INDENT}${key(input.key.kmk)},  # ${pyComment(`${input.ref}${input.encoder === null ? "" : " (push switch)"}: ${input.key.shows}`)}`,
    ),
    `${INDENT}],`,
    "]",
    "",
  );

  if (wiring.encoders.length > 0) {
    need("kmk.modules.encoder", "EncoderHandler");
    body.push(
      "# Encoders: pin A, pin B, then the push switch's pin (None when the matrix reads the push switch).",
      "encoders = EncoderHandler()",
      "keyboard.modules.append(encoders)",
      "encoders.pins = (",
      ...wiring.encoders.map((encoder) => {
        const push = encoder.push?.kind === "direct" ? pin(encoder.push.pin) : "None";
        return `${INDENT}(${pin(encoder.a)}, ${pin(encoder.b)}, ${push}),  # ${pyComment(encoder.ref)}`;
      }),
      ")",
      "# For each layer, each encoder: turn left, turn right, push.",
      "encoders.map = [",
      `${INDENT}(`,
      ...wiring.encoders.map((encoder, index) => {
        const keys = encoderKeys(index);
        return `${INDENT}${INDENT}(${key(keys.ccw.kmk)}, ${key(keys.cw.kmk)}, ${key(keys.push.kmk)}),  # ${pyComment(encoder.ref)}`;
      }),
      `${INDENT}),`,
      "]",
      "",
    );
  }

  if (wiring.oled) {
    need("kmk.extensions.display", "Display");
    need("kmk.extensions.display", "TextEntry");
    need("kmk.extensions.display.ssd1306", "SSD1306");
    const libraries = firmware.kmkDisplayLibraries.map((library) => library.file).join(" and ");
    body.push(
      `# ${pyComment(`The screen (${wiring.oled.ref}) talks I2C: data (SDA) on ${wiring.oled.sda}, clock (SCL) on ${wiring.oled.scl}.`)}`,
      `# It needs ${libraries} in CIRCUITPY/lib.`,
      `i2c = busio.I2C(scl=${pin(wiring.oled.scl)}, sda=${pin(wiring.oled.sda)})`,
      "screen = Display(",
      `${INDENT}display=SSD1306(i2c=i2c, device_address=0x3C),`,
      `${INDENT}entries=[`,
      `${INDENT}${INDENT}TextEntry(text=${pyString(name)}, x=0, y=0),`,
      `${INDENT}${INDENT}TextEntry(text="layer 0", x=0, y=16),`,
      `${INDENT}],`,
      `${INDENT}width=128,`,
      `${INDENT}height=32,  # 64 for a 0.96 inch screen`,
      ")",
      "keyboard.extensions.append(screen)",
      "",
    );
  }

  if (wiring.leds) {
    need("kmk.extensions.rgb", "RGB");
    const chain = wiring.leds.chain;
    body.push(
      `# ${pyComment(`The LED chain: data in on ${wiring.leds.dataPin}, ${chain.length} LED${chain.length === 1 ? "" : "s"} in chain order (${chain.join(", ")}).`)}`,
      `# It needs ${kmkNames.rgbLibrary.file} in CIRCUITPY/lib.`,
      `rgb = RGB(pixel_pin=${pin(wiring.leds.dataPin)}, num_pixels=${chain.length})`,
      "keyboard.extensions.append(rgb)",
      "",
    );
  }

  body.push('if __name__ == "__main__":', `${INDENT}keyboard.go()`);

  const header = [
    // No text from the input on the first two lines: Python reads an encoding declaration there.
    `# KMK firmware for a ${controller.short}, written by hackpad docs from the board's wiring.`,
    "# The pins below are the ones your board wires; the keys are a first try. This file is yours to change.",
    `# ${pyComment(`Pad: ${name}`)}`,
    "# Copy it onto the CIRCUITPY drive as main.py, with the files COPY-TO-CIRCUITPY.md lists.",
    ...notesComment("#", notes, pyComment),
    "import board",
    ...(wiring.oled ? ["import busio"] : []),
    "",
    ...[...imports].map(([module, names]) => `from ${module} import ${[...names].join(", ")}`),
    "",
  ];
  // What to copy onto CIRCUITPY besides main.py: KMK itself, and the libraries the board's parts need.
  const copy: CopyStep[] = kmkNames.fromKmkZip.map((item) => ({ ...item, to: "CIRCUITPY/", from: firmware.kmkZip }));
  if (wiring.oled) {
    for (const library of firmware.kmkDisplayLibraries) copy.push({ ...library, to: "CIRCUITPY/lib/", from: firmware.circuitPythonBundle });
  }
  if (wiring.leds) copy.push({ ...kmkNames.rgbLibrary, to: "CIRCUITPY/lib/", from: firmware.circuitPythonBundle });
  return {
    family: "kmk",
    folder: `${slugOf(options.name)}-kmk`,
    files: [
      { path: "main.py", text: `${[...header, ...body].join("\n")}\n` },
      { path: "COPY-TO-CIRCUITPY.md", text: copyList(name, copy) },
    ],
    copy,
    notes,
  };
}

function copyList(name: string, steps: CopyStep[]): string {
  return [
    `# Putting ${name}'s firmware on the XIAO`,
    "",
    `1. Install CircuitPython ${firmware.circuitPythonVersion} on the XIAO (${firmware.circuitPythonUf2}); it then shows up as a drive called CIRCUITPY.`,
    "2. Delete code.py from CIRCUITPY: while it is there, CircuitPython runs it instead of main.py.",
    "3. Copy these onto CIRCUITPY:",
    "   - `main.py` from this folder, to `CIRCUITPY/`",
    ...steps.map((step) => `   - \`${step.file}\`${step.kind === "folder" ? " (the whole folder)" : ""}, to \`${step.to}\`: ${step.why}. From ${step.from}`),
    "4. The board restarts by itself. Open a text editor and press each key.",
    "",
  ].join("\n");
}
