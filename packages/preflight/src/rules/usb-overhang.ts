/**
 * `usb-overhang`: the XIAO's USB-C socket reaches past the board outline. The socket's front is modelled from the
 * real module, not from the footprint's drawing: the module's board is centred on its two rows of pins, its USB
 * end lies beyond pin 1 (pins 1–7 run along one long side, pin 1 nearest the socket), and the socket sticks out past
 * the module's board by the programme's figure (content/programme/dimensions.ts names the sources). A socket front
 * flush with the board edge is not past it, and not inside it either: that is a warning, not a failure.
 */
import { controller } from "@hackpad/programme/controller";
import { rayCrossing } from "@hackpad/mesh/plane";
import { dimensions } from "@hackpad/programme/dimensions";
import type { Analysis } from "../analyse.ts";
import type { EdgeShape, PcbPad } from "../parsers/kicad-pcb.ts";
import { mm } from "../report/words.ts";
import { thresholds } from "../thresholds.ts";
import type { RuleResult } from "../types.ts";
import { approvedControllers, noBoardMessage, partsOf } from "../parts.ts";
import { ruleResult } from "./result.ts";

/** How far the socket's front lies from the module's centre, along the module. */
const socketFrontMm = dimensions.xiaoModuleLengthMm / 2 + dimensions.xiaoUsbProtrusionMm;
const model = `The socket's front is taken as ${mm(socketFrontMm)} from the module's centre: the module is ${dimensions.xiaoModuleLengthMm} mm long (Seeed's dimensions) and the socket reaches ${mm(dimensions.xiaoUsbProtrusionMm)} beyond it (Seeed's 3D model of the ${controller.short}, a little short of the socket the footprint's silkscreen draws).`;

export function usbOverhangRule(analysis: Analysis): RuleResult {
  const pcb = analysis.pcb;
  if (!pcb) return ruleResult("usb-overhang", "skip", noBoardMessage(analysis, "the controller's position"), []);
  const part = approvedControllers(analysis)[0] ?? partsOf(analysis, "controller")[0];
  const outline = pcb.board.outline;
  if (!part || !outline) {
    return ruleResult("usb-overhang", "skip", `No ${part ? "board outline" : "controller footprint"} in ${pcb.path} to check the USB end against.`, [pcb.path]);
  }
  const footprint = part.footprint;
  const pin = (number: string) =>
    footprint.pads.find((pad) => pad.number === number && pad.kind === "thru_hole") ?? footprint.pads.find((pad) => pad.number === number);
  const first = pin("1");
  const last = pin("7");
  if (!first || !last) {
    return ruleResult("usb-overhang", "skip", `The footprint ${footprint.name} has no pins 1 and 7, so its USB end is unknown.`, [pcb.path]);
  }
  const length = Math.hypot(first.x - last.x, first.y - last.y) || 1;
  const dx = (first.x - last.x) / length;
  const dy = (first.y - last.y) / length;
  // The module's centre: the middle of its pins (both rows when the footprint has them, else pins 1–7's row).
  const corners = [first, last, pin("8"), pin("14")].filter((pad): pad is PcbPad => pad !== undefined);
  const cx = corners.reduce((sum, pad) => sum + pad.x, 0) / corners.length;
  const cy = corners.reduce((sum, pad) => sum + pad.y, 0) / corners.length;
  const along = (x: number, y: number) => (x - cx) * dx + (y - cy) * dy;
  // Where the board ends in front of the socket, across the socket's width: a notch cut in front of the USB end
  // ends the board at the notch's back edge, not at the outline's far corner.
  const boardEdge =
    edgeInFront(pcb.board.edgeShapes ?? [], [cx, cy], [dx, dy]) ??
    Math.max(along(outline.minX, outline.minY), along(outline.minX, outline.maxY), along(outline.maxX, outline.minY), along(outline.maxX, outline.maxY));
  const overhang = socketFrontMm - boardEdge;
  const files = [pcb.path];
  if (overhang > thresholds.flushMm) {
    return ruleResult("usb-overhang", "pass", `The ${controller.short}'s USB socket reaches ${mm(overhang)} past the board edge.`, files, {
      details: [model],
    });
  }
  const flush = overhang >= -thresholds.flushMm;
  return ruleResult(
    "usb-overhang",
    flush ? "warn" : "fail",
    flush
      ? `The ${controller.short}'s USB socket is flush with the board edge, not past it: a cable's plug may butt against the board.`
      : `The ${controller.short}'s USB socket ends ${mm(-overhang)} inside the board edge, so a cable cannot plug in.`,
    files,
    { fix: "Move the XIAO so its USB-C end hangs over the Edge.Cuts line (or cut the outline back there).", details: [model] },
  );
}

/** Half the width of the USB-C socket the plug must clear, and the rays cast across it (mm from its centre line). */
const SOCKET_RAYS = [-dimensions.usbCPortWidthMm / 2, 0, dimensions.usbCPortWidthMm / 2];

type Point = [number, number];

/** The outline as straight segments: lines, polygon sides, and each arc as two chords through its middle point. */
function segmentsOf(shapes: readonly EdgeShape[]): [Point, Point][] {
  return shapes.flatMap((shape): [Point, Point][] => {
    if (shape.type === "line") return [[shape.a, shape.b]];
    if (shape.type === "arc")
      return [
        [shape.a, shape.mid],
        [shape.mid, shape.b],
      ];
    if (shape.type === "polygon") return shape.points.map((point, index) => [point, shape.points[(index + 1) % shape.points.length] ?? point]);
    return [];
  });
}

/**
 * How far from `origin`, along `dir`, the board material last ends across the socket's width: for each ray (the
 * centre line and the socket's two sides), the farthest crossing with the outline, and the largest of those. Null
 * when a ray crosses nothing (an open outline): the caller falls back to the outline's box.
 */
function edgeInFront(shapes: readonly EdgeShape[], origin: Point, dir: Point): number | null {
  const segments = segmentsOf(shapes);
  const [dx, dy] = dir;
  let edge = -Infinity;
  for (const offset of SOCKET_RAYS) {
    const ox = origin[0] - dy * offset;
    const oy = origin[1] + dx * offset;
    let farthest = -Infinity;
    for (const [a, b] of segments) {
      const t = rayCrossing(ox, oy, dx, dy, a, b);
      if (t > 0 && t > farthest) farthest = t;
    }
    if (farthest === -Infinity) return null;
    edge = Math.max(edge, farthest);
  }
  return edge;
}
