/**
 * Reads what the preflight needs from a `.kicad_pcb` (KiCad 6 to 10; KiCad 5's `module` too): the copper
 * layers by name (layer numbers differ between versions: B.Cu is 31 in KiCad 8 and 2 in 9+), footprints with
 * library names, values, positions and pads, every text with its layer and hidden flag, and the Edge.Cuts box.
 */
import { addArc, addArcThrough, addPoint, emptyBox, isEmptyBox, isFiniteBox, rotateKicad, type Box } from "../geometry.ts";
import { atom, child, children, head, num, parseSExpr, type SList } from "./sexpr.ts";
import { HackpadError } from "@hackpad/programme/errors";

export interface PcbPad {
  number: string;
  /** thru_hole, smd, np_thru_hole, connect. */
  kind: string;
  /** circle, rect, oval, roundrect, trapezoid, custom… */
  shape: string;
  /** Board position of the pad's centre. */
  x: number;
  y: number;
  width: number;
  height: number;
  drill: number | null;
  /** The net's name, or null when the pad is on no net (KiCad 6–9 write `(net 3 "GND")`, KiCad 10 `(net "GND")`). */
  net: string | null;
  /** The symbol pin's name KiCad copies onto the pad (`(pinfunction "GND")`), when it does. */
  pinfunction?: string;
}

export interface PcbFootprint {
  /** Library and footprint, e.g. "Button_Switch_Keyboard:SW_Cherry_MX_1.00u_PCB". */
  lib: string;
  /** The part after the colon. */
  name: string;
  reference: string;
  value: string;
  layer: string;
  x: number;
  y: number;
  rotation: number;
  pads: PcbPad[];
  /** Footprint-local graphics box (courtyard and fab lines), in board coordinates. */
  body: Box | null;
}

export interface PcbText {
  text: string;
  layer: string;
  hidden: boolean;
  /** "board" for gr_text, or the reference of the footprint the text belongs to. */
  owner: string;
  /** reference, value, user, or a property name. */
  kind: string;
}

export interface KicadPcb {
  version: number | null;
  /** Copper layer names from the layer table, e.g. ["F.Cu", "B.Cu"]. */
  copperLayers: string[];
  footprints: PcbFootprint[];
  texts: PcbText[];
  /** The Edge.Cuts outline box on the line's centre, or null when there is no Edge.Cuts geometry. */
  outline: Box | null;
  edgeItems: number;
  /** Texts and dimensions drawn on Edge.Cuts: the fab mills along every line on that layer, so they would be cut into the board. */
  edgeContent: EdgeCutsItem[];
  /** Every line, arc, circle, rectangle and polygon drawn on Edge.Cuts (footprints' too), in board coordinates. */
  edgeShapes?: EdgeShape[];
  /** The board's thickness from its `(general (thickness …))`, in mm, or null when the file gives none. */
  thicknessMm?: number | null;
}

/**
 * One Edge.Cuts graphic in board coordinates (mm, y down): rectangles come as four-point polygons, KiCad 5 arcs
 * (centre and angle) as three points on the arc, a polygon's own arcs as arcs next to it.
 */
export type EdgeShape =
  | { type: "line"; a: [number, number]; b: [number, number] }
  | { type: "arc"; a: [number, number]; mid: [number, number]; b: [number, number] }
  | { type: "circle"; centre: [number, number]; radius: number }
  | { type: "polygon"; points: [number, number][] };

/** A text or a dimension on Edge.Cuts, with the words it shows (a dimension's measured value, when it has one). */
export interface EdgeCutsItem {
  kind: "text" | "dimension";
  text: string;
  /** "board", or the reference of the footprint it belongs to. */
  owner: string;
}

export function parseKicadPcb(text: string): KicadPcb {
  return readKicadPcb(parseKicadPcbTree(text));
}

/** The file's S-expression tree, after checking it is a board (binary junk and other KiCad files are refused). */
export function parseKicadPcbTree(text: string): SList {
  if (text.includes("\u0000")) throw new HackpadError("kicad-syntax", "it holds binary data, not KiCad's text format");
  const root = parseSExpr(text);
  if (head(root) !== "kicad_pcb") throw new HackpadError("kicad-syntax", `it starts with "(${head(root)}", not "(kicad_pcb"`);
  return root;
}

/** Hears every list of the board (`owner` null) and of each footprint, in file order, with where its points land. */
export type Visit = (item: SList, kind: string, owner: PcbFootprint | null, place: Place) => void;

/** Reads the board from its tree (see `parseKicadPcbTree`). */
export function readKicadPcb(root: SList, visit?: Visit): KicadPcb {
  const copperLayers = (child(root, "layers")?.items ?? [])
    .map((item) => (typeof item === "string" ? undefined : atom(item, 1)))
    .filter((name): name is string => name !== undefined && /\.Cu$/.test(name));
  const outline = emptyBox();
  let edgeItems = 0;
  const texts: PcbText[] = [];
  const footprints: PcbFootprint[] = [];
  const edgeContent: EdgeCutsItem[] = [];
  const edgeShapes: EdgeShape[] = [];
  const onEdge = (graphic: SList, place: Place) => {
    if (addShape(outline, graphic, place)) edgeItems++;
    edgeShapes.push(...edgeShapesOf(graphic, place));
  };
  for (const item of root.items) {
    if (typeof item === "string") continue;
    const kind = head(item);
    visit?.(item, kind, null, identity);
    if (kind === "dimension" && layerOf(item) === "Edge.Cuts") {
      // KiCad 5 and 6–9 keep the shown value in a nested gr_text; KiCad 7+ may also write it as an atom after the type.
      edgeContent.push({ kind: "dimension", text: atom(child(item, "gr_text")) ?? "", owner: "board" });
    }
    if (kind === "gr_text" || kind === "gr_text_box") {
      texts.push({ text: atom(item) ?? "", layer: layerOf(item), hidden: isHidden(item), owner: "board", kind: "user" });
    } else if (kind.startsWith("gr_") && layerOf(item) === "Edge.Cuts") onEdge(item, identity);
    else if (kind === "footprint" || kind === "module") {
      const footprint = readFootprint(item, texts);
      footprints.push(footprint);
      const place = placer(footprint);
      for (const graphic of item.items) {
        if (typeof graphic === "string") continue;
        const what = head(graphic);
        if (what.startsWith("fp_") && layerOf(graphic) === "Edge.Cuts") onEdge(graphic, place);
        visit?.(graphic, what, footprint, place);
      }
    }
  }
  return {
    version: num(child(root, "version")) ?? null,
    copperLayers,
    footprints,
    texts,
    // Coordinates too large to measure (1e308) give no outline rather than an infinite one.
    outline: isEmptyBox(outline) || !isFiniteBox(outline) ? null : outline,
    edgeItems,
    edgeContent: [
      ...texts.filter((text) => text.layer === "Edge.Cuts").map((text): EdgeCutsItem => ({ kind: "text", text: text.text, owner: text.owner || "board" })),
      ...edgeContent,
    ],
    edgeShapes,
    thicknessMm: num(child(child(root, "general") ?? { items: [] }, "thickness")) ?? null,
  };
}

/** Turns a footprint-local point into board coordinates. */
export type Place = (x: number, y: number) => [number, number];
export const identity: Place = (x, y) => [x, y];

/** Where a footprint's local points land on the board: rotated by the footprint's angle, then moved to its position. */
export function placer(footprint: { x: number; y: number; rotation: number }): Place {
  return (x, y) => {
    const [rx, ry] = rotateKicad(x, y, footprint.rotation);
    return [footprint.x + rx, footprint.y + ry];
  };
}

export function layerOf(list: SList): string {
  return atom(child(list, "layer")) ?? "";
}

/** The two numbers after a list's head (`(at 3 4)`, `(xy 3 4)`), or null. */
function pair(list: SList | undefined): [number, number] | null {
  const x = num(list, 1);
  const y = num(list, 2);
  return x === undefined || y === undefined ? null : [x, y];
}

export const point = (list: SList, name: string) => pair(child(list, name));

/** KiCad 9+ writes `(hide yes)`; older versions a bare `hide` atom, in the item or in its `effects`. */
export function isHidden(list: SList): boolean {
  for (const scope of [list, child(list, "effects")]) {
    const flag = scope && child(scope, "hide");
    if (flag) return atom(flag) !== "no";
    if (scope?.items.includes("hide")) return true;
  }
  return false;
}

function readFootprint(list: SList, texts: PcbText[]): PcbFootprint {
  const lib = atom(list) ?? "";
  const at = child(list, "at");
  const footprint: PcbFootprint = {
    lib,
    name: lib.includes(":") ? lib.slice(lib.indexOf(":") + 1) : lib,
    reference: "",
    value: "",
    layer: layerOf(list),
    x: num(at, 1) ?? 0,
    y: num(at, 2) ?? 0,
    rotation: num(at, 3) ?? 0,
    pads: [],
    body: null,
  };
  const place = placer(footprint);
  const body = emptyBox();
  const owned: PcbText[] = [];
  for (const item of list.items) {
    if (typeof item === "string") continue;
    const kind = head(item);
    if (kind === "property" || kind === "fp_text" || kind === "fp_text_box") {
      // A property's name or an fp_text's type (reference, value, user); a text box is the user's. A property wins.
      const type = kind === "fp_text_box" ? "user" : (atom(item, 1) ?? (kind === "fp_text" ? "user" : ""));
      const value = atom(item, kind === "fp_text_box" ? 1 : 2) ?? "";
      if (kind === "property" ? type === "Reference" : type === "reference" && !footprint.reference) footprint.reference = value;
      if (kind === "property" ? type === "Value" : type === "value" && !footprint.value) footprint.value = value;
      owned.push({ text: value, layer: layerOf(item), hidden: isHidden(item), owner: "", kind: type });
    } else if (kind === "pad") {
      footprint.pads.push(readPad(item, place, footprint.rotation));
    } else if (kind.startsWith("fp_") && /CrtYd|Fab/.test(layerOf(item))) {
      addShape(body, item, place);
    }
  }
  for (const text of owned) texts.push({ ...text, owner: footprint.reference, text: expandReference(text.text, footprint) });
  footprint.body = isEmptyBox(body) || !isFiniteBox(body) ? null : body;
  return footprint;
}

function expandReference(text: string, footprint: PcbFootprint): string {
  return text.replace(/\$\{REFERENCE\}/g, footprint.reference).replace(/\$\{VALUE\}/g, footprint.value);
}

/** A pad's number, kind, shape, board position, size in its own frame and angle as the file gives it. */
export function padOf(list: SList, place: Place) {
  const at = child(list, "at");
  const size = child(list, "size");
  const [x, y] = place(num(at, 1) ?? 0, num(at, 2) ?? 0);
  const width = num(size, 1) ?? 0;
  return { number: atom(list, 1) ?? "", kind: atom(list, 2) ?? "", shape: atom(list, 3) ?? "", x, y, width, height: num(size, 2) ?? width, angle: num(at, 3) };
}

function readPad(list: SList, place: Place, rotation: number): PcbPad {
  const { angle: own, ...pad } = padOf(list, place);
  // A pad's own angle in the file already includes the footprint's rotation.
  const angle = ((own ?? rotation) - rotation) % 180;
  const turned = Math.abs(Math.abs(angle) - 90) < 1;
  return {
    ...pad,
    width: turned ? pad.height : pad.width,
    height: turned ? pad.width : pad.height,
    drill: num(child(list, "drill")) ?? null,
    net: netName(child(list, "net")),
    ...(atom(child(list, "pinfunction"), 1) ? { pinfunction: atom(child(list, "pinfunction"), 1) } : {}),
  };
}

/**
 * The net a `(net …)` list names, or null for none: `(net 4 "GND")` up to KiCad 9, `(net "GND")` from KiCad 10,
 * and `(net 4)` on tracks, looked up in the board's net table when one is given.
 */
export function netName(list: SList | undefined, nets?: ReadonlyMap<string, string>): string | null {
  if (!list) return null;
  const first = atom(list, 1) ?? "";
  const name = atom(list, 2) ?? (/^\d+$/.test(first) ? nets?.get(first) : first);
  return name === undefined || name === "" ? null : name;
}

/** Adds one graphic (line, rect, arc, circle, polygon, curve) to the box; false when it has no usable points. */
function addShape(box: Box, list: SList, place: Place): boolean {
  const kind = head(list).replace(/^(gr|fp)_/, "");
  if (kind === "arc" && !point(list, "mid")) {
    // KiCad 5: (start centre) (end first point) (angle degrees, clockwise on screen).
    const start = point(list, "start");
    const end = point(list, "end");
    const angle = num(child(list, "angle"));
    if (!start || !end || angle === undefined) return false;
    const [cx, cy] = place(start[0], start[1]);
    const [px, py] = place(end[0], end[1]);
    addArc(box, cx, cy, Math.hypot(px - cx, py - cy), Math.atan2(py - cy, px - cx), (angle * Math.PI) / 180);
    return true;
  }
  if (kind === "poly" || kind === "curve") {
    // Every control point counts, so a curve's box holds the whole curve.
    const pts = child(list, "pts");
    const points = xyPoints(pts, place);
    for (const [x, y] of points) addPoint(box, x, y);
    let any = points.length > 0;
    for (const arc of children(pts ?? { items: [] }, "arc")) any = addShape(box, { items: ["arc", ...arc.items.slice(1)] }, place) || any;
    return any;
  }
  const shapes = edgeShapesOf(list, place);
  for (const shape of shapes) {
    if (shape.type === "circle") addArc(box, shape.centre[0], shape.centre[1], shape.radius, 0, 2 * Math.PI);
    else if (shape.type === "arc") addArcThrough(box, ...shape.a, ...shape.mid, ...shape.b);
    else for (const [x, y] of shape.type === "line" ? [shape.a, shape.b] : shape.points) addPoint(box, x, y);
  }
  return shapes.length > 0;
}

/** The `(xy x y)` points of a `(pts …)` list, placed on the board. */
export function xyPoints(pts: SList | undefined, place: Place): [number, number][] {
  return children(pts ?? { items: [] }, "xy").flatMap((xy) => {
    const at = pair(xy);
    return at ? [place(...at)] : [];
  });
}

/** The Edge.Cuts shapes one graphic draws (see `EdgeShape`); none when it has no usable points. */
export function edgeShapesOf(list: SList, place: Place): EdgeShape[] {
  const kind = head(list).replace(/^(gr|fp)_/, "");
  const start = point(list, "start");
  const end = point(list, "end");
  const at = (p: [number, number]) => place(p[0], p[1]);
  if (kind === "line" && start && end) return [{ type: "line", a: at(start), b: at(end) }];
  if (kind === "rect" && start && end) {
    const corners: [number, number][] = [start, [end[0], start[1]], end, [start[0], end[1]]];
    return [{ type: "polygon", points: corners.map(at) }];
  }
  if (kind === "circle") {
    const centre = point(list, "center") ?? start;
    if (!centre || !end) return [];
    return [{ type: "circle", centre: at(centre), radius: Math.hypot(end[0] - centre[0], end[1] - centre[1]) }];
  }
  if (kind === "arc") {
    const mid = point(list, "mid");
    if (start && mid && end) return [{ type: "arc", a: at(start), mid: at(mid), b: at(end) }];
    // KiCad 5: (start centre) (end first point) (angle degrees).
    const angle = num(child(list, "angle"));
    if (!start || !end || angle === undefined) return [];
    const r = Math.hypot(end[0] - start[0], end[1] - start[1]);
    const from = Math.atan2(end[1] - start[1], end[0] - start[0]);
    const onArc = (t: number): [number, number] => [start[0] + r * Math.cos(from + t), start[1] + r * Math.sin(from + t)];
    const sweep = (angle * Math.PI) / 180;
    return [{ type: "arc", a: at(end), mid: at(onArc(sweep / 2)), b: at(onArc(sweep)) }];
  }
  if (kind === "poly" || kind === "curve") {
    const pts = child(list, "pts") ?? { items: [] };
    const points = xyPoints(pts, place);
    const arcs = children(pts, "arc").flatMap((arc) => edgeShapesOf({ items: ["arc", ...arc.items.slice(1)] }, place));
    // A cubic Bézier (four control points) is an open path: cut into short lines. A polygon closes on itself.
    if (kind === "curve") {
      const [p0, p1, p2, p3] = points;
      if (!p0 || !p1 || !p2 || !p3) return [];
      const on = (t: number): [number, number] => {
        const u = 1 - t;
        const mix = (axis: 0 | 1) => u * u * u * p0[axis] + 3 * u * u * t * p1[axis] + 3 * u * t * t * p2[axis] + t * t * t * p3[axis];
        return [mix(0), mix(1)];
      };
      const steps = 16;
      return Array.from({ length: steps }, (_, step) => ({ type: "line" as const, a: on(step / steps), b: on((step + 1) / steps) }));
    }
    return [...(points.length >= 2 ? [{ type: "polygon" as const, points }] : []), ...arcs];
  }
  return [];
}
