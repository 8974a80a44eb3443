/** `approved-parts`: encoders, OLEDs and LEDs within their limits, LEDs SK6812 MINI-E, diodes 1N4148 through-hole. */
import { limits } from "@hackpad/programme/limits";
import type { Analysis } from "../analyse.ts";
import { ledWiringProblems } from "../led-wiring.ts";
import type { RuleResult } from "../types.ts";
import { footprintList, noBoardMessage, partsOf, references } from "../parts.ts";
import { ruleResult } from "./result.ts";
import { plural } from "../report/words.ts";

export function approvedPartsRule(analysis: Analysis): RuleResult {
  if (!analysis.pcb) return ruleResult("approved-parts", "skip", noBoardMessage(analysis, "the parts"), []);
  const fails: string[] = [];
  const warns: string[] = [];
  const encoders = partsOf(analysis, "encoder");
  const oleds = partsOf(analysis, "oled");
  const leds = partsOf(analysis, "led");
  const diodes = partsOf(analysis, "diode");
  if (encoders.length > limits.maxEncoders) fails.push(`${plural(encoders.length, "encoder")} (at most ${limits.maxEncoders}).`);
  if (oleds.length > limits.maxOleds) fails.push(`${plural(oleds.length, "OLED screen")} (${references(oleds)}; at most ${limits.maxOleds}).`);
  if (leds.length > limits.maxLeds) fails.push(`${plural(leds.length, "LED")} (at most ${limits.maxLeds}).`);
  const notMiniE = leds.filter((part) => part.ledPackage !== "mini-e");
  if (notMiniE.length > 0) {
    const them = notMiniE.length === 1 ? ["LED", "does"] : ["LEDs", "do"];
    fails.push(`${them[0]} ${references(notMiniE)} (${footprintList(notMiniE)}) ${them[1]} not have SK6812 MINI-E pads (four pads in rows 1.5 mm apart).`);
  }
  for (const part of leds) {
    const problems = ledWiringProblems(part.footprint);
    if (problems.length > 0) {
      fails.push(
        `${part.footprint.reference || "An LED"} is wired backwards and would burn out: ${problems.join("; ")}. Its symbol numbers the pins for another footprint: use the symbol and footprint pair for your KiCad version (see Advanced PCB components, LEDs), then update the PCB from the schematic.`,
      );
    }
  }
  const smdDiodes = diodes.filter((part) => !part.throughHole);
  if (smdDiodes.length > 0)
    warns.push(
      `${smdDiodes.length === 1 ? "Diode" : "Diodes"} ${references(smdDiodes)} ${smdDiodes.length === 1 ? "uses" : "use"} the surface-mount footprint ${footprintList(smdDiodes)}; the approved 1N4148 is through-hole (DO-35).`,
    );
  const others = partsOf(analysis, "other");
  if (others.length > 0) warns.push(`Not on the approved parts list: ${footprintList(others)} (${references(others)}).`);
  warns.push(...schematicDiodeNotes(analysis));
  const status = fails.length > 0 ? "fail" : warns.length > 0 ? "warn" : "pass";
  const counted = [plural(encoders.length, "encoder"), plural(oleds.length, "OLED"), plural(leds.length, "LED"), plural(diodes.length, "diode")].join(", ");
  return ruleResult("approved-parts", status, status === "pass" ? `Only approved parts: ${counted}.` : ([...fails, ...warns][0] ?? ""), [analysis.pcb.path], {
    fix: "Use only parts from the approved parts list, within its limits; ask in the channel before adding anything else.",
    details: [...fails, ...warns],
  });
}

/** Schematic symbols of SMD diodes (1N4148W…) placed on through-hole footprints: a mismatch worth a look. */
function schematicDiodeNotes(analysis: Analysis): string[] {
  const notes: string[] = [];
  for (const file of analysis.project.files) {
    if (!file.path.toLowerCase().endsWith(".kicad_sch") || file.bytes.length > 20_000_000) continue;
    const text = new TextDecoder("utf-8").decode(file.bytes);
    const smd = new Set<string>();
    for (const match of text.matchAll(/\(lib_id "([^"]*1N4148W[^"]*)"/g)) smd.add(match[1] ?? "");
    if (smd.size > 0 && /Diode_THT:D_DO-35/.test(text)) {
      notes.push(
        `${file.path} uses the surface-mount symbol ${[...smd].join(", ")} on a through-hole DO-35 footprint: pick the 1N4148 (through-hole) symbol so the BOM names the right part.`,
      );
    }
  }
  return notes;
}
