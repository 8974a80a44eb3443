/**
 * `controller`: a through-hole XIAO RP2040 footprint on the board. The surface-mount XIAO fails (the rule is
 * through-hole); another controller (nice!nano, XIAO ESP32-S3, a SAMD21 XIAO) is allowed at the participant's own
 * risk and not checked further, so it is a warning that says so, not a failure.
 */
import { controller } from "@hackpad/programme/controller";
import { macropadRules } from "@hackpad/programme/rules";
import type { Analysis } from "../analyse.ts";
import type { ClassifiedPart } from "../classify.ts";
import type { RuleResult } from "../types.ts";
import { approvedControllers, footprintList, isCarePackageXiao, isThroughHole, noBoardMessage, partsOf, references, schematicSymbol } from "../parts.ts";
import { ruleResult } from "./result.ts";

const squashed = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, "");
const consequence = macropadRules.find((rule) => rule.id === "controller")?.detail ?? "";
const footprints = `${controller.footprints.throughHole} from Seeed's OPL library, or ${controller.footprints.carePackage} from the Hack Club care package`;
const dipFix = `Use the ${controller.mounting} ${controller.short} footprint (${footprints}).`;

/** The controller as the measurements name it: the approved one's short name, or the footprint's. */
export function controllerName(analysis: Analysis): string | null {
  if (approvedControllers(analysis).length > 0) return controller.short;
  const other = partsOf(analysis, "controller")[0];
  return other ? (other.chip ? `${other.chip} (${other.footprint.name})` : other.footprint.name) : null;
}

/** "XIAO-RP2040-DIP (U1)", and for the care package's footprint, which fits every XIAO, what says it is an RP2040. */
function describe(analysis: Analysis, part: ClassifiedPart): string {
  const named = `${part.footprint.name} (${part.footprint.reference || "no reference"})`;
  if (!isCarePackageXiao(part)) return named;
  const symbol = schematicSymbol(analysis, part.footprint.reference);
  const from = symbol ? `its symbol is ${symbol}` : part.chip ? `its value says ${part.footprint.value}` : "no symbol or value names another chip";
  return `${named}, the Hack Club care package's ${controller.mounting} XIAO footprint; ${from}`;
}

export function controllerRule(analysis: Analysis): RuleResult {
  if (!analysis.pcb) return ruleResult("controller", "skip", noBoardMessage(analysis, "the controller footprint"), []);
  const files = [analysis.pcb.path];
  const approved = approvedControllers(analysis);
  const controllers = partsOf(analysis, "controller");
  const surfaceMount = approved.filter((part) => !isThroughHole(part));
  if (surfaceMount.length > 0) {
    return ruleResult(
      "controller",
      "fail",
      `${references(surfaceMount)} uses ${footprintList(surfaceMount)}, a surface-mount footprint (pads only, no holes); the rule is a ${controller.mounting} ${controller.short}.`,
      files,
      { fix: dipFix },
    );
  }
  if (approved.length === 1 && controllers.length === 1) {
    return ruleResult("controller", "pass", `${controller.short} footprint ${describe(analysis, approved[0] as ClassifiedPart)}.`, files);
  }
  if (approved.length >= 1) {
    return ruleResult("controller", "warn", `The board has ${controllers.length} controller footprints: ${footprintList(controllers)}.`, files, {
      fix: `Keep one ${controller.short}; remove the other controller footprints.`,
    });
  }
  if (controllers.length > 0) {
    const what = controllers
      .map((part) =>
        part.footprint.value && squashed(part.footprint.value) !== squashed(part.footprint.name)
          ? `${part.footprint.name} (${part.footprint.value})`
          : part.footprint.name,
      )
      .join(", ");
    return ruleResult(
      "controller",
      "warn",
      `The controller is ${what}, not a ${controller.short}. ${consequence} This check does not look at it further.`,
      files,
      { fix: `For a pad the reviewers check, use the ${controller.mounting} ${controller.short}: ${footprints}.` },
    );
  }
  return ruleResult("controller", "fail", `No ${controller.short} footprint on the board.`, files, {
    fix: `Place the ${controller.short} footprint (${controller.footprints.throughHole} from Seeed's OPL library) and wire it in the schematic.`,
  });
}
