/**
 * Runs the CLI (`main.ts --json`) on each hostile case in its own process, under `/usr/bin/time -v` when the
 * machine has it, and reports the wall time, the peak resident memory, the exit code and whether stdout was a
 * JSON report. Used by `npm run bench:preflight` (one line per case) and by the fuzz run.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { HostileCase } from "../tests/support/hostile.ts";

const main = fileURLToPath(new URL("./main.ts", import.meta.url));
const TIME = "/usr/bin/time";

export interface HostileRun {
  name: string;
  kind: string;
  seconds: number;
  /** Peak resident set of the CLI process in bytes, or null when /usr/bin/time is missing. */
  peakBytes: number | null;
  code: number | null;
  json: boolean;
  timedOut: boolean;
  verdict: string | null;
}

/** Writes each case under a fresh temporary folder, runs the CLI on it and removes the folder. */
export function runHostileCases(cases: readonly HostileCase[], timeoutSeconds = 60): HostileRun[] {
  const runs: HostileRun[] = [];
  for (const hostile of cases) {
    const dir = mkdtempSync(join(tmpdir(), "preflight-hostile-"));
    try {
      mkdirSync(dir, { recursive: true });
      const target = hostile.write(dir);
      runs.push(runCli(hostile, target, timeoutSeconds));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return runs;
}

function runCli(hostile: HostileCase, target: string, timeoutSeconds: number): HostileRun {
  const node = [process.execPath, "--import", "tsx", main, target, "--json"];
  const timed = existsSync(TIME);
  const started = performance.now();
  const result = spawnSync(timed ? TIME : (node[0] ?? "node"), timed ? ["-v", ...node] : node.slice(1), {
    encoding: "utf8",
    timeout: timeoutSeconds * 1000,
    maxBuffer: 256 * 1024 * 1024,
    killSignal: "SIGKILL",
  });
  const seconds = (performance.now() - started) / 1000;
  const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr ?? "");
  let verdict: string | null = null;
  let json = false;
  try {
    verdict = (JSON.parse(result.stdout ?? "") as { verdict?: string }).verdict ?? null;
    json = true;
  } catch {
    json = false;
  }
  return {
    name: hostile.name,
    kind: hostile.kind,
    seconds,
    peakBytes: peak ? Number(peak[1]) * 1024 : null,
    code: result.status,
    json,
    timedOut: result.error !== undefined || result.signal !== null,
    verdict,
  };
}

export function formatRun(run: HostileRun): string {
  const peak = run.peakBytes === null ? "n/a" : `${(run.peakBytes / 1048576).toFixed(0)} MB`;
  const outcome = run.timedOut ? "killed (time limit)" : `exit ${run.code}, ${run.json ? `JSON ${run.verdict}` : "no JSON"}`;
  return `${`hostile ${run.kind}: ${run.name}`.padEnd(44)} ${run.seconds.toFixed(1).padStart(7)} s  ${peak.padStart(8)} peak  ${outcome}`;
}
