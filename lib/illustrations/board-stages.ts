/**
 * Pictures of a real board at each stage of the guide's PCB steps, as pure functions of the parsed
 * `.kicad_pcb` (lib/preflight/parsers/kicad-pcb-drawing.ts). Each stage is a list of marks (SVG path data with
 * the ink that colours it) and labels in board millimetres; the React components in app/illustrations only
 * draw them. Stages:
 *
 * - heap: the footprints packed side by side, as "Update PCB from Schematic" drops them, with the ratsnest;
 * - placed: the footprints where the designer put them, with the ratsnest (every net still to route);
 * - outline: the same with the Edge.Cuts outline and its measured size;
 * - routed: tracks on F.Cu and B.Cu, vias, and whatever ratsnest the copper has not joined yet;
 * - silkscreen: the part of the board that holds its texts, at a scale where they can be read;
 * - layers: one small picture per layer the factory gets (see `plottedLayers`).
 */
import { circleThrough } from "@hackpad/preflight/drawing";
import type { DrawnPad, DrawnShape, DrawnText, DrawnTrack, DrawnVia, KicadPcbDrawing, Point } from "@hackpad/preflight/drawing";
import { MIN_TEXT_PX, readableFontSize } from "./readable-text.ts";

/** What colours a mark; app/illustrations/BoardStage.tsx turns each into a theme-aware class. */
export type Ink =
  | "board"
  | "edge"
  | "padFront"
  | "padBack"
  | "padThrough"
  | "hole"
  | "trackFront"
  | "trackBack"
  | "via"
  | "ratsnest"
  | "footprint"
  | "keycap"
  | "dimension"
  | "silk"
  | "silkPlot"
  | "copperExposed"
  | "mask"
  | "drill";

/** One drawn item: filled when `stroke` is undefined, else a line of that width (mm) with round ends. */
export interface Mark {
  ink: Ink;
  d: string;
  stroke?: number;
}

/** Readable text: `size` is the font size in mm of the picture, big enough to read on a phone. */
export interface Label {
  text: string;
  x: number;
  y: number;
  size: number;
  anchor: "start" | "middle" | "end";
  /** Degrees clockwise on screen, around (x, y). */
  rotate?: number;
  /** "silk" for text printed on the board, "label" for names the picture adds. */
  ink: "silk" | "label";
}

export interface BoardPicture {
  viewBox: { x: number; y: number; width: number; height: number };
  marks: Mark[];
  labels: Label[];
}

/** A pad's pin: pads of one footprint with the same number are one pin (a through-hole pad and its SMD twin). */
export interface Pin {
  key: string;
  net: string;
  x: number;
  y: number;
}

export interface RatsnestLine {
  net: string;
  a: Point;
  b: Point;
}

// ---------------------------------------------------------------------------------------------------------
// SVG path data

/** A millimetre value to a tenth: under a pixel even in the enlarged view, and short (the pictures have thousands). */
export function fmt(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

const pt = (p: Point) => `${fmt(p[0])} ${fmt(p[1])}`;

export function linePath(a: Point, b: Point): string {
  return `M${pt(a)}L${pt(b)}`;
}

/*
 * Every filled shape runs clockwise on screen, so shapes merged into one path (a pad and the pad it overlaps)
 * add up under the nonzero fill rule instead of cancelling where they overlap.
 */

export function circlePath(cx: number, cy: number, r: number): string {
  return `M${fmt(cx - r)} ${fmt(cy)}a${fmt(r)} ${fmt(r)} 0 1 1 ${fmt(2 * r)} 0a${fmt(r)} ${fmt(r)} 0 1 1 ${fmt(-2 * r)} 0Z`;
}

/** Twice the signed area: positive when the points run clockwise on screen (y down). */
function turning(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i] as Point;
    const [x2, y2] = points[(i + 1) % points.length] as Point;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

export function polygonPath(points: readonly Point[]): string {
  const clockwise = turning(points) >= 0 ? points : [...points].reverse();
  return `${clockwise.map((p, i) => `${i === 0 ? "M" : "L"}${pt(p)}`).join("")}Z`;
}

/** The arc from a through mid to b (three points on it, as KiCad stores arcs). */
export function arcPath(a: Point, mid: Point, b: Point): string {
  const circle = circleThrough(a[0], a[1], mid[0], mid[1], b[0], b[1]);
  if (!circle) return linePath(a, b);
  const cross = (o: Point, p: Point, q: Point) => (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0]);
  // y points down: a positive turn from a over mid to b runs clockwise on screen, SVG's sweep flag 1.
  const sweep = cross(a, mid, b) > 0 ? 1 : 0;
  // The arc is the long way round when mid and the centre lie on the same side of the chord.
  const large = Math.sign(cross(a, b, mid)) === Math.sign(cross(a, b, [circle.x, circle.y])) ? 1 : 0;
  return `M${pt(a)}A${fmt(circle.r)} ${fmt(circle.r)} 0 ${large} ${sweep} ${pt(b)}`;
}

/** A rectangle `w` × `h` centred on (cx, cy), turned by a KiCad angle, with corners rounded by `r`. */
export function rectPath(cx: number, cy: number, w: number, h: number, angle: number, r = 0): string {
  const t = (angle * Math.PI) / 180;
  const c = Math.cos(t);
  const s = Math.sin(t);
  // KiCad angles turn counter-clockwise on screen (y down).
  const at = (x: number, y: number): Point => [cx + x * c + y * s, cy - x * s + y * c];
  const hw = w / 2;
  const hh = h / 2;
  const radius = Math.max(0, Math.min(r, hw, hh));
  if (radius < 0.005) return polygonPath([at(-hw, -hh), at(hw, -hh), at(hw, hh), at(-hw, hh)]);
  const corner = (x: number, y: number) => `A${fmt(radius)} ${fmt(radius)} 0 0 1 ${pt(at(x, y))}`;
  return (
    `M${pt(at(-hw + radius, -hh))}L${pt(at(hw - radius, -hh))}${corner(hw, -hh + radius)}` +
    `L${pt(at(hw, hh - radius))}${corner(hw - radius, hh)}L${pt(at(-hw + radius, hh))}${corner(-hw, hh - radius)}` +
    `L${pt(at(-hw, -hh + radius))}${corner(-hw + radius, -hh)}Z`
  );
}

/** A pad's copper (or mask opening) as path data, grown by `margin` on every side. */
export function padPath(pad: DrawnPad, margin = 0): string {
  const w = pad.width + 2 * margin;
  const h = pad.height + 2 * margin;
  if (pad.shape === "circle") return circlePath(pad.x, pad.y, w / 2);
  const radius = pad.shape === "oval" ? Math.min(w, h) / 2 : pad.shape === "roundrect" ? pad.roundness * Math.min(pad.width, pad.height) + margin : 0;
  return rectPath(pad.x, pad.y, w, h, pad.angle, radius);
}

export function holePath(pad: DrawnPad): string | null {
  if (!pad.drill) return null;
  const { width, height } = pad.drill;
  if (Math.abs(width - height) < 1e-6) return circlePath(pad.x, pad.y, width / 2);
  return rectPath(pad.x, pad.y, width, height, pad.angle, Math.min(width, height) / 2);
}

export function shapePath(shape: DrawnShape): string {
  switch (shape.type) {
    case "line":
      return linePath(shape.a, shape.b);
    case "arc":
      return arcPath(shape.a, shape.mid, shape.b);
    case "circle":
      return circlePath(shape.centre[0], shape.centre[1], shape.radius);
    case "polygon":
      return polygonPath(shape.points);
  }
}

export function trackPath(track: DrawnTrack): string {
  return track.mid ? arcPath(track.a, track.mid, track.b) : linePath(track.a, track.b);
}

// ---------------------------------------------------------------------------------------------------------
// Boxes

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const emptyBox = (): Box => ({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity });
const grow = (box: Box, x: number, y: number, r = 0) => {
  box.minX = Math.min(box.minX, x - r);
  box.minY = Math.min(box.minY, y - r);
  box.maxX = Math.max(box.maxX, x + r);
  box.maxY = Math.max(box.maxY, y + r);
};
const isEmpty = (box: Box) => !(box.maxX >= box.minX && box.maxY >= box.minY);

function shapePoints(shape: DrawnShape): Point[] {
  switch (shape.type) {
    case "line":
      return [shape.a, shape.b];
    case "arc":
      return [shape.a, shape.mid, shape.b];
    case "circle":
      return [
        [shape.centre[0] - shape.radius, shape.centre[1] - shape.radius],
        [shape.centre[0] + shape.radius, shape.centre[1] + shape.radius],
      ];
    case "polygon":
      return shape.points;
  }
}

/** The board's box: the Edge.Cuts outline, or everything drawn when the board has none. */
function boardBox(drawing: KicadPcbDrawing): Box {
  const outline = drawing.board.outline;
  if (outline) return { ...outline };
  const box = emptyBox();
  for (const pad of drawing.pads) grow(box, pad.x, pad.y, Math.max(pad.width, pad.height) / 2);
  for (const shape of drawing.shapes) for (const [x, y] of shapePoints(shape)) grow(box, x, y);
  return isEmpty(box) ? { minX: 0, minY: 0, maxX: 1, maxY: 1 } : box;
}

/** A footprint's box: its pads and its graphics on every layer (outline, courtyard, keycap square). */
function footprintBox(drawing: KicadPcbDrawing, reference: string): Box {
  const box = emptyBox();
  for (const pad of drawing.pads) if (pad.owner === reference) grow(box, pad.x, pad.y, Math.max(pad.width, pad.height) / 2);
  for (const shape of drawing.shapes) if (shape.owner === reference) for (const [x, y] of shapePoints(shape)) grow(box, x, y);
  return box;
}

/** All footprints together. */
function partsBox(drawing: KicadPcbDrawing): Box {
  const box = emptyBox();
  for (const footprint of drawing.footprints) {
    const b = footprintBox(drawing, footprint.reference);
    if (isEmpty(b)) continue;
    grow(box, b.minX, b.minY);
    grow(box, b.maxX, b.maxY);
  }
  return box;
}

// ---------------------------------------------------------------------------------------------------------
// Ratsnest

/** The pins of every net with a name: one per footprint and pad number. Pads without a net are not pins. */
export function pinsOf(pads: readonly DrawnPad[]): Pin[] {
  const pins = new Map<string, Pin>();
  for (const pad of pads) {
    if (!pad.net) continue;
    const key = `${pad.owner}\u0000${pad.number}`;
    if (!pins.has(key)) pins.set(key, { key, net: pad.net, x: pad.x, y: pad.y });
  }
  return [...pins.values()];
}

class UnionFind {
  private parent = new Map<string, string>();
  find(key: string): string {
    let root = key;
    for (let next = this.parent.get(root); next !== undefined && next !== root; next = this.parent.get(root)) root = next;
    // Path compression, bounded by the path just walked.
    for (let at = key, next = this.parent.get(at); next !== undefined && next !== root; next = this.parent.get(at)) {
      this.parent.set(at, root);
      at = next;
    }
    return root;
  }
  union(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(ra, rb);
  }
}

const onLayer = (layers: readonly string[], layer: string) => layers.includes(layer) || (layer.endsWith(".Cu") && layers.includes("*.Cu"));

/** Whether a point lies on a pad's copper, within `slack` mm. */
function padHolds(pad: DrawnPad, x: number, y: number, slack: number): boolean {
  const dx = x - pad.x;
  const dy = y - pad.y;
  if (pad.shape === "circle") return Math.hypot(dx, dy) <= pad.width / 2 + slack;
  const t = (-pad.angle * Math.PI) / 180;
  // Into the pad's own frame (undo its counter-clockwise turn).
  const lx = dx * Math.cos(t) + dy * Math.sin(t);
  const ly = -dx * Math.sin(t) + dy * Math.cos(t);
  return Math.abs(lx) <= pad.width / 2 + slack && Math.abs(ly) <= pad.height / 2 + slack;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const vx = b[0] - a[0];
  const vy = b[1] - a[1];
  const length2 = vx * vx + vy * vy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * vx + (p[1] - a[1]) * vy) / length2));
  return Math.hypot(p[0] - a[0] - t * vx, p[1] - a[1] - t * vy);
}

/**
 * Which pins the copper already joins: a track end on a pad (on a layer the pad has), on another track of the
 * same layer, or on a via; a via on a pad. Zones join the pins they touch on their layer. Returns the groups as
 * a union-find over pin keys.
 */
function copperGroups(drawing: KicadPcbDrawing, pins: readonly Pin[]): UnionFind {
  const groups = new UnionFind();
  const padsByPin = new Map<string, DrawnPad[]>();
  for (const pad of drawing.pads) {
    if (!pad.net) continue;
    const key = `${pad.owner}\u0000${pad.number}`;
    padsByPin.set(key, [...(padsByPin.get(key) ?? []), pad]);
  }
  const pinKeys = new Set(pins.map((pin) => pin.key));
  const tracks = drawing.tracks;
  const touchesPads = (x: number, y: number, layer: string, slack: number, item: string) => {
    for (const [key, pads] of padsByPin) {
      if (!pinKeys.has(key)) continue;
      if (pads.some((pad) => onLayer(pad.layers, layer) && padHolds(pad, x, y, slack))) groups.union(item, key);
    }
  };
  tracks.forEach((track, i) => {
    const id = `track\u0000${i}`;
    for (const end of [track.a, track.b]) touchesPads(end[0], end[1], track.layer, track.width / 2, id);
    tracks.forEach((other, j) => {
      if (j <= i || other.layer !== track.layer) return;
      const reach = Math.max(track.width, other.width) / 2;
      const meets =
        distanceToSegment(track.a, other.a, other.b) <= reach ||
        distanceToSegment(track.b, other.a, other.b) <= reach ||
        distanceToSegment(other.a, track.a, track.b) <= reach ||
        distanceToSegment(other.b, track.a, track.b) <= reach;
      if (meets) groups.union(id, `track\u0000${j}`);
    });
  });
  drawing.vias.forEach((via: DrawnVia, i) => {
    const id = `via\u0000${i}`;
    tracks.forEach((track, j) => {
      if (Math.min(Math.hypot(track.a[0] - via.x, track.a[1] - via.y), Math.hypot(track.b[0] - via.x, track.b[1] - via.y)) <= via.size / 2) {
        groups.union(id, `track\u0000${j}`);
      }
    });
    for (const layer of via.layers) touchesPads(via.x, via.y, layer, via.size / 2, id);
  });
  drawing.zones.forEach((zone, i) => {
    const id = `zone\u0000${i}`;
    for (const fill of zone.fills) {
      for (const [key, pads] of padsByPin) {
        if (!pinKeys.has(key)) continue;
        if (pads.some((pad) => pad.net === zone.net && onLayer(pad.layers, zone.layer) && insidePolygon([pad.x, pad.y], fill))) groups.union(id, key);
      }
    }
  });
  return groups;
}

function insidePolygon(p: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as Point;
    const [xj, yj] = polygon[j] as Point;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * The ratsnest: for each net, the shortest set of straight lines that joins its pins (a minimum spanning tree,
 * Prim's algorithm), where pins the copper already joins count as one. With no copper that is one line fewer
 * than the net has pins; on a fully routed board, none.
 */
export function ratsnest(drawing: KicadPcbDrawing, withCopper: boolean): RatsnestLine[] {
  const pins = pinsOf(drawing.pads);
  const groups = withCopper ? copperGroups(drawing, pins) : new UnionFind();
  const byNet = new Map<string, Pin[]>();
  for (const pin of pins) byNet.set(pin.net, [...(byNet.get(pin.net) ?? []), pin]);
  const lines: RatsnestLine[] = [];
  for (const [net, netPins] of [...byNet].sort(([a], [b]) => a.localeCompare(b))) {
    const reached = new Set([groups.find(netPins[0]?.key ?? "")]);
    const inTree = netPins.filter((pin) => reached.has(groups.find(pin.key)));
    let rest = netPins.filter((pin) => !reached.has(groups.find(pin.key)));
    while (rest.length > 0) {
      let best: { from: Pin; to: Pin; length: number } | undefined;
      for (const from of inTree) {
        for (const to of rest) {
          const length = Math.hypot(from.x - to.x, from.y - to.y);
          if (!best || length < best.length) best = { from, to, length };
        }
      }
      if (!best) break;
      lines.push({ net, a: [best.from.x, best.from.y], b: [best.to.x, best.to.y] });
      const group = groups.find(best.to.key);
      reached.add(group);
      inTree.push(...rest.filter((pin) => groups.find(pin.key) === group));
      rest = rest.filter((pin) => groups.find(pin.key) !== group);
    }
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------------
// Stages

/** How wide (CSS px) each picture is drawn on a 390 px phone: the board stages fill the picture panel. */
export const BOARD_PHONE_PX = 340;

/** KiCad's text size is the height of a capital; a sans-serif font's capitals are about 0.7 of its size. */
const FONT_PER_GLYPH = 1.4;
/** KiCad's stroke font advances about this much per character, in glyph heights. */
const ADVANCE_PER_GLYPH = 0.8;
/** Space between lines of a KiCad text, in glyph heights. */
const LINE_PITCH = 1.62;

interface Options {
  /** How wide the picture is drawn on a phone, CSS px (for the label size). */
  phonePx?: number;
}

function frame(box: Box, margin: number): BoardPicture["viewBox"] {
  return { x: box.minX - margin, y: box.minY - margin, width: box.maxX - box.minX + 2 * margin, height: box.maxY - box.minY + 2 * margin };
}

/** Moves every pad, graphic and text of a footprint by an offset (the heap stage). */
function moved(drawing: KicadPcbDrawing, offsets: Map<string, Point>): KicadPcbDrawing {
  const by = (owner: string): Point => offsets.get(owner) ?? [0, 0];
  const shift = (p: Point, owner: string): Point => [p[0] + by(owner)[0], p[1] + by(owner)[1]];
  return {
    ...drawing,
    footprints: drawing.footprints.map((f) => ({ ...f, x: f.x + by(f.reference)[0], y: f.y + by(f.reference)[1] })),
    pads: drawing.pads.map((pad) => ({ ...pad, x: pad.x + by(pad.owner)[0], y: pad.y + by(pad.owner)[1] })),
    texts: drawing.texts.map((text) => ({ ...text, x: text.x + by(text.owner)[0], y: text.y + by(text.owner)[1] })),
    shapes: drawing.shapes.map((shape): DrawnShape => {
      const o = shape.owner;
      switch (shape.type) {
        case "line":
          return { ...shape, a: shift(shape.a, o), b: shift(shape.b, o) };
        case "arc":
          return { ...shape, a: shift(shape.a, o), mid: shift(shape.mid, o), b: shift(shape.b, o) };
        case "circle":
          return { ...shape, centre: shift(shape.centre, o) };
        case "polygon":
          return { ...shape, points: shape.points.map((p) => shift(p, o)) };
      }
    }),
    tracks: [],
    vias: [],
    zones: [],
  };
}

/** References in reading order: SW2 before SW10. */
const byReference = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

/** The footprints drawn as the PCB Editor shows them: keycap squares, outlines, pads and holes. */
function footprintMarks(drawing: KicadPcbDrawing): Mark[] {
  const marks: Mark[] = [];
  const owned = drawing.shapes.filter((shape) => shape.owner !== "board");
  for (const shape of owned.filter((s) => s.layer === "Dwgs.User")) marks.push({ ink: "keycap", d: shapePath(shape), stroke: 0.2 });
  for (const shape of owned.filter((s) => /\.SilkS$/.test(s.layer))) {
    marks.push(
      shape.type !== "line" && shape.type !== "arc" && shape.filled
        ? { ink: "footprint", d: shapePath(shape) }
        : { ink: "footprint", d: shapePath(shape), stroke: Math.max(shape.width, 0.15) },
    );
  }
  marks.push(...padMarks(drawing.pads));
  return marks;
}

function padMarks(pads: readonly DrawnPad[]): Mark[] {
  const marks: Mark[] = [];
  for (const pad of pads) {
    if (pad.kind === "np_thru_hole") continue;
    const ink: Ink =
      pad.kind === "smd" || pad.kind === "connect" ? (pad.layers.includes("B.Cu") && !pad.layers.includes("F.Cu") ? "padBack" : "padFront") : "padThrough";
    marks.push({ ink, d: padPath(pad) });
  }
  for (const pad of pads) {
    const hole = holePath(pad);
    if (hole) marks.push({ ink: "hole", d: hole });
    // A bare hole has no copper round it: its edge keeps it from vanishing into the background.
    if (hole && pad.kind === "np_thru_hole") marks.push({ ink: "keycap", d: hole, stroke: 0.15 });
  }
  return marks;
}

function ratsnestMarks(lines: readonly RatsnestLine[]): Mark[] {
  return lines.map((line) => ({ ink: "ratsnest" as const, d: linePath(line.a, line.b), stroke: 0.25 }));
}

/** A readable reference for each footprint, in the middle of its box (below a pad or hole that sits there). */
function referenceLabels(drawing: KicadPcbDrawing, size: number): Label[] {
  return [...drawing.footprints]
    .filter((footprint) => footprint.reference)
    .sort((a, b) => byReference(a.reference, b.reference))
    .map((footprint) => {
      const box = footprintBox(drawing, footprint.reference);
      const cx = (box.minX + box.maxX) / 2;
      let cy = (box.minY + box.maxY) / 2;
      const crowded = drawing.pads.some((pad) => pad.owner === footprint.reference && Math.hypot(pad.x - cx, pad.y - cy) < size * 1.2);
      if (crowded) cy += (box.maxY - box.minY) * 0.28;
      return { text: footprint.reference, x: cx, y: cy + size * 0.35, size, anchor: "middle" as const, ink: "label" as const };
    });
}

const labelSize = (viewWidth: number, options: Options) => readableFontSize(viewWidth, options.phonePx ?? BOARD_PHONE_PX);

/** Footprints packed in rows no wider than the board, as they arrive from the schematic. */
export function heapStage(drawing: KicadPcbDrawing, options: Options = {}): BoardPicture {
  const board = boardBox(drawing);
  const rowWidth = Math.max(board.maxX - board.minX, 40);
  const gap = 2;
  const offsets = new Map<string, Point>();
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const footprint of [...drawing.footprints].sort((a, b) => byReference(a.reference, b.reference))) {
    const box = footprintBox(drawing, footprint.reference);
    if (isEmpty(box)) continue;
    const w = box.maxX - box.minX;
    const h = box.maxY - box.minY;
    if (x > 0 && x + w > rowWidth) {
      x = 0;
      y += rowHeight + gap;
      rowHeight = 0;
    }
    offsets.set(footprint.reference, [x - box.minX, y - box.minY]);
    x += w + gap;
    rowHeight = Math.max(rowHeight, h);
  }
  const heap = moved(drawing, offsets);
  const viewBox = frame(partsBox(heap), 2);
  const size = labelSize(viewBox.width, options);
  return { viewBox, marks: [...footprintMarks(heap), ...ratsnestMarks(ratsnest(heap, false))], labels: referenceLabels(heap, size) };
}

/** The footprints where the designer placed them, every connection still a ratsnest line. */
export function placedStage(drawing: KicadPcbDrawing, options: Options = {}): BoardPicture {
  // Framed on the parts: there is no outline yet at this step.
  const parts = partsBox(drawing);
  const viewBox = frame(isEmpty(parts) ? boardBox(drawing) : parts, 2);
  const unrouted: KicadPcbDrawing = { ...drawing, tracks: [], vias: [], zones: [] };
  const size = labelSize(viewBox.width, options);
  return { viewBox, marks: [...footprintMarks(drawing), ...ratsnestMarks(ratsnest(unrouted, false))], labels: referenceLabels(drawing, size) };
}

function edgeMarks(drawing: KicadPcbDrawing): Mark[] {
  return drawing.shapes.filter((shape) => shape.layer === "Edge.Cuts").map((shape) => ({ ink: "edge" as const, d: shapePath(shape), stroke: 0.4 }));
}

/**
 * The Edge.Cuts outline as one fillable path: lines and arcs joined end to end into closed loops (in any order
 * and direction, as KiCad saves them), circles and polygons as loops of their own. Filled even-odd, a loop
 * inside another (a cut-out) stays open.
 */
export function outlinePath(shapes: readonly DrawnShape[]): string {
  const near = (p: Point, q: Point) => Math.hypot(p[0] - q[0], p[1] - q[1]) < 0.01;
  let parts = "";
  const open: (DrawnShape & ({ type: "line" } | { type: "arc" }))[] = [];
  for (const shape of shapes) {
    if (shape.type === "line" || shape.type === "arc") open.push(shape);
    else parts += shapePath(shape);
  }
  while (open.length > 0) {
    const first = open.shift() as (typeof open)[number];
    let end = first.b;
    const start = first.a;
    let loop = shapePath(first);
    for (let found = true; found && !near(end, start);) {
      found = false;
      for (let i = 0; i < open.length; i++) {
        const next = open[i] as (typeof open)[number];
        const forward = near(next.a, end);
        if (!forward && !near(next.b, end)) continue;
        const from = forward ? next.a : next.b;
        const to = forward ? next.b : next.a;
        const piece = next.type === "arc" ? arcPath(from, next.mid, to) : linePath(from, to);
        loop += piece.replace(/^M[^LA]*/, "");
        end = to;
        open.splice(i, 1);
        found = true;
        break;
      }
    }
    parts += `${loop}Z`;
  }
  return parts;
}

/** The board size as KiCad's measure tool gives it: the outline's box on the line's centre, to 0.01 mm. */
export function boardSize(drawing: KicadPcbDrawing): { width: number; height: number } | null {
  const outline = drawing.board.outline;
  if (!outline) return null;
  const round = (v: number) => Math.round(v * 100) / 100;
  return { width: round(outline.maxX - outline.minX), height: round(outline.maxY - outline.minY) };
}

/** Placed footprints inside the Edge.Cuts outline, with its width and height drawn as dimensions. */
export function outlineStage(drawing: KicadPcbDrawing, options: Options = {}): BoardPicture {
  const board = boardBox(drawing);
  const width = board.maxX - board.minX;
  // Room below and left of the board for the two dimensions.
  // Room below and left of the board for the two dimensions; the label size depends on the picture's width.
  let size = labelSize(width + 12, options);
  let room = size * 2.9;
  for (let i = 0; i < 3 && labelSize(width + room + 2, options) > size; i++) {
    size = labelSize(width + room + 2, options);
    room = size * 2.9;
  }
  const viewBox = { x: board.minX - room, y: board.minY - 2, width: width + room + 2, height: board.maxY - board.minY + room + 2 };
  const placed = placedStage(drawing, options);
  const measured = boardSize(drawing);
  const marks: Mark[] = [...placed.marks, ...edgeMarks(drawing)];
  const labels: Label[] = [];
  if (measured) {
    // Dimension lines just off the board, their labels outside them with room for the letters' full height.
    const y = board.maxY + size * 0.9;
    const x = board.minX - size * 0.9;
    const tick = size * 0.5;
    marks.push({
      ink: "dimension",
      d: `${linePath([board.minX, y], [board.maxX, y])}${linePath([board.minX, y - tick], [board.minX, y + tick])}${linePath([board.maxX, y - tick], [board.maxX, y + tick])}`,
      stroke: 0.3,
    });
    marks.push({
      ink: "dimension",
      d: `${linePath([x, board.minY], [x, board.maxY])}${linePath([x - tick, board.minY], [x + tick, board.minY])}${linePath([x - tick, board.maxY], [x + tick, board.maxY])}`,
      stroke: 0.3,
    });
    labels.push({ text: `${fmt(measured.width)} mm`, x: (board.minX + board.maxX) / 2, y: y + size * 1.3, size, anchor: "middle", ink: "label" });
    labels.push({ text: `${fmt(measured.height)} mm`, x: x - size * 0.4, y: (board.minY + board.maxY) / 2, size, anchor: "middle", rotate: -90, ink: "label" });
  }
  // The references again at this picture's label size (it is wider than the placed one, for the dimensions).
  return { viewBox, marks, labels: [...referenceLabels(drawing, size), ...labels] };
}

/** Tracks in their layer's colour, vias, and the ratsnest the copper has not joined yet (none when routed). */
export function routedStage(drawing: KicadPcbDrawing, options: Options = {}): BoardPicture {
  const viewBox = frame(boardBox(drawing), 3);
  const size = labelSize(viewBox.width, options);
  const marks: Mark[] = [...edgeMarks(drawing)];
  for (const shape of drawing.shapes.filter((s) => s.owner !== "board" && s.layer === "Dwgs.User"))
    marks.push({ ink: "keycap", d: shapePath(shape), stroke: 0.2 });
  for (const zone of drawing.zones) {
    for (const fill of zone.fills) marks.push({ ink: zone.layer === "B.Cu" ? "trackBack" : "trackFront", d: polygonPath(fill) });
  }
  // Back first, so the front's tracks lie on top as KiCad shows them.
  for (const layer of ["B.Cu", "F.Cu"]) {
    for (const track of drawing.tracks.filter((t) => t.layer === layer))
      marks.push({ ink: layer === "B.Cu" ? "trackBack" : "trackFront", d: trackPath(track), stroke: track.width });
  }
  marks.push(...padMarks(drawing.pads));
  for (const via of drawing.vias) {
    marks.push({ ink: "via", d: circlePath(via.x, via.y, via.size / 2) });
    marks.push({ ink: "hole", d: circlePath(via.x, via.y, via.drill / 2) });
  }
  marks.push(...ratsnestMarks(ratsnest(drawing, true)));
  return { viewBox, marks, labels: referenceLabels(drawing, size) };
}

/** Where a KiCad text's lines sit, before its angle: one entry per line, baseline position in the text's frame. */
function textLines(text: DrawnText): { line: string; dx: number; dy: number; width: number }[] {
  const lines = text.text.split("\n");
  const height = (lines.length - 1) * LINE_PITCH * text.size + text.size;
  const top = text.vertical === "top" ? 0 : text.vertical === "bottom" ? -height : -height / 2;
  return lines.map((line, i) => {
    const width = line.length * ADVANCE_PER_GLYPH * text.size;
    const dx = text.horizontal === "left" ? 0 : text.horizontal === "right" ? -width : -width / 2;
    return { line, dx, dy: top + i * LINE_PITCH * text.size + text.size, width };
  });
}

/** Turns a point of a text's own frame (origin at its anchor) onto the board. */
function textPoint(text: DrawnText, dx: number, dy: number): Point {
  const t = (text.angle * Math.PI) / 180;
  return [text.x + dx * Math.cos(t) + dy * Math.sin(t), text.y - dx * Math.sin(t) + dy * Math.cos(t)];
}

/** The box a text covers on the board. */
function textBox(text: DrawnText): Box {
  const box = emptyBox();
  for (const { dx, dy, width } of textLines(text)) {
    for (const [x, y] of [
      textPoint(text, dx, dy - text.size),
      textPoint(text, dx + width, dy - text.size),
      textPoint(text, dx, dy),
      textPoint(text, dx + width, dy),
    ])
      grow(box, x, y);
  }
  return box;
}

/**
 * A text as printed: readable lines become labels; a text too small to read at this scale becomes one bar per
 * line, the size it covers, so the picture shows where it is without unreadable letters.
 */
function silkText(text: DrawnText, minFont: number): { labels: Label[]; marks: Mark[] } {
  const font = text.size * FONT_PER_GLYPH;
  const anchor = text.horizontal === "left" ? "start" : text.horizontal === "right" ? "end" : "middle";
  const labels: Label[] = [];
  const marks: Mark[] = [];
  for (const { line, dx, dy, width } of textLines(text)) {
    if (font >= minFont) {
      const [x, y] = textPoint(text, text.horizontal === "left" ? dx : text.horizontal === "right" ? dx + width : dx + width / 2, dy);
      labels.push({ text: line, x, y, size: font, anchor, rotate: text.angle ? -text.angle : undefined, ink: "silk" });
    } else {
      const a = textPoint(text, dx, dy - text.size / 2);
      const b = textPoint(text, dx + width, dy - text.size / 2);
      marks.push({ ink: "silk", d: linePath(a, b), stroke: text.size * 0.8 });
    }
  }
  return { labels, marks };
}

const isSilk = (layer: string) => /^[FB]\.SilkS$/.test(layer);

/**
 * The board's own texts on the silkscreen (its name, "XIAO HERE"), drawn as the factory prints them: white on
 * the green solder mask, with the exposed pads. The picture shows the square around those texts, at the size
 * that keeps the smallest of them readable on a phone (a whole board would shrink them below that).
 */
export function silkscreenStage(drawing: KicadPcbDrawing, options: Options = {}): BoardPicture {
  const board = boardBox(drawing);
  const boardTexts = drawing.texts.filter((text) => text.owner === "board" && isSilk(text.layer));
  const around = emptyBox();
  for (const text of boardTexts) {
    const b = textBox(text);
    grow(around, b.minX, b.minY);
    grow(around, b.maxX, b.maxY);
  }
  const phonePx = options.phonePx ?? BOARD_PHONE_PX;
  let viewBox: BoardPicture["viewBox"];
  if (isEmpty(around)) viewBox = frame(board, 2);
  else {
    // The widest square that still draws the smallest board text at the readable size.
    // readableFontSize rounds up to a quarter unit, so the smallest text must reach the quarter below it.
    const smallest = Math.floor(Math.min(...boardTexts.map((text) => text.size * FONT_PER_GLYPH)) * 4) / 4;
    const widest = (smallest * phonePx) / MIN_TEXT_PX;
    const side = Math.min(widest, Math.max(around.maxX - around.minX, around.maxY - around.minY) + 12);
    const cx = (around.minX + around.maxX) / 2;
    const cy = (around.minY + around.maxY) / 2;
    // Slide the square onto the board where it can go, keeping the texts inside.
    const clampTo = (centre: number, min: number, max: number) =>
      max - min <= side ? (min + max) / 2 : Math.min(Math.max(centre, min + side / 2 - 1), max - side / 2 + 1);
    const x = clampTo(cx, board.minX, board.maxX);
    const y = clampTo(cy, board.minY, board.maxY);
    viewBox = { x: x - side / 2, y: y - side / 2, width: side, height: side };
  }
  const minFont = readableFontSize(viewBox.width, phonePx);
  const marks: Mark[] = [{ ink: "board", d: outlinePath(drawing.shapes.filter((shape) => shape.layer === "Edge.Cuts")) }];
  for (const pad of drawing.pads) {
    if (pad.kind === "np_thru_hole") continue;
    if (pad.layers.some((layer) => layer === "F.Mask" || layer === "*.Mask")) marks.push({ ink: "copperExposed", d: padPath(pad) });
  }
  for (const pad of drawing.pads) {
    const hole = holePath(pad);
    if (hole) marks.push({ ink: "hole", d: hole });
  }
  for (const shape of drawing.shapes.filter((s) => s.layer === "F.SilkS")) {
    marks.push(
      shape.type !== "line" && shape.type !== "arc" && shape.filled
        ? { ink: "silk", d: shapePath(shape) }
        : { ink: "silk", d: shapePath(shape), stroke: Math.max(shape.width, 0.12) },
    );
  }
  const labels: Label[] = [];
  const inView = (b: Box) => b.minX >= viewBox.x && b.minY >= viewBox.y && b.maxX <= viewBox.x + viewBox.width && b.maxY <= viewBox.y + viewBox.height;
  for (const text of drawing.texts.filter((t) => t.layer === "F.SilkS")) {
    // A text the picture cuts off is drawn as bars too: letters must never run out of the picture.
    const drawn = silkText(text, inView(textBox(text)) ? minFont : Infinity);
    labels.push(...drawn.labels);
    marks.push(...drawn.marks);
  }
  return { viewBox, marks, labels };
}

// ---------------------------------------------------------------------------------------------------------
// The layers as plotted

/** One plotted layer: `layer` is KiCad's layer name, or "Drills" for the drill file. */
export interface LayerPicture {
  layer: string;
  viewBox: BoardPicture["viewBox"];
  /** The board outline, drawn faintly under every layer but Edge.Cuts itself, so the panels line up. */
  outline: Mark[];
  marks: Mark[];
}

const MASK_LAYER = { "F.Mask": "F.Cu", "B.Mask": "B.Cu" } as const;
const SILK_LAYER: Record<string, string> = { "F.Silkscreen": "F.SilkS", "B.Silkscreen": "B.SilkS" };

/**
 * What each layer's file holds, as the fab sees it: copper (pads, tracks, vias, zones), solder-mask openings
 * (one per pad the mask leaves bare), silkscreen (lines and texts; text as bars, too small to read at this
 * size), the outline, and every hole. `layers` names them as the Plot dialog does, plus "Drills".
 */
export function plottedLayers(drawing: KicadPcbDrawing, layers: readonly string[]): LayerPicture[] {
  const viewBox = frame(boardBox(drawing), 1.5);
  const outline = edgeMarks(drawing).map((mark) => ({ ...mark, ink: "keycap" as const, stroke: 0.3 }));
  return layers.map((layer) => {
    const marks: Mark[] = [];
    if (layer === "F.Cu" || layer === "B.Cu") {
      const ink: Ink = layer === "F.Cu" ? "trackFront" : "trackBack";
      for (const zone of drawing.zones.filter((z) => z.layer === layer)) for (const fill of zone.fills) marks.push({ ink, d: polygonPath(fill) });
      for (const track of drawing.tracks.filter((t) => t.layer === layer)) marks.push({ ink, d: trackPath(track), stroke: track.width });
      for (const pad of drawing.pads) if (pad.kind !== "np_thru_hole" && onLayer(pad.layers, layer)) marks.push({ ink, d: padPath(pad) });
      for (const via of drawing.vias) if (via.layers.includes(layer) || via.layers.length === 0) marks.push({ ink, d: circlePath(via.x, via.y, via.size / 2) });
    } else if (layer === "F.Mask" || layer === "B.Mask") {
      const side = MASK_LAYER[layer];
      for (const pad of drawing.pads) {
        const bare = pad.layers.includes(layer) || pad.layers.includes("*.Mask") || (pad.kind === "np_thru_hole" && pad.layers.length === 0);
        if (bare && (pad.kind !== "smd" || onLayer(pad.layers, side))) marks.push({ ink: "mask", d: padPath(pad) });
      }
    } else if (layer in SILK_LAYER) {
      const kicad = SILK_LAYER[layer] as string;
      for (const shape of drawing.shapes.filter((s) => s.layer === kicad)) {
        marks.push(
          shape.type !== "line" && shape.type !== "arc" && shape.filled
            ? { ink: "silkPlot", d: shapePath(shape) }
            : { ink: "silkPlot", d: shapePath(shape), stroke: Math.max(shape.width, 0.15) },
        );
      }
      for (const text of drawing.texts.filter((t) => t.layer === kicad))
        marks.push(...silkText(text, Infinity).marks.map((mark) => ({ ...mark, ink: "silkPlot" as const })));
    } else if (layer === "Edge.Cuts") {
      marks.push(...edgeMarks(drawing));
    } else if (layer === "Drills") {
      for (const pad of drawing.pads) {
        const hole = holePath(pad);
        if (hole) marks.push({ ink: "drill", d: hole });
      }
      for (const via of drawing.vias) marks.push({ ink: "drill", d: circlePath(via.x, via.y, via.drill / 2) });
    }
    return { layer, viewBox, outline: layer === "Edge.Cuts" ? [] : outline, marks };
  });
}

/** How many marks of each ink a picture holds (tests and the pictures' descriptions use it). */
export function countInks(marks: readonly Mark[]): Partial<Record<Ink, number>> {
  const counts: Partial<Record<Ink, number>> = {};
  for (const mark of marks) counts[mark.ink] = (counts[mark.ink] ?? 0) + 1;
  return counts;
}
