/**
 * `usb-overhang`: the XIAO's USB-C socket reaches past the board outline. The socket's front is modelled from the
 * real module, not from the footprint's drawing: the module's board is centred on its two rows of pins, its USB
 * end lies beyond pin 1 (pins 1–7 run along one long side, pin 1 nearest the socket), and the socket sticks out past
 * the module's board by the programme's figure (content/programme/dimensions.ts names the sources). A socket front
 * flush with the board edge is not past it, and not inside it either: that is a warning, not a failure.
 */
import { controller } from "@hackpad/programme/controller";
import { dimensions } from "@hackpad/programme/dimensions";
import type { Analysis } from "../analyse.ts";
import type { PcbPad } from "../parsers/kicad-pcb.ts";
import { mm } from "../report/words.ts";
import { thresholds } from "../thresholds.ts";
import type { RuleResult } from "../types.ts";
import { approvedControllers, noBoardMessage, partsOf } from "./parts.ts";
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
  const boardEdge = Math.max(
    along(outline.minX, outline.minY),
    along(outline.minX, outline.maxY),
    along(outline.maxX, outline.minY),
    along(outline.maxX, outline.maxY),
  );
  const overhang = socketFrontMm - boardEdge;
  const files = [pcb.path];
  if (overhang > thresholds.flushMm) {
    return ruleResult("usb-overhang", "pass", `The ${controller.short}'s USB socket reaches ${mm(overhang)} past the board edge.`, files, {
      details: [model],
    });
  }
  const fix = "Move the XIAO so its USB-C end hangs over the Edge.Cuts line (or cut the outline back there).";
  if (overhang >= -thresholds.flushMm) {
    return ruleResult(
      "usb-overhang",
      "warn",
      `The ${controller.short}'s USB socket is flush with the board edge, not past it: a cable's plug may butt against the board.`,
      files,
      { fix, details: [model] },
    );
  }
  return ruleResult(
    "usb-overhang",
    "fail",
    `The ${controller.short}'s USB socket ends ${mm(-overhang)} inside the board edge, so a cable cannot plug in.`,
    files,
    { fix, details: [model] },
  );
}
