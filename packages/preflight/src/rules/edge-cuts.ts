/** Texts and dimensions on Edge.Cuts, in words, for the `pcb-size` rule: the fab would cut them into the board. */
import type { Analysis } from "../analyse.ts";
import { edgeCutsContent } from "../parsers/kicad-pcb.ts";
import { plural } from "../report/words.ts";

export function edgeCutsNotes(analysis: Analysis): string[] {
  const pcb = analysis.pcb;
  if (!pcb) return [];
  const items = edgeCutsContent(pcb.board);
  if (items.length === 0) return [];
  const texts = items.filter((item) => item.kind === "text");
  const dimensions = items.filter((item) => item.kind === "dimension");
  const named = (list: typeof items) => list.map((item) => `“${item.text.replace(/\s+/g, " ").trim()}”`).filter((name) => name !== "“”");
  const parts = [
    texts.length > 0 ? `${plural(texts.length, "text")}${named(texts).length > 0 ? ` (${named(texts).join(", ")})` : ""}` : "",
    dimensions.length > 0 ? `${plural(dimensions.length, "dimension")}${named(dimensions).length > 0 ? ` (${named(dimensions).join(", ")})` : ""}` : "",
  ].filter(Boolean);
  return [
    `${pcb.path} has ${parts.join(" and ")} on Edge.Cuts: the fab cuts along everything on that layer, so move ${items.length === 1 ? "it" : "them"} to a User or Fab layer (or F.Silkscreen for text you want printed).`,
  ];
}
