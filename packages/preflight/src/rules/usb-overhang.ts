/**
 * `usb-overhang`: the XIAO's USB end reaches past the board outline. The USB end is the module's short side
 * beyond pin 1 (pins 1–7 run along one long side, pin 1 nearest the USB socket); the socket sticks out past the
 * module's own board by the programme's protrusion figure.
 */
import { controller } from "../../../../content/programme/controller.ts";
import { dimensions } from "../../../../content/programme/dimensions.ts";
import type { Analysis } from "../analyse.ts";
import type { RuleResult } from "../types.ts";
import { approvedControllers, noBoardMessage, partsOf } from "./parts.ts";
import { ruleResult } from "./result.ts";
import { mm } from "../report/words.ts";

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
  const body = footprint.body;
  if (!first || !last || !body) {
    return ruleResult("usb-overhang", "skip", `The footprint ${footprint.name} has no pins 1 and 7 or no outline, so its USB end is unknown.`, [pcb.path]);
  }
  const length = Math.hypot(first.x - last.x, first.y - last.y) || 1;
  const dx = (first.x - last.x) / length;
  const dy = (first.y - last.y) / length;
  const along = (x: number, y: number) => (x - footprint.x) * dx + (y - footprint.y) * dy;
  const corners = (box: typeof body) => [along(box.minX, box.minY), along(box.minX, box.maxY), along(box.maxX, box.minY), along(box.maxX, box.maxY)];
  const socketFace = Math.max(...corners(body)) + dimensions.xiaoUsbProtrusionMm;
  const boardEdge = Math.max(...corners(outline));
  const overhang = socketFace - boardEdge;
  if (overhang >= 0) {
    return ruleResult("usb-overhang", "pass", `The ${controller.short}'s USB socket reaches ${mm(overhang)} past the board edge.`, [pcb.path]);
  }
  return ruleResult(
    "usb-overhang",
    "fail",
    `The ${controller.short}'s USB socket ends ${mm(-overhang)} inside the board edge, so a cable cannot plug in.`,
    [pcb.path],
    {
      fix: "Move the XIAO so its USB-C end hangs over the Edge.Cuts line (or cut the outline back there).",
    },
  );
}
