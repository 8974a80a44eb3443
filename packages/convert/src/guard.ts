/**
 * The converter's input limits (content/programme/input-limits.ts), each checked before what it bounds is
 * allocated, each with one plain sentence naming the file: triangles once every placement is counted, corners of
 * one OBJ face, OBJ groups, the bodies a model falls into and the parts that would be written.
 */
import { inputLimits } from "@hackpad/programme/input-limits";
import { HackpadError } from "@hackpad/programme/errors";

const limit = inputLimits.model;
const count = (value: number) => value.toLocaleString("en");
const lessDetail = "Export it with less detail.";

/** A running count of triangles (after instancing) that throws once it passes the limit. */
export function triangleBudget(fileName: string, placed = false): (triangles: number) => void {
  let total = 0;
  return (triangles) => {
    total += triangles;
    if (total > limit.triangles) {
      throw new HackpadError(
        "convert",
        `${fileName} holds more than ${count(limit.triangles)} triangles${placed ? " once each placement of its objects is counted" : ""}; a macropad's case is never that detailed. ${lessDetail}`,
      );
    }
  };
}

export function assertFaceCorners(corners: number, fileName: string, line: number): void {
  if (corners > limit.faceCorners) {
    throw new HackpadError(
      "convert",
      `${fileName} line ${line}: one face has ${count(corners)} corners (the converter reads up to ${count(limit.faceCorners)}); ${lessDetail}`,
    );
  }
}

export function assertGroups(groups: number, fileName: string): void {
  if (groups > limit.groups)
    throw new HackpadError("convert", `${fileName} has more than ${count(limit.groups)} groups ("o" and "g" lines); a case model has a few. ${lessDetail}`);
}

export function assertBodies(bodies: number, fileName: string): void {
  if (bodies > limit.bodies) {
    throw new HackpadError(
      "convert",
      `${fileName} falls into more than ${count(limit.bodies)} separate bodies; a macropad's case is a few parts. Export only the case's parts.`,
    );
  }
}

export function assertParts(parts: number, fileName: string): void {
  if (parts > limit.parts) {
    throw new HackpadError(
      "convert",
      `${fileName} would become ${count(parts)} printed parts (the converter writes up to ${count(limit.parts)}); a macropad's case is a few. Export only the case's parts, each as one body.`,
    );
  }
}
