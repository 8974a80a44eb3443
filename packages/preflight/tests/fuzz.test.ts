/**
 * A short seeded slice of the fuzz run (`npm run fuzz` runs the same cases for longer, from any seed): every
 * parser and the whole engine on hostile cases of each class of issue 21. Fixed seeds, so a failure replays.
 */
import { describe, expect, it } from "vitest";
import { checkCase, fuzzCase } from "./support/fuzz.ts";

const SEEDS = Array.from({ length: 42 }, (_, index) => 2100 + index);

describe("fuzz slice (issue 21)", () => {
  it("covers every kind of case in its seeds", () => {
    expect(new Set(SEEDS.map((seed) => fuzzCase(seed).name.split(",")[0])).size).toBeGreaterThanOrEqual(12);
  });

  it("ends each case within 5 s with no unexpected error and only finite numbers in the report", async () => {
    const failures = [];
    for (const seed of SEEDS) {
      const failure = await checkCase(seed, 5000);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
