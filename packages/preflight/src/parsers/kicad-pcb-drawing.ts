/**
 * Everything needed to draw a `.kicad_pcb`, on top of what the preflight reads (`readKicadPcb`): pads with their
 * shape, angle, copper and mask layers, net and drill; tracks (straight and arc), vias and filled zones with their
 * nets; the graphic lines, arcs, circles, rectangles and polygons of every layer; and texts with their position,
 * angle, size and justification. All in board coordinates (mm, y pointing down, as KiCad stores them).
 */
import {
  edgeShapesOf,
  identity,
  isHidden,
  layerOf,
  netName,
  padOf,
  parseKicadPcbTree,
  point,
  readKicadPcb,
  xyPoints,
  type KicadPcb,
  type PcbFootprint,
  type PcbPad,
  type Place,
} from "./kicad-pcb.ts";
import { atom, child, children, head, num, type SList } from "./sexpr.ts";

export type Point = readonly [number, number];

/** A pad as drawn: the board reader's pad with its size in the pad's own frame, before `angle`. */
export type DrawnPad = Omit<PcbPad, "net" | "drill" | "pinfunction"> & {
  /** Reference of the footprint the pad belongs to. */
  owner: string;
  /** Angle on the board, degrees counter-clockwise on screen (KiCad stores pad angles board-absolute). */
  angle: number;
  /** Corner radius as a share of the shorter side, for roundrect pads. */
  roundness: number;
  /** As in the file: "F.Cu", "*.Cu", "*.Mask"… */
  layers: string[];
  /** Net name, "" when the pad has none. */
  net: string;
  /** The hole, or null for a pad without one. An oval hole has two sizes. */
  drill: { width: number; height: number } | null;
};

/**
 * A graphic item of one layer, with `owner` as for texts. Rectangles are stored as four-point polygons so they
 * turn with their footprint.
 */
export type DrawnShape = { layer: string; owner: string; width: number } & (
  | { type: "line"; a: Point; b: Point }
  | { type: "arc"; a: Point; mid: Point; b: Point }
  | { type: "circle"; centre: Point; radius: number; filled: boolean }
  | { type: "polygon"; points: Point[]; filled: boolean }
);

export interface DrawnText {
  text: string;
  layer: string;
  /** "board" for a board text, or the footprint's reference. */
  owner: string;
  x: number;
  y: number;
  /** Degrees counter-clockwise on screen. */
  angle: number;
  /** KiCad's glyph height, in mm. */
  size: number;
  horizontal: "left" | "center" | "right";
  vertical: "top" | "center" | "bottom";
  mirrored: boolean;
}

export interface DrawnTrack {
  layer: string;
  width: number;
  net: string;
  a: Point;
  b: Point;
  /** A point on the arc, for an arc track. */
  mid?: Point;
}

export interface DrawnVia {
  x: number;
  y: number;
  size: number;
  drill: number;
  /** The two copper layers it joins. */
  layers: string[];
  net: string;
}

export interface DrawnZone {
  layer: string;
  net: string;
  /** The copper KiCad filled, one outline per filled area. */
  fills: Point[][];
}

export type DrawnFootprint = Pick<PcbFootprint, "reference" | "layer" | "x" | "y" | "rotation">;

export interface KicadPcbDrawing {
  board: KicadPcb;
  footprints: DrawnFootprint[];
  pads: DrawnPad[];
  shapes: DrawnShape[];
  texts: DrawnText[];
  tracks: DrawnTrack[];
  vias: DrawnVia[];
  zones: DrawnZone[];
}

export function parseKicadPcbDrawing(text: string): KicadPcbDrawing {
  const root = parseKicadPcbTree(text);
  const nets = new Map<string, string>();
  for (const net of children(root, "net")) nets.set(atom(net, 1) ?? "", atom(net, 2) ?? "");
  const netOf = (list: SList) => netName(child(list, "net"), nets) ?? "";
  const drawn: Omit<KicadPcbDrawing, "board" | "footprints"> = { pads: [], shapes: [], texts: [], tracks: [], vias: [], zones: [] };
  // The board reader's own walk hands over every item, a footprint's with its reference and placement.
  const board = readKicadPcb(root, (item, kind, footprint, place) => {
    if (footprint) {
      const owner = footprint.reference;
      if (kind === "pad") drawn.pads.push(readPad(item, owner, place, nets));
      else if ((kind === "fp_text" || (kind === "property" && child(item, "at"))) && !isHidden(item)) {
        pushText(drawn.texts, item, (atom(item, 2) ?? "").replace(/\$\{REFERENCE\}/g, owner), owner, place, footprint.rotation, true);
      } else if (kind.startsWith("fp_")) pushShape(drawn.shapes, item, owner, place);
    } else if (kind === "gr_text") pushText(drawn.texts, item, atom(item) ?? "", "board", identity, 0, false);
    else if (kind.startsWith("gr_")) pushShape(drawn.shapes, item, "board", identity);
    else if (kind === "segment" || kind === "arc") {
      const a = point(item, "start");
      const b = point(item, "end");
      const mid = point(item, "mid");
      if (!a || !b) return;
      const track: DrawnTrack = { layer: layerOf(item), width: num(child(item, "width")) ?? 0, net: netOf(item), a, b };
      if (kind === "arc" && mid) track.mid = mid;
      drawn.tracks.push(track);
    } else if (kind === "via") {
      const at = point(item, "at");
      if (!at) return;
      const size = num(child(item, "size")) ?? 0;
      drawn.vias.push({ x: at[0], y: at[1], size, drill: num(child(item, "drill")) ?? size / 2, layers: atomsOf(child(item, "layers")), net: netOf(item) });
    } else if (kind === "zone") {
      const net = atom(child(item, "net_name")) ?? netOf(item);
      for (const fill of children(item, "filled_polygon")) {
        const layer = layerOf(fill) || layerOf(item);
        let zone = drawn.zones.find((entry) => entry.layer === layer && entry.net === net);
        if (!zone) {
          zone = { layer, net, fills: [] };
          drawn.zones.push(zone);
        }
        const points = xyPoints(child(fill, "pts"), identity);
        if (points.length > 2) zone.fills.push(points);
      }
    }
  });
  const footprints = board.footprints.map(({ reference, layer, x, y, rotation }) => ({ reference, layer, x, y, rotation }));
  return { board, footprints, ...drawn };
}

function atomsOf(list: SList | undefined): string[] {
  return (list?.items.slice(1) ?? []).filter((item): item is string => typeof item === "string");
}

function readPad(list: SList, owner: string, place: Place, nets: Map<string, string>): DrawnPad {
  const pad = padOf(list, place);
  const drillList = child(list, "drill");
  let drill: DrawnPad["drill"] = null;
  if (drillList) {
    const oval = atom(drillList, 1) === "oval";
    const w = num(drillList, oval ? 2 : 1);
    if (w !== undefined && w > 0) drill = { width: w, height: oval ? (num(drillList, 3) ?? w) : w };
  }
  return {
    owner,
    ...pad,
    angle: pad.angle ?? 0,
    roundness: num(child(list, "roundrect_rratio")) ?? 0.25,
    layers: atomsOf(child(list, "layers")),
    net: netName(child(list, "net"), nets) ?? "",
    drill,
  };
}

/** The stroke width of a graphic: `(stroke (width w))` since KiCad 7, `(width w)` before. */
function strokeWidth(list: SList): number {
  return num(child(child(list, "stroke") ?? { items: [] }, "width")) ?? num(child(list, "width")) ?? 0;
}

function isFilled(list: SList): boolean {
  const fill = atom(child(list, "fill"));
  return fill === "solid" || fill === "yes";
}

/** A graphic as the Edge.Cuts reader shapes it (kicad-pcb.ts), with its layer and stroke; curves are not drawn. */
function pushShape(shapes: DrawnShape[], list: SList, owner: string, place: Place): void {
  const kind = head(list).replace(/^(gr|fp)_/, "");
  const base = { layer: layerOf(list), owner, width: strokeWidth(list) };
  const filled = isFilled(list);
  if (kind === "poly") {
    // A polygon's own arcs are left out of the drawing.
    const points = xyPoints(child(list, "pts"), place);
    if (points.length > 1) shapes.push({ ...base, type: "polygon", points, filled });
  } else if (kind !== "curve") {
    for (const shape of edgeShapesOf(list, place))
      shapes.push(shape.type === "line" || shape.type === "arc" ? { ...base, ...shape } : { ...base, ...shape, filled });
  }
}

function pushText(texts: DrawnText[], list: SList, text: string, owner: string, place: Place, rotation: number, keepUpright: boolean): void {
  const at = child(list, "at");
  if (!at || text === "") return;
  const effects = child(list, "effects");
  const font = child(effects ?? { items: [] }, "font");
  const justify = atomsOf(child(effects ?? { items: [] }, "justify"));
  const [x, y] = place(num(at, 1) ?? 0, num(at, 2) ?? 0);
  // A footprint's texts store their angle board-absolute since KiCad 6; KiCad 5 stored it relative (no way to
  // tell them apart here, and both agree on unrotated footprints, the common case).
  let angle = (((num(at, 3) ?? rotation) % 360) + 360) % 360;
  // Footprint texts stay readable: KiCad turns one that would read upside down by half a turn.
  if (keepUpright && angle > 90 && angle <= 270) angle = (angle + 180) % 360;
  texts.push({
    text,
    layer: layerOf(list),
    owner,
    x,
    y,
    angle,
    size: num(child(font ?? { items: [] }, "size"), 2) ?? num(child(font ?? { items: [] }, "size"), 1) ?? 1,
    horizontal: justify.includes("left") ? "left" : justify.includes("right") ? "right" : "center",
    vertical: justify.includes("top") ? "top" : justify.includes("bottom") ? "bottom" : "center",
    mirrored: justify.includes("mirror"),
  });
}
