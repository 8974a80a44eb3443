/**
 * Gerber X2 / RS-274X and Excellon reading for the preflight, on tracespace's stack: each file's function (from
 * X2 `%TF.FileFunction` attributes, else from its name with @tracespace/identify-layers), and one parse per file
 * with @tracespace/parser. The outline is measured on that parse through @tracespace/plotter, and /check draws
 * the board from the same parse trees (@tracespace/core), so nothing is read twice.
 */
import { identifyLayers as identifyByName } from "@tracespace/identify-layers";
import { createParser, type GerberTree } from "@tracespace/parser";
import { plot, type PathSegment, type Shape } from "@tracespace/plotter";
import { addArc, addPoint, emptyBox, isEmptyBox, isFiniteBox, type Box } from "../geometry.ts";
import { formatBytes, GERBER_LIMIT, implausible, PLAUSIBLE } from "../limits.ts";
import { baseName } from "../paths.ts";

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
/** A drill map (a picture of the holes, not a drill file): kept in its set so the report can say it is only a map. */
export const DRILL_MAP = /drl_map|drill_map|-map\.(ps|pdf|gbr|svg|dxf)$/i;

/** Reads the head of a file as text (Gerber and Excellon attributes sit in the first few kB). */
export function headText(bytes: Uint8Array): string {
  return decoder.decode(bytes.subarray(0, 8192));
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
  const byName = identifyByName(files.map((file) => file.path));
  return files.map((file) => {
    const base = baseName(file.path);
    const text = headText(file.bytes);
    const fn = fileFunction(text);
    const excellon = isExcellon(text);
    const guess = byName[file.path] ?? { type: null, side: null };
    const layer: GerberLayer = { path: file.path, kind: "other", side: null, plating: null, by: "name", excellon };
    if (/\.gbrjob$/i.test(base)) return { ...layer, kind: "job" };
    if (DRILL_MAP.test(base) || (fn !== null && /^Drillmap/i.test(fn))) {
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

/** X2 file functions of one side's layer (the side is their second field), and of a drill file by its plating. */
const SIDED = new Map(Object.entries({ soldermask: "soldermask", legend: "silkscreen", paste: "solderpaste" } as const));
const PLATED = new Map(Object.entries({ plated: "pth", nonplated: "npth", mixedplating: "mixed" } as const));

function fromFunction(fn: string): Pick<GerberLayer, "kind" | "side" | "plating"> {
  const [first = "", second = "", third = ""] = fn.split(",").map((part) => part.trim());
  const sideOf = (word: string): GerberLayer["side"] => (/^top$/i.test(word) ? "top" : /^bot/i.test(word) ? "bottom" : /^inr$/i.test(word) ? "inner" : null);
  const name = first.toLowerCase();
  const sided = SIDED.get(name);
  const plating = PLATED.get(name);
  if (name === "copper") return { kind: "copper", side: sideOf(third) ?? (second === "L1" ? "top" : null), plating: null };
  if (sided) return { kind: sided, side: sideOf(second), plating: null };
  if (plating) return { kind: "drill", side: "all", plating };
  return name === "profile" ? { kind: "outline", side: "all", plating: null } : { kind: "other", side: null, plating: null };
}

/**
 * Why a Gerber or drill file is too big to parse, or null: past PLAUSIBLE.gerberBytes, or with a command (text
 * between `*`, `%` or line ends) longer than PLAUSIBLE.gerberCommandBytes. tracespace's tokenizer and tree cost
 * many times the text, so these are checked on the bytes, before decoding.
 */
export function checkGerberSize(bytes: Uint8Array): string | null {
  if (bytes.length > GERBER_LIMIT.bytes) return implausible(GERBER_LIMIT.what, `it is ${formatBytes(bytes.length)}`, formatBytes(GERBER_LIMIT.bytes));
  let run = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte === 0x2a || byte === 0x25 || byte === 0x0a || byte === 0x0d) run = 0;
    else if (++run > PLAUSIBLE.gerberCommandBytes) {
      return `one of its commands runs for more than ${formatBytes(PLAUSIBLE.gerberCommandBytes)} without ending with "*"; gerber commands are a few characters long, so it was not read`;
    }
  }
  const commands = gerberCommands(bytes);
  if (commands > PLAUSIBLE.gerberCommands) {
    return implausible(
      "a macropad's gerber layer",
      `it holds ${commands.toLocaleString("en")} commands`,
      `${PLAUSIBLE.gerberCommands.toLocaleString("en")} commands`,
    );
  }
  return null;
}

/**
 * How many commands a Gerber or drill file holds (what tracespace's work and memory grow with): `*`-ended words
 * in a Gerber, lines in an Excellon file, whichever is more.
 */
export function gerberCommands(bytes: Uint8Array): number {
  const count = (byte: number) => {
    let n = 0;
    for (let at = bytes.indexOf(byte); at >= 0; at = bytes.indexOf(byte, at + 1)) n++;
    return n;
  };
  return Math.max(count(0x2a), count(0x0a));
}

/** A Gerber or drill file parsed once by tracespace: the tree the outline is measured on and the board drawn from. */
export type ParsedLayer = GerberTree;

/** Parses one Gerber or Excellon file with @tracespace/parser; throws on text it cannot read. */
export function parseLayer(text: string): ParsedLayer {
  return createParser().feed(text).result();
}

/**
 * The box of everything drawn or flashed on a parsed layer, on the centre line of the strokes (as KiCad
 * reports board size), in mm: tracespace's plotter turns the tree into lines, arcs and shapes, and each arc
 * counts by its true extent. Null when nothing is drawn.
 */
export function layerExtent(tree: ParsedLayer): Box | null {
  const image = plot(tree);
  const scale = image.units === "in" ? 25.4 : 1;
  const box = emptyBox();
  const segments = (list: readonly PathSegment[]) => {
    for (const segment of list) {
      if (segment.type === "line") {
        addPoint(box, segment.start[0] * scale, segment.start[1] * scale);
        addPoint(box, segment.end[0] * scale, segment.end[1] * scale);
      } else {
        const [cx, cy] = segment.center;
        addArc(box, cx * scale, cy * scale, segment.radius * scale, segment.start[2], segment.end[2] - segment.start[2]);
      }
    }
  };
  for (const graphic of image.children) {
    if (graphic.type === "imagePath" || graphic.type === "imageRegion") segments(graphic.segments);
    else addShape(box, graphic.shape, scale);
  }
  // A coordinate tracespace read as NaN or infinity gives no size: the outline counts as not measured.
  return isEmptyBox(box) || !isFiniteBox(box) ? null : box;
}

/** A flashed shape counts by its centre (a pad on the outline layer marks a point, not an area). */
function addShape(box: Box, shape: Shape, scale: number): void {
  switch (shape.type) {
    case "circle":
      addPoint(box, shape.cx * scale, shape.cy * scale);
      break;
    case "rectangle":
      addPoint(box, (shape.x + shape.xSize / 2) * scale, (shape.y + shape.ySize / 2) * scale);
      break;
    case "polygon":
      for (const [x, y] of shape.points) addPoint(box, x * scale, y * scale);
      break;
    case "outline": {
      const inner = emptyBox();
      for (const segment of shape.segments) {
        addPoint(inner, segment.start[0], segment.start[1]);
        addPoint(inner, segment.end[0], segment.end[1]);
      }
      if (!isEmptyBox(inner)) addPoint(box, ((inner.minX + inner.maxX) / 2) * scale, ((inner.minY + inner.maxY) / 2) * scale);
      break;
    }
    case "layeredShape":
      for (const part of shape.shapes) if (!part.erase) addShape(box, part, scale);
      break;
  }
}
