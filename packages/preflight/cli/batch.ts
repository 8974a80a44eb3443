/**
 * Batch mode, for reviewers: `npm run preflight -- --batch <folder>` checks every project folder under
 * `<folder>` (laid out like the programme's submissions folder, one folder per pad) and writes one summary
 * table: Markdown, or JSON Lines with `--json`.
 *
 * What counts as a project folder (`findProjects`):
 * - `<folder>` itself, when it directly holds a KiCad file, a gerber or drill file, a UF2, or one of the
 *   submission's own folders (production, pcb, CAD, firmware; any case): then it is the one project;
 * - given a folder holding the submissions folder (`hackpads/`, the repository's root), that folder is read;
 * - otherwise each folder directly inside is one pad when it holds any of those signals; a folder without
 *   them in which two or more folders hold them (or a README) is a container of pads, and each such folder is
 *   a pad (one level down, no further); with only one such folder inside, it is the pad's own project nested a
 *   level down, and the outer folder is the pad (the check reports the layout); a folder with none of that but
 *   a README is a pad that has only begun (the check says what is missing); anything else is listed as not
 *   checked, with the reason.
 *   Hidden folders (`.git`, `.github`) and `node_modules` are passed over; links are not followed.
 *
 * Each project is checked in a child process (`batch-worker.ts`, the same `checkPath` as the single command),
 * as many at a time as the machine has cores (`--jobs`). A project that crashes its process or runs past
 * `--timeout` seconds becomes a row saying so, and the batch goes on with a fresh process.
 * Exit code: 1 when a project fails (a rule fails, or its check crashed or timed out), 2 when the folder cannot
 * be read or holds no project, 0 otherwise.
 */
import { fork, type ChildProcess } from "node:child_process";
import { readdirSync, statSync, writeFileSync, type Dirent } from "node:fs";
import { basename, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { submissionNames, submissionTarget } from "@hackpad/programme/submission";
import { escapeMarkdown } from "../src/report/format.ts";
import { nodeArgsFor } from "./child.ts";
import { commandArgs, jobsFor, MAX_TIMEOUT_SECONDS, timeoutSecondsOf } from "./cli-options.ts";
import { decimals, plural, statusMarks } from "../src/report/words.ts";
import type { PreflightRuleId, Report, Verdict } from "../src/types.ts";
import { checkPath, type CheckedPath } from "./check-path.ts";
import { withFit } from "@hackpad/fit/node";
import { HackpadError } from "@hackpad/programme/errors";

/** How long one project may take before its process is stopped, unless `--timeout` says otherwise. */
export const DEFAULT_TIMEOUT_SECONDS = 60;

export interface BatchProject {
  /** The pad as the table names it: its path under the batch folder, with "/" between folders. */
  pad: string;
  /** Its folder on disk. */
  path: string;
}

export interface SkippedFolder {
  pad: string;
  reason: string;
}

export interface Discovery {
  projects: BatchProject[];
  skipped: SkippedFolder[];
}

const PROJECT_FOLDERS = new Set<string>(
  [submissionNames.production, submissionNames.pcb, submissionNames.cad, submissionNames.firmware].map((name) => name.toLowerCase()),
);
/** KiCad files, gerber and drill files, compiled firmware: files only a macropad project carries. */
const PROJECT_ONLY_FILE = /\.(kicad_pro|kicad_pcb|kicad_sch|gbr|gtl|gbl|gko|gm1|drl|gbrjob|uf2)$/i;
const README = /^readme(\.|$)/i;
const PASSED_OVER = new Set(["node_modules"]);
const NOT_A_PROJECT = "no README, KiCad file, gerbers, UF2 or production/pcb/CAD/firmware folder in it";

interface Listing {
  folders: string[];
  files: string[];
  links: string[];
}

function listing(dir: string): Listing {
  const entries: Dirent[] = readdirSync(dir, { withFileTypes: true });
  const shown = entries.filter((entry) => !entry.name.startsWith(".") && !PASSED_OVER.has(entry.name)).sort((a, b) => (a.name < b.name ? -1 : 1));
  return {
    folders: shown.filter((entry) => entry.isDirectory()).map((entry) => entry.name),
    files: shown.filter((entry) => entry.isFile()).map((entry) => entry.name),
    links: shown.filter((entry) => entry.isSymbolicLink()).map((entry) => entry.name),
  };
}

/** The folder directly holds something only a macropad project has. */
const hasOwnSignals = (list: Listing) =>
  list.folders.some((name) => PROJECT_FOLDERS.has(name.toLowerCase())) || list.files.some((name) => PROJECT_ONLY_FILE.test(name));
const hasReadme = (list: Listing) => list.files.some((name) => README.test(name));

const readable = (dir: string): Listing | string => {
  try {
    return listing(dir);
  } catch (error) {
    return `it cannot be read (${(error as { code?: string }).code ?? String(error)})`;
  }
};

/**
 * One folder of the submissions folder: the pad it is, the pads it holds one level down, or why it is no pad.
 * `name` gives a folder its name in the table.
 */
export function padsIn(dir: string, name: (path: string) => string, inSubmissions = false): Discovery {
  const own = readable(dir);
  if (typeof own === "string") return { projects: [], skipped: [{ pad: name(dir), reason: own }] };
  const itself = { projects: [{ pad: name(dir), path: dir }], skipped: [] };
  if (hasOwnSignals(own)) return itself;
  const inner = own.folders.map((child) => ({ dir: join(dir, child), list: readable(join(dir, child)) }));
  const pads = inner.filter((child) => typeof child.list !== "string" && (hasOwnSignals(child.list) || hasReadme(child.list)));
  // One pad inside is this pad's own project nested a level down (the check then says so): the folder is the pad.
  if (pads.length === 1) return itself;
  if (pads.length > 1) {
    return {
      projects: pads.map((child) => ({ pad: name(child.dir), path: child.dir })),
      skipped: inner
        .filter((child) => !pads.includes(child))
        .map((child) => ({ pad: name(child.dir), reason: typeof child.list === "string" ? child.list : NOT_A_PROJECT })),
    };
  }
  // In the submissions folder every folder is a pad by where it is: one with no board or README in it fails its
  // check (the report says what is missing) instead of slipping out of the table as "not checked".
  if (hasReadme(own) || inSubmissions) return itself;
  return { projects: [], skipped: [{ pad: name(dir), reason: NOT_A_PROJECT }] };
}

/** Finds the project folders under `folder` (see the header for the rules). Throws HackpadError "batch-input" when it cannot be read. */
export function findProjects(folder: string): Discovery {
  const root = resolve(folder);
  let stats;
  try {
    stats = statSync(root);
  } catch {
    throw new HackpadError("batch-input", `${folder}: no such folder.`);
  }
  if (!stats.isDirectory()) throw new HackpadError("batch-input", `${folder} is not a folder: --batch takes a folder holding one folder per pad.`);
  const top = readable(root);
  if (typeof top === "string") throw new HackpadError("batch-input", `${folder}: ${top}.`);
  const pad = (path: string) => relative(root, path).split(sep).join("/") || basename(root);
  if (hasOwnSignals(top)) return { projects: [{ pad: basename(root), path: root }], skipped: [] };
  let base = root;
  let list = top;
  let inSubmissions = basename(root) === submissionTarget.folder;
  if (top.folders.includes(submissionTarget.folder)) {
    inSubmissions = true;
    base = join(root, submissionTarget.folder);
    const inner = readable(base);
    if (typeof inner === "string") throw new HackpadError("batch-input", `${pad(base)}: ${inner}.`);
    list = inner;
  }
  const projects: BatchProject[] = [];
  const skipped: SkippedFolder[] = [];
  for (const name of list.links) skipped.push({ pad: pad(join(base, name)), reason: "a link; links are not followed" });
  for (const name of list.folders) {
    const found = padsIn(join(base, name), pad, inSubmissions);
    projects.push(...found.projects);
    skipped.push(...found.skipped);
  }
  return { projects, skipped };
}

export type BatchVerdict = Verdict | "timeout" | "crash";

export interface BatchRow {
  pad: string;
  path: string;
  /** The report's verdict, or what stopped the check: it ran past the time limit, or its process died. */
  verdict: BatchVerdict;
  failing: PreflightRuleId[];
  warnings: PreflightRuleId[];
  board: { width: number; height: number } | null;
  inputs: number | null;
  /** Files read from the folder, and their bytes. */
  files: number;
  bytes: number;
  /** Wall time of this project's check, from handing it to a worker to its answer. */
  seconds: number;
  /** Why there is no full verdict: the input cannot be read, is not a Hackpad project, timed out or crashed. */
  note?: string;
  report?: Report;
}

/** A project sent to a worker process. */
export interface BatchJob {
  id: number;
  path: string;
  input: string;
  /** Measure the case against the board too (the `case-fit` rule). */
  fit?: boolean;
}

type WorkerMessage = { type: "ready" } | { type: "done"; id: number; result: CheckedPath } | { type: "error"; id: number; message: string };

/**
 * The worker's side: answers each job sent over the IPC channel with `check`'s result. batch-worker.ts runs it
 * with the real check; a test may pass its own (one that hangs or crashes on purpose).
 */
export function serveBatch(
  // The reviewers' batch measures every case against its board too (the `case-fit` rule), within the same --timeout.
  check: (job: BatchJob) => Promise<CheckedPath> = async (job) => {
    const checked = await checkPath(job.path, job.input);
    return job.fit && checked.readError === undefined ? { ...checked, report: await withFit(checked.report, job.path) } : checked;
  },
): void {
  const send = (message: WorkerMessage) => process.send?.(message);
  process.on("message", (job: BatchJob) => {
    check(job).then(
      (result) => send({ type: "done", id: job.id, result }),
      (error: unknown) => send({ type: "error", id: job.id, message: error instanceof Error ? error.message : String(error) }),
    );
  });
  // The batch ended or died: nothing more will come.
  process.on("disconnect", () => process.exit(0));
  send({ type: "ready" });
}

export interface BatchOptions {
  /** Projects checked at once; the machine's cores by default. */
  jobs?: number;
  timeoutSeconds?: number;
  /** The worker script; batch-worker next to this file by default. */
  worker?: string;
  /** Called as each project ends, in the order they end. */
  onRow?: (row: BatchRow, done: number, total: number) => void;
  /** Measure each case against its board (the `case-fit` rule): the command line's batch mode does, the Action does not. */
  fit?: boolean;
}

const defaultWorker = () => fileURLToPath(new URL(`./batch-worker${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url));

function rowOf(job: BatchProject, result: CheckedPath, seconds: number): BatchRow {
  const { report } = result;
  const ids = (status: string) => report.rules.filter((rule) => rule.status === status).map((rule) => rule.id);
  const board = report.measurements.board;
  const note = report.unreadable ?? report.notProject;
  return {
    pad: job.pad,
    path: job.path,
    verdict: report.verdict,
    failing: ids("fail"),
    warnings: ids("warn"),
    board: board ? { width: board.width, height: board.height } : null,
    inputs: report.measurements.inputs,
    files: result.files,
    bytes: result.bytes,
    seconds,
    ...(note ? { note } : {}),
    report,
  };
}

const stoppedRow = (job: BatchProject, verdict: "timeout" | "crash", note: string, seconds: number): BatchRow => ({
  pad: job.pad,
  path: job.path,
  verdict,
  failing: [],
  warnings: [],
  board: null,
  inputs: null,
  files: 0,
  bytes: 0,
  seconds,
  note,
});

function crashNote(code: number | null, signal: NodeJS.Signals | null, stderr: string): string {
  const how = signal ? `was killed by ${signal}` : `exited with code ${code ?? "?"}`;
  const lines = stderr
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  // The error's own line ("RangeError: …", "FATAL ERROR: … heap out of memory"), not the stack under it.
  const cause = lines.findLast((line) => /^(\w*Error\b|FATAL ERROR)/.test(line)) ?? lines.at(-1);
  return `The check's process ${how} before it answered${cause ? `: ${cause}` : ""}.`;
}

/**
 * Checks every project, `jobs` at a time, each in a worker process; resolves with one row per project, in
 * `projects` order. Rejects only when a worker process cannot start at all (the tool is broken, not a project).
 */
export function runBatch(projects: readonly BatchProject[], options: BatchOptions = {}): Promise<BatchRow[]> {
  const total = projects.length;
  // Never past what a Node timer holds (a longer one fires at once).
  const timeoutMs = Math.min((options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000, MAX_TIMEOUT_SECONDS * 1000);
  const worker = options.worker ?? defaultWorker();
  const queue = projects.map((project, id) => ({ ...project, id }));
  const rows: (BatchRow | undefined)[] = new Array(total);
  const children = new Set<ChildProcess>();
  let done = 0;
  return new Promise((resolveAll, reject) => {
    if (total === 0) return resolveAll([]);
    let failed = false;
    const finish = (id: number, row: BatchRow) => {
      rows[id] = row;
      done++;
      options.onRow?.(row, done, total);
      if (done === total) {
        for (const child of children) child.kill();
        resolveAll(rows.filter((row): row is BatchRow => row !== undefined));
      }
    };
    const start = () => {
      if (failed || queue.length === 0) return;
      const child = fork(worker, [], { execArgv: nodeArgsFor(worker), stdio: ["ignore", "ignore", "pipe", "ipc"] });
      children.add(child);
      let stderr = "";
      child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
      let job: (typeof queue)[number] | undefined;
      let started = 0;
      let timer: NodeJS.Timeout | undefined;
      let ready = false;
      const elapsed = () => (performance.now() - started) / 1000;
      const next = () => {
        job = queue.shift();
        if (!job) {
          child.kill();
          return;
        }
        started = performance.now();
        child.send({ id: job.id, path: job.path, input: job.pad, fit: options.fit === true } satisfies BatchJob);
        timer = setTimeout(() => {
          const late = job;
          job = undefined;
          child.kill("SIGKILL");
          if (!late) return;
          finish(late.id, stoppedRow(late, "timeout", `The check did not finish within ${timeoutMs / 1000} s and was stopped.`, elapsed()));
          start();
        }, timeoutMs);
      };
      child.on("message", (message: WorkerMessage) => {
        if (message.type === "ready") {
          ready = true;
          next();
          return;
        }
        if (!job || message.id !== job.id) return;
        clearTimeout(timer);
        const answered = job;
        job = undefined;
        finish(
          answered.id,
          message.type === "done"
            ? rowOf(answered, message.result, elapsed())
            : stoppedRow(answered, "crash", `The check stopped: ${message.message}.`, elapsed()),
        );
        next();
      });
      const ended = (code: number | null, signal: NodeJS.Signals | null, error?: Error) => {
        if (!children.delete(child)) return;
        clearTimeout(timer);
        if (job) {
          const lost = job;
          job = undefined;
          finish(lost.id, stoppedRow(lost, "crash", crashNote(code, signal, stderr), elapsed()));
          start();
        } else if (!ready && done < total && !failed) {
          failed = true;
          for (const other of children) other.kill();
          reject(new Error(`The batch worker (${worker}) could not start: ${error?.message ?? (stderr.trim() || `exit code ${code}`)}`));
        }
      };
      child.on("exit", (code, signal) => ended(code, signal));
      child.on("error", (error) => ended(null, null, error));
    };
    const { jobs } = jobsFor(options.jobs, total);
    for (let slot = 0; slot < jobs; slot++) start();
  });
}

/** What a batch took: for the summary line. */
export interface BatchSummary {
  folder: string;
  seconds: number;
  jobs: number;
}

const VERDICT_WORDS: Record<BatchVerdict, string> = {
  pass: `${statusMarks.pass} pass`,
  warn: `${statusMarks.warn} warn`,
  fail: `${statusMarks.fail} fail`,
  timeout: `${statusMarks.fail} timed out`,
  crash: `${statusMarks.fail} crashed`,
};

/** A project that does not pass: a rule failed, or its check never ended. */
export const rowFails = (row: BatchRow) => row.verdict === "fail" || row.verdict === "timeout" || row.verdict === "crash";

export const boardText = (board: BatchRow["board"]) => (board ? `${decimals(board.width)} × ${decimals(board.height)} mm` : "—");

/** "12 projects in 8.1 s, 2 at a time (1.48 projects/s): 3 pass, 4 warn, 4 fail, 1 timed out." */
export function summaryText(rows: readonly BatchRow[], summary: BatchSummary): string {
  const counts = (Object.keys(VERDICT_WORDS) as BatchVerdict[])
    .map((verdict) => [verdict, rows.filter((row) => row.verdict === verdict).length] as const)
    .filter(([, count]) => count > 0)
    .map(([verdict, count]) => `${count} ${VERDICT_WORDS[verdict].slice(2)}`);
  const rate = summary.seconds > 0 ? rows.length / summary.seconds : 0;
  return `${plural(rows.length, "project")} in ${summary.seconds.toFixed(1)} s, ${summary.jobs} at a time (${rate.toFixed(2)} projects/s): ${counts.join(", ")}.`;
}

/** The summary table as Markdown: one row per project, then the totals and the folders not checked. */
export function batchMarkdown(rows: readonly BatchRow[], skipped: readonly SkippedFolder[], summary: BatchSummary): string {
  const cell = (text: string) => escapeMarkdown(text) || "—";
  const lines = [
    `## Hackpad preflight: ${escapeMarkdown(summary.folder)}`,
    "",
    "| Pad | Verdict | Failing rules | Warnings | Board | Inputs | Time |",
    "| --- | --- | --- | --- | --- | --- | ---: |",
    ...rows.map((row) => {
      const failing = row.failing.length > 0 ? row.failing.join(", ") : "";
      const why = row.note ? [failing, row.note].filter(Boolean).join(": ") : failing;
      const warnings = row.warnings.join(", ");
      return `| ${cell(row.pad)} | ${VERDICT_WORDS[row.verdict]} | ${cell(why)} | ${cell(warnings)} | ${boardText(row.board)} | ${row.inputs ?? "—"} | ${row.seconds.toFixed(1)} s |`;
    }),
    "",
    summaryText(rows, summary),
  ];
  if (skipped.length > 0) {
    lines.push("", "Not checked:", "", ...skipped.map((folder) => `- ${escapeMarkdown(folder.pad)}: ${escapeMarkdown(folder.reason)}`));
  }
  return `${lines.join("\n")}\n`;
}

/** JSON Lines: one object per project (with its full report), then one per folder not checked (`verdict: "skipped"`). */
export function batchJsonLines(rows: readonly BatchRow[], skipped: readonly SkippedFolder[]): string {
  const lines = [
    ...rows.map((row) => JSON.stringify({ ...row, seconds: Math.round(row.seconds * 1000) / 1000 })),
    ...skipped.map((folder) => JSON.stringify({ pad: folder.pad, verdict: "skipped", note: folder.reason })),
  ];
  return lines.length > 0 ? `${lines.join("\n")}\n` : "";
}

/** The progress line: rewritten in place on a terminal, one line per project otherwise (a CI log). */
export function progressReporter(): { onRow: BatchOptions["onRow"]; end: () => void } {
  const stream = process.stderr;
  const tty = stream.isTTY === true;
  return {
    onRow: (row, done, total) => {
      const line = `[${done}/${total}] ${row.pad}: ${VERDICT_WORDS[row.verdict]} (${row.seconds.toFixed(1)} s)`;
      if (tty) stream.write(`\r\x1b[2K${line.slice(0, Math.max(20, (stream.columns || 80) - 1))}`);
      else stream.write(`${line}\n`);
    },
    end: () => {
      if (tty) stream.write("\r\x1b[2K");
    },
  };
}

/** Reads and checks a folder of pads: the discovery and the rows, with the wall time. */
export async function checkFolder(folder: string, options: BatchOptions = {}): Promise<{ rows: BatchRow[]; skipped: SkippedFolder[]; summary: BatchSummary }> {
  const { projects, skipped } = findProjects(folder);
  const { jobs } = jobsFor(options.jobs, projects.length);
  const started = performance.now();
  const rows = await runBatch(projects, { ...options, jobs });
  return { rows, skipped, summary: { folder, seconds: (performance.now() - started) / 1000, jobs } };
}

/** `--batch <folder>`: the command's batch mode. Returns the exit code. */
export async function batchMain(args: string[], usage: string): Promise<number> {
  const parsed = commandArgs(
    {
      args,
      options: {
        batch: { type: "string" },
        json: { type: "boolean", default: false },
        out: { type: "string" },
        timeout: { type: "string", default: String(DEFAULT_TIMEOUT_SECONDS) },
        jobs: { type: "string" },
        fix: { type: "string" },
      },
    },
    usage,
  );
  if (typeof parsed === "number") return parsed;
  const { values } = parsed;
  const timeout = timeoutSecondsOf(values.timeout);
  const asked = values.jobs === undefined ? undefined : Number(values.jobs);
  if (typeof timeout === "string" || (asked !== undefined && !(Number.isInteger(asked) && asked > 0))) {
    console.error(`${typeof timeout === "string" ? timeout : `--jobs takes a whole number above 0, not "${values.jobs}".`}\n${usage}`);
    return 2;
  }
  if (!values.batch) {
    console.error(usage);
    return 2;
  }
  const timeoutSeconds = timeout;
  const capped = jobsFor(asked, Number.MAX_SAFE_INTEGER);
  if (capped.note) console.error(capped.note);
  const jobs = asked === undefined ? undefined : capped.jobs;
  const progress = progressReporter();
  let result;
  try {
    result = await checkFolder(values.batch, { timeoutSeconds, ...(jobs ? { jobs } : {}), onRow: progress.onRow, fit: true });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  } finally {
    progress.end();
  }
  const { rows, skipped, summary } = result;
  if (rows.length === 0) {
    const why = skipped.map((folder) => `  ${folder.pad}: ${folder.reason}`).join("\n");
    console.error(`${values.batch}: no project folder in it (a pad's folder holds its README, KiCad files or production folder).${why ? `\n${why}` : ""}`);
    return 2;
  }
  const text = values.json ? batchJsonLines(rows, skipped) : batchMarkdown(rows, skipped, summary);
  if (values.out) {
    try {
      writeFileSync(values.out, text);
    } catch (error) {
      console.error(`${values.out} cannot be written: ${error instanceof Error ? error.message : String(error)}`);
      return 2;
    }
    console.error(`${summaryText(rows, summary)} Written to ${values.out}.`);
  } else process.stdout.write(text);
  if (values.fix) {
    // A fixed copy of each pad the check could read, for the reviewer to compare or hand back.
    const { fixPads } = await import("@hackpad/fix/node");
    const fixable = rows.filter((row) => row.verdict !== "timeout" && row.verdict !== "crash" && !row.report?.unreadable);
    try {
      for (const fixed of await fixPads(fixable, values.fix, timeoutSeconds))
        console.error(`Fixed copy of ${fixed.pad}: ${fixed.out ? `${fixed.out}, ` : ""}${fixed.note}.`);
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      return 2;
    }
  }
  return rows.some(rowFails) ? 1 : 0;
}
