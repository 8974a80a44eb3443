/**
 * What the case needs from the board, in the case's frame: millimetres, x to the right and y up as seen from above
 * (KiCad's y points down, so it is flipped), the origin at the middle of the outline's box. Angles are degrees
 * counter-clockwise seen from above, which is KiCad's own rotation.
 */
import { controller } from "@hackpad/programme/controller";
import { dimensions } from "@hackpad/programme/dimensions";
import { caseModel } from "@hackpad/programme/case-model";
import { limits } from "@hackpad/programme/limits";
import type { ClassifiedPart, KicadPcb, PcbFootprint, PcbPad } from "@hackpad/preflight";
import { sideOf, type Side } from "./back-xiao.ts";
import { boardOutline, signedArea, type Point } from "./outline.ts";
import { HackpadError } from "@hackpad/programme/errors";

interface Spot {
  reference: string;
  x: number;
  y: number;
  /** Degrees, counter-clockwise seen from above. */
  angle: number;
  /** The side of the board the part is soldered on, from its footprint's copper layer (B.Cu: the back). */
  side: Side;
}

interface SwitchSpot extends Spot {
  style: "mx" | "choc";
}

export interface XiaoSpot extends Spot {
  /** Unit vector from the module's centre towards its USB socket. */
  dir: Point;
  /** The middle of the socket's front face. */
  socket: Point;
  /** The board edge the socket faces, seen from above (the nearest of the four directions). */
  edge: "left" | "right" | "top" | "bottom";
}

/** A box seen from above, axis-aligned in the case's frame. */
export type Rect = NonNullable<PcbFootprint["body"]>;

export interface CaseBoard {
  /** The board's outline, counter-clockwise, in the case's frame. */
  outline: Point[];
  /** Where the case's frame origin sits in KiCad's coordinates. */
  origin: Point;
  width: number;
  height: number;
  thickness: number;
  switches: SwitchSpot[];
  encoders: Spot[];
  oleds: (Spot & { window: Rect | null })[];
  xiao: XiaoSpot;
  /** The board's own M3 mounting holes. */
  mountingHoles: Spot[];
  /** Pads of every other part, each as a circle around it the case must stay clear of. */
  keepouts: (Omit<Spot, "angle" | "side"> & { radius: number })[];
}

const CHOC = /Choc|PG135|CPG135|PG1350|PG1316|Kailh_?Low/i;
/** The smallest hole that takes an M3 screw (M3 close fit is 3.2 mm). */
const M3_MIN_DRILL_MM = 3;

/** The switch's centre: its centre post (the largest unplated hole of 3 mm or more), else its body's middle, else its origin. */
function switchCentre(footprint: PcbFootprint): [number, number] {
  const posts = footprint.pads.filter((pad) => pad.kind === "np_thru_hole" && (pad.drill ?? 0) >= M3_MIN_DRILL_MM);
  const post = posts.sort((a, b) => (b.drill ?? 0) - (a.drill ?? 0))[0];
  if (post) return [post.x, post.y];
  if (footprint.body) return [(footprint.body.minX + footprint.body.maxX) / 2, (footprint.body.minY + footprint.body.maxY) / 2];
  return [footprint.x, footprint.y];
}

/** The mean of the pads' centres. */
const middle = (pads: readonly PcbPad[]): [number, number] => [
  pads.reduce((sum, pad) => sum + pad.x, 0) / pads.length,
  pads.reduce((sum, pad) => sum + pad.y, 0) / pads.length,
];

/**
 * An EC11's shaft: between its two mounting lugs (pads "MP") when the footprint has them, else encoderShaftFromPinRowMm
 * from the middle of pins A, B, C towards the middle of the switch pins S1, S2, else the middle of its pads.
 */
function encoderShaft(footprint: PcbFootprint): [number, number] {
  const named = (...numbers: string[]) => footprint.pads.filter((pad) => numbers.includes(pad.number));
  const lugs = named("MP");
  if (lugs.length === 2) return middle(lugs);
  const pins = named("A", "B", "C");
  const switchPins = named("S1", "S2");
  if (pins.length === 3 && switchPins.length === 2) {
    const [ax, ay] = middle(pins);
    const [sx, sy] = middle(switchPins);
    const length = Math.hypot(sx - ax, sy - ay) || 1;
    const along = caseModel.encoderShaftFromPinRowMm / length;
    return [ax + (sx - ax) * along, ay + (sy - ay) * along];
  }
  return padCentre(footprint);
}

/** Smallest and largest of `values`, in one pass (a spread into Math.min fails on a long outline). */
function extent(values: readonly number[]): [number, number] {
  let low = Infinity;
  let high = -Infinity;
  for (const value of values) {
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  return [low, high];
}

/** The middle of a footprint's pads' box. */
function padCentre(footprint: PcbFootprint): [number, number] {
  if (footprint.pads.length === 0) return [footprint.x, footprint.y];
  const [minX, maxX] = extent(footprint.pads.map((pad) => pad.x));
  const [minY, maxY] = extent(footprint.pads.map((pad) => pad.y));
  return [(minX + maxX) / 2, (minY + maxY) / 2];
}

/** The XIAO's centre and the way its USB socket faces, from its pins (1–7 along one side, pin 1 nearest the socket). */
function xiaoSpot(part: ClassifiedPart, frame: (x: number, y: number) => Point): XiaoSpot | null {
  const footprint = part.footprint;
  const pin = (number: string) =>
    footprint.pads.find((pad) => pad.number === number && pad.kind === "thru_hole") ?? footprint.pads.find((pad) => pad.number === number);
  const first = pin("1");
  const last = pin("7");
  if (!first || !last) return null;
  const corners = [first, last, pin("8"), pin("14")].filter((pad): pad is PcbPad => pad !== undefined);
  const [cx, cy] = frame(...middle(corners));
  const [ax, ay] = frame(first.x, first.y);
  const [bx, by] = frame(last.x, last.y);
  const length = Math.hypot(ax - bx, ay - by) || 1;
  const dir: Point = [(ax - bx) / length, (ay - by) / length];
  const front = dimensions.xiaoModuleLengthMm / 2 + dimensions.xiaoUsbProtrusionMm;
  return {
    reference: footprint.reference,
    side: sideOf(footprint.layer),
    x: cx,
    y: cy,
    angle: (Math.atan2(dir[1], dir[0]) * 180) / Math.PI,
    dir,
    socket: [cx + dir[0] * front, cy + dir[1] * front],
    edge: Math.abs(dir[0]) >= Math.abs(dir[1]) ? (dir[0] > 0 ? "right" : "left") : dir[1] > 0 ? "top" : "bottom",
  };
}

/** Reads the board for the case; throws HackpadError "case" when a case cannot be made for it. */
export function readCaseBoard(board: KicadPcb, parts: readonly ClassifiedPart[]): CaseBoard {
  const loop = boardOutline(board.edgeShapes);
  const [minX, maxX] = extent(loop.map((p) => p[0]));
  const [minY, maxY] = extent(loop.map((p) => p[1]));
  const width = maxX - minX;
  const height = maxY - minY;
  const { maxWidthMm, maxHeightMm } = limits.pcb;
  if (Math.max(width, height) > Math.max(maxWidthMm, maxHeightMm) || Math.min(width, height) > Math.min(maxWidthMm, maxHeightMm)) {
    throw new HackpadError(
      "case",
      `The board is ${width.toFixed(1)} × ${height.toFixed(1)} mm, over the ${maxWidthMm} × ${maxHeightMm} mm a Hackpad PCB may be: make the board fit first.`,
    );
  }
  const origin: Point = [(minX + maxX) / 2, (minY + maxY) / 2];
  /** KiCad coordinates in the case's frame. */
  const frame = (x: number, y: number): Point => [x - origin[0], origin[1] - y];
  let outline = loop.map(([x, y]) => frame(x, y));
  if (signedArea(outline) < 0) outline = outline.reverse();

  const ofKind = (kind: ClassifiedPart["kind"]) => parts.filter((part) => part.kind === kind);
  // The programme's XIAO first, when a board has more than one controller footprint.
  const controllers = ofKind("controller").sort((a, b) => Number(b.chip === controller.chip) - Number(a.chip === controller.chip));
  const xiao = controllers.map((part) => xiaoSpot(part, frame)).find((spot): spot is XiaoSpot => spot !== null);
  if (!xiao) {
    throw new HackpadError(
      "case",
      `No ${controller.short} footprint with its pins 1 and 7 was found on the board, so the case cannot know where the USB socket is. Use ${controller.footprints.throughHole} (or the care package's ${controller.footprints.carePackage}).`,
    );
  }
  /** The footprint at a point in KiCad's coordinates, in the case's frame. */
  const spot = ({ footprint }: ClassifiedPart, [kx, ky]: [number, number], angle = footprint.rotation): Spot => {
    const [x, y] = frame(kx, ky);
    return { reference: footprint.reference, side: sideOf(footprint.layer), x, y, angle };
  };
  const switchParts = ofKind("switch");
  if (switchParts.length === 0) throw new HackpadError("case", "The board has no switch footprints, so there is nothing for the top plate to hold.");
  const switches = switchParts.map((part): SwitchSpot => ({
    ...spot(part, switchCentre(part.footprint)),
    style: CHOC.test(part.footprint.lib) ? "choc" : "mx",
  }));
  const encoders = ofKind("encoder").map((part) => spot(part, encoderShaft(part.footprint)));
  const boxOf = (body: Rect): Rect => {
    const [ax, ay] = frame(body.minX, body.minY);
    const [bx, by] = frame(body.maxX, body.maxY);
    return { minX: Math.min(ax, bx), minY: Math.min(ay, by), maxX: Math.max(ax, bx), maxY: Math.max(ay, by) };
  };
  const oleds = ofKind("oled").map((part) => ({ ...spot(part, padCentre(part.footprint)), window: part.footprint.body ? boxOf(part.footprint.body) : null }));
  const mountingHoles = ofKind("mounting").flatMap((part): Spot[] => {
    const hole = [...part.footprint.pads].sort((a, b) => (b.drill ?? 0) - (a.drill ?? 0))[0];
    return hole && (hole.drill ?? 0) >= M3_MIN_DRILL_MM ? [spot(part, [hole.x, hole.y], 0)] : [];
  });
  const keepouts = parts
    .filter((part) => part.kind !== "mounting" && part.kind !== "artwork")
    .flatMap((part) =>
      part.footprint.pads.map((pad) => {
        const [x, y] = frame(pad.x, pad.y);
        return { reference: part.footprint.reference, x, y, radius: Math.max(pad.width, pad.height, pad.drill ?? 0) / 2 };
      }),
    );
  return {
    outline,
    origin,
    width,
    height,
    thickness: board.thicknessMm ?? caseModel.pcbThicknessMm,
    switches,
    encoders,
    oleds,
    xiao,
    mountingHoles,
    keepouts,
  };
}
