/**
 * `npm test`: every check, in two lanes that run side by side so both cores of a 2-core CI machine stay busy.
 * Each check is a single process that mostly uses one core (tsc, ESLint, Prettier, dependency-cruiser, one Vitest
 * worker, one browser test at a time), so two lanes finish in about the time of the longer one:
 * - checks: types, lint, format, module boundaries, the unit tests (which need no build), then the browser test
 *   files named in `checksLaneE2e`, once the other lane's build is done;
 * - site: the production build, then every other browser test file on it.
 * The checks lane is the shorter, so it takes a few browser test files to even the two out; any new file runs in the
 * site lane. A failed step stops its lane; the other lane runs to its end so one run reports every failure. Each line
 * of output is prefixed with its lane, and a summary names every step with its time and result.
 * Plain Node (no tsx) so it starts at once.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

/** Browser test files the checks lane runs after its unit tests, to even out the two lanes' times. */
const checksLaneE2e = [
  "tests/e2e/large-text.test.ts",
  "tests/e2e/deadline-tense.test.ts",
  "tests/e2e/check-early-input.test.ts",
  "tests/e2e/docs-experience.test.ts",
  "tests/e2e/site.test.ts",
];

/**
 * @type {Record<string, { command: string[]; needs?: string }[]>} a lane's steps, run in order: a command and its
 * arguments, and the step of another lane it needs finished and passed first.
 */
const lanes = {
  checks: [
    { command: ["npm", "run", "--silent", "typecheck"] },
    { command: ["npm", "run", "--silent", "lint"] },
    { command: ["npm", "run", "--silent", "format:check"] },
    { command: ["npm", "run", "--silent", "check:boundaries"] },
    { command: ["npx", "vitest", "run", "--project", "unit"] },
    { command: ["npx", "vitest", "run", "--project", "e2e", ...checksLaneE2e], needs: "npm run --silent build" },
  ],
  site: [
    { command: ["npm", "run", "--silent", "build"] },
    { command: ["npx", "vitest", "run", "--project", "e2e", ...checksLaneE2e.flatMap((file) => ["--exclude", file])] },
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

/** @type {Map<string, Promise<boolean>>} each step, by its command line, and whether it passed. */
const outcomes = new Map();

async function runLane(lane, steps) {
  let failed = false;
  for (const { command, needs } of steps) {
    const step = command.join(" ");
    if (!failed && needs !== undefined && !(await outcomes.get(needs))) {
      summary.push({ lane, step, seconds: 0, result: `not run (${needs} did not pass)` });
      failed = true;
      continue;
    }
    if (failed) {
      summary.push({ lane, step, seconds: 0, result: "not run" });
      continue;
    }
    const started = performance.now();
    const outcome = run(lane, command);
    outcomes.set(
      step,
      outcome.then((code) => code === 0),
    );
    const code = await outcome;
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
