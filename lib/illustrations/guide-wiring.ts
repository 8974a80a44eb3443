import { controller } from "@hackpad/programme/controller";

/**
 * How the guide's 4-key pad is wired: each switch from one XIAO pin to GND (no matrix, no diodes),
 * and two SK6812 MINI-E LEDs in a chain fed from one more pin. The KMK main.py in the guide lists the
 * switch pins in this same order; a unit test keeps the two in step. No switch sits on the I2C pins
 * (`controller.i2c`), so an OLED can be added later without moving a track.
 */
export const guideWiring = {
  switches: [
    { ref: "SW1", pin: "D3", does: "A" },
    { ref: "SW2", pin: "D6", does: "Delete" },
    { ref: "SW3", pin: "D2", does: "text" },
    { ref: "SW4", pin: "D1", does: "Cmd+S" },
  ],
  ledData: "D0",
  leds: ["LED1", "LED2"],
} as const;

export type PinName = (typeof controller.pins)[number]["name"];

/** The controller pin with this printed name; throws for a pin the XIAO doesn't have. */
export function findPin(name: string) {
  const pin = controller.pins.find((p) => p.name === name);
  if (!pin) throw new Error(`The ${controller.short} has no pin ${name}`);
  return pin;
}

/** Every pin the wiring uses, in order: switches, then the LED data line. */
export function usedPins(wiring: { switches: readonly { pin: string }[]; ledData: string } = guideWiring): string[] {
  return [...wiring.switches.map((s) => s.pin), wiring.ledData];
}

/** Pins still free for your own additions (more keys, an encoder, an OLED…). */
export function freePins(wiring: { switches: readonly { pin: string }[]; ledData: string } = guideWiring): string[] {
  const used = new Set(usedPins(wiring));
  return controller.pins.map((p) => p.name).filter((name) => !used.has(name));
}

/** Row positions of the schematic picture: one row per switch, then the LED chain below. */
export function wiringRows(count: number, top: number, rowHeight: number): number[] {
  return Array.from({ length: count }, (_, i) => top + i * rowHeight);
}

/** What the XIAO symbol calls a pin in KiCad: "GPIO29/ADC3/A3, pin 4". Power pins too ("VBUS, pin 14"). */
export function kicadPinText(name: string): string {
  const pin = [...controller.pins, ...controller.powerPins].find((p) => p.name === name);
  if (!pin) throw new Error(`The ${controller.short} has no pin ${name}`);
  return `${pin.kicadLabel}, pin ${pin.kicadPin}`;
}

/** The I2C pins (SDA, SCL) as printed names: the ones a switch must leave free for an OLED. */
export function i2cPinNames(): string[] {
  return [controller.i2c.sda, controller.i2c.scl];
}
