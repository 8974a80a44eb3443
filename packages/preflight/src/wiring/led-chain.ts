/**
 * The LED chain, read by pad roles: the first LED is the one whose DIN is on a XIAO pin, and each next LED is
 * the one whose DIN is on the DOUT net of the one before. The walk follows DIN and DOUT only, so an LED supply
 * net (VDD, VSS) is never taken for data. Every LED's VDD must reach 5V and its VSS GND, or it cannot light.
 * Pad roles come from content/programme/kicad-pins.ts; an LED footprint not listed there is read by its two
 * signal pads (the ones on neither a supply nor GND), as before.
 */
import { footprintPads } from "../../../../content/programme/kicad-pins.ts";
import type { PcbFootprint } from "../parsers/kicad-pcb.ts";
import { record, refList, wordList } from "./diagnose.ts";
import type { Wiring, XiaoPin } from "./types.ts";

export interface LedSide {
  pinOf: Map<string, XiaoPin>;
  grounds: Set<string>;
  powers: Set<string>;
  fiveVolt: Set<string>;
  /** The net as a report prints it ("GND" for every ground net). */
  label: (net: string) => string;
}

const UNCONNECTED = /^unconnected-|^no_connect/i;

/** Pad number → role (DIN, DOUT, VDD, VSS) of a known LED footprint, matched on the name after the colon. */
function rolesOf(footprint: PcbFootprint): Map<string, string> | null {
  for (const [name, table] of Object.entries(footprintPads)) {
    if (name.slice(name.indexOf(":") + 1) !== footprint.name) continue;
    const values = Object.values(table);
    if (values.includes("DIN") && values.includes("DOUT"))
      return new Map(Object.entries(table).filter((entry): entry is [string, string] => entry[1] !== null));
  }
  return null;
}

interface Led {
  footprint: PcbFootprint;
  din: string | null;
  dout: string | null;
  vdd: string | null;
  vss: string | null;
  known: boolean;
}

function netAt(footprint: PcbFootprint, number: string | undefined): string | null {
  const pad = footprint.pads.find((entry) => entry.number === number);
  return pad?.net && !UNCONNECTED.test(pad.net) ? pad.net : null;
}

export function readLedChain(footprints: readonly PcbFootprint[], side: LedSide, wiring: Wiring): Wiring["leds"] {
  if (footprints.length === 0) return null;
  const leds: Led[] = footprints.map((footprint) => {
    const roles = rolesOf(footprint);
    if (roles) {
      const padFor = (role: string) => [...roles.entries()].find(([, name]) => name === role)?.[0];
      return {
        footprint,
        din: netAt(footprint, padFor("DIN")),
        dout: netAt(footprint, padFor("DOUT")),
        vdd: netAt(footprint, padFor("VDD")),
        vss: netAt(footprint, padFor("VSS")),
        known: true,
      };
    }
    // Unknown footprint: the two nets on neither a supply nor GND, the one on a XIAO pin (if any) taken as DIN.
    const signals = [...new Set(footprint.pads.map((pad) => pad.net).filter((net): net is string => Boolean(net) && !UNCONNECTED.test(net ?? "")))].filter(
      (net) => !side.grounds.has(net) && !side.powers.has(net),
    );
    const din = signals.find((net) => side.pinOf.has(net)) ?? signals[0] ?? null;
    return { footprint, din, dout: signals.find((net) => net !== din) ?? null, vdd: null, vss: null, known: false };
  });

  // Supply: a known footprint's VDD on 5V and VSS on GND.
  const unpowered = leds.filter((led) => led.known && (!led.vdd || !side.fiveVolt.has(led.vdd) || !led.vss || !side.grounds.has(led.vss)));
  if (unpowered.length > 0) {
    const refs = unpowered.map((led) => led.footprint.reference);
    const what = (led: Led) =>
      [
        !led.vdd || !side.fiveVolt.has(led.vdd) ? `VDD on ${led.vdd ? side.label(led.vdd) : "nothing"}` : "",
        !led.vss || !side.grounds.has(led.vss) ? `VSS on ${led.vss ? side.label(led.vss) : "nothing"}` : "",
      ]
        .filter(Boolean)
        .join(", ");
    const kinds = [...new Set(unpowered.map(what))];
    const all = unpowered.length === leds.length;
    record(wiring, "faults", {
      kind: "led-supply",
      why: `${refList(refs)} ${kinds.length === 1 ? `${unpowered.length === 1 ? "has" : "have"} ${kinds[0] ?? ""}` : `are not powered (${unpowered.map((led) => `${led.footprint.reference}: ${what(led)}`).join("; ")})`}: ${all ? "none of the LEDs can light" : `${unpowered.length === 1 ? "it" : "they"} cannot light`}.`,
      change: `Wire every LED's VDD to 5V and its VSS to GND.`,
      refs,
      mark: refs,
      leftOut: [],
    });
  }

  const first = leds.filter((led) => led.din && side.pinOf.has(led.din));
  if (first.length === 0) {
    record(wiring, "problems", {
      kind: "led-chain",
      why: `No LED's data in (DIN) reaches a XIAO pin (${refList(leds.map((led) => led.footprint.reference))}).`,
      change: `Wire the first LED's DIN to a free XIAO pin.`,
      refs: leds.map((led) => led.footprint.reference),
      mark: leds.map((led) => led.footprint.reference),
      leftOut: leds.map((led) => led.footprint.reference),
    });
    return null;
  }
  if (first.length > 1) {
    wiring.problems.push(
      `${wordList(first.map((led) => led.footprint.reference))} are each driven from a XIAO pin; only ${first[0]?.footprint.reference ?? ""} starts the chain read here.`,
    );
  }
  const start = first[0] as Led;
  const byDin = new Map<string, Led[]>();
  for (const led of leds) {
    if (!led.din) continue;
    const list = byDin.get(led.din);
    if (list) list.push(led);
    else byDin.set(led.din, [led]);
  }
  const chain = [start];
  const used = new Set([start]);
  let current = start;
  for (;;) {
    const out = current.dout;
    let next = out ? (byDin.get(out) ?? []).find((led) => !used.has(led)) : undefined;
    // An LED whose footprint has no pad table: which of its two signal pads is DIN is unknown, so it is taken the
    // way round that continues the chain.
    const turned = out && !next ? leds.find((led) => !led.known && !used.has(led) && led.dout === out) : undefined;
    if (turned) {
      [turned.din, turned.dout] = [turned.dout, turned.din];
      next = turned;
    }
    if (!next) break;
    chain.push(next);
    used.add(next);
    current = next;
  }
  const left = leds.filter((led) => !used.has(led));
  if (left.length > 0) {
    const refs = left.map((led) => led.footprint.reference);
    record(wiring, "problems", {
      kind: "led-chain",
      why: `${refList(refs)} ${left.length === 1 ? "is" : "are"} not in the chain of LEDs that starts at ${start.footprint.reference}: no LED's data out (DOUT) reaches ${left.length === 1 ? "its" : "their"} data in (DIN).`,
      change: `Wire the last LED's DOUT of the chain (${current.footprint.reference}) to the DIN of ${refs[0] ?? ""}.`,
      refs,
      mark: refs,
      leftOut: refs,
    });
  }
  return { dataPin: side.pinOf.get(start.din as string) as XiaoPin, chain: chain.map((led) => led.footprint.reference) };
}
