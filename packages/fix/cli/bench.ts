/**
 * `npm run bench:fix`: how long the fix step takes on both real submissions (read, repairs, the check of the
 * fixed copy), with the peak memory, and how many changes it makes. Prints figures; asserts nothing.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { fixPath } from "./main.ts";

const real = fileURLToPath(new URL("../../../tests/fixtures/real/", import.meta.url));
for (const name of ["lazypad", "allanpad"]) {
  const started = performance.now();
  const result = await fixPath(join(real, name));
  const seconds = (performance.now() - started) / 1000;
  const peak = process.resourceUsage().maxRSS / 1024;
  console.log(
    `${name}: ${seconds.toFixed(1)} s, ${result.changes.length} changes, ${result.stillToDo.length} still to do, mechanical rules ${result.mechanicalPass ? "pass" : "not all pass"}, peak RSS so far ${peak.toFixed(0)} MB`,
  );
}
