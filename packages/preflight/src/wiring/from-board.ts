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
import type { EncoderWiring, KeyConnection, KeyWiring, Wiring, XiaoPin } from "./types.ts";

const GROUND = /^(?:GND|GNDD|VSS|0V)$|(?:^|[^A-Z])GND(?:[^A-Z]|$)/i;
const POWER = /^\+?(?:3V3|3\.3V|5V|5V0|VBUS|VCC|VDD)$|^\+/i;
const UNCONNECTED = /^unconnected-|^no_connect/i;

/**
 * The diode's cathode is pad 1 on KiCad's diode footprints, as KiCad's `Device:D` symbol numbers pin 1 K and pin 2 A
 * (kicad-footprints `Diode_THT.pretty/D_DO-35_SOD27_P7.62mm_Horizontal.kicad_mod` prints "K" beside its square pad 1;
 * kicad-symbols `Device.kicad_sym`; recorded in content/programme/kicad-pins.ts).
 */
const CATHODE_PAD = Object.entries(footprintPads["Diode_THT:D_DO-35_SOD27_P7.62mm_Horizontal"] ?? {}).find(([, name]) => name === "K")?.[0] ?? "1";

const pinByPad = new Map<string, XiaoPin>(controller.pins.map((pin) => [String(pin.kicadPin), pin.name]));
const groundPad = String(controller.powerPins.find((pin) => pin.name === "GND")?.kicadPin ?? "");

/** A net name as people read it: KiCad's `{slash}` escape undone, a leading "/" (sheet path) dropped. */
export function netLabel(net: string): string {
  return net.replace(/\{slash\}/g, "/").replace(/^\//, "");
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

interface Side {
  /** The XIAO pin a net reaches, by net name. */
  pinOf: Map<string, XiaoPin>;
  grounds: Set<string>;
  powers: Set<string>;
  diodesOn: Map<string, { ref: string; pad: string; footprint: PcbFootprint }[]>;
}

/** How one switch (a key or an encoder's push switch) is wired, or why that cannot be told. */
type Reading =
  | { kind: "direct"; pin: XiaoPin }
  | { kind: "matrix"; switchLine: XiaoPin; diodeLine: XiaoPin; switchNet: string; diodeNet: string; cathodeAtLine: boolean; diode: string }
  | { kind: "problem"; why: string }
  | { kind: "none" };

function readSwitch(ref: string, nets: string[], side: Side): Reading {
  if (nets.length === 0) return { kind: "none" };
  if (nets.length === 1) {
    const only = nets[0] ?? "";
    const pin = side.pinOf.get(only);
    return { kind: "problem", why: `${ref} has only one of its two pins on a net (${pin ?? netLabel(only)}): its other pin is not connected.` };
  }
  if (nets.length > 2) return { kind: "problem", why: `${ref} has ${nets.length} different nets on its pins (${nets.map(netLabel).join(", ")}), not two.` };
  const [a = "", b = ""] = nets;
  for (const [line, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const pin = side.pinOf.get(line);
    if (!pin) continue;
    if (side.grounds.has(other)) return { kind: "direct", pin };
    if (side.pinOf.has(other)) {
      return { kind: "problem", why: `${ref} joins ${pin} straight to ${side.pinOf.get(other)} with no diode between them.` };
    }
    // A switch has one diode; a few are looked at, never every diode on a shared net (a hostile board has thousands).
    for (const diode of (side.diodesOn.get(other) ?? []).slice(0, 4)) {
      const far = [...netsOf(diode.footprint).entries()].find(([number, net]) => number !== diode.pad && net !== other);
      const diodeLine = far ? side.pinOf.get(far[1]) : undefined;
      if (!far || !diodeLine) continue;
      return { kind: "matrix", switchLine: pin, diodeLine, switchNet: line, diodeNet: far[1], cathodeAtLine: far[0] === CATHODE_PAD, diode: diode.ref };
    }
    if (side.powers.has(other)) {
      return { kind: "problem", why: `${ref} joins ${pin} to ${netLabel(other)}, not GND: a key must pull its pin to GND to be read.` };
    }
  }
  return { kind: "problem", why: `${ref} reaches no XIAO pin: its pins are on ${nets.map(netLabel).join(" and ")}.` };
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
/** Largest minus smallest, in one pass (never spread into Math.max: a hostile board has more values than a call takes). */
function spread(values: readonly number[]): number {
  let least = Infinity;
  let most = -Infinity;
  for (const value of values) {
    least = Math.min(least, value);
    most = Math.max(most, value);
  }
  return values.length === 0 ? 0 : most - least;
}
const least = (values: readonly number[]) => values.reduce((low, value) => Math.min(low, value), Infinity);
/** Adds `value` to the list kept under `key`, in place (a copy per addition is quadratic on a net with thousands of parts). */
function append<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

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

  const side: Side = { pinOf: new Map(), grounds: new Set(), powers: new Set(), diodesOn: new Map() };
  for (const pad of xiao.footprint.pads) {
    const pin = pinByPad.get(pad.number);
    if (!pad.net || UNCONNECTED.test(pad.net)) continue;
    if (pin) {
      const before = side.pinOf.get(pad.net);
      if (before && before !== pin) problems.push(`${wiring.controllerRef}'s pins ${before} and ${pin} are joined on one net (${netLabel(pad.net)}).`);
      else side.pinOf.set(pad.net, pin);
    } else if (pad.number === groundPad) side.grounds.add(pad.net);
    else side.powers.add(pad.net);
  }
  for (const footprint of board.footprints) {
    for (const pad of footprint.pads) {
      if (!pad.net || side.pinOf.has(pad.net)) continue;
      if (GROUND.test(netLabel(pad.net))) side.grounds.add(pad.net);
      else if (POWER.test(netLabel(pad.net))) side.powers.add(pad.net);
    }
  }
  for (const part of parts.filter((entry) => entry.kind === "diode")) {
    for (const [number, net] of netsOf(part.footprint)) {
      append(side.diodesOn, net, { ref: part.footprint.reference, pad: number, footprint: part.footprint });
    }
  }

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

  type MatrixEntry = Extract<Reading, { kind: "matrix" }> & { ref: string; x: number; y: number; set: (connection: KeyConnection) => void };
  const matrix: MatrixEntry[] = [];
  const directOn = new Map<XiaoPin, string[]>();
  const keys: KeyWiring[] = [];
  const take = (ref: string, reading: Reading, footprint: PcbFootprint, set: (connection: KeyConnection) => void): void => {
    if (reading.kind === "direct") {
      append(directOn, reading.pin, ref);
      set({ kind: "direct", pin: reading.pin });
    } else if (reading.kind === "matrix") matrix.push({ ...reading, ref, x: footprint.x, y: footprint.y, set });
    else if (reading.kind === "problem") problems.push(reading.why);
    else problems.push(`${ref} is on no net at all: it is not wired.`);
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
    if (common && !side.grounds.has(common) && !GROUND.test(netLabel(common))) {
      faults.push(
        `${ref}'s common pin C is on ${netLabel(common)}, not GND: with the pull-ups KMK and QMK use, A and B never read low, so turning it does nothing. Wire C to GND.`,
      );
    }
    const entry: EncoderWiring = { ref, a: pinA, b: pinB, push: null, ...at(footprint) };
    encoderWiring.push(entry);
    const push = [...new Set([nets.get("S1"), nets.get("S2")].filter((net): net is string => net !== undefined))];
    if (push.length > 0) {
      take(`${ref} (push switch)`, readSwitch(`${ref}'s push switch`, push, side), footprint, (connection) => (entry.push = connection));
    }
  }

  if (matrix.length > 0) readMatrix(matrix, wiring);
  for (const [pin, refs] of directOn) {
    if (refs.length > 1) problems.push(`${refs.join(" and ")} are both wired straight to ${pin} with no diodes: the firmware cannot tell them apart.`);
  }
  const lines = new Set([...wiring.rows, ...wiring.cols]);
  for (const pin of directOn.keys()) {
    if (lines.has(pin)) problems.push(`${pin} is both a matrix line and a direct key's pin (${(directOn.get(pin) ?? []).join(", ")}).`);
  }

  // Reading order: top row first, left to right (the order a keymap lists keys in).
  wiring.keys = keys.sort((a, b) => a.y - b.y || a.x - b.x);
  wiring.encoders = encoderWiring;
  for (const pin of encoderWiring.flatMap((encoder) => [encoder.a, encoder.b])) {
    const clash = [...(directOn.get(pin) ?? []), ...(lines.has(pin) ? ["the key matrix"] : [])];
    if (clash.length > 0) problems.push(`${pin} is an encoder's A or B pin and also used by ${clash.join(", ")}.`);
  }
  wiring.oled = readOled(parts, side, problems);
  if (wiring.oled) {
    const { sda, scl, ref } = wiring.oled;
    for (const [pin, refs] of directOn) {
      if (pin === sda || pin === scl)
        problems.push(`${refs.join(", ")} ${refs.length === 1 ? "is" : "are"} on ${pin}, the I2C pin ${ref} uses: the screen and the key cannot share it.`);
    }
    for (const pin of lines) if (pin === sda || pin === scl) problems.push(`The key matrix uses ${pin}, the I2C pin ${ref} uses.`);
  }
  wiring.leds = readLeds(parts, side, problems);
  return wiring;
}

/** Rows, columns and the diode direction of the matrix keys; sets each key's row and column. */
function readMatrix(
  entries: ReadonlyArray<Extract<Reading, { kind: "matrix" }> & { ref: string; x: number; y: number; set: (c: KeyConnection) => void }>,
  wiring: Wiring,
) {
  const groups = (key: "switchLine" | "diodeLine") => {
    const byLine = new Map<XiaoPin, (typeof entries)[number][]>();
    for (const entry of entries) append(byLine, entry[key], entry);
    return byLine;
  };
  const switchSide = groups("switchLine");
  const diodeSide = groups("diodeLine");
  // Keys on one row share their y; keys in one column share their x. Negative: the side's lines are rows.
  const rowLike = (byLine: ReturnType<typeof groups>) =>
    [...byLine.values()].reduce((sum, members) => sum + spread(members.map((m) => m.y)) - spread(members.map((m) => m.x)), 0);
  const named = (pattern: RegExp, key: "switchNet" | "diodeNet") => entries.every((entry) => pattern.test(netLabel(entry[key])));
  let diodeRows: boolean;
  if (named(/row/i, "diodeNet") && named(/col/i, "switchNet")) diodeRows = true;
  else if (named(/col/i, "diodeNet") && named(/row/i, "switchNet")) diodeRows = false;
  else {
    const bySwitch = rowLike(switchSide);
    const byDiode = rowLike(diodeSide);
    diodeRows = bySwitch !== 0 ? bySwitch > 0 : byDiode !== 0 ? byDiode < 0 : true;
  }
  const towardLine = entries.filter((entry) => entry.cathodeAtLine);
  const awayFromLine = entries.filter((entry) => !entry.cathodeAtLine);
  const majority = towardLine.length >= awayFromLine.length;
  const minority = majority ? awayFromLine : towardLine;
  if (minority.length > 0) {
    wiring.problems.push(
      `${minority.map((entry) => entry.diode).join(", ")} ${minority.length === 1 ? "is" : "are"} turned the other way from the other matrix diodes: ${minority.length === 1 ? "its key" : "their keys"} will not be read.`,
    );
  }
  // Current flows through a diode from anode to cathode: with the cathode on the line, from the switch's side to the diode's.
  wiring.diodeDirection = diodeRows === majority ? "COL2ROW" : "ROW2COL";
  const rowsByLine = diodeRows ? diodeSide : switchSide;
  const colsByLine = diodeRows ? switchSide : diodeSide;
  const order = (byLine: ReturnType<typeof groups>, axis: "x" | "y") =>
    [...byLine.entries()].sort((a, b) => mean(a[1].map((m) => m[axis])) - mean(b[1].map((m) => m[axis]))).map(([line]) => line);
  wiring.rows = order(rowsByLine, "y");
  wiring.cols = order(colsByLine, "x");
  for (const pin of wiring.rows) if (wiring.cols.includes(pin)) wiring.problems.push(`${pin} is used both as a row and as a column of the key matrix.`);
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const rowPin = diodeRows ? entry.diodeLine : entry.switchLine;
    const colPin = diodeRows ? entry.switchLine : entry.diodeLine;
    const row = wiring.rows.indexOf(rowPin);
    const col = wiring.cols.indexOf(colPin);
    const place = `${row},${col}`;
    const before = seen.get(place);
    if (before) wiring.problems.push(`${before} and ${entry.ref} sit at the same row (${rowPin}) and column (${colPin}): the firmware cannot tell them apart.`);
    seen.set(place, entry.ref);
    entry.set({ kind: "matrix", row, col });
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

/** The LED chain: the LED whose data in is on a XIAO pin, then each LED whose data in is the one before's data out. */
function readLeds(parts: readonly ClassifiedPart[], side: Side, problems: string[]): Wiring["leds"] {
  const leds = parts.filter((part) => part.kind === "led").map((part) => part.footprint);
  if (leds.length === 0) return null;
  const signal = (footprint: PcbFootprint) =>
    [...new Set(netsOf(footprint).values())].filter((net) => !side.grounds.has(net) && !side.powers.has(net) && !GROUND.test(net) && !POWER.test(net));
  // A series resistor between the XIAO pin and the first LED's data in (the usual 300–500 Ω) carries the data:
  // the net on the LED's side of it counts as the pin's.
  const pinNet = throughSeriesResistors(parts, side);
  const first = leds.filter((footprint) => signal(footprint).some((net) => pinNet.has(net)));
  if (first.length === 0) {
    problems.push(`No LED's data in reaches a XIAO pin (${leds.map((footprint) => footprint.reference).join(", ")}).`);
    return null;
  }
  if (first.length > 1)
    problems.push(
      `${first.map((footprint) => footprint.reference).join(" and ")} are each driven from a XIAO pin; only ${first[0]?.reference} starts the chain read here.`,
    );
  const start = first[0] as PcbFootprint;
  const dataNet = signal(start).find((net) => pinNet.has(net)) ?? "";
  const chain = [start.reference];
  const used = new Set([start]);
  const signals = new Map(leds.map((footprint) => [footprint, signal(footprint)]));
  const onNet = new Map<string, PcbFootprint[]>();
  for (const [footprint, nets] of signals) for (const net of nets) append(onNet, net, footprint);
  // Where the search for an unused LED on each net resumes: LEDs before it are used, so a crowded net is walked once.
  const cursor = new Map<string, number>();
  const nextUnused = (net: string): PcbFootprint | undefined => {
    const list = onNet.get(net) ?? [];
    let index = cursor.get(net) ?? 0;
    while (index < list.length && used.has(list[index] as PcbFootprint)) index++;
    cursor.set(net, index);
    return list[index];
  };
  let current = start;
  let inNet = dataNet;
  for (;;) {
    const outNet = (signals.get(current) ?? []).find((net) => net !== inNet);
    const next = outNet ? nextUnused(outNet) : undefined;
    if (!next || !outNet) break;
    chain.push(next.reference);
    used.add(next);
    current = next;
    inNet = outNet;
  }
  const left = leds.filter((footprint) => !used.has(footprint));
  if (left.length > 0)
    problems.push(
      `${left.map((footprint) => footprint.reference).join(", ")} ${left.length === 1 ? "is" : "are"} not in the chain of LEDs that starts at ${start.reference}.`,
    );
  return { dataPin: side.pinOf.get(pinNet.get(dataNet) ?? dataNet) as XiaoPin, chain };
}

/** A two-pad resistor's footprint: reference R…, or a resistor library footprint. */
const isResistor = (footprint: PcbFootprint) => /^R\d+$/i.test(footprint.reference) || /(^|:)R_|Resistor/i.test(footprint.lib);

/** Every net that is a XIAO pin's, directly or through one series resistor, mapped to the pin's own net. */
function throughSeriesResistors(parts: readonly ClassifiedPart[], side: Side): Map<string, string> {
  const reach = new Map<string, string>([...side.pinOf.keys()].map((net) => [net, net]));
  for (const part of parts) {
    const footprint = part.footprint;
    if (!isResistor(footprint)) continue;
    const nets = [...new Set(netsOf(footprint).values())];
    if (nets.length !== 2) continue;
    const [a = "", b = ""] = nets;
    if (side.pinOf.has(a) && !reach.has(b)) reach.set(b, a);
    else if (side.pinOf.has(b) && !reach.has(a)) reach.set(a, b);
  }
  return reach;
}
