/** Four existing macropads shown on the landing page to explain what a macropad is. */
export const macropadExamples = [
  {
    name: "The RoMac",
    url: "https://github.com/The-Royal/The_Royal_Open-Source-Projects/tree/schwann/01%20-%20Complete%20Kits",
  },
  { name: "The MacroBoard", url: "https://github.com/palmacas/MacroBoard" },
  { name: "Lemon Keypad (Adafruit)", url: "https://learn.adafruit.com/qtpy-lemon-mechanical-keypad-macropad/overview" },
  { name: "The Wooting UwU", url: "https://wooting.io/uwu" },
] as const;

/**
 * The pad pictured on the landing page: the official Orpheuspad's parts, arranged as on its board (one key
 * beside the knob, three keys below, the front LED in the empty spot; see content/projects/orpheuspad).
 */
export const landingPad = {
  name: "ORPHEUSPAD",
  switches: 4,
  encoders: 1,
  oled: "0.91",
  leds: 2,
  grid: ["oKE", "KKK"],
} as const;

/** The 4-key pad the DIY guide builds step by step. */
export const guidePad = {
  name: "MY HACKPAD",
  switches: 4,
  encoders: 0,
  oled: "none",
  leds: 2,
  columns: 2,
  ledPlacement: "beside-controller",
} as const;
