/**
 * Gerber X2 / RS-274X reading for the preflight: the file's function (from X2 `%TF.FileFunction` attributes,
 * else from its name with whats-that-gerber) and, for the board outline, the box of every drawn line and arc
 * on the line's centre (as KiCad reports board size). Arcs (G02/G03) count by their true extent.
 */
import whatsThatGerber from "whats-that-gerber";
import { addArc, addPoint, emptyBox, isEmptyBox, type Box } from "../geometry.ts";

export type LayerKind = "copper" | "outline" | "soldermask" | "silkscreen" | "solderpaste" | "drill" | "drillmap" | "job" | "other";

export interface GerberLayer {
  path: string;
  kind: LayerKind;
  side: "top" | "bottom" | "inner" | "all" | null;
  /** Drill files: "pth", "npth", "mixed", when the file says. */
  plating: "pth" | "npth" | "mixed" | null;
  /** How the file was recognised. */
  by: "x2" | "name" | "content";
  /** Excellon drill (as opposed to a Gerber X2 drill file or a map). */
  excellon: boolean;
}

const decoder = new TextDecoder("utf-8");

/** Reads the head of a file as text (Gerber and Excellon attributes sit in the first few kB). */
export function headText(bytes: Uint8Array, limit = 8192): string {
  return decoder.decode(bytes.subarray(0, limit));
}

/** X2 file function, e.g. "Copper,L1,Top", "Profile,NP", "Plated,1,2,PTH,Drill". Also Excellon's `; #@! TF.` form. */
export function fileFunction(text: string): string | null {
  const match = /TF\.FileFunction,([^*%\r\n]+)/.exec(text);
  return match ? (match[1] ?? "").trim() : null;
}

export function isExcellon(text: string): boolean {
  return /^\s*M48\s*$/m.test(text.slice(0, 2048)) || /^\s*;\s*DRILL file/m.test(text.slice(0, 2048));
}

/** Identifies every file of one gerber set (names are the paths inside the set). */
export function identifyLayers(files: readonly { path: string; bytes: Uint8Array }[]): GerberLayer[] {
  const names = files.map((file) => file.path);
  const byName = whatsThatGerber(names);
  return files.map((file) => {
    const base = file.path.split("/").pop() ?? file.path;
    const text = headText(file.bytes);
    const fn = fileFunction(text);
    const excellon = isExcellon(text);
    const guess = byName[file.path] ?? { type: null, side: null };
    const layer: GerberLayer = { path: file.path, kind: "other", side: null, plating: null, by: "name", excellon };
    if (/\.gbrjob$/i.test(base)) return { ...layer, kind: "job" };
    if (/drl_map|drill_map|-map\.(ps|pdf|gbr|svg|dxf)$/i.test(base) || (fn !== null && /^Drillmap/i.test(fn))) {
      return { ...layer, kind: "drillmap", by: fn ? "x2" : "name" };
    }
    if (fn !== null) return { ...layer, ...fromFunction(fn), by: "x2" };
    if (excellon) return { ...layer, kind: "drill", side: "all", plating: platingFromName(base), by: "content" };
    const type: string = guess.type ?? "other";
    if (type === "drawing" || type === "other") return layer;
    const kind = type as LayerKind;
    return { ...layer, kind, side: guess.side, plating: kind === "drill" ? platingFromName(base) : null };
  });
}

function platingFromName(base: string): GerberLayer["plating"] {
  if (/npth/i.test(base)) return "npth";
  if (/pth/i.test(base)) return "pth";
  return null;
}

function fromFunction(fn: string): Pick<GerberLayer, "kind" | "side" | "plating"> {
  const parts = fn.split(",").map((part) => part.trim());
  const [first = "", second = "", third = ""] = parts;
  const sideOf = (word: string): GerberLayer["side"] =>
    /^top$/i.test(word) ? "top" : /^bot/i.test(word) ? "bottom" : /^inr$/i.test(word) ? "inner" : null;
  switch (first.toLowerCase()) {
    case "copper":
      return { kind: "copper", side: sideOf(third) ?? (second === "L1" ? "top" : null), plating: null };
    case "profile":
      return { kind: "outline", side: "all", plating: null };
    case "soldermask":
      return { kind: "soldermask", side: sideOf(second), plating: null };
    case "legend":
      return { kind: "silkscreen", side: sideOf(second), plating: null };
    case "paste":
      return { kind: "solderpaste", side: sideOf(second), plating: null };
    case "plated":
      return { kind: "drill", side: "all", plating: "pth" };
    case "nonplated":
      return { kind: "drill", side: "all", plating: "npth" };
    case "mixedplating":
      return { kind: "drill", side: "all", plating: "mixed" };
    default:
      return { kind: "other", side: null, plating: null };
  }
}

/** The box of everything drawn (D01) or flashed on a Gerber layer, on the centre of the strokes, in mm. */
export function gerberExtent(text: string): Box | null {
  const box = emptyBox();
  let intDigits = 4;
  let decDigits = 6;
  let trailing = false;
  let scale = 1;
  let mode: 1 | 2 | 3 = 1;
  // G75 (multi-quadrant, signed centre offsets) is what every current tool writes; G74 is the old single-quadrant mode.
  let multiQuadrant = true;
  let x = 0;
  let y = 0;
  // Commands end with "*"; extended commands sit between "%" signs. One pass, bounded by the text's length.
  let at = 0;
  while (at < text.length) {
    let end = text.indexOf("*", at);
    if (end < 0) end = text.length;
    const command = text.slice(at, end).replace(/[%\s]/g, "");
    at = end + 1;
    if (command === "" || command.startsWith("G04") || command.startsWith("T")) continue;
    const format = /^FS([LT])A?X(\d)(\d)Y\d\d/.exec(command);
    if (format) {
      trailing = format[1] === "T";
      intDigits = Number(format[2]);
      decDigits = Number(format[3]);
      continue;
    }
    if (command === "MOIN") scale = 25.4;
    if (command === "MOMM") scale = 1;
    if (command.startsWith("MO") || command.startsWith("AD") || command.startsWith("AM") || command.startsWith("LP")) continue;
    if (/G74/.test(command)) multiQuadrant = false;
    if (/G75/.test(command)) multiQuadrant = true;
    const g = /G0?([123])(?!\d)/.exec(command);
    if (g) mode = Number(g[1]) as 1 | 2 | 3;
    const d = /D0?([123])$/.exec(command);
    const coord = (letter: string): number | null => {
      const match = new RegExp(`${letter}([+-]?\\d+)`).exec(command);
      if (!match) return null;
      let digits = match[1] ?? "0";
      const negative = digits.startsWith("-");
      digits = digits.replace(/^[+-]/, "");
      if (trailing) digits = digits.padEnd(intDigits + decDigits, "0");
      const value = Number(digits) / 10 ** decDigits;
      return (negative ? -value : value) * scale;
    };
    const nx = coord("X") ?? x;
    const ny = coord("Y") ?? y;
    if (!d) {
      x = nx;
      y = ny;
      continue;
    }
    const op = d[1];
    if (op === "1") {
      if (mode === 1) {
        addPoint(box, x, y);
        addPoint(box, nx, ny);
      } else {
        const arc = arcSweep(x, y, nx, ny, coord("I") ?? 0, coord("J") ?? 0, mode === 3, multiQuadrant);
        addArc(box, arc.cx, arc.cy, arc.r, arc.start, arc.sweep);
      }
    } else if (op === "3") {
      addPoint(box, nx, ny);
    }
    x = nx;
    y = ny;
  }
  return isEmptyBox(box) ? null : box;
}

/**
 * The centre, radius, start angle and signed sweep of a Gerber arc from (x, y) to (nx, ny). In multi-quadrant
 * mode the offsets are signed and equal end points make a full circle; in single-quadrant mode they are unsigned
 * and the sign pair is the one that puts both ends on one circle within a quarter turn.
 */
function arcSweep(x: number, y: number, nx: number, ny: number, i: number, j: number, ccw: boolean, multi: boolean) {
  const TAU = 2 * Math.PI;
  const forward = (from: number, to: number) => (((ccw ? to - from : from - to) % TAU) + TAU) % TAU;
  const build = (cx: number, cy: number, full: boolean) => {
    const start = Math.atan2(y - cy, x - cx);
    const span = full ? TAU : forward(start, Math.atan2(ny - cy, nx - cx));
    return { cx, cy, r: Math.hypot(x - cx, y - cy), start, sweep: ccw ? span : -span };
  };
  if (multi) return build(x + i, y + j, Math.abs(nx - x) < 1e-9 && Math.abs(ny - y) < 1e-9);
  const candidates = [
    [i, j],
    [-i, j],
    [i, -j],
    [-i, -j],
  ].map(([di = 0, dj = 0]) => build(x + di, y + dj, false));
  const misfit = (arc: ReturnType<typeof build>) =>
    Math.abs(Math.hypot(nx - arc.cx, ny - arc.cy) - arc.r) + (Math.abs(arc.sweep) > Math.PI / 2 + 1e-6 ? 1e9 : 0);
  return candidates.reduce((best, arc) => (misfit(arc) < misfit(best) ? arc : best));
}

/** Counts drill hits in an Excellon file (lines with a coordinate after a tool is selected). */
export function excellonHoles(text: string): number {
  let holes = 0;
  let inHeader = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line === "M48") inHeader = true;
    else if (line === "%" || line === "M95") inHeader = false;
    else if (!inHeader && /^X[-+\d.]+|^Y[-+\d.]+/.test(line) && !/G8[05]/.test(line)) holes++;
  }
  return holes;
}
