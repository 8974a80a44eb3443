/**
 * STEP (ISO 10303-21) files: the header (originating system, schema) and the names of the products inside.
 * The geometry is not read: the preflight only needs to know that an assembled model is there.
 */

export interface StepInfo {
  schema: string | null;
  originatingSystem: string | null;
  /** Product names in file order, without repeats. */
  products: string[];
  /** How many PRODUCT entities the file has (repeats included). */
  productCount: number;
}

export class StepError extends Error {}

export function parseStep(bytes: Uint8Array): StepInfo {
  const text = new TextDecoder("utf-8").decode(bytes);
  if (!/^\s*ISO-10303-21\s*;/.test(text.slice(0, 256))) throw new StepError('it does not start with "ISO-10303-21;"');
  // The header ends at its first ENDSEC; comments such as /* name */ (Fusion writes them) are dropped.
  const header = text.slice(0, text.search(/ENDSEC\s*;/) + 1 || 4096).replace(/\/\*[\s\S]*?\*\//g, "");
  const fileName = /FILE_NAME\s*\(([\s\S]*?)\)\s*;/.exec(header);
  const args = fileName ? splitArgs(fileName[1] ?? "") : [];
  const schema = /FILE_SCHEMA\s*\(\s*\(\s*'([^']*)'/.exec(header);
  const products: string[] = [];
  let productCount = 0;
  const pattern = /=\s*PRODUCT\s*\(\s*'((?:[^']|'')*)'/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    productCount++;
    const name = decodeStepString(match[1] ?? "");
    if (!products.includes(name)) products.push(name);
  }
  return {
    schema: schema ? (schema[1] ?? "").trim() || null : null,
    originatingSystem: args[5] ? decodeStepString(args[5]) || null : null,
    products,
    productCount,
  };
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
