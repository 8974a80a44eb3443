/**
 * `npm run fuzz [-- --seconds 60 --seed 1]`: runs seeded hostile cases (tests/support/fuzz.ts: bombs, links,
 * deep and wide nesting, pathological text, non-finite numbers) through every parser and the whole engine, and
 * the tools' cases (tests/support/fuzz-tools.ts: firmware, case outline, converter) beside each, until
 * the time is up, one seed after the other from `--seed`. Prints each failure with the seed that replays it and
 * exits 1 when there was one.
 */
import { parseArgs } from "node:util";
import { checkCase, fuzzCase } from "../tests/support/fuzz.ts";
import { checkToolCase, toolFuzzCase } from "../tests/support/fuzz-tools.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    seed: { type: "string", default: String(Date.now() % 1_000_000) },
    limit: { type: "string", default: "5000" },
  },
});
const seconds = Math.max(1, Number(values.seconds) || 60);
const first = Number(values.seed) || 0;
const limitMs = Number(values.limit) || 5000;
const stop = performance.now() + seconds * 1000;
const failures = [];
const kinds = new Map<string, number>();
let seed = first;
console.log(`Fuzzing for ${seconds} s from seed ${first} (each case must end within ${limitMs} ms).`);
while (performance.now() < stop) {
  const name = fuzzCase(seed).name.split(",")[0] ?? "";
  kinds.set(name, (kinds.get(name) ?? 0) + 1);
  const tool = toolFuzzCase(seed).name;
  kinds.set(tool, (kinds.get(tool) ?? 0) + 1);
  for (const failure of [await checkCase(seed, limitMs), await checkToolCase(seed, limitMs)]) {
    if (!failure) continue;
    failures.push(failure);
    console.log(`FAIL seed ${failure.seed} (${failure.name}): ${failure.problem}`);
  }
  seed++;
}
console.log(`${seed - first} cases: ${[...kinds].map(([kind, count]) => `${count} ${kind}`).join(", ")}.`);
console.log(failures.length === 0 ? "No failures." : `${failures.length} failures; replay one with --seed <seed> --seconds 1.`);
process.exitCode = failures.length === 0 ? 0 : 1;
