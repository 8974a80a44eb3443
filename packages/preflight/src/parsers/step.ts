/**
 * STEP (ISO 10303-21) files: the header (originating system, schema) and the names of the products inside.
 * The geometry itself is not read, only counted (solids, faces): enough to tell a model from an empty file.
 */
import { PLAUSIBLE } from "../limits.ts";
import { HackpadError } from "@hackpad/programme/errors";

export interface StepInfo {
  schema: string | null;
  originatingSystem: string | null;
  /** Product names in file order, without repeats. */
  products: string[];
  /** How many PRODUCT entities the file has (repeats included). */
  productCount: number;
  /** Solid bodies: MANIFOLD_SOLID_BREP, BREP_WITH_VOIDS, FACETED_BREP and surface models (SHELL_BASED_SURFACE_MODEL). */
  solids: number;
  /** Faces and shells of any kind (ADVANCED_FACE, FACE_SURFACE, CLOSED_SHELL, OPEN_SHELL, tessellated faces…). */
  faces: number;
  /** Wireframe curves (EDGE_CURVE, GEOMETRIC_CURVE_SET, POLYLINE…): lines without a surface between them. */
  curves: number;
}

export function parseStep(bytes: Uint8Array): StepInfo {
  const decoder = new TextDecoder("utf-8");
  if (!/^\s*ISO-10303-21\s*;/.test(decoder.decode(bytes.subarray(0, 256)))) throw new HackpadError("step", 'it does not start with "ISO-10303-21;"');
  // The header ends at its first ENDSEC (a few lines in); comments such as /* name */ (Fusion writes them) are
  // dropped. Everything here is a linear scan: no pattern that can backtrack runs on the file's text.
  const head = decoder.decode(bytes.subarray(0, PLAUSIBLE.stepHeaderBytes));
  const endsec = head.indexOf("ENDSEC");
  const header = stripComments(endsec >= 0 ? head.slice(0, endsec) : head.slice(0, 4096));
  const args = splitArgs(callArguments(header, "FILE_NAME") ?? "");
  const schema = firstQuoted(callArguments(header, "FILE_SCHEMA") ?? "");
  const products: string[] = [];
  let productCount = 0;
  for (const raw of productNames(bytes)) {
    productCount++;
    const name = decodeStepString(decoder.decode(raw));
    if (!products.includes(name)) products.push(name);
  }
  return {
    schema: schema ? schema.trim() || null : null,
    originatingSystem: args[5] ? decodeStepString(args[5]) || null : null,
    products,
    productCount,
    ...countEntities(bytes),
  };
}

/** Drops every `/* … *\/` comment; an unclosed one runs to the end. */
export function stripComments(text: string): string {
  let out = "";
  let at = 0;
  for (;;) {
    const open = text.indexOf("/*", at);
    if (open < 0) return out + text.slice(at);
    out += text.slice(at, open);
    const close = text.indexOf("*/", open + 2);
    if (close < 0) return out;
    at = close + 2;
  }
}

/**
 * The text between the parentheses of the first `NAME (…)` in `text`, quotes respected, or null when there is
 * none or it never closes. One pass from the name on.
 */
export function callArguments(text: string, name: string): string | null {
  let at = text.indexOf(name);
  while (at >= 0) {
    let open = at + name.length;
    while (open < text.length && /\s/.test(text[open] ?? "")) open++;
    if (text[open] === "(") {
      let depth = 0;
      let quoted = false;
      for (let i = open; i < text.length; i++) {
        const ch = text[i];
        if (ch === "'") quoted = !quoted;
        else if (!quoted && ch === "(") depth++;
        else if (!quoted && ch === ")" && --depth === 0) return text.slice(open + 1, i);
      }
      return null;
    }
    at = text.indexOf(name, at + name.length);
  }
  return null;
}

/** The first quoted string of `text` (STEP's doubled quotes kept as they are), or null. */
function firstQuoted(text: string): string | null {
  const open = text.indexOf("'");
  if (open < 0) return null;
  const close = text.indexOf("'", open + 1);
  return close < 0 ? null : text.slice(open + 1, close);
}

/** Longest product name read; a longer or unclosed string is not a product name. */
const MAX_NAME_BYTES = 4096;
const PRODUCT = [0x50, 0x52, 0x4f, 0x44, 0x55, 0x43, 0x54]; // "PRODUCT"
const isSpace = (byte: number) => byte === 32 || byte === 9 || byte === 10 || byte === 13;

/**
 * The raw name of every `= PRODUCT ( '…'` entity, scanning the bytes once (no decoding of the whole file):
 * each candidate looks back over spaces for "=" and forward at most MAX_NAME_BYTES for its closing quote.
 */
export function* productNames(bytes: Uint8Array): Generator<Uint8Array> {
  const end = bytes.length;
  for (let at = bytes.indexOf(0x50); at >= 0 && at < end; at = bytes.indexOf(0x50, at + 1)) {
    let k = 1;
    while (k < 7 && bytes[at + k] === PRODUCT[k]) k++;
    if (k < 7) continue;
    let back = at - 1;
    while (back >= 0 && at - back < 64 && isSpace(bytes[back] ?? 0)) back--;
    if (bytes[back] !== 0x3d /* = */) continue;
    let i = at + 7;
    while (i < end && isSpace(bytes[i] ?? 0)) i++;
    if (bytes[i] !== 0x28 /* ( */) continue;
    i++;
    while (i < end && isSpace(bytes[i] ?? 0)) i++;
    if (bytes[i] !== 0x27 /* ' */) continue;
    const start = i + 1;
    const stop = Math.min(end, start + MAX_NAME_BYTES);
    for (i = start; i < stop; i++) {
      if (bytes[i] !== 0x27) continue;
      if (bytes[i + 1] === 0x27) {
        i++;
        continue;
      }
      yield bytes.subarray(start, i);
      break;
    }
    at = i;
  }
}

/** Splits the FILE_NAME arguments at top-level commas, keeping quoted strings whole and unquoting them. */
function splitArgs(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    if (ch === "'") {
      if (quoted && text[i + 1] === "'") {
        current += "''";
        i++;
        continue;
      }
      quoted = !quoted;
      continue;
    }
    if (!quoted && ch === "(") depth++;
    if (!quoted && ch === ")") depth--;
    if (!quoted && depth === 0 && ch === ",") {
      out.push(current.trim());
      current = "";
      continue;
    }
    current += ch;
  }
  out.push(current.trim());
  return out;
}

/** STEP strings double their quotes and escape non-ASCII as \X2\…\X0\ (UTF-16 hex). */
function decodeStepString(raw: string): string {
  return raw
    .replace(/''/g, "'")
    .replace(/\\X2\\((?:[0-9A-F]{4})+)\\X0\\/gi, (_, hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((code) => parseInt(code, 16))));
}

/** A wireframe export's entities: edges and curve sets, with no face between them. */
const CURVE_ENTITIES = new Set(["EDGE_CURVE", "GEOMETRIC_CURVE_SET", "GEOMETRIC_SET", "POLYLINE", "TRIMMED_CURVE", "COMPOSITE_CURVE"]);
/** Entity names that are a body; and those that are a face or a shell (a model with none of either has no shape). */
const SOLID_ENTITIES = new Set(["MANIFOLD_SOLID_BREP", "BREP_WITH_VOIDS", "FACETED_BREP", "SHELL_BASED_SURFACE_MODEL"]);
const FACE_ENTITIES = new Set([
  "ADVANCED_FACE",
  "FACE_SURFACE",
  "ORIENTED_FACE",
  "POLY_LOOP",
  "CLOSED_SHELL",
  "OPEN_SHELL",
  "TRIANGULATED_FACE",
  "COMPLEX_TRIANGULATED_FACE",
  "TRIANGULATED_SURFACE_SET",
  "COMPLEX_TRIANGULATED_SURFACE_SET",
  "TESSELLATED_SHELL",
  "TESSELLATED_SOLID",
]);
/** Longest entity name looked at (STEP's longest are about 60 letters). */
const MAX_ENTITY_NAME = 64;

/**
 * Counts solids and faces in one pass over the bytes: after each "=" (spaces skipped) an upper-case name followed
 * by "(" is an entity instance (`#12=ADVANCED_FACE(…)`). Names inside strings are not instances of anything, and
 * a name inside a string is never preceded by "=" in a file a CAD program wrote.
 */
export function countEntities(bytes: Uint8Array): { solids: number; faces: number; curves: number } {
  let solids = 0;
  let faces = 0;
  let curves = 0;
  const end = bytes.length;
  for (let at = bytes.indexOf(0x3d); at >= 0 && at < end; at = bytes.indexOf(0x3d, at + 1)) {
    let i = at + 1;
    while (i < end && isSpace(bytes[i] ?? 0)) i++;
    const start = i;
    while (i < end && i - start <= MAX_ENTITY_NAME && isNameByte(bytes[i] ?? 0)) i++;
    if (i === start || i - start > MAX_ENTITY_NAME) continue;
    let open = i;
    while (open < end && isSpace(bytes[open] ?? 0)) open++;
    if (bytes[open] !== 0x28 /* ( */) continue;
    const name = String.fromCharCode(...bytes.subarray(start, i));
    if (SOLID_ENTITIES.has(name)) solids++;
    else if (FACE_ENTITIES.has(name)) faces++;
    else if (CURVE_ENTITIES.has(name)) curves++;
    at = i - 1;
  }
  return { solids, faces, curves };
}

/** A-Z, 0-9 and "_". */
const isNameByte = (byte: number) => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x30 && byte <= 0x39) || byte === 0x5f;
