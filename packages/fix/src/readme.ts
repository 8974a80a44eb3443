/**
 * What the fix adds to a README, at its end and never in place of the participant's text: a bill of materials
 * counted from the board's footprints (and the generated case's screws), and the board's drawing.
 */
import { approvedParts } from "@hackpad/programme/parts";
import type { Analysis } from "@hackpad/preflight";
import type { PartKind } from "@hackpad/preflight";
import { partsOf } from "@hackpad/preflight";

const partName = (id: string) => approvedParts.find((part) => part.id === id)?.name ?? id;

/** The board's parts in the BOM's order, each with the approved part's name (content/programme/parts.ts). */
const ROWS: { kind: PartKind; id: string | ((analysis: Analysis) => string) }[] = [
  { kind: "controller", id: "xiao" },
  {
    kind: "switch",
    id: (analysis) => (partsOf(analysis, "switch").some((part) => /choc|PG1350|PG1353/i.test(part.footprint.name)) ? "choc-v2" : "mx-switch"),
  },
  { kind: "diode", id: "diodes" },
  { kind: "encoder", id: "ec11" },
  { kind: "oled", id: "oled" },
  { kind: "led", id: "sk6812" },
];

const references = (refs: string[]) => (refs.length > 6 ? `${refs.slice(0, 6).join(", ")}…` : refs.join(", "));

export function bomSection(analysis: Analysis, generatedCase: { screws: number; kind: "nuts" | "inserts" } | null): string {
  const lines: string[] = [];
  for (const row of ROWS) {
    const parts = partsOf(analysis, row.kind);
    if (parts.length === 0) continue;
    const id = typeof row.id === "string" ? row.id : row.id(analysis);
    lines.push(`- ${parts.length}× ${partName(id)} (${references(parts.map((part) => part.footprint.reference))})`);
  }
  const switches = partsOf(analysis, "switch").length;
  if (switches > 0) lines.push(`- ${switches}× ${partName("keycaps")}`);
  if (generatedCase && generatedCase.screws > 0) {
    lines.push(`- ${generatedCase.screws}× ${partName("screws")}`);
    lines.push(`- ${generatedCase.screws}× ${partName(generatedCase.kind === "nuts" ? "nuts" : "heatset")}`);
  }
  return [
    "## Bill of materials",
    "",
    `Counted from the board's footprints${generatedCase ? " and the generated case" : ""}; check it against your build.`,
    "",
    ...lines,
    "",
  ].join("\n");
}

/** A Markdown or HTML picture in the text. */
export function hasPictures(markdown: string): boolean {
  return /!\[[^\]]*\]\([^)]+\)|<img\b/i.test(markdown);
}

export function picturesSection(topPath: string, bottomPath: string): string {
  return [
    "## Pictures",
    "",
    `![The board from the top, drawn from its gerbers](${topPath})`,
    "",
    `![The board from the bottom, drawn from its gerbers](${bottomPath})`,
    "",
  ].join("\n");
}
