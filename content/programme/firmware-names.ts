/**
 * The pin names firmware may use on the XIAO RP2040, per firmware, as data: the `firmware-pins` check reads a
 * participant's firmware against them, and a name missing here is a line that stops the firmware.
 */

/**
 * CircuitPython's `board` module for the Seeeduino XIAO RP2040 (CircuitPython 9.x), name → RP2040 GPIO.
 * Source: adafruit/circuitpython `ports/raspberrypi/boards/seeeduino_xiao_rp2040/pins.c` (D0–D10 with their
 * aliases A0–A3, SDA, SCL, TX, RX, SCK, MISO, MOSI, and NEOPIXEL, NEOPIXEL_POWER), and the 9.x board stubs
 * generated from it (thonny's `board_definitions/seeeduino_xiao_rp2040/__init__.pyi`, 2024), which add the
 * on-module LEDs LED_RED, LED_GREEN, LED_BLUE and LED. There are no `GPxx` names: `board.GP0` raises
 * AttributeError and stops the program.
 */
export const circuitPythonBoardPins: Readonly<Record<string, number>> = {
  D0: 26,
  A0: 26,
  D1: 27,
  A1: 27,
  D2: 28,
  A2: 28,
  D3: 29,
  A3: 29,
  D4: 6,
  SDA: 6,
  D5: 7,
  SCL: 7,
  D6: 0,
  TX: 0,
  D7: 1,
  RX: 1,
  D8: 2,
  SCK: 2,
  D9: 4,
  MISO: 4,
  D10: 3,
  MOSI: 3,
  LED_GREEN: 16,
  LED_RED: 17,
  LED_BLUE: 25,
  LED: 25,
  NEOPIXEL: 12,
  NEOPIXEL_POWER: 11,
};

/** The rest of that `board` module: the default buses (functions) and the board's id, not pins. */
export const circuitPythonBoardOthers = ["I2C", "SPI", "UART", "board_id"] as const;

/**
 * CircuitPython's `microcontroller.pin` names every RP2040 GPIO as `GPIO0`…`GPIO29` (ports/raspberrypi
 * `common-hal/microcontroller/__init__.c`), so `microcontroller.pin.GPIO26` is a valid way to say D0.
 */
export const circuitPythonGpioPrefix = "GPIO";

/**
 * QMK names the RP2040's pins `GP0`…`GP29` (qmk/qmk_firmware `platforms/chibios/vendors/RP/_pin_defs.h`); the
 * XIAO brings out eleven of them (content/programme/controller.ts).
 */
export const qmkPinPrefix = "GP";
export const rp2040GpioCount = 30;
