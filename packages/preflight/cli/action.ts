/**
 * The GitHub Action's script (action.yml at the repository root runs it as the package's
 * `hackpad-preflight-action` bin, from the repository under review as its working folder). On a pull request it:
 * 1. lists the files the pull request changes: `PREFLIGHT_CHANGED_FILES` (one path a line) when given, else
 *    `git diff base...head` with the two commits from the event payload at `GITHUB_EVENT_PATH`;
 * 2. keeps the pad folders among them (`<folder>/<pad>/…`, folder `PREFLIGHT_FOLDER`, hackpads/ by default);
 * 3. checks each with batch mode (worker processes, `PREFLIGHT_TIMEOUT` seconds each);
 * 4. writes the summary table and each pad's report (reportToMarkdown) to `GITHUB_STEP_SUMMARY` (stdout when
 *    it is not set), the text reports to the log, and an `::error` annotation per failing rule.
 * 5. with `PREFLIGHT_PADS_FILE` set, writes the pads it checked there, one path a line, for the step that
 *    makes their fixed copies (action.yml's `fix` input).
 * Exit code: 1 when a pad fails (the check fails), 0 when every changed pad passes or none was changed, 2 when
 * the changed files cannot be worked out.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import { submissionTarget } from "@hackpad/programme/submission";
import { formatReport, reportToMarkdown } from "../src/report/format.ts";
import { batchMarkdown, DEFAULT_TIMEOUT_SECONDS, padsIn, rowFails, runBatch, type BatchProject, type BatchRow, type SkippedFolder } from "./batch.ts";
import { jobsFor, timeoutSecondsOf } from "./cli-options.ts";
import { escapeCommand, escapeProperty, untrustedLog } from "./workflow-log.ts";
import { HackpadError, isHackpadError } from "@hackpad/programme/errors";

type Env = Record<string, string | undefined>;

const COMMIT = /^[0-9a-f]{7,64}$/i;

function git(cwd: string, args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 });
}

/** The commits a pull request (or a push) compares, from GitHub's event payload. */
function commitsOf(env: Env): { base: string; head: string } {
  const path = env.GITHUB_EVENT_PATH;
  if (!path)
    throw new HackpadError("action", "No changed files given and no GitHub event to read them from: set the changed-files input, or run on pull_request.");
  let event: { pull_request?: { base?: { sha?: string }; head?: { sha?: string } }; before?: string; after?: string };
  try {
    event = JSON.parse(readFileSync(path, "utf8")) as typeof event;
  } catch (error) {
    throw new HackpadError("action", `The GitHub event at ${path} cannot be read: ${error instanceof Error ? error.message : String(error)}.`);
  }
  const base = event.pull_request?.base?.sha ?? event.before;
  const head = event.pull_request?.head?.sha ?? event.after;
  if (!base || !head || !COMMIT.test(base) || !COMMIT.test(head) || /^0+$/.test(base)) {
    throw new HackpadError(
      "action",
      `The ${env.GITHUB_EVENT_NAME ?? "GitHub"} event names no two commits to compare: run the action on pull_request, or set changed-files.`,
    );
  }
  return { base, head };
}

/** The files the pull request changes, as paths from the repository's root. */
export function changedFiles(env: Env, cwd: string): string[] {
  const listed = env.PREFLIGHT_CHANGED_FILES;
  if (listed && listed.trim() !== "") {
    return listed
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  }
  const { base, head } = commitsOf(env);
  const diff = (range: string) => () => git(cwd, ["diff", "--name-only", "--no-renames", "-z", range, "--"]);
  const fetch = () => {
    try {
      git(cwd, ["fetch", "--no-tags", "--quiet", "origin", base, head]);
    } catch {
      // Compare with what the checkout has.
    }
  };
  // A shallow checkout lacks one side or their common ancestor: fetch both commits and compare again, at worst
  // the two trees directly (which may add pads changed on the base branch meanwhile: checked, never missed).
  const attempts = [
    diff(`${base}...${head}`),
    () => {
      fetch();
      return diff(`${base}...${head}`)();
    },
    diff(`${base}..${head}`),
  ];
  let failure: unknown;
  for (const attempt of attempts) {
    try {
      return attempt().split("\0").filter(Boolean);
    } catch (error) {
      failure = error;
    }
  }
  const detail = (failure as { stderr?: string }).stderr?.trim() || (failure instanceof Error ? failure.message : String(failure));
  throw new HackpadError("action", `git cannot compare ${base} with ${head} (check out with fetch-depth: 0): ${detail}`);
}

/** The pad folders (`<folder>/<pad>`) the files lie in; files outside them are left out. */
export function padsOf(files: readonly string[], folder: string): string[] {
  const prefix = `${folder.replace(/\/+$/, "")}/`;
  const pads = new Set<string>();
  for (const file of files) {
    const rest = file.replace(/^\.\//, "");
    if (!rest.startsWith(prefix)) continue;
    const parts = rest.slice(prefix.length).split("/");
    // A file directly in the submissions folder (its .gitignore) belongs to no pad.
    if (parts.length >= 2 && parts[0]) pads.add(`${prefix}${parts[0]}`);
  }
  return [...pads].sort();
}

/** The workflow commands that mark a failing pad in the pull request's checks. */
export function annotations(rows: readonly BatchRow[]): string[] {
  return rows.filter(rowFails).flatMap((row) => {
    const title = escapeProperty(`Hackpad preflight: ${row.pad}`);
    if (!row.report || row.failing.length === 0) return [`::error title=${title}::${escapeCommand(row.note ?? row.verdict)}`];
    return row.report.rules.filter((rule) => rule.status === "fail").map((rule) => `::error title=${title}::${escapeCommand(`${rule.id}: ${rule.message}`)}`);
  });
}

/** Runs the action; returns the exit code. `out` takes the log (the runner shows stdout). */
export async function runAction(
  env: Env = process.env,
  cwd: string = process.cwd(),
  out: (text: string) => void = (text) => process.stdout.write(text),
): Promise<number> {
  const folder = (env.PREFLIGHT_FOLDER || submissionTarget.folder).replace(/\/+$/, "");
  const timeoutInput = timeoutSecondsOf(env.PREFLIGHT_TIMEOUT || String(DEFAULT_TIMEOUT_SECONDS));
  const timeoutSeconds = typeof timeoutInput === "number" ? timeoutInput : DEFAULT_TIMEOUT_SECONDS;
  if (typeof timeoutInput === "string") out(`The timeout input: ${timeoutInput} Each pad gets ${DEFAULT_TIMEOUT_SECONDS} s.\n`);
  const summary = (markdown: string) => (env.GITHUB_STEP_SUMMARY ? appendFileSync(env.GITHUB_STEP_SUMMARY, markdown) : out(markdown));
  let files: string[];
  try {
    files = changedFiles(env, cwd);
  } catch (error) {
    if (!isHackpadError(error, "action")) throw error;
    out(`::error title=Hackpad preflight::${escapeCommand(error.message)}\n`);
    summary(`## Hackpad preflight\n\n${error.message}\n`);
    return 2;
  }
  const pads = padsOf(files, folder);
  if (pads.length === 0) {
    const message = `This pull request changes no pad folder under ${folder}/: nothing to check.`;
    out(`${message}\n`);
    summary(`## Hackpad preflight\n\n${message}\n`);
    return 0;
  }
  const projects: BatchProject[] = [];
  const skipped: SkippedFolder[] = [];
  /** Pads the pull request changes that hold no project at all: a submission with nothing to check fails. */
  const empty: SkippedFolder[] = [];
  const fromRoot = (path: string) => relative(cwd, path).split(sep).join("/");
  for (const pad of pads) {
    const dir = resolve(cwd, pad);
    if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
      skipped.push({ pad, reason: "removed by this pull request" });
      continue;
    }
    const found = padsIn(dir, fromRoot);
    projects.push(...found.projects);
    if (found.projects.length === 0) empty.push(...found.skipped);
    skipped.push(...found.skipped);
  }
  if (env.PREFLIGHT_PADS_FILE) writeFileSync(env.PREFLIGHT_PADS_FILE, projects.map((project) => `${fromRoot(project.path)}\n`).join(""));
  const { jobs } = jobsFor(undefined, projects.length);
  const started = performance.now();
  // Pad names, README titles and file names come from the pull request: never read as workflow commands.
  const log = untrustedLog(out);
  const rows = await runBatch(projects, { timeoutSeconds, jobs, onRow: (row, done, total) => log.write(`[${done}/${total}] ${row.pad}: ${row.verdict}\n`) });
  const seconds = (performance.now() - started) / 1000;
  const title = `${pads.length === 1 ? "the pad folder" : `${pads.length} pad folders`} this pull request changes`;
  const parts = [batchMarkdown(rows, skipped, { folder: title, seconds, jobs })];
  for (const row of rows) if (row.report) parts.push(reportToMarkdown(row.report));
  summary(`${parts.join("\n")}\n`);
  for (const row of rows) log.write(`\n${row.report ? formatReport(row.report) : `${row.pad}: ${row.note ?? row.verdict}`}\n`);
  log.end();
  const marks = [
    ...annotations(rows),
    ...empty.map((pad) => `::error title=${escapeProperty(`Hackpad preflight: ${pad.pad}`)}::${escapeCommand(`Nothing to check: ${pad.reason}.`)}`),
  ];
  if (marks.length > 0) out(`${marks.join("\n")}\n`);
  return rows.some(rowFails) || empty.length > 0 ? 1 : 0;
}
