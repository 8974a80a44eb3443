/**
 * STEP (AP203/AP214/AP242) through occt-import-js: OpenCascade reads the product tree, converts the file's unit
 * to millimetres and tessellates every solid. The file is first looked at with the preflight's own STEP reader
 * (header, solids counted), so an empty or foreign file gets a clear message without loading the WebAssembly.
 */
import { callArguments, parseStep } from "@hackpad/preflight";
import type { SourceBody } from "./classify.ts";
import { joinOpenPieces } from "./shells.ts";
import type { OcctModule, OcctNode, OcctParams } from "./occt.ts";
import { HackpadError, isHackpadError } from "@hackpad/programme/errors";

/**
 * Tessellation: at most 0.02 mm between a curved face and its triangles, and at most 0.25 rad (about 14°) per
 * segment around a curve, so a 3.4 mm screw hole gets 26 segments. Finer than any FDM printer, coarse enough that
 * a macropad case stays a few thousand triangles.
 */
export const TESSELLATION: OcctParams = { linearUnit: "millimeter", linearDeflectionType: "absolute_value", linearDeflection: 0.02, angularDeflection: 0.25 };

const SI_PREFIX: Record<string, string> = { MILLI: "mm", CENTI: "cm", DECI: "dm", MICRO: "µm", $: "m" };
/** How far around a match a unit's entity is looked for (a real one is under 200 characters). */
const ENTITY_WINDOW = 4096;
/** A unit context names three units (length, plane angle, solid angle); a few more are looked at, never thousands. */
const MAX_CONTEXT_UNITS = 8;
const CONVERSION: Record<string, string> = { INCH: "in", FOOT: "ft", MILLIMETRE: "mm", MILLIMETER: "mm" };

/**
 * The length unit the STEP declares ("mm", "in", …): the LENGTH_UNIT its GLOBAL_UNIT_ASSIGNED_CONTEXT names (an
 * inch is a CONVERSION_BASED_UNIT defined through a millimetre, so the first LENGTH_UNIT in the file is not always
 * the one used), else the first LENGTH_UNIT; "mm" when it has none.
 */
export function stepLengthUnit(text: string): string {
  // A unit's entity is a line; a crafted file makes "entities" megabytes long or names thousands of units, so each
  // look is bounded: a window of ENTITY_WINDOW characters either side, the context's first few units, the first
  // few LENGTH_UNITs.
  const entity = (at: number) => {
    const before = text.slice(Math.max(0, at - ENTITY_WINDOW), at);
    const after = text.slice(at, at + ENTITY_WINDOW);
    const end = after.indexOf(";");
    return `${before.slice(before.lastIndexOf(";") + 1)}${end < 0 ? after : after.slice(0, end)}`.toUpperCase();
  };
  const context = (callArguments(text, "GLOBAL_UNIT_ASSIGNED_CONTEXT") ?? "").slice(0, ENTITY_WINDOW);
  for (const [, id] of [...context.matchAll(/#(\d+)/g)].slice(0, MAX_CONTEXT_UNITS)) {
    const found = new RegExp(`(?:^|[;\\s])#${id}\\s*=`).exec(text);
    if (found) {
      const unit = lengthUnit(entity(found.index + found[0].length));
      if (unit) return unit;
    }
  }
  let looked = 0;
  for (let at = text.indexOf("LENGTH_UNIT"); at >= 0 && looked++ < MAX_CONTEXT_UNITS * 4; at = text.indexOf("LENGTH_UNIT", at + 11)) {
    const unit = lengthUnit(entity(at));
    if (unit) return unit;
  }
  return "mm";
}

function lengthUnit(entity: string): string | null {
  if (!entity.includes("LENGTH_UNIT")) return null;
  const converted = /CONVERSION_BASED_UNIT\s*\(\s*'([^']*)'/.exec(entity);
  if (converted) return CONVERSION[(converted[1] ?? "").trim()] ?? (converted[1] ?? "").toLowerCase();
  const si = /SI_UNIT\s*\(\s*(\$|\.(\w+)\.)\s*,\s*\.METRE\.\s*\)/.exec(entity);
  return si ? (SI_PREFIX[si[2] ?? "$"] ?? "m") : null;
}

export async function readStep(bytes: Uint8Array, fileName: string, loadOcct: () => Promise<OcctModule>): Promise<{ units: string; bodies: SourceBody[] }> {
  let info;
  try {
    info = parseStep(bytes);
  } catch (error) {
    if (isHackpadError(error, "step")) throw new HackpadError("convert", `${fileName} is not a STEP file: ${error.message}.`);
    throw error;
  }
  const tail = new TextDecoder("latin1").decode(bytes.subarray(Math.max(0, bytes.length - 1024)));
  if (!tail.includes("END-ISO-10303-21")) {
    throw new HackpadError(
      "convert",
      `${fileName} is cut off: it does not end with "END-ISO-10303-21;", so part of the model is missing. Download or export it again.`,
    );
  }
  if (info.solids === 0 && info.faces === 0) {
    throw new HackpadError(
      "convert",
      `${fileName} holds no solid bodies (no BREP solids or faces): export the case bodies themselves, not only a drawing or sketch.`,
    );
  }
  const occt = await loadOcct();
  let result;
  try {
    result = occt.ReadStepFile(bytes, TESSELLATION);
  } catch (error) {
    // An abort inside the WebAssembly (out of memory, a broken entity) must not end the page or the command.
    throw new HackpadError(
      "convert",
      `${fileName} could not be read by OpenCascade (${error instanceof Error ? error.message : String(error)}); export it again from your CAD program.`,
    );
  }
  if (!result.success || !result.root || !result.meshes) {
    throw new HackpadError(
      "convert",
      `${fileName} could not be read: OpenCascade found it corrupt or incomplete. Export it again from your CAD program (File › Export › STEP).`,
    );
  }
  const meshes = result.meshes;
  const bodies: SourceBody[] = [];
  const walk = (node: OcctNode, path: string[]) => {
    const here = node.name.trim() ? [...path, node.name.trim()] : path;
    // One product's pieces: a shell of separate faces is joined into its bodies (shells.ts), named as the product.
    const pieces = node.meshes.flatMap((index) => {
      const source = meshes[index];
      if (!source) return [];
      const mesh = { positions: Float32Array.from(source.attributes.position.array), indices: Uint32Array.from(source.index.array) };
      return [{ name: source.name.trim() || here[here.length - 1] || "", mesh }];
    });
    const joined = joinOpenPieces(pieces.map((piece) => piece.mesh));
    if (joined.length === pieces.length) for (const piece of pieces) bodies.push({ name: piece.name, path: here, mesh: piece.mesh });
    else for (const mesh of joined) bodies.push({ name: here[here.length - 1] ?? pieces[0]?.name ?? "", path: here, mesh });
    for (const child of node.children) walk(child, here);
  };
  walk(result.root, []);
  const solid = bodies.filter((body) => body.mesh.indices.length > 0);
  if (solid.length === 0) throw new HackpadError("convert", `${fileName} holds no solid bodies that could be tessellated: export the case bodies themselves.`);
  return { units: stepLengthUnit(new TextDecoder("latin1").decode(bytes)), bodies: solid };
}
