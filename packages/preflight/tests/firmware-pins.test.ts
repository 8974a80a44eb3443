import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { circuitPythonBoardPins } from "@hackpad/programme/firmware-names";
import { runPreflight } from "../src/index.ts";
import { readProject } from "../src/read.ts";
import { firmwarePinsRule } from "../src/rules/firmware-pins.ts";
import { readKmk, readQmk } from "../src/wiring/firmware-read.ts";
import type { RuleResult } from "../src/types.ts";
import { readInput } from "../cli/read-input.ts";
import { realFixturesDir } from "../../../tools/browser/fixtures.ts";
import { fixtureKmkMain, validProject } from "./support/fixtures.ts";
import { directSpec, matrixSpec, mergeSpecs, wiredBoard, type BoardSpec } from "./support/wiring-boards.ts";

const encoder = new TextEncoder();

/** Runs the rule on a board and firmware files (path → text). */
async function check(spec: BoardSpec | null, files: Record<string, string>): Promise<RuleResult> {
  const input = Object.entries({ ...(spec ? { "pcb/pad.kicad_pcb": wiredBoard(spec) } : {}), ...files }).map(([path, text]) => ({
    path,
    bytes: encoder.encode(text),
  }));
  return firmwarePinsRule(await readProject(input, { input: "pad" }));
}

const kmkDirect = (pins: string) => `import board
from kmk.kmk_keyboard import KMKKeyboard
from kmk.scanners.keypad import KeysScanner
from kmk.keys import KC

keyboard = KMKKeyboard()
PINS = [${pins}]  # board.D9 in a comment is not read
keyboard.matrix = KeysScanner(pins=PINS, value_when_pressed=False, pull=True)
keyboard.keymap = [[KC.A, KC.B, KC.C, KC.D]]

if __name__ == "__main__":
    keyboard.go()
`;

const kmkMatrix = (cols: string, rows: string, diode: string | null, encoders = "") => `import board
from kmk.kmk_keyboard import KMKKeyboard
from kmk.scanners import DiodeOrientation
from kmk.modules.encoder import EncoderHandler

keyboard = KMKKeyboard()
keyboard.col_pins = (${cols})
keyboard.row_pins = (${rows})
${diode ? `keyboard.diode_orientation = DiodeOrientation.${diode}` : ""}
encoder_handler = EncoderHandler()
keyboard.modules.append(encoder_handler)
${encoders ? `encoder_handler.pins = (${encoders},)` : ""}
keyboard.go()
`;

const directBoard = directSpec(["D0", "D1", "D2", "D3"], 2);
const matrixBoard = mergeSpecs(matrixSpec(["D0", "D1", "D2"], ["D3", "D6", "D7"], { direction: "COL2ROW" }), {
  xiao: { D8: "ENC_A", D9: "ENC_B", D10: "ENC_SW" },
  encoders: [{ ref: "SW10", x: 80, y: 10, a: "ENC_A", b: "ENC_B", s1: "ENC_SW", s2: "GND" }],
});
const goodMatrix = kmkMatrix("board.D3, board.D6, board.D7", "board.D0, board.D1, board.D2", "COL2ROW", "(board.D8, board.D9, board.D10, False)");
const fullBoard = mergeSpecs(directSpec(["D0", "D1", "D2"]), {
  xiao: { D4: "SDA", D5: "SCL", D10: "LED_IN" },
  oled: { ref: "U2", pads: ["GND", "+3V3", "SCL", "SDA"] },
  leds: [
    { ref: "LED1", x: 20, din: "LED_IN", dout: "L1" },
    { ref: "LED2", x: 30, din: "L1", dout: "" },
  ],
});
const fullKmk = (i2c: string, led: string, count = 2) => `import board
import busio
from kmk.kmk_keyboard import KMKKeyboard
from kmk.scanners.keypad import KeysScanner
from kmk.extensions.RGB import RGB
from kmk.extensions.display import Display
from kmk.extensions.display.ssd1306 import SSD1306

keyboard = KMKKeyboard()
keyboard.matrix = KeysScanner(pins=(board.D0, board.D1, board.D2), value_when_pressed=False)
i2c_bus = busio.I2C(${i2c})
driver = SSD1306(i2c=i2c_bus)
keyboard.extensions.append(Display(display=driver))
keyboard.extensions.append(RGB(pixel_pin=${led}, num_pixels=${count}))
keyboard.go()
`;

describe("firmware-pins on correct firmware", () => {
  it("passes KMK keys read straight from the pins the board wires", async () => {
    const result = await check(directBoard, { "firmware/main.py": kmkDirect("board.D0, board.D1, board.D2, board.D3") });
    expect(result.status).toBe("pass");
    expect(result.message).toBe("firmware/main.py reads every pin the board wires: 4 keys (SW1 on D0, SW2 on D1, SW3 on D2 and SW4 on D3).");
    expect(result.docs).toBe("/guide#firmware");
  });

  it("passes a KMK matrix with the board's diode direction and its encoder, the A0/SDA-style aliases included", async () => {
    expect((await check(matrixBoard, { "firmware/main.py": goodMatrix })).status).toBe("pass");
    expect((await check(directBoard, { "firmware/main.py": kmkDirect("board.A0, board.A1, board.A2, board.A3") })).status).toBe("pass");
  });

  it("passes KMK's OLED on I2C and the RGB extension on the LEDs' data pin", async () => {
    expect((await check(fullBoard, { "firmware/main.py": fullKmk("board.SCL, board.SDA", "board.D10") })).status).toBe("pass");
    expect((await check(fullBoard, { "firmware/main.py": fullKmk("scl=board.D5, sda=board.D4", "board.MOSI") })).status).toBe("pass");
  });

  it("passes a QMK keyboard.json with the board's pins, and a config.h that says the rest", async () => {
    const json = JSON.stringify(
      {
        keyboard_name: "pad",
        processor: "RP2040",
        bootloader: "rp2040",
        diode_direction: "COL2ROW",
        matrix_pins: { cols: ["GP29", "GP0", "GP1"], rows: ["GP26", "GP27", "GP28"] },
        encoder: { rotary: [{ pin_a: "GP2", pin_b: "GP4" }] },
      },
      null,
      2,
    );
    const withPush = mergeSpecs(matrixSpec(["D0", "D1", "D2"], ["D3", "D6", "D7"], { direction: "COL2ROW" }), {
      xiao: { D8: "ENC_A", D9: "ENC_B" },
      encoders: [{ ref: "SW10", x: 80, y: 10, a: "ENC_A", b: "ENC_B" }],
    });
    expect(await check(withPush, { "firmware/keyboard.json": json })).toMatchObject({ status: "pass" });
    const config =
      "#pragma once\n#define MATRIX_ROW_PINS { GP26, GP27, GP28 }\n#define MATRIX_COL_PINS \\\n    { GP29, GP0, GP1 }\n#define DIODE_DIRECTION COL2ROW\n";
    const json2 = JSON.stringify({ keyboard_name: "pad", encoder: { rotary: [{ pin_a: "GP2", pin_b: "GP4" }] } });
    expect(await check(withPush, { "qmk/pad/info.json": json2, "qmk/pad/config.h": config })).toMatchObject({ status: "pass" });
  });

  it("skips without a board, without firmware that names pins, and on a board never updated from its schematic", async () => {
    expect((await check(null, { "firmware/main.py": kmkDirect("board.D0") })).status).toBe("skip");
    expect((await check(directBoard, { "firmware/keymap.c": "// keymap\n" })).status).toBe("skip");
    const unwired = await check({ ...directBoard, noNets: true }, { "firmware/main.py": kmkDirect("board.D0, board.D1, board.D2, board.D3") });
    expect(unwired.status).toBe("skip");
    expect(unwired.message).toMatch(/never updated from the schematic/);
  });
});

describe("firmware-pins finds each kind of mistake", () => {
  it("a pin the board does not wire, naming the file, the line and the XIAO's pad", async () => {
    const result = await check(directBoard, { "firmware/main.py": kmkDirect("board.D0, board.D1, board.D2, board.D8") });
    expect(result.status).toBe("fail");
    expect(result.details).toContain("firmware/main.py line 7: board.D8 is read as a key, but the board wires nothing to D8 (pad 9 of U1).");
  });

  it("a key the firmware never reads, naming the switch", async () => {
    const result = await check(directBoard, { "firmware/main.py": kmkDirect("board.D0, board.D1, board.D2") });
    expect(result.status).toBe("fail");
    expect(result.details).toEqual(["SW4 (on D3) is never read by firmware/main.py: add board.D3 to the pins in firmware/main.py line 7."]);
  });

  it("rows and columns swapped", async () => {
    const result = await check(matrixBoard, {
      "firmware/main.py": kmkMatrix("board.D0, board.D1, board.D2", "board.D3, board.D6, board.D7", "COL2ROW", "(board.D8, board.D9, board.D10, False)"),
    });
    expect(result.status).toBe("fail");
    expect(result.details).toEqual([
      "firmware/main.py line 7: rows and columns are swapped: the board's columns are D3, D6 and D7 and its rows D0, D1 and D2 (COL2ROW); with them swapped no key is read.",
    ]);
  });

  it("the wrong diode direction, and a warning when the firmware does not say it", async () => {
    const wrong = await check(matrixBoard, { "firmware/main.py": goodMatrix.replace("DiodeOrientation.COL2ROW", "DiodeOrientation.ROW2COL") });
    expect(wrong.status).toBe("fail");
    expect(wrong.details).toEqual([
      "firmware/main.py line 9: the diode direction is ROW2COL, but the board's diodes conduct from column to row (cathodes towards the rows): write DiodeOrientation.COL2ROW, or no key is read.",
    ]);
    const unsaid = await check(matrixBoard, { "firmware/main.py": goodMatrix.replace("keyboard.diode_orientation = DiodeOrientation.COL2ROW", "") });
    expect(unsaid.status).toBe("warn");
    expect(unsaid.details?.[0]).toMatch(/does not say the diode direction: .* set it to DiodeOrientation\.COL2ROW/);
  });

  it("an encoder's A and B on the wrong pins, and a warning when they are only the other way round", async () => {
    const wrong = await check(matrixBoard, { "firmware/main.py": goodMatrix.replace("board.D8, board.D9, board.D10", "board.D8, board.D4, board.D10") });
    expect(wrong.status).toBe("fail");
    expect(wrong.details).toEqual([
      "firmware/main.py line 12: the encoder reads board.D8 and board.D4, but SW10's A and B are on D8 and D9: write board.D8, board.D9.",
    ]);
    const turned = await check(matrixBoard, { "firmware/main.py": goodMatrix.replace("board.D8, board.D9, board.D10", "board.D9, board.D8, board.D10") });
    expect(turned.status).toBe("warn");
    expect(turned.details?.[0]).toMatch(/A and B are the other way round/);
  });

  it("an encoder the firmware never reads, and its push switch", async () => {
    const result = await check(matrixBoard, { "firmware/main.py": goodMatrix.replace("encoder_handler.pins = ((board.D8, board.D9, board.D10, False),)", "") });
    expect(result.details).toEqual([
      "SW10's push switch (on D10) is never read by firmware/main.py.",
      "SW10 (A on D8, B on D9) is never read by firmware/main.py.",
    ]);
  });

  it("a board name CircuitPython lacks stops the firmware, and the finding says what to write", async () => {
    expect(Object.keys(circuitPythonBoardPins).some((name) => /^GP/.test(name))).toBe(false);
    const result = await check(directBoard, { "firmware/main.py": kmkDirect("board.GP26, board.GP27, board.GP28, board.GP29") });
    expect(result.status).toBe("fail");
    expect(result.details).toEqual([
      "firmware/main.py line 7: CircuitPython's board module for the XIAO RP2040 has no GP26, GP27, GP28 or GP29 (it names the pins D0–D10, no GPxx names), so this line stops the firmware: write board.D0, board.D1, board.D2 and board.D3, the pins the board wires there.",
    ]);
  });

  it("the OLED's I2C pins swapped, and I2C taken from keys on a board with no screen", async () => {
    const swapped = await check(fullBoard, { "firmware/main.py": fullKmk("board.SDA, board.SCL", "board.D10") });
    expect(swapped.details).toEqual(["firmware/main.py line 11: SDA and SCL are swapped: U2's SDA is on D4 and SCL on D5."]);
    const noScreen = await check(directSpec(["D4", "D5"]), {
      "firmware/main.py": kmkDirect("board.D4, board.D5") + "\nimport busio\ni2c = busio.I2C(board.SCL, board.SDA)\n",
    });
    expect(noScreen.details).toEqual([
      "firmware/main.py line 15: sets up I2C, but the board has no OLED and D4 is SW1 and D5 is SW2: the screen code takes those pins from the keys.",
    ]);
  });

  it("the LEDs driven on the wrong pin, on the XIAO's own NeoPixel, or counted wrong", async () => {
    expect((await check(fullBoard, { "firmware/main.py": fullKmk("board.SCL, board.SDA", "board.D9") })).details).toEqual([
      "firmware/main.py line 14: the LEDs are driven on board.D9, but LED1's data in is on D10: write board.D10.",
    ]);
    expect((await check(fullBoard, { "firmware/main.py": fullKmk("board.SCL, board.SDA", "board.NEOPIXEL") })).details).toEqual([
      "firmware/main.py line 14: board.NEOPIXEL is the LED on the XIAO itself, not your LEDs: LED1's data in is on D10.",
    ]);
    const count = await check(fullBoard, { "firmware/main.py": fullKmk("board.SCL, board.SDA", "board.D10", 4) });
    expect([count.status, count.details]).toEqual(["warn", ["firmware/main.py line 14: says 4 LEDs, but the chain on the board has 2 (LED1 and LED2)."]]);
  });

  it("QMK: a pin the XIAO does not bring out, a name QMK lacks, and a file that is not JSON", async () => {
    const json = (cols: string) =>
      `{\n  "diode_direction": "COL2ROW",\n  "matrix_pins": {\n    "cols": [${cols}],\n    "rows": ["GP26", "GP27", "GP28"]\n  }\n}\n`;
    const board = matrixSpec(["D0", "D1", "D2"], ["D3", "D6", "D7"], { direction: "COL2ROW" });
    expect((await check(board, { "firmware/keyboard.json": json('"GP29", "GP0", "GP5"') })).details).toEqual([
      "firmware/keyboard.json line 4: GP5 is not one of the XIAO RP2040's pins.",
      "The board's column on D7 (SW3, SW6 and SW9) is never read: add GP1 to the columns in firmware/keyboard.json line 4.",
    ]);
    expect((await check(board, { "firmware/keyboard.json": json('"GP29", "GP0", "D7"') })).details).toEqual([
      "firmware/keyboard.json line 4: QMK has no pin called D7 (it names the RP2040's pins GP0–GP29), so this line stops the firmware: write GP1, the pins the board wires there.",
    ]);
    const broken = await check(board, { "firmware/keyboard.json": json('"GP29", "GP0", "GP1"').replace('"rows"', "rows") });
    expect(broken.status).toBe("fail");
    expect(broken.details?.[0]).toBe('firmware/keyboard.json is not valid JSON (line 5: unexpected "r"), so QMK cannot build it.');
  });

  it("QMK: a matrix read on a board whose keys sit straight on pins", async () => {
    const json = '{ "matrix_pins": { "cols": ["GP26", "GP27"], "rows": ["GP28"] }, "diode_direction": "COL2ROW" }';
    const result = await check(directBoard, { "firmware/keyboard.json": json });
    expect(result.details?.[0]).toBe(
      "firmware/keyboard.json line 1: reads a key matrix, but the board wires its keys straight to pins (D0, D1, D2 and D3) with no diodes: read them with matrix_pins.direct.",
    );
  });
});

describe("reading firmware files", () => {
  it("reads KMK's MatrixScanner and keyword forms, and leaves strings and comments alone", async () => {
    const source = `import board
from kmk.scanners.keypad import MatrixScanner
from kmk.scanners import DiodeOrientation
TEXT = "board.D9 # not a pin"
keyboard.matrix = MatrixScanner(
    column_pins=(board.D3, board.D6),  # board.D7
    row_pins=(board.D0,),
    columns_to_anodes=DiodeOrientation.ROW2COL,
)
`;
    const pins = readKmk("main.py", source);
    expect(pins.cols?.map((ref) => [ref.pin, ref.line])).toEqual([
      ["D3", 6],
      ["D6", 6],
    ]);
    expect(pins.rows?.map((ref) => ref.pin)).toEqual(["D0"]);
    expect(pins.diode).toEqual({ value: "ROW2COL", line: 5 });
    expect(pins.all.map((ref) => ref.text)).toEqual(["board.D3", "board.D6", "board.D0"]);
  });

  it("reads on past a syntax error to the file's end, with every later line where it is", async () => {
    const { tokenizePython } = await import("../src/python-program.ts");
    const source = `import board
name = 'left open
keyboard.col_pins = (board.D3, board.D6)
if True
    keyboard.row_pins = (board.D0,)
print(\u201cquoted\u201d) $
bus = busio.I2C(board.SCL, board.SDA)
`;
    expect(tokenizePython(source).error).toEqual({ line: 2, message: "a string is not closed before the end of the line" });
    const pins = readKmk("main.py", source);
    expect(pins.cols?.map((ref) => [ref.pin, ref.line])).toEqual([
      ["D3", 3],
      ["D6", 3],
    ]);
    expect(pins.rows?.map((ref) => [ref.pin, ref.line])).toEqual([["D0", 5]]);
    expect(pins.i2c).toMatchObject({ scl: { pin: "D5", line: 7 }, sda: { pin: "D4", line: 7 }, line: 7 });
  });

  it("reads QMK's direct pins, encoders, ws2812 and I2C from keyboard.json and config.h, each with its file and line", async () => {
    const json = '{\n "matrix_pins": { "direct": [["GP26", "GP27", null]] },\n "ws2812": { "pin": "GP3" },\n "rgblight": { "led_count": 4 }\n}';
    const config = "// pins\n#define I2C1_SDA_PIN GP6\n#define I2C1_SCL_PIN GP7\n#define ENCODER_A_PINS { GP2 }\n#define ENCODER_B_PINS { GP4 }\n";
    const pins = readQmk("kb/keyboard.json", json, { file: "kb/config.h", text: config });
    expect(pins.direct?.map((ref) => ref.pin)).toEqual(["D0", "D1"]);
    expect(pins.led).toMatchObject({ pin: { pin: "D10", line: 3 }, count: 4, line: 3 });
    expect(pins.i2c).toMatchObject({ sda: { pin: "D4", file: "kb/config.h", line: 2 }, scl: { pin: "D5" } });
    expect(pins.encoders).toMatchObject([{ a: { pin: "D8", line: 4 }, b: { pin: "D9", line: 5 }, file: "kb/config.h" }]);
  });
});

describe("firmware-pins on the real submissions", async () => {
  const report = async (name: string) => runPreflight(readInput(join(realFixturesDir, name)).files, { input: name });
  const lazypad = (await report("lazypad")).rules.find((rule) => rule.id === "firmware-pins");
  const allanpad = (await report("allanpad")).rules.find((rule) => rule.id === "firmware-pins");

  it("lazypad: main.py reads D0, D1 and D2, which the board leaves unconnected, and never reads SW2, SW5 and SW6", async () => {
    expect(lazypad?.status).toBe("fail");
    expect(lazypad?.files).toEqual(["PCB/LazyPad.kicad_pcb", "Firmware/main.py"]);
    expect(lazypad?.details).toEqual([
      "Firmware/main.py line 12: board.D0 is read as a key, but the board wires nothing to D0 (pad 1 of U1).",
      "Firmware/main.py line 12: board.D1 is read as a key, but the board wires nothing to D1 (pad 2 of U1).",
      "Firmware/main.py line 12: board.D2 is read as a key, but the board wires nothing to D2 (pad 3 of U1).",
      "SW2 (on D5) is never read by Firmware/main.py: add board.D5 to the pins in Firmware/main.py line 12.",
      "SW6 (on D9) is never read by Firmware/main.py: add board.D9 to the pins in Firmware/main.py line 12.",
      "SW5 (on D8) is never read by Firmware/main.py: add board.D8 to the pins in Firmware/main.py line 12.",
      "production/main.py is the same file as Firmware/main.py, read once.",
    ]);
    expect(lazypad?.fix).toBe("Use the pins the board wires, as its nets say: SW1 on D4, SW2 on D5, SW3 on D6, SW6 on D9, SW5 on D8 and SW4 on D7.");
  });

  it("allanpad: both main.py files use board.GPxx names CircuitPython lacks, and are told the D pins the board wires", async () => {
    expect(allanpad?.status).toBe("fail");
    const details = allanpad?.details ?? [];
    expect(details).toHaveLength(7);
    // The board itself: the encoder's common pin is on 3V3, so no firmware could read it turning.
    expect(details[6]).toMatch(/^On the board: SW10's common pin C is on 3\.3V, not GND: .* Wire SW10's C pin to GND\.$/);
    expect(details[0]).toBe(
      "Firmware/main.py line 26: CircuitPython's board module for the XIAO RP2040 has no GP0, GP1 or GP2 (it names the pins D0–D10, no GPxx names), so this line stops the firmware: write board.D0, board.D1 and board.D2, the pins the board wires there.",
    );
    expect(details[1]).toMatch(/^Firmware\/main\.py line 27: .* no GP5, GP4 or GP3 .*write board\.D5, board\.D4 and board\.D3/);
    expect(details[2]).toMatch(/^Firmware\/main\.py line 42: .* no GP10, GP9 or GP8 .*write board\.D10, board\.D9 and board\.D8/);
    expect(details[3]).toMatch(/^production\/main\.py line 16: .*write board\.D0, board\.D1 and board\.D2/);
    expect(details[4]).toMatch(/^production\/main\.py line 17: .* no GP3, GP4 or GP5 .*write board\.D5, board\.D4 and board\.D3/);
    expect(details[5]).toMatch(/^production\/main\.py line 20: .* no GP6, GP7 or GP8 .*write board\.D10, board\.D9 and board\.D8/);
    expect(allanpad?.fix).toBe("Use the pins the board wires, as its nets say: columns D0, D1 and D2, rows D5, D4 and D3, COL2ROW; SW10 A D10, B D9, push D8.");
  });
});

describe("firmware-pins in a whole project", () => {
  it("passes the synthetic project wired and flashed with the right pins, every other checkable rule still passing", async () => {
    const report = await runPreflight(validProject({ wired: true, kmkMain: fixtureKmkMain(["D0", "D1", "D2", "D3"]) }), { input: "minipad" });
    const rule = report.rules.find((entry) => entry.id === "firmware-pins");
    expect(rule?.status, rule?.message).toBe("pass");
    expect(rule?.message).toBe(
      "firmware/main.py reads every pin the board wires: 4 keys and 1 encoder (K1 on D0, K2 on D1, K3 on D2 and K4 on D3; SW1 A D8, B D9, push D10; LEDs (2) on D6).",
    );
    expect(report.verdict).toBe("pass");
  });
});

describe("hostile firmware files", () => {
  it("reads brackets nested 100,000 deep without a stack overflow, and says so for JSON", async () => {
    const started = performance.now();
    const python = readKmk("main.py", `import board\nPINS = ${"(".repeat(100_000)}board.D0${")".repeat(100_000)}\n${"f(".repeat(50_000)}\n`);
    expect(python.all.map((ref) => ref.pin)).toEqual(["D0"]);
    const json = readQmk("keyboard.json", "[".repeat(100_000));
    expect(json.unreadable).toBe("keyboard.json is not valid JSON (line 1: arrays and objects nested more than 64 deep), so QMK cannot build it.");
    // About 1.6 s on a busy 2-core machine; what this guards is a stack overflow or a quadratic walk (minutes).
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

describe("which firmware files are read", () => {
  it("reads a participant's own kmk/ folder, but not a copy of KMK's library or boot.py", async () => {
    const files = {
      "kmk/main.py": kmkDirect("board.D0, board.D1, board.D2, board.D3"),
      "kmk/boot.py": "import board\nfrom kmk.bootcfg import bootcfg\nbootcfg(sense=board.D9)\n",
      "firmware/kmk/kmk_keyboard.py": "from kmk.keys import KC\nclass KMKKeyboard:\n    col_pins = (board.GP0,)\n",
      "firmware/kmk/modules/encoder.py": "from kmk.modules import Module\nencoder.pins = ((board.GP1, board.GP2),)\n",
    };
    const result = await check(directBoard, files);
    expect(result.status).toBe("pass");
    expect(result.files).toEqual(["pcb/pad.kicad_pcb", "kmk/main.py"]);
  });

  it("reads a program and the helper module it imports as one firmware", async () => {
    const main = `import board
import busio
from kmk.kmk_keyboard import KMKKeyboard
from kmk.scanners.keypad import KeysScanner
from oled_screen import start_screen

keyboard = KMKKeyboard()
keyboard.matrix = KeysScanner(pins=(board.D0, board.D1, board.D2), value_when_pressed=False)
start_screen(keyboard)
keyboard.go()
`;
    const helper = `import board
import busio

def start_screen(keyboard):
    i2c = busio.I2C(board.SCL, board.SDA)
    return i2c
`;
    const led = `from kmk.extensions.RGB import RGB\nrgb = RGB(pixel_pin=board.D10, num_pixels=2)\n`;
    const result = await check(fullBoard, { "firmware/main.py": main, "firmware/oled_screen.py": `${helper}${led}` });
    expect((result.details ?? []).filter((detail) => /never set up|no OLED|sets up I2C/.test(detail))).toEqual([]);
    expect(result.files).toEqual(["pcb/pad.kicad_pcb", "firmware/main.py"]);
    expect(result.status).toBe("pass");
  });

  it("never reads a copied kmk_firmware tree, whatever its folder is called", async () => {
    const files: Record<string, string> = { "Production/Firmware_V1.0/main.py": kmkDirect("board.D0, board.D1, board.D2, board.D3") };
    const tree = "Production/Firmware_V1.0/kmk";
    files[`${tree}/kmk/kmk_keyboard.py`] = "from kmk.keys import KC\nclass KMKKeyboard:\n    pass\n";
    for (let index = 0; index < 40; index++) {
      files[`${tree}/boards/board${index}/main.py`] = kmkDirect("board.GP0, board.GP1, board.GP2, board.GP3");
    }
    files[`${tree}/docs/en/readme.md`] = "# KMK";
    files[`${tree}/tests/test_keys.py`] = "from kmk.keys import KC\nKC.A\n";
    const result = await check(directBoard, files);
    expect(result.files).toEqual(["pcb/pad.kicad_pcb", "Production/Firmware_V1.0/main.py"]);
    expect(result.status).toBe("pass");
  });

  it("replaces GPxx names position by position when, read as GPIOs, they are the board's own lines", async () => {
    const board = matrixSpec(["D0", "D1"], ["D2", "D6", "D7", "D8"], { direction: "COL2ROW" });
    const result = await check(board, { "main.py": kmkMatrix("board.GP2, board.GP1, board.GP0, board.GP28", "board.D0, board.D1", "COL2ROW") });
    expect(result.details?.[0]).toBe(
      "main.py line 7: CircuitPython's board module for the XIAO RP2040 has no GP2, GP1, GP0 or GP28 (it names the pins D0–D10, no GPxx names), so this line stops the firmware: write board.D8, board.D7, board.D6 and board.D2, the pins the board wires there.",
    );
  });

  it("says a column pin used as a row is a column, and never tells a correct COL2ROW to flip when one net name breaks the naming", async () => {
    const board = matrixSpec(["D0", "D1", "D2"], ["D3", "D6", "D7"], { direction: "COL2ROW" });
    const renamed: BoardSpec = {
      ...board,
      xiao: { ...board.xiao, D7: "Net-(SW3-Pad1)" },
      // Keys laid out turned a quarter, so their positions alone would take the rows for columns.
      switches: (board.switches ?? []).map((sw) => ({
        ...sw,
        x: sw.y,
        y: sw.x,
        nets: sw.nets.map((net) => (net === "COL2" ? "Net-(SW3-Pad1)" : net)) as [string, string],
      })),
    };
    expect(
      (
        (await check(renamed, { "main.py": goodMatrix.replace(", board.D8, board.D9, board.D10, False", "").replace("encoder_handler.pins = ((),)", "") }))
          .details ?? []
      ).join(" "),
    ).not.toMatch(/ROW2COL/);
    const role = await check(board, { "main.py": kmkMatrix("board.D3, board.D6, board.D7", "board.D0, board.D1, board.D3", "COL2ROW") });
    expect(role.details).toContain("main.py line 8: board.D3 is a column on the board, not a row.");
  });

  it("says once that a pin list is given by a name it cannot follow, and never calls those keys unread", async () => {
    const main = `import board
from kmk.kmk_keyboard import KMKKeyboard
from kmk.scanners.keypad import KeysScanner
from pins import KEY_PINS

keyboard = KMKKeyboard()
keyboard.matrix = KeysScanner(pins=KEY_PINS, value_when_pressed=False)
keyboard.go()
`;
    const result = await check(directBoard, { "main.py": main });
    expect((result.details ?? []).filter((detail) => /never read/.test(detail))).toEqual([]);
    expect(result.details?.[0]).toBe(
      "main.py line 7: the key pins are given as KEY_PINS, which this check cannot follow to a list of XIAO RP2040 pins, so they are not compared with the board.",
    );
    // The same name set in a module the program imports is followed there.
    const withModule = await check(directBoard, { "main.py": main, "pins.py": "import board\nKEY_PINS = (board.D0, board.D1, board.D2, board.D3)\n" });
    expect(withModule.status).toBe("pass");
  });

  it("gives no direct-pin advice for switches that have no GND side", async () => {
    const xiao = { D0: "L0", D1: "L1", D2: "L2", D3: "L3" } as const;
    const board: BoardSpec = {
      xiao,
      switches: [
        { ref: "SW1", x: 10, y: 10, nets: ["L0", "L2"] },
        { ref: "SW2", x: 29, y: 10, nets: ["L1", "L3"] },
      ],
    };
    const result = await check(board, { "main.py": kmkMatrix("board.D0, board.D1", "board.D2, board.D3", "COL2ROW") });
    expect((result.details ?? []).join(" ")).not.toMatch(/KeysScanner|matrix_pins\.direct/);
  });
});
