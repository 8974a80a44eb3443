/**
 * The "Make a case for this board" form: its defaults (the guide's case, from content/programme) and what the
 * typed values become. A value left at the guide's number is not sent, so the engine's own default (the same
 * number) decides; a value the participant changed is checked here first, with a sentence saying what is wrong.
 */
import { dimensions } from "@hackpad/programme/dimensions";
import { limits } from "@hackpad/programme/limits";
import { defaultWallMm, maxHeightMm, maxWallMm, minHeightMm, minWallMm, type ScrewKind } from "@hackpad/case/limits";
import type { MakeOptions } from "./protocol";

// The engine's own ranges, so the form never takes a value the engine refuses.
export { maxHeightMm, minHeightMm };

/** Longest engraving: the name goes on a hidden face, a short word or two. */
export const maxEngraveLength = 24;

export interface MakeForm {
  height: string;
  wall: string;
  screws: ScrewKind;
  engrave: string;
}

export function defaultForm(pad: string): MakeForm {
  return { height: String(dimensions.caseHeightMm), wall: String(defaultWallMm), screws: "nuts", engrave: pad.slice(0, maxEngraveLength) };
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
  else if (height > maxHeightMm)
    errors.height = `The case can be at most ${maxHeightMm} mm high: with its top plate on, it must fit the printer's ${limits.case.maxHeightMm} mm.`;
  const wall = number(form.wall);
  if (wall === null) errors.wall = "Type the wall thickness in millimetres, for example " + defaultWallMm + ".";
  else if (wall < minWallMm) errors.wall = `The wall must be at least ${minWallMm} mm thick: the corner screws' counterbores sit in it.`;
  else if (wall > maxWallMm) errors.wall = `A wall thicker than ${maxWallMm} mm makes the case much bigger than the guide's; keep it at or under that.`;
  const engrave = form.engrave.trim();
  if (engrave.length > maxEngraveLength) errors.engrave = `Keep the name to ${maxEngraveLength} characters.`;
  if (Object.keys(errors).length > 0 || height === null || wall === null) return { ok: false, errors };
  const options: MakeOptions = { screws: form.screws };
  if (height !== dimensions.caseHeightMm) options.heightMm = height;
  if (wall !== defaultWallMm) options.wallMm = wall;
  if (engrave !== "") options.engrave = engrave;
  return { ok: true, options };
}
