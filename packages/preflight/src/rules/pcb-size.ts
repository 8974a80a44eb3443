/** `pcb-size`: board outline within the limit and exactly the allowed copper layers, from gerbers and the board. */
import { limits, pcbMinSideMm, pcbSizeLimit } from "@hackpad/programme/limits";
import { primaryGerbers, type Analysis } from "../analyse.ts";
import { boxSize, round2, type Box } from "../geometry.ts";
import { thresholds } from "../thresholds.ts";
import type { BoardMeasurement, Measurements, RuleResult } from "../types.ts";
import { ruleResult } from "./result.ts";
import { mm, plural } from "../report/words.ts";
import { describeSetAside } from "../select.ts";

/** The board's size and copper count: the production gerbers when they have an outline, else the .kicad_pcb. */
export function measureBoard(analysis: Analysis): Pick<Measurements, "board" | "copperLayers"> {
  const gerbers = primaryGerbers(analysis);
  const pcb = analysis.pcb;
  // A size is a finite number or absent: an outline with coordinates too large to subtract measures nothing.
  const fromBox = (box: Box, source: string): BoardMeasurement | null => {
    const { width, height } = boxSize(box);
    return Number.isFinite(width) && Number.isFinite(height) ? { width: round2(width), height: round2(height), source } : null;
  };
  const board =
    (gerbers?.outline ? fromBox(gerbers.outline.box, gerbers.zipped ? `${gerbers.source}: ${gerbers.outline.file}` : gerbers.outline.file) : null) ??
    (pcb?.board.outline ? fromBox(pcb.board.outline, pcb.path) : null);
  const copperLayers = gerbers && gerbers.copperLayers > 0 ? gerbers.copperLayers : pcb ? pcb.board.copperLayers.length : null;
  return { board, copperLayers };
}

export function pcbSizeRule(analysis: Analysis): RuleResult {
  const { board, copperLayers } = measureBoard(analysis);
  const files = [board?.source.split(":")[0] ?? "", analysis.pcb?.path ?? ""].filter(Boolean);
  const { maxWidthMm, maxHeightMm, layers } = limits.pcb;
  if (!board) {
    return ruleResult(
      "pcb-size",
      copperLayers === null ? "skip" : "warn",
      "No board outline found: no Edge.Cuts gerber and no outline in a .kicad_pcb.",
      files,
      {
        fix: "Draw the board outline on Edge.Cuts and plot it with the other gerbers.",
      },
    );
  }
  const problems: string[] = [];
  const notes: string[] = [];
  const [small, large] = [board.width, board.height].sort((a, b) => a - b) as [number, number];
  if (small < pcbMinSideMm) {
    problems.push(
      `The board outline in ${board.source} measures ${mm(board.width)} × ${mm(board.height)}: no macropad has a side under ${pcbMinSideMm} mm, so this outline is a placeholder (or was drawn in the wrong units), not the board.`,
    );
  }
  const [limitSmall, limitLarge] = [maxWidthMm, maxHeightMm].sort((a, b) => a - b) as [number, number];
  if (small > limitSmall + limits.slackMm || large > limitLarge + limits.slackMm) {
    problems.push(`The board is ${mm(board.width)} × ${mm(board.height)}, over the ${maxWidthMm} × ${maxHeightMm} mm limit.`);
  }
  if (copperLayers !== null && copperLayers !== layers) {
    problems.push(`It has ${copperLayers} copper layers; a Hackpad has exactly ${layers}.`);
  }
  const pcbOutline = analysis.pcb?.board.outline;
  const gerberUsed = !board.source.endsWith(".kicad_pcb");
  if (gerberUsed && pcbOutline && analysis.pcb) {
    const other = boxSize(pcbOutline);
    const same = (a: number, b: number) => Math.abs(a - b) <= thresholds.sizeAgreementMm;
    if (!(same(other.width, board.width) && same(other.height, board.height)) && !(same(other.width, board.height) && same(other.height, board.width))) {
      notes.push(
        `The gerbers (${mm(board.width)} × ${mm(board.height)}) and ${analysis.pcb.path} (${mm(other.width)} × ${mm(other.height)}) disagree: export the gerbers again from the final board.`,
      );
    }
  }
  if (gerberUsed && analysis.pcb && analysis.pcb.board.copperLayers.length !== copperLayers) {
    notes.push(
      `${analysis.pcb.path} lists ${analysis.pcb.board.copperLayers.length} copper layers (${analysis.pcb.board.copperLayers.join(", ")}), the gerbers ${copperLayers}.`,
    );
  }
  notes.push(...copperFindings(analysis), ...edgeCutsNotes(analysis));
  const status = problems.length > 0 ? "fail" : notes.length > 0 ? "warn" : "pass";
  const where = gerberUsed ? `measured on the gerber outline (${board.source})` : `measured in ${board.source} (no gerber outline found)`;
  const message = problems.length > 0 ? problems.join(" ") : `${mm(board.width)} × ${mm(board.height)}, ${copperLayers ?? "unknown"} copper layers, ${where}.`;
  const placeholder = small < pcbMinSideMm;
  return ruleResult("pcb-size", status, message, files, {
    fix: placeholder
      ? `Draw the real board outline on Edge.Cuts in KiCad (in mm), then plot the gerbers again.`
      : problems.length > 0
        ? `Make the board ${pcbSizeLimit} and use only the ${layers} outer copper layers (F.Cu and B.Cu).`
        : notes[0],
    details: [...notes, ...choiceFindings(analysis)],
  });
}

/**
 * Where the copper count of the fab's set is doubtful: one layer plotted twice (revisions mixed in one set), or a
 * job file that counts otherwise.
 */
function copperFindings(analysis: Analysis): string[] {
  const set = primaryGerbers(analysis);
  if (!set) return [];
  const out: string[] = [];
  if (set.copperFiles.length > set.copperLayers) {
    out.push(
      `${set.source} holds ${plural(set.copperFiles.length, "copper file")} for ${plural(set.copperLayers, "copper layer")} (${set.copperFiles.join(", ")}): it mixes plots of different revisions; plot the final board once into an empty folder.`,
    );
  }
  if (set.job && set.job.copperLayers !== null && set.job.copperLayers !== set.copperLayers) {
    out.push(`The job file ${set.job.path} in ${set.source} says ${plural(set.job.copperLayers, "copper layer")}, the set holds ${set.copperLayers}.`);
  }
  if (set.job && set.job.absent.length > 0) {
    out.push(`The job file ${set.job.path} lists files that are not in ${set.source}: ${set.job.absent.join(", ")}.`);
  }
  return out;
}

/** Which board and which gerbers were read, and what was left out as a library or a backup. */
function choiceFindings(analysis: Analysis): string[] {
  const set = primaryGerbers(analysis);
  const ignoredBoards = analysis.ignored.filter((entry) => entry.area === "pcb").map((entry) => entry.path);
  const ignoredGerbers = analysis.ignored.filter((entry) => entry.area === "gerbers").map((entry) => entry.path);
  const left = [
    ...describeSetAside(ignoredBoards, analysis.setAside, "board", "boards"),
    ...describeSetAside(ignoredGerbers, analysis.setAside, "gerber file", "gerber files"),
  ];
  const otherBoards = analysis.pcbPaths.filter((path) => path !== analysis.pcb?.path);
  if (left.length === 0 && otherBoards.length === 0) return [];
  const read = [analysis.pcb ? `Board read from ${analysis.pcb.path}` : "", set ? `gerbers from ${set.source}` : ""].filter(Boolean).join(", ");
  const also = otherBoards.length > 0 ? `; also found ${otherBoards.join(", ")}` : "";
  return [`${read || "No board of the project's own was read"}${also}${left.length > 0 ? `; ignored ${left.join(", ")}` : ""}.`];
}

/** Texts and dimensions on Edge.Cuts, in words: the fab would cut them into the board. */
function edgeCutsNotes(analysis: Analysis): string[] {
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
