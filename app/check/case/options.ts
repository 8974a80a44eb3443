/**
 * The "Make a case for this board" form: its defaults (the guide's case, from content/programme) and what the
 * typed values become. A value left at the guide's number is not sent, so the engine's own default (the same
 * number) decides; a value the participant changed is checked here first, with a sentence saying what is wrong.
 */
import { dimensions } from "@hackpad/programme/dimensions";
import { limits } from "@hackpad/programme/limits";
import type { ScrewKind } from "./contract";
import type { MakeOptions } from "./protocol";

/**
 * The guide's wall: its case outline is `caseOuterExtraMm` bigger than the PCB in each direction (half of it on
 * each side) and the pocket `caseInnerMarginMm` bigger on each side, so the wall is what lies between.
 */
export const guideWallMm = dimensions.caseOuterExtraMm / 2 - dimensions.caseInnerMarginMm;

/** The lowest case that can be made: the USB cut-out, cut down from the top of the wall, must stay above the floor. */
export const minHeightMm = dimensions.caseFloorMm + dimensions.usbCutDepthMm;

/** The tallest case the form takes: the printer's height limit. */
export const maxHeightMm = limits.case.maxHeightMm;

/** Longest engraving: the name goes on a hidden face, a short word or two. */
export const maxEngraveLength = 24;

export interface MakeForm {
  height: string;
  wall: string;
  screws: ScrewKind;
  engrave: string;
}

export function defaultForm(pad: string): MakeForm {
  return { height: String(dimensions.caseHeightMm), wall: String(guideWallMm), screws: "nuts", engrave: pad.slice(0, maxEngraveLength) };
}

export type FormResult = { ok: true; options: MakeOptions } | { ok: false; errors: Partial<Record<keyof MakeForm, string>> };

function number(text: string): number | null {
  const value = Number(text.trim().replace(",", "."));
  return text.trim() !== "" && Number.isFinite(value) ? value : null;
}

/** The options for the engine, or one sentence per field that cannot be used. */
export function readForm(form: MakeForm): FormResult {
  const errors: Partial<Record<keyof MakeForm, string>> = {};
  const height = number(form.height);
  if (height === null) errors.height = "Type the case height in millimetres, for example " + dimensions.caseHeightMm + ".";
  else if (height < minHeightMm) errors.height = `The case must be at least ${minHeightMm} mm high: its floor and the USB opening above it.`;
  else if (height > maxHeightMm) errors.height = `The printer takes parts up to ${maxHeightMm} mm high.`;
  const wall = number(form.wall);
  if (wall === null) errors.wall = "Type the wall thickness in millimetres, for example " + guideWallMm + ".";
  else if (wall <= 0) errors.wall = "The wall must be thicker than 0 mm.";
  else if (wall > dimensions.caseOuterExtraMm)
    errors.wall = `A wall thicker than ${dimensions.caseOuterExtraMm} mm makes the case much bigger than the guide's; keep it at or under that.`;
  const engrave = form.engrave.trim();
  if (engrave.length > maxEngraveLength) errors.engrave = `Keep the name to ${maxEngraveLength} characters.`;
  if (Object.keys(errors).length > 0 || height === null || wall === null) return { ok: false, errors };
  const options: MakeOptions = { screws: form.screws };
  if (height !== dimensions.caseHeightMm) options.heightMm = height;
  if (wall !== guideWallMm) options.wallMm = wall;
  if (engrave !== "") options.engrave = engrave;
  return { ok: true, options };
}
