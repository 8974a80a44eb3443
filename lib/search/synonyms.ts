/**
 * The words participants type, mapped to the words the pages use for the same thing. Search looks for a
 * query word or any word listed for it ("case too big" also finds "size"), so a question asked in a
 * teen's words reaches the section that answers it in the docs' words.
 *
 * One direction only: the key is what people type, the list is what the pages say. Write both as single
 * lower-case words, the way the index stores them (`processTerm`): no stop words, no phrases. The list's
 * words match exactly (no typo tolerance, no word starts), so keep them specific.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Size limits: "case too big", "too large", "max size", "how tall can it be".
  big: ["size", "larger"],
  bigger: ["size", "larger"],
  large: ["size", "big"],
  huge: ["size", "big"],
  small: ["size"],
  tall: ["height", "size"],
  max: ["most", "limit", "big"],
  maximum: ["most", "limit", "big"],
  limit: ["most"],
  many: ["most", "limit"],
  dimensions: ["size"],
  measurements: ["size"],
  // Parts, in the words people use for them.
  keys: ["switches", "inputs"],
  buttons: ["keys", "switches", "inputs"],
  knob: ["encoder"],
  knobs: ["encoders"],
  screen: ["oled"],
  display: ["oled"],
  led: ["leds", "sk6812", "neopixel"],
  rgb: ["leds", "sk6812"],
  neopixel: ["sk6812"],
  screw: ["m3", "screws"],
  bolt: ["m3", "screws"],
  microcontroller: ["xiao", "controller"],
  mcu: ["xiao", "controller"],
  pinout: ["pins", "pin"],
  // Wiring and firmware.
  wiring: ["wire", "chain", "connect"],
  wire: ["wiring", "connect"],
  flash: ["uf2", "firmware"],
  code: ["firmware"],
  // Money and dates.
  money: ["grant"],
  budget: ["grant"],
  funding: ["grant"],
  due: ["deadline"],
  // Submitting.
  submit: ["submission", "pr"],
  pr: ["pull"],
};

/** The words to look for besides `term` (already processed like an index word), or none. */
export function synonymsOf(term: string): readonly string[] {
  return Object.hasOwn(SYNONYMS, term) ? (SYNONYMS[term] ?? []) : [];
}
