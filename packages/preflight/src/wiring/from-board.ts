/**
 * What the board wires to the XIAO, read from the `.kicad_pcb`'s pads and nets: every switch (straight to a pin,
 * or at a row and column of a diode matrix), every encoder's A, B and push switch, the OLED's SDA and SCL and the
 * LED chain. Pins are the XIAO's printed names from content/programme/controller.ts (pad number ↔ D0…D10).
 * Whatever cannot be read unambiguously becomes a sentence in `problems` naming the footprint references.
 */
import { controller } from "@hackpad/programme/controller";
import { dimensions } from "@hackpad/programme/dimensions";
import { footprintPads } from "@hackpad/programme/kicad-pins";
import type { ClassifiedPart } from "../classify.ts";
import type { KicadPcb, PcbFootprint } from "../parsers/kicad-pcb.ts";
import { record, refList, wordList, type FaultFound } from "./diagnose.ts";
import { append } from "../lists.ts";
import { readLedChain, throughSeriesResistors, type LedSide } from "./led-chain.ts";
import { readMatrix, type MatrixEntry, type MatrixReading } from "./matrix.ts";
import { GROUND, netLabel, UNCONNECTED } from "./net-label.ts";
import type { BoardFault, EncoderWiring, KeyConnection, KeyWiring, Wiring, XiaoPin } from "./types.ts";

const POWER = /^\+?(?:3V3|3\.3V|5V|5V0|VBUS|VCC|VDD)$|^\+/i;
const FIVE_VOLT = /^(?:\+?5V0?|VBUS|\+?5V_?USB|\+5V)$/i;

/**
 * The diode's cathode is pad 1 on KiCad's diode footprints, as KiCad's `Device:D` symbol numbers pin 1 K and pin 2 A
 * (kicad-footprints `Diode_THT.pretty/D_DO-35_SOD27_P7.62mm_Horizontal.kicad_mod` prints "K" beside its square pad 1;
 * kicad-symbols `Device.kicad_sym`; recorded in content/programme/kicad-pins.ts).
 */
const CATHODE_PAD = Object.entries(footprintPads["Diode_THT:D_DO-35_SOD27_P7.62mm_Horizontal"] ?? {}).find(([, name]) => name === "K")?.[0] ?? "1";

const pinByPad = new Map<string, XiaoPin>(controller.pins.map((pin) => [String(pin.kicadPin), pin.name]));
const groundPad = String(controller.powerPins.find((pin) => pin.name === "GND")?.kicadPin ?? "");
const fiveVoltPad = String(controller.powerPins.find((pin) => pin.name === "5V")?.kicadPin ?? "");

/** A pad of the XIAO that is GND: by the footprint's pad table (controller.ts), or a symbol pin named GND. */
function isGroundPad(footprint: PcbFootprint, pad: PcbFootprint["pads"][number]): boolean {
  return (controller.groundPads[footprint.name] ?? [groundPad]).includes(pad.number) || /^(?:GND|VSS)(?:_\d+)?$/i.test(pad.pinfunction ?? "");
}

/** The distinct nets on a footprint's pads of the given numbers (all numbered pads when none are given). */
function netsOf(footprint: PcbFootprint, numbers?: readonly string[]): Map<string, string> {
  const nets = new Map<string, string>();
  for (const pad of footprint.pads) {
    if (!pad.number || pad.kind === "np_thru_hole" || (numbers && !numbers.includes(pad.number))) continue;
    if (pad.net && !UNCONNECTED.test(pad.net) && !nets.has(pad.number)) nets.set(pad.number, pad.net);
  }
  return nets;
}

interface Side extends LedSide {
  diodesOn: Map<string, { ref: string; pad: string; footprint: PcbFootprint }[]>;
}

/** How one switch (a key or an encoder's push switch) is wired, or why that cannot be told. */
type Reading = { kind: "direct"; pin: XiaoPin } | ({ kind: "matrix" } & MatrixReading) | { kind: "problem"; fault: FaultFound } | { kind: "none" };

/** The first diode on `net` whose other end is on a XIAO pin, with that pin and net. */
function diodeFrom(net: string, side: Side): Omit<MatrixReading, "switchLine" | "switchNet"> | undefined {
  // A switch has one diode; a few are looked at, never every diode on a shared net (a hostile board has thousands).
  for (const diode of (side.diodesOn.get(net) ?? []).slice(0, 4)) {
    const far = [...netsOf(diode.footprint).entries()].find(([number, other]) => number !== diode.pad && other !== net);
    const diodeLine = far ? side.pinOf.get(far[1]) : undefined;
    if (far && diodeLine) return { diode: diode.ref, diodeLine, diodeNet: far[1], cathodeAtLine: far[0] === CATHODE_PAD };
  }
  return undefined;
}

/** A switch that cannot be read, as a fault naming it and the one thing to change. */
function unreadable(ref: string, why: string, kind: BoardFault["kind"], change: string): Reading {
  const part = ref.replace(/'s push switch$/, "");
  return { kind: "problem", fault: { kind, why, change, refs: [part], leftOut: [part] } };
}

function readSwitch(ref: string, nets: string[], side: Side): Reading {
  const part = ref.replace(/'s push switch$/, "");
  if (nets.length === 0) return { kind: "none" };
  if (nets.length === 1) {
    const only = nets[0] ?? "";
    const pin = side.pinOf.get(only);
    return unreadable(
      ref,
      `${ref} has only one of its two pins on a net (${pin ?? side.label(only)}): its other pin is not connected.`,
      "switch-not-wired",
      `Wire ${ref}'s other pin (to GND, or to its diode in a matrix).`,
    );
  }
  if (nets.length > 2) {
    return unreadable(
      ref,
      `${ref} has ${nets.length} different nets on its pins (${nets.map(side.label).join(", ")}), not two.`,
      "switch-not-wired",
      `Give ${ref} one net on each of its two contacts.`,
    );
  }
  const [a = "", b = ""] = nets;
  const bothWays = [
    [a, b],
    [b, a],
  ] as const;
  for (const [line, other] of bothWays) {
    const pin = side.pinOf.get(line);
    if (!pin) continue;
    if (side.grounds.has(other)) return { kind: "direct", pin };
    if (side.pinOf.has(other)) {
      return unreadable(
        ref,
        `${ref} joins ${pin} straight to ${side.pinOf.get(other)} with no diode between them.`,
        "switch-no-diode",
        `Put a diode between ${part} and ${side.pinOf.get(other)}, or wire ${part}'s other pin to GND.`,
      );
    }
    const diode = diodeFrom(other, side);
    if (diode) return { kind: "matrix", switchLine: pin, switchNet: line, ...diode };
    if (side.powers.has(other)) {
      return unreadable(
        ref,
        `${ref} joins ${pin} to ${side.label(other)}, not GND: a key must pull its pin to GND to be read.`,
        "switch-not-to-gnd",
        `Wire ${ref}'s other pin to GND instead of ${side.label(other)}.`,
      );
    }
  }
  // A key wired to GND through a diode to its pin: the pin's pull-up drives current from the pin through the diode
  // to GND, so the diode's cathode (pad 1) must face the switch, its anode the pin.
  for (const [ground, node] of bothWays) {
    const through = side.grounds.has(ground) ? diodeFrom(node, side) : undefined;
    if (!through) continue;
    const { diode, diodeLine: pin } = through;
    if (!through.cathodeAtLine) return { kind: "direct", pin };
    const why = `${diode} is turned the wrong way round: ${ref} reaches ${pin} through it, but its band (the cathode, pad 1) faces ${pin}, so a press never pulls ${pin} to GND.`;
    return { kind: "problem", fault: { kind: "diode-reversed", why, change: `Turn ${diode} round.`, refs: [diode, part], mark: [diode], leftOut: [part] } };
  }
  return unreadable(
    ref,
    `${ref} reaches no XIAO pin: its pins are on ${nets.map(side.label).join(" and ")}.`,
    "switch-not-wired",
    `Wire ${ref} to a free XIAO pin and GND, or into the matrix through a diode.`,
  );
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const least = (values: readonly number[]) => values.reduce((low, value) => Math.min(low, value), Infinity);

/** Reads the wiring; `parts` are the board's footprints as classify.ts sorted them. */
export function wiringFromBoard(board: KicadPcb, parts: readonly ClassifiedPart[]): Wiring {
  const problems: string[] = [];
  const faults: string[] = [];
  const wiring: Wiring = { controllerRef: "", rows: [], cols: [], diodeDirection: null, keys: [], encoders: [], oled: null, leds: null, problems, faults };
  const controllers = parts.filter((part) => part.kind === "controller");
  const xiao = controllers.find((part) => /XIAO/i.test(`${part.footprint.lib} ${part.footprint.value}`)) ?? controllers[0];
  const switches = parts.filter((part) => part.kind === "switch").map((part) => part.footprint);
  const encoders = parts.filter((part) => part.kind === "encoder").map((part) => part.footprint);
  if (!xiao) {
    problems.push(`The board has no ${controller.short} footprint, so no key can be traced to a pin.`);
    return wiring;
  }
  wiring.controllerRef = xiao.footprint.reference;
  if (switches.length === 0 && encoders.length === 0) problems.push("The board has no switches and no encoders: there is nothing to read.");

  const grounds = new Set<string>();
  const side: Side = {
    pinOf: new Map(),
    grounds,
    powers: new Set(),
    fiveVolt: new Set(),
    diodesOn: new Map(),
    label: (net) => (grounds.has(net) ? "GND" : netLabel(net)),
  };
  for (const pad of xiao.footprint.pads) {
    const pin = pinByPad.get(pad.number);
    if (!pad.net || UNCONNECTED.test(pad.net)) continue;
    if (pin) {
      const before = side.pinOf.get(pad.net);
      if (before && before !== pin) problems.push(`${wiring.controllerRef}'s pins ${before} and ${pin} are joined on one net (${netLabel(pad.net)}).`);
      else side.pinOf.set(pad.net, pin);
    } else if (isGroundPad(xiao.footprint, pad)) side.grounds.add(pad.net);
    else {
      side.powers.add(pad.net);
      if (pad.number === fiveVoltPad) side.fiveVolt.add(pad.net);
    }
  }
  for (const footprint of board.footprints) {
    for (const pad of footprint.pads) {
      if (!pad.net || side.pinOf.has(pad.net)) continue;
      if (GROUND.test(netLabel(pad.net))) side.grounds.add(pad.net);
      else if (POWER.test(netLabel(pad.net))) {
        side.powers.add(pad.net);
        if (FIVE_VOLT.test(netLabel(pad.net))) side.fiveVolt.add(pad.net);
      }
    }
  }
  for (const part of parts.filter((entry) => entry.kind === "diode")) {
    for (const [number, net] of netsOf(part.footprint)) {
      append(side.diodesOn, net, { ref: part.footprint.reference, pad: number, footprint: part.footprint });
    }
  }
  diodesJoiningLines(parts, side, wiring);

  const wired = [...switches, ...encoders].filter((footprint) => netsOf(footprint).size > 0);
  const xiaoNets = [...xiao.footprint.pads].some((pad) => pad.net && !UNCONNECTED.test(pad.net));
  if ([...switches, ...encoders].length > 0 && (wired.length === 0 || !xiaoNets)) {
    const refs = [
      ...(wired.length === 0 ? [...switches, ...encoders].map((footprint) => footprint.reference) : []),
      ...(xiaoNets ? [] : [wiring.controllerRef]),
    ];
    problems.push(
      `The board's pads carry no nets (${refs.join(", ")}): it was never updated from the schematic. In KiCad's PCB editor, use Tools → Update PCB from Schematic (F8).`,
    );
    return wiring;
  }

  // Key units from the top-left corner of the keys.
  const originX = least(switches.map((footprint) => footprint.x));
  const originY = least(switches.map((footprint) => footprint.y));
  const unit = dimensions.switchSpacingMm;
  const at = (footprint: PcbFootprint) => ({
    x: switches.length > 0 ? round((footprint.x - originX) / unit) : 0,
    y: switches.length > 0 ? round((footprint.y - originY) / unit) : 0,
  });

  const matrix: MatrixEntry[] = [];
  const directOn = new Map<XiaoPin, { ref: string; part: string; set: (connection: KeyConnection) => void }[]>();
  const keys: KeyWiring[] = [];
  const take = (ref: string, reading: Reading, footprint: PcbFootprint, set: (connection: KeyConnection) => void): void => {
    const part = footprint.reference;
    if (reading.kind === "direct") append(directOn, reading.pin, { ref, part, set });
    else if (reading.kind === "matrix") matrix.push({ ...reading, ref, part, x: footprint.x, y: footprint.y, set });
    else if (reading.kind === "problem") record(wiring, "problems", reading.fault);
    else {
      record(wiring, "problems", {
        kind: "switch-not-wired",
        why: `${ref} is on no net at all: it is not wired.`,
        change: `Wire ${ref} in the schematic, then update the board from it (F8).`,
        refs: [part],
        leftOut: [part],
      });
    }
  };

  for (const footprint of switches) {
    const numbered = netsOf(footprint);
    const contacts = numbered.has("1") || numbered.has("2") ? netsOf(footprint, ["1", "2"]) : numbered;
    const nets = [...new Set(contacts.values())];
    take(footprint.reference, readSwitch(footprint.reference, nets, side), footprint, (connection) => {
      keys.push({ ref: footprint.reference, connection, ...at(footprint), rotation: footprint.rotation });
    });
  }

  const encoderWiring: EncoderWiring[] = [];
  for (const footprint of encoders) {
    const ref = footprint.reference;
    const nets = netsOf(footprint);
    const a = nets.get("A");
    const b = nets.get("B");
    if (!footprint.pads.some((pad) => pad.number === "A") || !footprint.pads.some((pad) => pad.number === "B")) {
      problems.push(`${ref}'s footprint has no pads named A and B, so its two signal pins cannot be told apart.`);
      continue;
    }
    const pinA = a ? side.pinOf.get(a) : undefined;
    const pinB = b ? side.pinOf.get(b) : undefined;
    if (!pinA || !pinB) {
      const missing = [!pinA ? `A (${a ? netLabel(a) : "no net"})` : "", !pinB ? `B (${b ? netLabel(b) : "no net"})` : ""].filter(Boolean);
      problems.push(`${ref}'s ${missing.join(" and ")} reach${missing.length === 1 ? "es" : ""} no XIAO pin.`);
      continue;
    }
    // KMK and QMK read A and B with the RP2040's pull-ups: the encoder's common pin C must be on GND to pull them low.
    const common = nets.get("C");
    if (footprint.pads.some((pad) => pad.number === "C") && (!common || (!side.grounds.has(common) && !GROUND.test(netLabel(common))))) {
      record(wiring, "faults", {
        kind: "encoder-common",
        why: `${ref}'s common pin C is ${common ? `on ${side.label(common)}, not GND` : "not connected"}: with the pull-ups KMK and QMK use, A and B never read low, so turning it does nothing.`,
        change: `Wire ${ref}'s C pin to GND.`,
        refs: [ref],
        leftOut: [],
      });
    }
    const entry: EncoderWiring = { ref, a: pinA, b: pinB, push: null, ...at(footprint) };
    encoderWiring.push(entry);
    const push = [...new Set([nets.get("S1"), nets.get("S2")].filter((net): net is string => net !== undefined))];
    if (push.length > 0) {
      take(`${ref} (push switch)`, readSwitch(`${ref}'s push switch`, push, side), footprint, (connection) => (entry.push = connection));
    }
  }

  if (matrix.length > 0) readMatrix(matrix, wiring);
  const lines = new Set([...wiring.rows, ...wiring.cols]);
  for (const [pin, entries] of directOn) {
    const refs = entries.map((entry) => entry.ref);
    const parts = entries.map((entry) => entry.part);
    if (lines.has(pin)) {
      record(wiring, "problems", {
        kind: "pin-shared",
        why: `${pin} is both a line of the key matrix and the pin ${wordList(refs)} ${refs.length === 1 ? "is" : "are"} wired straight to, so ${wordList(refs)} ${refs.length === 1 ? "is" : "are"} left out.`,
        change: `Wire ${wordList(parts)} to a free pin, or into the matrix with a diode.`,
        refs: parts,
        leftOut: parts,
      });
      continue;
    }
    entries[0]?.set({ kind: "direct", pin });
    if (entries.length > 1) {
      const others = entries.slice(1);
      record(wiring, "problems", {
        kind: "keys-share-pin",
        why: `${wordList(refs)} are ${refs.length === 2 ? "both" : "all"} wired straight to ${pin} with no diodes: the firmware cannot tell them apart, so it reads ${pin} as ${refs[0] ?? ""} only.`,
        change: `Give ${wordList(others.map((entry) => entry.part))} ${others.length === 1 ? "a pin" : "pins"} of ${others.length === 1 ? "its" : "their"} own.`,
        refs: parts,
        leftOut: others.map((entry) => entry.part),
      });
    }
  }
  // The key read from each pin no matrix line takes (the first, when several share it).
  const directPins = new Map([...directOn].filter(([pin]) => !lines.has(pin)).map(([pin, entries]) => [pin, entries[0]?.ref ?? ""]));

  // Reading order: top row first, left to right (the order a keymap lists keys in).
  wiring.keys = keys.sort((a, b) => a.y - b.y || a.x - b.x);
  wiring.encoders = encoderWiring;
  for (const encoder of encoderWiring) {
    for (const pin of [encoder.a, encoder.b]) {
      const key = directPins.get(pin);
      if (key === undefined && !lines.has(pin)) continue;
      const which = pin === encoder.a ? "A" : "B";
      record(wiring, "problems", {
        kind: "pin-shared",
        why: `${pin} is ${encoder.ref}'s ${which} pin and also used by ${key ?? "the key matrix"}: the knob is left out.`,
        change: `Wire ${encoder.ref}'s ${which} pin to a free pin.`,
        refs: key === undefined ? [encoder.ref] : [encoder.ref, key],
        mark: [encoder.ref],
        leftOut: [encoder.ref],
      });
    }
  }
  wiring.oled = readOled(parts, side, problems);
  if (wiring.oled) {
    const { sda, scl, ref } = wiring.oled;
    for (const [pin, key] of directPins) {
      if (pin === sda || pin === scl) problems.push(`${key} is on ${pin}, the I2C pin ${ref} uses: the screen and the key cannot share it.`);
    }
    for (const pin of lines) if (pin === sda || pin === scl) problems.push(`The key matrix uses ${pin}, the I2C pin ${ref} uses.`);
  }
  const ledFootprints = parts.filter((part) => part.kind === "led").map((part) => part.footprint);
  const footprints = parts.map((part) => part.footprint);
  wiring.leds = readLedChain(ledFootprints, side, wiring, throughSeriesResistors(footprints, side));
  if (wiring.oled && wiring.leds && [wiring.oled.sda, wiring.oled.scl].includes(wiring.leds.dataPin)) {
    const { oled, leds } = wiring;
    const role = leds.dataPin === oled.sda ? "SDA" : "SCL";
    record(wiring, "problems", {
      kind: "pin-shared",
      why: `${leds.dataPin} carries both ${oled.ref}'s ${role} and the data in of ${leds.chain[0] ?? "the first LED"}: neither the screen nor the LEDs can work while they share it (the keys are not affected).`,
      change: `Move the LED data line (${leds.chain[0] ?? "the first LED"}'s DIN) to a free pin.`,
      refs: [oled.ref, leds.chain[0] ?? ""],
      mark: [oled.ref, leds.chain[0] ?? ""],
      leftOut: [oled.ref, ...leds.chain],
    });
  }
  return wiring;
}

/**
 * Diodes with both ends on XIAO pins and no switch between: each joins two matrix lines, so a press on one line
 * pulls the other to about a diode's drop (~1 V). Named by the chain of lines they join.
 */
function diodesJoiningLines(parts: readonly ClassifiedPart[], side: Side, wiring: Wiring): void {
  const joins = parts
    .filter((part) => part.kind === "diode")
    .map((part) => ({ ref: part.footprint.reference, nets: [...new Set(netsOf(part.footprint).values())] }))
    .filter((diode) => diode.nets.length === 2 && diode.nets.every((net) => side.pinOf.has(net)));
  const byNet = new Map<string, (typeof joins)[number][]>();
  for (const diode of joins) for (const net of diode.nets) append(byNet, net, diode);
  const seen = new Set<string>();
  for (const start of joins) {
    if (seen.has(start.ref)) continue;
    // The diodes that share lines with this one, walked as one group.
    const group = [start];
    seen.add(start.ref);
    for (let index = 0; index < group.length; index++) {
      for (const net of group[index]?.nets ?? []) {
        for (const other of byNet.get(net) ?? []) {
          if (seen.has(other.ref)) continue;
          seen.add(other.ref);
          group.push(other);
        }
      }
    }
    const nets = [...new Set(group.flatMap((diode) => diode.nets))];
    const ends = nets.filter((net) => group.filter((diode) => diode.nets.includes(net)).length === 1);
    const path: string[] = [];
    let at = ends[0] ?? nets[0] ?? "";
    const used = new Set<string>();
    while (at && !path.includes(at)) {
      path.push(at);
      const step = group.find((diode) => !used.has(diode.ref) && diode.nets.includes(at));
      if (!step) break;
      used.add(step.ref);
      at = step.nets.find((net) => net !== at) ?? "";
    }
    const refs = group.map((diode) => diode.ref);
    const chain = (path.length === nets.length ? path : nets).map(side.label).join("–");
    record(wiring, "faults", {
      kind: "diodes-join-lines",
      why: `${refList(refs)} ${refs.length === 1 ? "joins" : "join"} ${chain} with no switch: a press on one of those lines pulls the next to about 1 V, which can read as a press there too.`,
      change: `Leave ${refList(refs)} off the board, or cut the trace.`,
      refs,
      leftOut: [],
    });
  }
}

function readOled(parts: readonly ClassifiedPart[], side: Side, problems: string[]): Wiring["oled"] {
  const oleds = parts.filter((part) => part.kind === "oled").map((part) => part.footprint);
  for (const footprint of oleds) {
    const ref = footprint.reference;
    const reached = [...netsOf(footprint).entries()]
      .map(([number, net]) => ({ number, net, pin: side.pinOf.get(net) }))
      .filter((entry): entry is { number: string; net: string; pin: XiaoPin } => entry.pin !== undefined);
    const byName = (pattern: RegExp) => reached.find((entry) => pattern.test(netLabel(entry.net)) || pattern.test(entry.number))?.pin;
    const sda = byName(/SDA/i) ?? reached.find((entry) => entry.pin === controller.i2c.sda)?.pin;
    const scl = byName(/SCL|SCK/i) ?? reached.find((entry) => entry.pin === controller.i2c.scl)?.pin;
    if (reached.length === 0) {
      problems.push(`${ref} (the OLED) reaches no XIAO pin.`);
    } else if (!sda || !scl || sda === scl) {
      problems.push(
        `${ref} (the OLED) reaches ${reached.map((entry) => entry.pin).join(" and ")}, and which is SDA and which SCL cannot be told: the XIAO's I2C pins are ${controller.i2c.sda} (SDA) and ${controller.i2c.scl} (SCL).`,
      );
    } else {
      if (oleds.length > 1) problems.push(`The board has ${oleds.length} OLEDs (${oleds.map((entry) => entry.reference).join(", ")}); only ${ref} is read.`);
      return { ref, sda, scl };
    }
  }
  return null;
}
