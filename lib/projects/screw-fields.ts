import { dimensions } from "@hackpad/programme/dimensions";

/**
 * The fields of a project page's ```screws block, explained for the docs, without the schema library
 * (the schema in `screws.ts` is the rule; a unit test keeps the two lists the same).
 */
export const SCREW_BLOCK_FIELDS = [
  { field: "joins", what: "Optional: which parts the screws hold together, shown above the table", example: "plate to tray" },
  { field: "count", what: "How many screws of this kind", example: "4" },
  { field: "clampMm", what: "Thickness of the part under the head, measured where the screw is, counterbore included", example: "6" },
  {
    field: "counterboreMm",
    what: `Depth of the counterbore the head sinks into, or 0 when the head sits on the surface; it must be at least ${dimensions.screwHeadHeightMm} mm, the height of an M3 head`,
    example: String(dimensions.counterboreDepthMm),
  },
  { field: "endsIn", what: "What catches the screw: insert (a heat-set insert) or nut", example: "insert" },
  { field: "partMm", what: "Thickness of the part the screw ends in, measured where the screw is", example: "16" },
  { field: "holeMm", what: "With an insert: depth of the hole for the insert and the screw, from the face where the parts meet", example: "14.5" },
  { field: "nutPocketMm", what: "With a nut: depth of the nut's pocket in the far face, or 0 when the nut sits on that face", example: "3" },
] as const;
