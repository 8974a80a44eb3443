/** Texts and dimensions on Edge.Cuts, in words, for the `pcb-size` rule: the fab would cut them into the board. */
import type { Analysis } from "../analyse.ts";
import { plural } from "../report/words.ts";

export function edgeCutsNotes(analysis: Analysis): string[] {
  const pcb = analysis.pcb;
  const items = pcb?.board.edgeContent ?? [];
  if (!pcb || items.length === 0) return [];
  const parts = (["text", "dimension"] as const).flatMap((kind) => {
    const list = items.filter((item) => item.kind === kind);
    const named = list.map((item) => `“${item.text.replace(/\s+/g, " ").trim()}”`).filter((name) => name !== "“”");
    return list.length > 0 ? [`${plural(list.length, kind)}${named.length > 0 ? ` (${named.join(", ")})` : ""}`] : [];
  });
  return [
    `${pcb.path} has ${parts.join(" and ")} on Edge.Cuts: the fab cuts along everything on that layer, so move ${items.length === 1 ? "it" : "them"} to a User or Fab layer (or F.Silkscreen for text you want printed).`,
  ];
}
