/**
 * Damaged input never crashes the converter: valid models cut short or with bytes overwritten (seeded, so a
 * failure repeats) either convert or end in a HackpadError "convert" with a message, never another exception.
 */
import { describe, expect, it } from "vitest";
import { loadOcctNode } from "../cli/occt-node.ts";
import { convertModel } from "../src/index.ts";
import { boxMesh, objPrism, threeMfModel } from "./support/models.ts";
import { box, writeStep } from "./support/step-writer.ts";
import { isHackpadError } from "@hackpad/programme/errors";

/** mulberry32: a small seeded generator. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function damage(bytes: Uint8Array, next: () => number): Uint8Array {
  const copy = bytes.slice(0, next() < 0.3 ? Math.floor(next() * bytes.length) : bytes.length);
  const flips = 1 + Math.floor(next() * 8);
  for (let flip = 0; flip < flips && copy.length > 0; flip++) copy[Math.floor(next() * copy.length)] = Math.floor(next() * 256);
  return copy;
}

async function outcome(bytes: Uint8Array, name: string): Promise<string> {
  try {
    const result = await convertModel(bytes, name, { loadOcct: loadOcctNode });
    return `converted ${result.parts.length}`;
  } catch (error) {
    if (isHackpadError(error, "convert") && error.message.length > 0) return "refused";
    throw error;
  }
}

const text = (value: string) => new TextEncoder().encode(value);
const models: [string, Uint8Array, number][] = [
  ["case.3mf", threeMfModel([{ name: "Case", mesh: boxMesh([0, 0, 0], [60, 40, 10]) }]), 60],
  ["case.obj", text(objPrism("Case", box(0, 0, 60, 40, 0, 10))), 60],
  ["case.step", text(writeStep([{ name: "Case", solids: [box(0, 0, 60, 40, 0, 10)] }])), 8],
];

describe("damaged models", () => {
  for (const [name, bytes, count] of models) {
    it(`converts or refuses ${count} damaged copies of ${name}`, async () => {
      const next = random(24);
      const seen = new Set<string>();
      // Any exception but a HackpadError "convert" escapes outcome() and fails the test.
      for (let run = 0; run < count; run++) seen.add(await outcome(damage(bytes, next), name));
      expect([...seen].every((value) => value === "refused" || value.startsWith("converted"))).toBe(true);
    });
  }
});
