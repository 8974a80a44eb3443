/**
 * `npm run bench:convert`: how long the case converter takes on allanpad's case STEP files (production/Case Top.step,
 * Case Bottom.step, and the assembled CAD/hackpad case.step) and lazypad's assembled CAD/LazyPad.stp, and how much
 * memory. Each file is converted in its own
 * Node process (so one file's WebAssembly heap never counts against the next): the time to load OpenCascade's
 * WebAssembly, the median time of a whole conversion (load included, as the converter loads a fresh module) over
 * `--runs N` runs (default 3), and the process's peak resident memory. A benchmark to read, not a timed test.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { formatBytes } from "@hackpad/preflight/report";
import { convertModel } from "../src/index.ts";
import { loadOcctNode } from "./occt-node.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" }, one: { type: "string" } } });
const runs = Math.max(1, Number(values.runs) || 3);
const real = fileURLToPath(new URL("../../../tests/fixtures/real/", import.meta.url));
const files = ["allanpad/production/Case Top.step", "allanpad/production/Case Bottom.step", "allanpad/CAD/hackpad case.step", "lazypad/CAD/LazyPad.stp"];

interface Figures {
  loadMs: number;
  medianMs: number;
  runsMs: number[];
  peakRss: number;
  parts: string[];
  leftOut: number;
  triangles: number;
}

async function measureOne(path: string): Promise<Figures> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const loadStarted = performance.now();
  await loadOcctNode();
  const loadMs = performance.now() - loadStarted;
  const bytes = new Uint8Array(readFileSync(path));
  const runsMs: number[] = [];
  let last;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    last = await convertModel(bytes, path, { loadOcct: loadOcctNode });
    runsMs.push(performance.now() - started);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  clearInterval(timer);
  const sorted = [...runsMs].sort((a, b) => a - b);
  return {
    loadMs,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    runsMs,
    peakRss: peak,
    parts: last?.parts.map((part) => `${part.fileName} ${part.size.join(" × ")} mm${part.closed ? "" : " (open)"}`) ?? [],
    leftOut: last?.leftOut.length ?? 0,
    triangles: last?.parts.reduce((sum, part) => sum + part.mesh.indices.length / 3, 0) ?? 0,
  };
}

if (values.one) {
  console.log(JSON.stringify(await measureOne(values.one)));
} else {
  console.log(`Case conversion (occt-import-js 0.0.23 in Node ${process.version}), ${runs} runs per file, each file in its own process:\n`);
  for (const file of files) {
    const path = `${real}${file}`;
    const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), "--one", path, "--runs", String(runs)], {
      encoding: "utf8",
    });
    if (child.status !== 0) {
      console.log(`${file}: failed (${child.stderr.trim().split("\n").pop() ?? `exit ${child.status}`})`);
      continue;
    }
    const figures = JSON.parse(child.stdout.trim().split("\n").pop() ?? "{}") as Figures;
    console.log(
      `${file} (${formatBytes(statSync(path).size)}): ${figures.medianMs.toFixed(0)} ms median (runs ${figures.runsMs.map((ms) => ms.toFixed(0)).join(", ")} ms; loading the WebAssembly ${figures.loadMs.toFixed(0)} ms), peak resident memory ${formatBytes(figures.peakRss)}, ${figures.triangles.toLocaleString("en")} triangles`,
    );
    for (const part of figures.parts) console.log(`    ${part}`);
    if (figures.leftOut > 0) console.log(`    ${figures.leftOut} bodies left out (board, kit parts)`);
  }
}
