/**
 * The wiring reader on boards built to make it slow or deep: tens of thousands of diodes on one net, a chain of
 * tens of thousands of LEDs, and more switches than a JavaScript call takes arguments. Each reads in one pass:
 * the bounds below are far above what the reader needs (well under a second here) and far below what a reader
 * that copies a net's list on every addition needs (over a minute for 20,000 diodes).
 */
import { describe, expect, it } from "vitest";
import { classifyFootprint } from "../src/classify.ts";
import { parseKicadPcb, type KicadPcb, type PcbFootprint } from "../src/parsers/kicad-pcb.ts";
import { wiringFromBoard } from "../src/wiring/from-board.ts";
import { wiredBoard } from "./support/wiring-boards.ts";

/** A parsed board with one switch, one diode and one LED to copy, the XIAO's D0 on ROW0 and D6 on LED_DIN. */
function template() {
  const board = parseKicadPcb(
    wiredBoard({
      xiao: { D0: "ROW0", D1: "COL0", D2: "KEY", D6: "LED_DIN" },
      switches: [{ ref: "SW1", x: 10, y: 10, nets: ["COL0", "N1"] }],
      diodes: [{ ref: "D1", x: 10, y: 20, k: "ROW0", a: "N1" }],
      leds: [{ ref: "LED1", x: 10, din: "LED_DIN", dout: "L1" }],
    }),
  );
  const of = (prefix: string) => board.footprints.find((footprint) => footprint.reference.startsWith(prefix)) as PcbFootprint;
  return { board, xiao: of("U"), sw: of("SW"), diode: of("D"), led: of("LED") };
}

/** A copy of `footprint` with its reference, position and the nets of its pads (by pad number) changed. */
function copy(footprint: PcbFootprint, reference: string, x: number, y: number, nets: Record<string, string>): PcbFootprint {
  return { ...footprint, reference, x, y, pads: footprint.pads.map((pad) => ({ ...pad, net: nets[pad.number] ?? pad.net })) };
}

function read(board: KicadPcb, footprints: PcbFootprint[]) {
  const full = { ...board, footprints };
  const started = performance.now();
  const wiring = wiringFromBoard(full, footprints.map(classifyFootprint));
  return { wiring, seconds: (performance.now() - started) / 1000 };
}

describe("the wiring reader on hostile boards", () => {
  it("reads 80,000 diodes on one net in one pass", () => {
    const { board, xiao, sw, diode } = template();
    const count = 80_000;
    const parts = [xiao, copy(sw, "SW1", 10, 10, { "1": "COL0", "2": "N1" })];
    for (let index = 1; index <= count; index++) parts.push(copy(diode, `D${index}`, 10 + (index % 300), 20 + index / 300, { "1": "ROW0", "2": `N${index}` }));
    const { wiring, seconds } = read(board, parts);
    expect(wiring.keys.map((key) => key.ref)).toEqual(["SW1"]);
    expect(seconds).toBeLessThan(15);
  });

  it("follows a chain of 60,000 LEDs that keeps coming back to one crowded net, in one pass", () => {
    const { board, xiao, sw, led } = template();
    const count = 60_000;
    const parts = [xiao, copy(sw, "SW1", 10, 10, { "1": "KEY", "2": "GND" })];
    // LED1 → BUS → LED2 → A2 → LED3 → BUS → LED4 → A4 → …: every other step looks for an unused LED on BUS.
    parts.push(copy(led, "LED1", 0, 90, { "2": "LED_DIN", "4": "BUS" }));
    for (let index = 2; index <= count; index++) {
      const pair = index - (index % 2);
      const nets = index % 2 === 0 ? { "2": "BUS", "4": `A${pair}` } : { "2": `A${index - 1}`, "4": "BUS" };
      parts.push(copy(led, `LED${index}`, index, 90, nets));
    }
    const { wiring, seconds } = read(board, parts);
    expect(wiring.leds?.chain).toHaveLength(count);
    expect(wiring.leds?.chain.slice(0, 4)).toEqual(["LED1", "LED2", "LED3", "LED4"]);
    expect(seconds).toBeLessThan(20);
  });

  it("reads 130,000 switches without running out of stack", () => {
    const { board, xiao, sw } = template();
    const count = 130_000;
    const parts = [xiao];
    for (let index = 1; index <= count; index++)
      parts.push(copy(sw, `SW${index}`, (index % 400) * 19.05, Math.floor(index / 400) * 19.05, { "1": "KEY", "2": "GND" }));
    const { wiring, seconds } = read(board, parts);
    // Switches sharing one pin with no diodes cannot be told apart: the pin is read as its first switch only.
    expect(wiring.keys).toHaveLength(1);
    expect(wiring.problems.join("\n")).toMatch(/SW1, SW2, .* and 129990 more are all wired straight to D2 with no diodes/);
    expect(seconds).toBeLessThan(20);
  });
});
