/** Counting helpers over the board's classified parts, shared by the part rules and the measurements. */
import type { Analysis } from "../analyse.ts";
import { approvedChip, type ClassifiedPart, type PartKind } from "../classify.ts";

export function partsOf(analysis: Analysis, kind: PartKind): ClassifiedPart[] {
  return analysis.parts.filter((part) => part.kind === kind);
}

/** The approved controller's footprints: a XIAO naming the approved chip. */
export function approvedControllers(analysis: Analysis): ClassifiedPart[] {
  return partsOf(analysis, "controller").filter((part) => /XIAO/i.test(part.footprint.lib + part.footprint.value) && part.chip === approvedChip);
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
  return broken ? `${broken.message} So ${what} could not be checked.` : `No .kicad_pcb in the project, so ${what} could not be checked.`;
}
