/** The main controllers and the firmware versions the guides use. */
export const controller = {
  name: "Seeed Studio XIAO RP2040",
  short: "XIAO RP2040",
  mounting: "through-hole",
  docs: "https://wiki.seeedstudio.com/XIAO-RP2040/",
  /**
   * The 11 pins you can wire keys, LEDs and screens to: the name printed on the board (KMK uses
   * `board.D0`…), the RP2040 GPIO behind it (QMK uses `GP26`…) and what else the pin can do.
   */
  pins: [
    { name: "D0", gpio: 26, alt: "A0" },
    { name: "D1", gpio: 27, alt: "A1" },
    { name: "D2", gpio: 28, alt: "A2" },
    { name: "D3", gpio: 29, alt: "A3" },
    { name: "D4", gpio: 6, alt: "SDA" },
    { name: "D5", gpio: 7, alt: "SCL" },
    { name: "D6", gpio: 0, alt: "TX" },
    { name: "D7", gpio: 1, alt: "RX" },
    { name: "D8", gpio: 2, alt: "SCK" },
    { name: "D9", gpio: 4, alt: "MISO" },
    { name: "D10", gpio: 3, alt: "MOSI" },
  ],
  /** The I2C pins an OLED or IO expander uses. */
  i2c: { sda: "D4", scl: "D5" },
  /** The chip, as footprint names and UF2 files name it. */
  chip: "RP2040",
  /** The UF2 family id of RP2040 firmware (Microsoft's UF2 family list). */
  uf2FamilyId: "0xe48bff56",
} as const;

export const keyboardController = {
  name: "Orpheus Pico",
  description: "Hack Club's own drop-in replacement for the Raspberry Pi Pico",
  url: "https://orpheuspico.hackclub.com/",
} as const;

export const firmware = {
  circuitPythonVersion: "9.2.4",
  circuitPythonUf2:
    "https://downloads.circuitpython.org/bin/seeeduino_xiao_rp2040/en_US/adafruit-circuitpython-seeeduino_xiao_rp2040-en_US-9.2.4.uf2",
  kmkZip: "https://github.com/KMKfw/kmk_firmware/archive/refs/heads/main.zip",
  kmkDocs: {
    gettingStarted: "https://github.com/KMKfw/kmk_firmware/blob/main/docs/en/Getting_Started.md",
    keycodes: "https://github.com/KMKfw/kmk_firmware/blob/main/docs/en/keycodes.md",
    macros: "https://github.com/KMKfw/kmk_firmware/blob/main/docs/en/macros.md",
  },
  qmk: {
    home: "https://qmk.fm/",
    porting: "https://docs.qmk.fm/porting_your_keyboard_to_qmk",
    newbs: "https://docs.qmk.fm/newbs_getting_started",
    infoJson: "https://docs.qmk.fm/reference_info_json",
    keycodes: "https://docs.qmk.fm/keycodes",
  },
  zmkDocs: "https://zmk.dev/docs",
  via: "https://www.caniusevia.com/",
  /** Firmware families the rules name; any original firmware built on them is fine. */
  families: ["QMK", "KMK", "ZMK"],
} as const;
