/** `controller`: a XIAO RP2040 footprint on the board. Another controller fails with the spec's consequence. */
import { controller } from "../../../../content/programme/controller.ts";
import { macropadRules } from "../../../../content/programme/rules.ts";
import type { Analysis } from "../analyse.ts";
import type { RuleResult } from "../types.ts";
import { approvedControllers, footprintList, noBoardMessage, partsOf } from "./parts.ts";
import { ruleResult } from "./result.ts";

const consequence = macropadRules.find((rule) => rule.id === "controller")?.detail ?? "";

/** The controller as the measurements name it: the approved one's short name, or the footprint's. */
export function controllerName(analysis: Analysis): string | null {
  if (approvedControllers(analysis).length > 0) return controller.short;
  const other = partsOf(analysis, "controller")[0];
  return other ? (other.chip ? `${other.chip} (${other.footprint.name})` : other.footprint.name) : null;
}

export function controllerRule(analysis: Analysis): RuleResult {
  if (!analysis.pcb) return ruleResult("controller", "skip", noBoardMessage(analysis, "the controller footprint"), []);
  const files = [analysis.pcb.path];
  const approved = approvedControllers(analysis);
  const controllers = partsOf(analysis, "controller");
  if (approved.length === 1 && controllers.length === 1) {
    return ruleResult("controller", "pass", `${controller.short} footprint ${approved[0]?.footprint.name} (${approved[0]?.footprint.reference}).`, files);
  }
  if (approved.length >= 1) {
    return ruleResult("controller", "warn", `The board has ${controllers.length} controller footprints: ${footprintList(controllers)}.`, files, {
      fix: `Keep one ${controller.short}; remove the other controller footprints.`,
    });
  }
  if (controllers.length > 0) {
    const unnamed = controllers.every((part) => part.chip === null);
    return ruleResult(
      "controller",
      unnamed ? "warn" : "fail",
      unnamed
        ? `The controller footprint ${footprintList(controllers)} does not say which chip it is; the rules want a ${controller.short}.`
        : `The controller is ${footprintList(controllers)}, not a ${controller.short}. ${consequence}`,
      files,
      { fix: `Use the ${controller.short} footprint (Seeed's OPL library, XIAO-RP2040-DIP).` },
    );
  }
  return ruleResult("controller", "fail", `No ${controller.short} footprint on the board.`, files, {
    fix: `Place the ${controller.short} footprint (XIAO-RP2040-DIP from Seeed's OPL library) and wire it in the schematic.`,
  });
}
