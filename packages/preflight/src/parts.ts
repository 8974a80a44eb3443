/** Counting helpers over the board's classified parts, shared by the part rules and the measurements. */
import { controller } from "@hackpad/programme/controller";
import { primaryGerbers, type Analysis } from "./analyse.ts";
import { easyEdaFile } from "./gerber-board.ts";
import { approvedChip, chipIn, type ClassifiedPart, type PartKind } from "./classify.ts";

export function partsOf(analysis: Analysis, kind: PartKind): ClassifiedPart[] {
  return analysis.parts.filter((part) => part.kind === kind);
}

/** The approved controller's footprints: a XIAO naming the approved chip, or the care package's XIAO footprint naming no other. */
export function approvedControllers(analysis: Analysis): ClassifiedPart[] {
  return partsOf(analysis, "controller").filter(
    (part) =>
      /XIAO/i.test(part.footprint.lib + part.footprint.value) &&
      (part.chip === approvedChip || (isCarePackageXiao(part) && [null, approvedChip as string].includes(carePackageChip(analysis, part)))),
  );
}

/** Hack Club's care-package footprint, which fits every XIAO (content/programme/controller.ts). */
export function isCarePackageXiao(part: ClassifiedPart): boolean {
  return part.footprint.name.toLowerCase() === controller.footprints.carePackage.toLowerCase();
}

/** The chip the care-package XIAO is: named by its value, else by the library of its schematic symbol. */
function carePackageChip(analysis: Analysis, part: ClassifiedPart): string | null {
  return part.chip ?? chipIn(schematicSymbol(analysis, part.footprint.reference) ?? "");
}

/** Through-hole: the footprint has plated holes for the pins (a surface-mount footprint has pads only). */
export function isThroughHole(part: ClassifiedPart): boolean {
  return part.footprint.pads.some((pad) => pad.kind === "thru_hole");
}

/** The `lib_id` of the schematic symbol with this reference ("XIAO_RP2040:Seeed XIAO RP2040 board"), or null. */
export function schematicSymbol(analysis: Analysis, reference: string): string | null {
  if (!reference) return null;
  for (const file of analysis.project.files) {
    if (!file.path.toLowerCase().endsWith(".kicad_sch") || file.bytes.length > 20_000_000) continue;
    const text = new TextDecoder("utf-8").decode(file.bytes);
    const starts = [...text.matchAll(/\(symbol\s+\(lib_id\s+"([^"]+)"/g)];
    for (const [index, start] of starts.entries()) {
      const body = text.slice(start.index, starts[index + 1]?.index ?? text.length);
      const ref = /\(property\s+"Reference"\s+"([^"]*)"/.exec(body)?.[1];
      if (ref === reference) return start[1] ?? null;
    }
  }
  return null;
}

/** "SW_Cherry_MX_1.00u_PCB ×6, …": footprints grouped by name with counts. */
export function footprintList(parts: readonly ClassifiedPart[]): string {
  const counts = new Map<string, number>();
  for (const part of parts) counts.set(part.footprint.name, (counts.get(part.footprint.name) ?? 0) + 1);
  return [...counts].map(([name, count]) => (count > 1 ? `${name} ×${count}` : name)).join(", ");
}

export function references(parts: readonly ClassifiedPart[]): string {
  return parts.map((part) => part.footprint.reference || part.footprint.name).join(", ");
}

/** Why a rule that needs the board is skipped: the unreadable board's message, or that there is none. */
export function noBoardMessage(analysis: Analysis, what: string): string {
  const broken = analysis.unreadable.find((entry) => entry.area === "pcb");
  if (broken) return `${broken.message} So ${what} could not be checked.`;
  const easyEda = easyEdaFile(analysis);
  const gerbers = primaryGerbers(analysis);
  const has = [gerbers ? `gerbers (${gerbers.source.replace(/\/$/, "")})` : "", easyEda ? `an EasyEDA project (${easyEda})` : ""].filter(Boolean).join(" and ");
  return has
    ? `No .kicad_pcb in the project, only ${has}, so ${what} could not be checked: that needs the KiCad board.`
    : `No .kicad_pcb in the project, so ${what} could not be checked.`;
}
