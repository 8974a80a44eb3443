/**
 * Pin numbers of the KiCad symbols the guides use, and what the real part has at each numbered pad of the
 * footprints they are paired with. KiCad joins a symbol to its footprint by number only: pin 3 of the symbol
 * goes to pad 3 of the footprint, whatever either calls it. A pairing is safe only when, for every number, the
 * symbol's pin name is what the part really has at that pad. `tests/unit/kicad-pairings.test.ts` checks every
 * pairing the site shows against these tables.
 */

/** Pin number → pin name of one symbol. */
export type PinTable = Readonly<Record<string, string>>;

/**
 * Pad number → what the part has at that pad, as the symbol that belongs with the footprint names it.
 * `null` for pads that are interchangeable (a switch's two contacts, a resistor's two ends).
 */
export type PadTable = Readonly<Record<string, string | null>>;

/** The XIAO's symbol and footprint both come from Seeed's OPL library, numbered 1–14 around the module. */
const xiaoPins: PinTable = {
  "1": "D0",
  "2": "D1",
  "3": "D2",
  "4": "D3",
  "5": "D4",
  "6": "D5",
  "7": "D6",
  "8": "D7",
  "9": "D8",
  "10": "D9",
  "11": "D10",
  "12": "3V3",
  "13": "GND",
  "14": "5V",
};

export const symbolPins: Readonly<Record<string, PinTable>> = {
  /** Seeed-Studio/OPL_Kicad_Library, `Seeed_Studio_XIAO_Series.kicad_sym`; same numbers as `controller.ts`. */
  "Seeed_Studio_XIAO_Series:XIAO-RP2040-DIP": xiaoPins,
  /** kicad-symbols `Switch.kicad_sym` (8.0, 9.0, 10.0): two pins, 1 and 2. */
  "Switch:SW_Push": { "1": "1", "2": "2" },
  /** kicad-symbols `Device.kicad_sym` (8.0, 9.0, 10.0): pin 1 K (cathode), pin 2 A (anode). */
  "Device:D": { "1": "K", "2": "A" },
  /** kicad-symbols `Device.kicad_sym` (8.0, 9.0, 10.0): pins named by letter, not number. */
  "Device:RotaryEncoder_Switch": { A: "A", B: "B", C: "C", S1: "S1", S2: "S2" },
  /**
   * kicad-symbols `LED.kicad_sym` (8.0, 9.0, 10.0): the top-mount SK6812 MINI (PLCC4): 1 DOUT, 2 VSS, 3 DIN, 4 VDD.
   */
  "LED:SK6812MINI": { "1": "DOUT", "2": "VSS", "3": "DIN", "4": "VDD" },
  /**
   * kicad-symbols `LED.kicad_sym` (10.0 and newer only): the reverse-mount SK6812 MINI-E, numbered for KiCad's
   * own MINI-E footprint: 1 VSS, 2 DIN, 3 VDD, 4 DOUT. Same pin names as `SK6812MINI`, different numbers.
   */
  "LED:SK6812MINI-E": { "1": "VSS", "2": "DIN", "3": "VDD", "4": "DOUT" },
  /** kicad-symbols `Device.kicad_sym`: two interchangeable ends. */
  "Device:R": { "1": "1", "2": "2" },
  /** kicad-symbols `Connector.kicad_sym`: pins 1 to 4. */
  "Connector:Conn_01x04_Pin": { "1": "Pin_1", "2": "Pin_2", "3": "Pin_3", "4": "Pin_4" },
  /**
   * kicad-symbols `Interface_Expansion.kicad_sym`: `MCP23017_SO` (8.0, 9.0) and `MCP23017x-x-SO` (10.0) share
   * Microchip's SOIC-28 numbering (DS20001952): the clock, pin 12, is SCK in both.
   */
  "Interface_Expansion:MCP23017_SO": mcp23017Pins(),
  "Interface_Expansion:MCP23017x-x-SO": mcp23017Pins(),
};

function mcp23017Pins(): PinTable {
  const pins: Record<string, string> = {};
  for (let i = 0; i < 8; i++) pins[String(i + 1)] = `GPB${i}`;
  Object.assign(pins, { "9": "VDD", "10": "VSS", "11": "NC", "12": "SCK", "13": "SDA", "14": "NC" });
  Object.assign(pins, { "15": "A0", "16": "A1", "17": "A2", "18": "RESET", "19": "INTB", "20": "INTA" });
  for (let i = 0; i < 8; i++) pins[String(i + 21)] = `GPA${i}`;
  return pins;
}

export const footprintPads: Readonly<Record<string, PadTable>> = {
  /** OPL folder `Seeed Studio XIAO Series Library` (renamed `Seeed_Studio_XIAO_Series.pretty`), footprint `XIAO-RP2040-DIP`: pads 1–14, as the symbol. */
  "Seeed_Studio_XIAO_Series:XIAO-RP2040-DIP": xiaoPins,
  /** ai03-2725/MX_V2 `MX_Solderable.pretty`, footprint `MX-Solderable-1U`: the switch's two pins, 1 and 2. */
  "MX_Solderable:MX-Solderable-1U": { "1": null, "2": null },
  /** kicad-footprints `Diode_THT.pretty`: pad 1 (the square one) is the cathode, as on every KiCad diode. */
  "Diode_THT:D_DO-35_SOD27_P7.62mm_Horizontal": { "1": "K", "2": "A" },
  /**
   * kicad-footprints `Rotary_Encoder.pretty`: pads A, B, C, S1, S2 and the unnumbered-by-the-symbol MP
   * mounting lugs (left out here: they carry no signal).
   */
  "Rotary_Encoder:RotaryEncoder_Alps_EC11E-Switch_Vertical_H20mm_CircularMountingHoles": { A: "A", B: "B", C: "C", S1: "S1", S2: "S2" },
  /**
   * kicad-footprints 10.0 `LED_SMD.pretty`, footprint `LED_SK6812MINI-E_3.2x2.8mm_P1.5mm_ReverseMount`: pads
   * 1–4 sit where OPSCO's SK6812MINI-E datasheet puts VSS, DIN, VDD and DOUT (the datasheet's own pins 3, 4, 1
   * and 2), which is why it pairs with the KiCad 10 `LED:SK6812MINI-E` symbol and not with `LED:SK6812MINI`.
   */
  "LED_SMD:LED_SK6812MINI-E_3.2x2.8mm_P1.5mm_ReverseMount": { "1": "VSS", "2": "DIN", "3": "VDD", "4": "DOUT" },
  /**
   * cheyao/macropad `PCB/third_party/neopixel.petty`, footprint `SK6812MINI-E` (the KiCad 8 and 9 library the
   * guides link): numbered like the stock `LED:SK6812MINI` symbol, 1 DOUT, 2 VSS, 3 DIN, 4 VDD.
   */
  "neopixel:SK6812MINI-E": { "1": "DOUT", "2": "VSS", "3": "DIN", "4": "VDD" },
  /** kicad-footprints `LED_SMD.pretty`: the top-mount SK6812 MINI (not in the kit), numbered like its symbol. */
  "LED_SMD:LED_SK6812MINI_PLCC4_3.5x3.5mm_P1.75mm": { "1": "DOUT", "2": "VSS", "3": "DIN", "4": "VDD" },
  /** kicad-footprints `Resistor_THT.pretty`: two interchangeable ends. */
  "Resistor_THT:R_Axial_DIN0204_L3.6mm_D1.6mm_P7.62mm_Horizontal": { "1": null, "2": null },
  /** kicad-footprints `Connector_Wire.pretty`: holes 1 to 4 in a row, hole 1 square. */
  "Connector_Wire:SolderWire-0.1sqmm_1x04_P3.6mm_D0.4mm_OD1mm": { "1": "Pin_1", "2": "Pin_2", "3": "Pin_3", "4": "Pin_4" },
  /** kicad-footprints `Package_SO.pretty`: pads 1–28 in the JEDEC order Microchip's SOIC-28 pinout uses. */
  "Package_SO:SOIC-28W_7.5x17.9mm_P1.27mm": mcp23017Pins(),
};

/** What a pin of the SK6812 family must be wired to, by its name. */
export const ledPinNets = {
  VDD: "+5V",
  VSS: "GND",
  DIN: "data in: the XIAO pin (first LED) or the DOUT of the LED before",
  DOUT: "data out: the DIN of the next LED (nothing on the last one)",
} as const;
