/**
 * A short seeded slice of the tools' fuzz cases (`npm run fuzz` runs them for longer, from any seed): the firmware
 * generators, the case generator's outline reader and the converter on hostile input. Fixed seeds, so a failure
 * replays.
 */
import { describe, expect, it } from "vitest";
import { checkToolCase, toolFuzzCase } from "./support/fuzz-tools.ts";

const SEEDS = Array.from({ length: 30 }, (_, index) => 2900 + index);

describe("fuzz slice of the tools", () => {
  it("covers the firmware, the case outline and the converter", () => {
    expect(new Set(SEEDS.map((seed) => toolFuzzCase(seed).name)).size).toBe(3);
  });

  it("ends each case within 5 s with its output or its own plain error, and no input outside a comment or string", async () => {
    const failures = [];
    for (const seed of SEEDS) {
      const failure = await checkToolCase(seed, 5000);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
