/**
 * SK6812 MINI-E footprints whose pads carry power on the wrong pins: the sign of a symbol numbered for another
 * footprint (KiCad 8/9's `SK6812MINI` on KiCad 10's MINI-E footprint puts +5 V on DOUT and GND on DIN). What the
 * LED has at each numbered pad comes from `content/programme/kicad-pins.ts`, the same table the guides render.
 */
import { footprintPads } from "@hackpad/programme/kicad-pins";
import type { PcbFootprint } from "./parsers/kicad-pcb.ts";
import { GROUND } from "./wiring/net-label.ts";

const FIVE_VOLT = /^(?:\+?5V0?|VBUS|\+?5V_?USB|VCC|VDD|\+5V)$/i;

/** The pad tables of the known footprints of this one's name, matched on the name after the colon (library nicknames vary). */
export function padTablesOf(footprint: PcbFootprint) {
  return Object.entries(footprintPads).flatMap(([name, table]) => (name.slice(name.indexOf(":") + 1) === footprint.name ? [table] : []));
}

/** One sentence per power pad on the wrong net, naming the LED, the pad, what the LED has there and the net. */
export function ledWiringProblems(footprint: PcbFootprint): string[] {
  const table = /SK6812/i.test(footprint.name) ? padTablesOf(footprint)[0] : undefined;
  if (!table) return [];
  const problems: string[] = [];
  for (const pad of footprint.pads) {
    const pin = table[pad.number];
    const net = pad.net?.replace(/^\//, "") ?? "";
    if (!pin || !net || /^unconnected/i.test(net)) continue;
    const wrong =
      (pin === "VDD" && GROUND.test(net)) ||
      (pin === "VSS" && FIVE_VOLT.test(net)) ||
      ((pin === "DIN" || pin === "DOUT") && (GROUND.test(net) || FIVE_VOLT.test(net)));
    if (wrong) problems.push(`pad ${pad.number} (${pin} on ${footprint.name}) is on ${net}`);
  }
  return problems;
}
