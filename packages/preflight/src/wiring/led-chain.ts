/**
 * The LED chain, read by pad roles: the first LED is the one whose DIN is on a XIAO pin, and each next LED is
 * the one whose DIN is on the DOUT net of the one before. The walk follows DIN and DOUT only, so an LED supply
 * net (VDD, VSS) is never taken for data. Every LED's VDD must reach 5V and its VSS GND, or it cannot light.
 * Pad roles come from content/programme/kicad-pins.ts; an LED footprint not listed there is read by its two
 * signal pads (the ones on neither a supply nor GND).
 */
import { padTablesOf } from "../led-wiring.ts";
import type { PcbFootprint } from "../parsers/kicad-pcb.ts";
import { record, refList, wordList } from "./diagnose.ts";
import { groupBy } from "../lists.ts";
import { UNCONNECTED } from "./net-label.ts";
import type { Wiring, XiaoPin } from "./types.ts";

/** What the board's nets reach: the pins, grounds and supplies the wiring is read against. */
export interface LedSide {
  /** The XIAO pin a net reaches, by net name. */
  pinOf: Map<string, XiaoPin>;
  grounds: Set<string>;
  powers: Set<string>;
  fiveVolt: Set<string>;
  /** The net as a report prints it: "GND" for every ground net, whatever KiCad named it. */
  label: (net: string) => string;
}

/** A two-pad resistor's footprint: reference R…, or a resistor library footprint. */
const isResistor = (footprint: PcbFootprint) => /^R\d+$/i.test(footprint.reference) || /(^|:)R_|Resistor/i.test(footprint.lib);
/** The distinct nets on a footprint's pads, unconnected ones left out. */
const padNets = (footprint: PcbFootprint) => [...new Set(footprint.pads.flatMap((pad) => (pad.net && !UNCONNECTED.test(pad.net) ? [pad.net] : [])))];

/**
 * Every net that is a XIAO pin's, directly or through one series resistor (the usual 300–500 Ω before the first
 * LED's data in), mapped to the pin's own net.
 */
export function throughSeriesResistors(footprints: readonly PcbFootprint[], side: Pick<LedSide, "pinOf">): Map<string, string> {
  const reach = new Map<string, string>([...side.pinOf.keys()].map((net) => [net, net]));
  for (const footprint of footprints) {
    if (!isResistor(footprint)) continue;
    const nets = padNets(footprint);
    if (nets.length !== 2) continue;
    const [a = "", b = ""] = nets;
    if (side.pinOf.has(a) && !reach.has(b)) reach.set(b, a);
    else if (side.pinOf.has(b) && !reach.has(a)) reach.set(a, b);
  }
  return reach;
}

/** Lists kept under a key, each read from a cursor that skips the items already used: a crowded net is walked once. */
function cursorLists<T>(items: readonly T[], keyOf: (item: T) => string | null, used: ReadonlySet<T>): (key: string) => T | undefined {
  const lists = groupBy(items, keyOf);
  const cursor = new Map<string, number>();
  return (key) => {
    const list = lists.get(key) ?? [];
    let index = cursor.get(key) ?? 0;
    while (index < list.length && used.has(list[index] as T)) index++;
    cursor.set(key, index);
    return list[index];
  };
}

/** Pad number → role (DIN, DOUT, VDD, VSS) of a known LED footprint, matched on the name after the colon. */
function rolesOf(footprint: PcbFootprint): Map<string, string> | null {
  for (const table of padTablesOf(footprint)) {
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

/** `pinNet`: each net that reaches a XIAO pin (directly or through a series resistor) → the pin's own net. */
export function readLedChain(
  footprints: readonly PcbFootprint[],
  side: LedSide,
  wiring: Wiring,
  pinNet: ReadonlyMap<string, string> = new Map(),
): Wiring["leds"] {
  const onPin = (net: string | null): net is string => net !== null && (side.pinOf.has(net) || pinNet.has(net));
  if (footprints.length === 0) return null;
  const leds: Led[] = footprints.map((footprint) => {
    const roles = rolesOf(footprint);
    if (roles) {
      const net = (role: string) => netAt(footprint, [...roles.entries()].find(([, name]) => name === role)?.[0]);
      return { footprint, din: net("DIN"), dout: net("DOUT"), vdd: net("VDD"), vss: net("VSS"), known: true };
    }
    // Unknown footprint: the two nets on neither a supply nor GND, the one on a XIAO pin (if any) taken as DIN.
    const signals = padNets(footprint).filter((net) => !side.grounds.has(net) && !side.powers.has(net));
    const din = signals.find((net) => onPin(net)) ?? signals[0] ?? null;
    return { footprint, din, dout: signals.find((net) => net !== din) ?? null, vdd: null, vss: null, known: false };
  });

  // Supply: a known footprint's VDD on 5V and VSS on GND; `what` is "" for an LED wired right.
  const what = (led: Led) =>
    [
      !led.vdd || !side.fiveVolt.has(led.vdd) ? `VDD on ${led.vdd ? side.label(led.vdd) : "nothing"}` : "",
      !led.vss || !side.grounds.has(led.vss) ? `VSS on ${led.vss ? side.label(led.vss) : "nothing"}` : "",
    ]
      .filter(Boolean)
      .join(", ");
  const unpowered = leds.filter((led) => led.known && what(led) !== "");
  if (unpowered.length > 0) {
    const refs = unpowered.map((led) => led.footprint.reference);
    const kinds = [...new Set(unpowered.map(what))];
    const all = unpowered.length === leds.length;
    record(wiring, "faults", {
      kind: "led-supply",
      why: `${refList(refs)} ${kinds.length === 1 ? `${unpowered.length === 1 ? "has" : "have"} ${kinds[0] ?? ""}` : `are not powered (${unpowered.map((led) => `${led.footprint.reference}: ${what(led)}`).join("; ")})`}: ${all ? "none of the LEDs can light" : `${unpowered.length === 1 ? "it" : "they"} cannot light`}.`,
      change: `Wire every LED's VDD to 5V and its VSS to GND.`,
      refs,
      leftOut: [],
    });
  }

  const first = leds.filter((led) => onPin(led.din));
  if (first.length === 0) {
    const refs = leds.map((led) => led.footprint.reference);
    record(wiring, "problems", {
      kind: "led-chain",
      why: `No LED's data in (DIN) reaches a XIAO pin (${refList(refs)}).`,
      change: `Wire the first LED's DIN to a free XIAO pin.`,
      refs,
      leftOut: refs,
    });
    return null;
  }
  if (first.length > 1) {
    wiring.problems.push(
      `${wordList(first.map((led) => led.footprint.reference))} are each driven from a XIAO pin; only ${first[0]?.footprint.reference ?? ""} starts the chain read here.`,
    );
  }
  const start = first[0] as Led;
  const chain = [start];
  const used = new Set([start]);
  const nextByDin = cursorLists(leds, (led) => led.din, used);
  const unknown = leds.filter((led) => !led.known);
  const nextTurned = cursorLists(unknown, (led) => led.dout, used);
  let current = start;
  for (;;) {
    const out = current.dout;
    let next = out ? nextByDin(out) : undefined;
    // An LED whose footprint has no pad table: which of its two signal pads is DIN is unknown, so it is taken the
    // way round that continues the chain.
    const turned = out && !next ? nextTurned(out) : undefined;
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
      leftOut: refs,
    });
  }
  return { dataPin: side.pinOf.get(pinNet.get(start.din as string) ?? (start.din as string)) as XiaoPin, chain: chain.map((led) => led.footprint.reference) };
}
