/**
 * `npm run bench:preflight`: times each preflight parser and whole checks (the two real fixtures and a synthetic
 * ~10 MB submission), the median of several runs, in bytes per second. A benchmark to read, not a timed test.
 * `--runs N` sets the number of runs (default 7); `--large` also checks a ~200 MB zip and prints peak memory.
 * Then the worst input of each hostile class (hostile.ts in the test kit) through the CLI in its own process: time, peak memory,
 * exit code (`--no-hostile` leaves them out).
 * Batch mode's figure: projects per second through `--batch`'s worker processes, over tests/fixtures as it is and
 * over a submissions folder of ~30 pads (the real ones and one synthetic pad per rule mutation, twice).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { zipSync } from "fflate";
import { formatBytes } from "../src/limits.ts";
import { runPreflight } from "../src/index.ts";
import { identifyLayers, layerExtent, parseLayer } from "../src/parsers/gerber.ts";
import { parseKicadPcb } from "../src/parsers/kicad-pcb.ts";
import { parseStep } from "../src/parsers/step.ts";
import { parseStl } from "../src/parsers/stl.ts";
import { parseThreeMf } from "../src/parsers/threemf.ts";
import { parseUf2 } from "../src/parsers/uf2.ts";
import { readZip } from "../src/parsers/zip.ts";
import { checkFolder, summaryText } from "./batch.ts";
import { formatRun, runHostileCases } from "./hostile-bench.ts";
import { readInput } from "./read-input.ts";
import type { InputFile } from "../src/types.ts";
import { writeProject } from "../tests/support/batch.ts";
import { binaryStl, boxTriangles, ruleMutations, threeMf, uf2, validProject } from "../tests/support/fixtures.ts";
import { hostileCases } from "../tests/support/hostile.ts";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "7" }, large: { type: "boolean", default: false }, "no-hostile": { type: "boolean", default: false } },
});
const runs = Math.max(1, Number(values.runs) || 7);
const real = fileURLToPath(new URL("../../../tests/fixtures/real/", import.meta.url));
const budget = () => ({ entriesLeft: 100_000, bytesLeft: 2 ** 40 });

async function time(label: string, bytes: number, work: () => unknown): Promise<void> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? 0;
  const rate = bytes / (median / 1000);
  console.log(`${label.padEnd(44)} ${formatBytes(bytes).padStart(9)}  ${median.toFixed(1).padStart(8)} ms  ${formatBytes(rate).padStart(9)}/s`);
}

const size = (files: readonly InputFile[]) => files.reduce((sum, file) => sum + file.bytes.length, 0);
const text = new TextDecoder();

/** Many small boxes as one STL: about `bytes` big. */
function bigStl(bytes: number): Uint8Array {
  const boxes = Math.max(1, Math.floor((bytes - 84) / (50 * 12)));
  return binaryStl(Array.from({ length: boxes }, (_, index) => boxTriangles([1, 1, 1], [(index % 100) * 2, Math.floor(index / 100) * 2, 0])));
}

console.log(`Preflight benchmark: median of ${runs} runs\n`);
console.log("Parsers");
const lazyZip = new Uint8Array(readFileSync(`${real}lazypad/production/gerbers.zip`));
await time("zip: lazypad gerbers.zip", lazyZip.length, () => readZip(lazyZip, "gerbers.zip", budget()));
const gerbers = readZip(lazyZip, "gerbers.zip", budget()).entries.map((entry) => ({ path: entry.name, bytes: entry.bytes }));
await time("gerber: identify + outline (lazypad)", size(gerbers), () => {
  const layers = identifyLayers(gerbers);
  const outline = gerbers.find((file) => file.path === layers.find((layer) => layer.kind === "outline")?.path);
  return outline && layerExtent(parseLayer(text.decode(outline.bytes)));
});
for (const path of ["lazypad/PCB/LazyPad.kicad_pcb", "allanpad/pcb/HackpadAllan/HackpadAllan.kicad_pcb"]) {
  const bytes = readFileSync(`${real}${path}`);
  await time(`kicad_pcb: ${path.split("/").pop()}`, bytes.length, () => parseKicadPcb(text.decode(bytes)));
}
const stl = new Uint8Array(readFileSync(`${real}lazypad/production/Top.stl`));
await time("stl: lazypad Top.stl (bodies too)", stl.length, () => parseStl(stl));
const large = bigStl(8 * 1024 * 1024);
await time("stl: synthetic 8 MB, many bodies", large.length, () => parseStl(large));
const step = new Uint8Array(readFileSync(`${real}allanpad/CAD/hackpad case.step`));
await time("step: allanpad hackpad case.step", step.length, () => parseStep(step));
const model = threeMf({ items: Array.from({ length: 300 }, (_, index) => `1 0 0 0 1 0 0 0 1 ${index} 0 0`) });
await time("3mf: synthetic, 300 build items", model.length, () => parseThreeMf(model, "pad.3mf", budget()));
const firmware = uf2(4000);
await time("uf2: 4000 blocks", firmware.length, () => parseUf2(firmware));

console.log("\nWhole checks");
for (const name of ["lazypad", "allanpad"]) {
  const { files } = readInput(`${real}${name}`);
  await time(`check: ${name} (folder)`, size(files), () => runPreflight(files, { input: name }));
}
const typical = validProject().map((file) => (file.path.endsWith("bottom.stl") ? { ...file, bytes: bigStl(9 * 1024 * 1024) } : file));
const typicalZip = zipSync(Object.fromEntries(typical.map((file) => [file.path, file.bytes])));
await time("check: synthetic ~10 MB project, as a zip", size(typical), () => runPreflight([{ path: "pad.zip", bytes: typicalZip }], { input: "pad.zip" }));

if (values.large) {
  console.log("\nLarge input");
  const parts = Array.from({ length: 20 }, (_, index) => [`pad/production/case/part${index}.stl`, bigStl(10 * 1024 * 1024)] as const);
  const big = zipSync(Object.fromEntries([...validProject().map((file) => [file.path, file.bytes] as const), ...parts]), { level: 0 });
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  await runPreflight([{ path: "big.zip", bytes: big }], { input: "big.zip" });
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `check: ${formatBytes(big.length)} zip in ${(performance.now() - started).toFixed(0)} ms; resident memory grew by ${formatBytes(peak - before)} (peak ${formatBytes(peak)})`,
  );
}

console.log(`\nBatch mode (--batch): worker processes, up to ${availableParallelism()} at a time; wall time from the first worker's start`);
const fixtures = fileURLToPath(new URL("../../../tests/fixtures/", import.meta.url));
/** The median time of one pad's check inside the batch (the wall-clock rate above it includes the workers' start). */
const perPad = (rows: { seconds: number }[]) => {
  const sorted = rows.map((row) => row.seconds).sort((a, b) => a - b);
  return `median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(2)} s a pad`;
};
const inFixtures = await checkFolder(fixtures);
console.log(
  `tests/fixtures: ${summaryText(inFixtures.rows, inFixtures.summary)} ${perPad(inFixtures.rows)}; ${inFixtures.skipped.length} folders are not projects.`,
);
const submissions = mkdtempSync(join(tmpdir(), "preflight-bench-batch-"));
try {
  for (const copy of [1, 2]) {
    for (const name of ["lazypad", "allanpad"]) cpSync(`${real}${name}`, join(submissions, `${name}-${copy}`), { recursive: true });
    writeProject(join(submissions, `minipad-${copy}`), validProject());
    ruleMutations.forEach((mutation, index) => writeProject(join(submissions, `mutation-${index}-${mutation.rule}-${copy}`), mutation.files()));
  }
  const folder = await checkFolder(submissions);
  console.log(`submissions folder: ${summaryText(folder.rows, folder.summary)} ${perPad(folder.rows)}.`);
} finally {
  rmSync(submissions, { recursive: true, force: true });
}

if (!values["no-hostile"]) {
  console.log("\nHostile inputs, the CLI with --json in its own process: wall time, peak resident memory, outcome");
  for (const hostile of hostileCases()) for (const run of runHostileCases([hostile])) console.log(formatRun(run));
}
