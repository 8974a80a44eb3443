/** The main controllers and the firmware versions the guides use. */
export const controller = {
  name: "Seeed Studio XIAO RP2040",
  short: "XIAO RP2040",
  mounting: "through-hole",
  /**
   * The XIAO's KiCad footprints the preflight knows by name. Seeed's OPL KiCad library
   * (github.com/Seeed-Studio/OPL_Kicad_Library, folder "Seeed Studio XIAO Series Library"): `XIAO-RP2040-DIP` has a
   * plated hole (drill 0.889 mm) for each of its 14 pins; `XIAO-RP2040-SMD` has surface pads only (14 castellated
   * edge pads and 6 underside pads, no holes), for soldering the module flat, which the rules do not allow. Hack
   * Club's KiCad care package (github.com/hackclub/hackpad, extras/kicad_care_package) pairs its symbol library
   * `XIAO_RP2040.kicad_sym` (symbol "Seeed XIAO RP2040 board") with `XIAO-Generic-Hybrid-14P-2.54-21X17.8MM`, named
   * the way OPL names its 14-pin, 2.54 mm pitch, 21 × 17.8 mm modules (OPL's `XIAO-nRF52840-Sense-14P-2.54-21X17.8MM`):
   * it fits every XIAO, so the symbol, not the footprint, says which chip it is.
   */
  footprints: {
    throughHole: "XIAO-RP2040-DIP",
    surfaceMount: "XIAO-RP2040-SMD",
    carePackage: "XIAO-Generic-Hybrid-14P-2.54-21X17.8MM",
    carePackageSymbolLibrary: "XIAO_RP2040",
  },
  docs: "https://wiki.seeedstudio.com/XIAO-RP2040/",
  /**
   * The 11 pins you can wire keys, LEDs and screens to: the name printed on the board (KMK uses
   * `board.D0`…), the RP2040 GPIO behind it (QMK uses `GP26`…) and what else the pin can do.
   */
  pins: [
    { name: "D0", gpio: 26, alt: "A0", kicadLabel: "GPIO26/ADC0/A0", kicadPin: 1 },
    { name: "D1", gpio: 27, alt: "A1", kicadLabel: "GPIO27/ADC1/A1", kicadPin: 2 },
    { name: "D2", gpio: 28, alt: "A2", kicadLabel: "GPIO28/ADC2/A2", kicadPin: 3 },
    { name: "D3", gpio: 29, alt: "A3", kicadLabel: "GPIO29/ADC3/A3", kicadPin: 4 },
    { name: "D4", gpio: 6, alt: "SDA", kicadLabel: "GPIO6/SDA", kicadPin: 5 },
    { name: "D5", gpio: 7, alt: "SCL", kicadLabel: "GPIO7/SCL", kicadPin: 6 },
    { name: "D6", gpio: 0, alt: "TX", kicadLabel: "GPIO0/TX", kicadPin: 7 },
    { name: "D7", gpio: 1, alt: "RX", kicadLabel: "GPIO1/RX", kicadPin: 8 },
    { name: "D8", gpio: 2, alt: "SCK", kicadLabel: "GPIO2/SCK", kicadPin: 9 },
    { name: "D9", gpio: 4, alt: "MISO", kicadLabel: "GPIO4/MISO", kicadPin: 10 },
    { name: "D10", gpio: 3, alt: "MOSI", kicadLabel: "GPIO3/MOSI", kicadPin: 11 },
  ],
  /**
   * The power pins, with the name printed on the board and the label and number the Seeed OPL
   * `XIAO-RP2040-DIP` symbol gives them (the signal pins' `kicadLabel`/`kicadPin` are the same thing).
   */
  powerPins: [
    { name: "3V3", kicadLabel: "3V3", kicadPin: 12 },
    { name: "GND", kicadLabel: "GND", kicadPin: 13 },
    { name: "5V", kicadLabel: "VBUS", kicadPin: 14 },
  ],
  /**
   * Every pad of the XIAO footprints that is GND, by footprint name: edge pad 13 on both, and on the surface-mount
   * footprint the two underside GND pads as well. Source: Seeed-Studio/OPL_Kicad_Library, folder "Seeed Studio XIAO
   * Series Library", `Seeed_Studio_XIAO_Series.kicad_sym` at 2aba4a8bae400aa3f517d2186bd0a9b608c3508b, symbol
   * `XIAO-RP2040-SMD` (pin 13 GND, 15 BAT, 16 GND, 17 SWDIO, 18 SWDCLK, 19 RST, 20 GND), whose numbers are the
   * pads of `XIAO-RP2040-SMD.kicad_mod` (pads 1–14 on the edge, 15–20 underneath). Any other footprint's pad
   * whose symbol pin is named GND (KiCad's `pinfunction`, e.g. "GND" or "GND_18") counts as GND too.
   */
  groundPads: { "XIAO-RP2040-DIP": ["13"], "XIAO-RP2040-SMD": ["13", "16", "20"] } as Readonly<Record<string, readonly string[]>>,
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
  circuitPythonUf2: "https://downloads.circuitpython.org/bin/seeeduino_xiao_rp2040/en_US/adafruit-circuitpython-seeeduino_xiao_rp2040-en_US-9.2.4.uf2",
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
  /**
   * What KMK's Display extension imports besides KMK itself: copy these from the Adafruit CircuitPython
   * Library Bundle whose major version matches CircuitPython into `CIRCUITPY/lib/`.
   */
  kmkDisplayLibraries: [
    { file: "adafruit_display_text", kind: "folder", why: "draws the lines of text (KMK's Display extension imports it)" },
    { file: "adafruit_displayio_ssd1306.mpy", kind: "file", why: "the SSD1306 screen driver (KMK's SSD1306 driver imports it)" },
  ],
  circuitPythonBundle: "https://circuitpython.org/libraries",
  /** Firmware families the rules name; any original firmware built on them is fine. */
  families: ["QMK", "KMK", "ZMK"],
} as const;
