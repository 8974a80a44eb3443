/**
 * The diode matrix: which XIAO pins are rows and which columns, the diode direction, and each key's row and
 * column. Direction comes from the diodes' pads only (pad 1 is the cathode on KiCad's diode footprints); which
 * lines are rows is read from the net names by a vote per line, and from the key positions only when no net name
 * says ROW or COL. A key that cannot sit in the matrix as drawn (its diode turned the other way from the rest, its
 * diode ending on the wrong kind of line, a second key at a crosspoint) is left out and named with what to change.
 */
import { record, refList, wordList } from "./diagnose.ts";
import { groupBy } from "../lists.ts";
import { netLabel } from "./net-label.ts";
import type { KeyConnection, Wiring, XiaoPin } from "./types.ts";

/** Where a key's switch and its diode meet the XIAO's lines. */
export interface MatrixReading {
  switchLine: XiaoPin;
  switchNet: string;
  diode: string;
  diodeLine: XiaoPin;
  diodeNet: string;
  /** The diode's cathode (pad 1) is on the line, not on the switch's side. */
  cathodeAtLine: boolean;
}

export interface MatrixEntry extends MatrixReading {
  /** How the key is named in sentences ("SW3", "SW10 (push switch)"). */
  ref: string;
  /** The footprint's reference. */
  part: string;
  x: number;
  y: number;
  set: (connection: KeyConnection) => void;
}

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

/** Rows, columns and the diode direction of the matrix keys; sets each key's row and column. */
export function readMatrix(all: readonly MatrixEntry[], wiring: Wiring): void {
  // Direction by the pads: most diodes agree; a diode turned the other way blocks its own key only.
  const towardLine = all.filter((entry) => entry.cathodeAtLine);
  const awayFromLine = all.filter((entry) => !entry.cathodeAtLine);
  const majority = towardLine.length >= awayFromLine.length;
  const reversed = majority ? awayFromLine : towardLine;
  for (const entry of reversed) {
    record(wiring, "problems", {
      kind: "diode-reversed",
      why: `${entry.diode} is turned the other way from the other matrix diodes (its band, pad 1, is on the wrong side), so ${entry.ref} is never read.`,
      change: `Turn ${entry.diode} round.`,
      refs: [entry.diode, entry.part],
      mark: [entry.diode],
      leftOut: [entry.part],
    });
  }
  let entries = majority ? towardLine : awayFromLine;

  // Each line is on the switches' side or the diodes' side, by where most of its keys put it.
  const asSwitch = groupBy(entries, (entry) => entry.switchLine);
  const asDiode = groupBy(entries, (entry) => entry.diodeLine);
  const sideOf = (pin: XiaoPin): "switch" | "diode" => ((asDiode.get(pin)?.length ?? 0) > (asSwitch.get(pin)?.length ?? 0) ? "diode" : "switch");
  const misplaced = entries.filter((entry) => sideOf(entry.diodeLine) !== "diode" || sideOf(entry.switchLine) !== "switch");
  entries = entries.filter((entry) => !misplaced.includes(entry));

  const switchSide = groupBy(entries, (entry) => entry.switchLine);
  const diodeSide = groupBy(entries, (entry) => entry.diodeLine);
  // Which side is rows: net names vote line by line; a line named neither way has no vote.
  let rowVotes = 0;
  let colVotes = 0;
  for (const [members, diode] of [
    [[...diodeSide.values()], true],
    [[...switchSide.values()], false],
  ] as const) {
    for (const line of members) {
      const name = netLabel(diode ? (line[0]?.diodeNet ?? "") : (line[0]?.switchNet ?? ""));
      const row = /row/i.test(name) && !/col/i.test(name);
      const col = /col/i.test(name) && !/row/i.test(name);
      if ((row && diode) || (col && !diode)) rowVotes++;
      if ((col && diode) || (row && !diode)) colVotes++;
    }
  }
  let diodeRows: boolean;
  if (rowVotes !== colVotes) diodeRows = rowVotes > colVotes;
  else {
    // Keys on one row share their y; keys in one column share their x. Negative: the side's lines are rows.
    const rowLike = (byLine: Map<XiaoPin, MatrixEntry[]>) =>
      [...byLine.values()].reduce((sum, members) => sum + spread(members.map((m) => m.y)) - spread(members.map((m) => m.x)), 0);
    const bySwitch = rowLike(switchSide);
    const byDiode = rowLike(diodeSide);
    diodeRows = bySwitch !== 0 ? bySwitch > 0 : byDiode !== 0 ? byDiode < 0 : true;
  }
  if (misplaced.length > 0) {
    const diodeWord = diodeRows ? "row" : "column";
    const wrongNets = [...new Set(misplaced.map((entry) => netLabel(sideOf(entry.diodeLine) !== "diode" ? entry.diodeNet : entry.switchNet)))];
    const rightNets = [...diodeSide.values()].map((line) => netLabel(line[0]?.diodeNet ?? ""));
    const diodes = misplaced.map((entry) => entry.diode);
    record(wiring, "problems", {
      kind: "diodes-on-wrong-lines",
      why: `The diodes ${refList(diodes)} end on ${wordList(wrongNets)}, where the other keys have their switches, so ${refList(misplaced.map((entry) => entry.part))} ${misplaced.length === 1 ? "is" : "are"} never read.`,
      change: `The diodes ${refList(diodes)} must end on ${diodeWord} nets${rightNets.length > 0 ? ` (${wordList(rightNets, "or")})` : ""}, not ${wrongNets.join("/")}.`,
      refs: [...diodes, ...misplaced.map((entry) => entry.part)],
      mark: diodes,
      leftOut: misplaced.map((entry) => entry.part),
    });
  }
  if (entries.length === 0) return;

  // Current flows through a diode from anode to cathode: with the cathode on the line, from the switch's side to the diode's.
  wiring.diodeDirection = diodeRows === majority ? "COL2ROW" : "ROW2COL";
  const order = (byLine: Map<XiaoPin, MatrixEntry[]>, axis: "x" | "y") =>
    [...byLine.entries()].sort((a, b) => mean(a[1].map((m) => m[axis])) - mean(b[1].map((m) => m[axis]))).map(([line]) => line);
  wiring.rows = order(diodeRows ? diodeSide : switchSide, "y");
  wiring.cols = order(diodeRows ? switchSide : diodeSide, "x");
  const seen = new Map<string, MatrixEntry>();
  for (const entry of entries) {
    const rowPin = diodeRows ? entry.diodeLine : entry.switchLine;
    const colPin = diodeRows ? entry.switchLine : entry.diodeLine;
    const row = wiring.rows.indexOf(rowPin);
    const col = wiring.cols.indexOf(colPin);
    const place = `${row},${col}`;
    const before = seen.get(place);
    if (before) {
      record(wiring, "problems", {
        kind: "keys-share-crosspoint",
        why: `${before.ref} and ${entry.ref} sit at the same row (${rowPin}) and column (${colPin}): the firmware cannot tell them apart, so ${entry.ref} is left out.`,
        change: `Give ${entry.ref} a row or column of its own.`,
        refs: [before.part, entry.part, entry.diode],
        mark: [before.part, entry.part],
        leftOut: [entry.part],
      });
      continue;
    }
    seen.set(place, entry);
    entry.set({ kind: "matrix", row, col });
  }
}
