/**
 * The names the firmware generators (packages/firmware) write into a participant's firmware, kept as data so a
 * test can hold every generated line to them. Each list names the upstream file it was read from.
 */

/**
 * KMK: every module and name a generated `main.py` imports, and the key codes its first keymap uses.
 * Read from KMKfw/kmk_firmware (main branch): kmk/scanners/__init__.py (DiodeOrientation.COL2ROW / ROW2COL),
 * kmk/scanners/keypad.py (KeysScanner, MatrixScanner), kmk/modules/encoder.py and docs/en/encoder.md
 * (EncoderHandler, `.pins` of (pin a, pin b, push pin or None), `.map`), kmk/extensions/media_keys.py (MediaKeys:
 * VOLU, VOLD, MUTE), kmk/extensions/display/__init__.py (Display, TextEntry), kmk/extensions/display/ssd1306.py
 * (SSD1306(i2c=…, device_address=…)), kmk/extensions/rgb.py (RGB(pixel_pin=…, num_pixels=…); the file is
 * lower-case in the repository, which CircuitPython's FAT drive would also find as `RGB`), docs/en/keycodes.md.
 */
export const kmkNames = {
  imports: {
    "kmk.kmk_keyboard": ["KMKKeyboard"],
    "kmk.keys": ["KC"],
    "kmk.scanners": ["DiodeOrientation"],
    "kmk.scanners.keypad": ["KeysScanner", "MatrixScanner"],
    "kmk.modules.encoder": ["EncoderHandler"],
    "kmk.extensions.media_keys": ["MediaKeys"],
    "kmk.extensions.display": ["Display", "TextEntry"],
    "kmk.extensions.display.ssd1306": ["SSD1306"],
    "kmk.extensions.rgb": ["RGB"],
  },
  /** CircuitPython's own modules a generated main.py imports (built into CircuitPython 9.x for the RP2040). */
  circuitPythonModules: ["board", "busio"],
  diodeOrientation: ["COL2ROW", "ROW2COL"],
  /**
   * `KC.` names KMK itself defines, whatever is loaded: letters and `N1`…`N0` (kmk/keys.py `maybe_make_alpha_key`,
   * `maybe_make_numeric_key`), arrows (`maybe_make_navlock_key`), Enter (`maybe_make_more_ascii`) and NO
   * (`maybe_make_no_key`). KMK makes these on first use; a name no generator knows comes back as KC.NO, silently.
   */
  keys: [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ".split(""), ..."1234567890".split("").map((digit) => `N${digit}`), "UP", "DOWN", "LEFT", "RIGHT", "ENTER", "NO"],
  /**
   * Key names that exist only once an extension has been created: `MediaKeys()`'s constructor registers MUTE,
   * VOLU and VOLD with `make_consumer_key` (KMKfw/kmk_firmware kmk/extensions/media_keys.py at
   * 44b9b82be90196c8024fd8ea0a1a4658484447ee). Until then `KC.VOLU` is KC.NO (kmk/keys.py, KeyAttrDict.__getitem__),
   * so a keymap or encoder map that names them must come after the extension is made.
   */
  keysDefinedBy: [{ names: ["MUTE", "VOLU", "VOLD"], module: "kmk.extensions.media_keys", make: "MediaKeys" }],
  /**
   * The Adafruit library KMK's RGB extension imports (`import neopixel` at the top of kmk/extensions/rgb.py):
   * copy it from the Adafruit CircuitPython Library Bundle into `CIRCUITPY/lib/`, like the display libraries in
   * controller.ts `firmware.kmkDisplayLibraries`.
   */
  rgbLibrary: { file: "neopixel.mpy", kind: "file", why: "drives the LED chain (KMK's RGB extension imports it)" },
  /** What the KMK download holds besides main.py: KMK's own folder and boot.py, from the KMK zip. */
  fromKmkZip: [
    { file: "kmk", kind: "folder", why: "KMK itself" },
    { file: "boot.py", kind: "file", why: "KMK's start-up settings" },
  ],
} as const;

/**
 * QMK: the values a generated keyboard folder uses for a XIAO RP2040. Read from qmk/qmk_firmware:
 * data/schemas/keyboard.jsonschema (processor enum holds "RP2040", bootloader enum holds "rp2040", ws2812.driver
 * enum holds "vendor"), docs/platformdev_rp2040.md (WS2812 through the PIO "vendor" driver; the XIAO's SDA/SCL,
 * GP6/GP7, belong to the RP2040's I2C1, whose ChibiOS driver is I2CD1 with `RP_I2C_USE_I2C1` and pins
 * `I2C1_SDA_PIN`/`I2C1_SCL_PIN`; I2C0 likewise), docs/features/encoders.md (ENCODER_MAP_ENABLE, ENCODER_CCW_CW) and
 * docs/features/oled_driver.md (OLED_ENABLE, oled_task_user). Pins are written `GP` + the RP2040 GPIO number.
 */
/**
 * CircuitPython's display bus takes only a hardware I2C: `i2cdisplaybus.I2CDisplayBus` checks its bus is a
 * `busio.I2C` (adafruit/circuitpython shared-bindings/i2cdisplaybus/I2CDisplayBus.c, `mp_arg_validate_type(…,
 * &busio_i2c_type, MP_QSTR_i2c_bus)`), and KMK's SSD1306 driver draws through it. A software (bitbangio) I2C
 * object is refused there, so a screen on pins that form no hardware pair cannot be driven by KMK's Display.
 */
export const displayNeedsHardwareI2c = true;

/**
 * Which RP2040 pins an I2C bus can use (RP2040 datasheet, section 1.4.3 "GPIO functions", function F3): SDA on
 * the even GPIOs, SCL on the odd ones, block I2C0 for GPIO 0-1, 4-5, 8-9… and I2C1 for GPIO 2-3, 6-7, 10-11… up
 * to 26-27. CircuitPython's busio.I2C and QMK's I2C driver both need such a pair (CircuitPython checks it the same
 * way in ports/raspberrypi/common-hal/busio/I2C.c and raises "Invalid pins" otherwise).
 */
export function rp2040I2cPin(gpio: number): { bus: 0 | 1; line: "SDA" | "SCL" } {
  return { bus: ((gpio >> 1) & 1) as 0 | 1, line: gpio % 2 === 0 ? "SDA" : "SCL" };
}

export const qmkNames = {
  processor: "RP2040",
  bootloader: "rp2040",
  ws2812Driver: "vendor",
  /** ChibiOS names per I2C block n: driver `I2CDn`, `RP_I2C_USE_I2Cn` in mcuconf.h, `I2Cn_SDA_PIN`/`I2Cn_SCL_PIN` in config.h. */
  i2c: { driverPrefix: "I2CD", mcuconfPrefix: "RP_I2C_USE_I2C", pinDefinePrefix: "I2C" },
  pinPrefix: "GP",
  /**
   * Where a generated keyboard goes in a QMK tree: under `handwired/hackpad/`, a folder QMK does not have, so the
   * name can never be one of QMK's own keyboards. QMK already has `keyboards/hackpad` (someone else's board, in
   * qmk/qmk_firmware at 16b49f9423287ea805953100cb16f33a4983be02), and many pads' projects are called "hackpad".
   */
  keyboardParent: "handwired/hackpad",
  /** The USB ids `qmk new-keyboard` writes for a keyboard that has none of its own yet. */
  usb: { vid: "0xFEED", pid: "0x0000", deviceVersion: "1.0.0" },
} as const;
