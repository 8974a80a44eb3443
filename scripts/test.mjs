/**
 * `npm test`: every check, in two lanes that run side by side so both cores of a 2-core CI machine stay busy.
 * Each check is a single process that mostly uses one core (tsc, ESLint, Prettier, dependency-cruiser, one Vitest
 * worker, one browser test at a time), so two lanes finish in about the time of the longer one:
 * - checks: types, lint, format, module boundaries, then the unit tests (which need no build);
 * - site: the production build, then the browser tests on it.
 * A failed step stops its lane; the other lane runs to its end so one run reports every failure. Each line of output
 * is prefixed with its lane, and a summary names every step with its time and result.
 * Plain Node (no tsx) so it starts at once.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

/** @type {Record<string, string[][]>} a lane's steps, each a command and its arguments, run in order. */
const lanes = {
  checks: [
    ["npm", "run", "--silent", "typecheck"],
    ["npm", "run", "--silent", "lint"],
    ["npm", "run", "--silent", "format:check"],
    ["npm", "run", "--silent", "check:boundaries"],
    ["npx", "vitest", "run", "--project", "unit"],
  ],
  site: [
    ["npm", "run", "--silent", "build"],
    ["npx", "vitest", "run", "--project", "e2e"],
  ],
};

const width = Math.max(...Object.keys(lanes).map((name) => name.length));

/** Runs one step, its output prefixed with the lane's name; resolves to its exit code. */
function run(lane, command) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
    });
    const prefix = `[${lane.padEnd(width)}] `;
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on("line", (line) => out.write(`${prefix}${line}\n`));
    }
    child.on("error", (error) => {
      process.stderr.write(`${prefix}could not start ${command.join(" ")}: ${error.message}\n`);
      resolve(1);
    });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** @type {{ lane: string; step: string; seconds: number; result: string }[]} */
const summary = [];

async function runLane(lane, steps) {
  let failed = false;
  for (const command of steps) {
    const step = command.join(" ");
    if (failed) {
      summary.push({ lane, step, seconds: 0, result: "not run" });
      continue;
    }
    const started = performance.now();
    const code = await run(lane, command);
    const seconds = (performance.now() - started) / 1000;
    summary.push({ lane, step, seconds, result: code === 0 ? "passed" : `failed (exit ${code})` });
    if (code !== 0) failed = true;
  }
  return !failed;
}

const started = performance.now();
const passed = await Promise.all(Object.entries(lanes).map(([lane, steps]) => runLane(lane, steps)));
console.log(`\nnpm test, ${((performance.now() - started) / 1000).toFixed(0)} s:`);
for (const { lane, step, seconds, result } of summary)
  console.log(`  ${lane.padEnd(width)}  ${seconds.toFixed(0).padStart(4)} s  ${result.padEnd(16)} ${step}`);
if (passed.includes(false)) {
  console.error("npm test failed: see the steps marked failed above.");
  process.exit(1);
}
