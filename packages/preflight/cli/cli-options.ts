/**
 * The numbers the commands take that start timers and processes: `--timeout` (batch mode, the converter, the
 * Action's timeout input) and `--jobs` (batch mode, the Action). A timer holds at most 2^31 − 1 ms (about 24.8
 * days): Node fires a longer one after 1 ms, so a longer timeout is refused rather than stopping every check at
 * once. Jobs are capped by the cores and by the memory each check's process may use.
 * Every command reads its arguments the same way (`readCommandArgs`, `commandArgs`): `--help`/`-h` prints the
 * usage, anything `parseArgs` refuses gets its sentence and the usage.
 */
import { availableParallelism, totalmem } from "node:os";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { inputLimits } from "@hackpad/programme/input-limits";

/** The longest timeout a Node timer holds, in whole seconds. */
export const MAX_TIMEOUT_SECONDS = Math.floor((2 ** 31 - 1) / 1000);

/** `--timeout` in seconds, or the sentence saying why it cannot be one. */
export function timeoutSecondsOf(text: string | undefined): number | string {
  const seconds = Number(text);
  if (text === undefined || text.trim() === "" || !Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_TIMEOUT_SECONDS) {
    return `--timeout takes a number of seconds above 0 and at most ${MAX_TIMEOUT_SECONDS} (24 days, the longest a timer holds), not "${text ?? ""}".`;
  }
  return seconds;
}

/** How many checks run at once: what was asked for (all the cores by default), capped by the cores and the memory; `note` says when it was capped. */
export function jobsFor(
  requested: number | undefined,
  projects: number,
  machine = { cores: availableParallelism(), memory: totalmem() },
): { jobs: number; note: string | null } {
  const byMemory = Math.max(1, Math.floor(machine.memory / inputLimits.process.memoryBytes));
  const cap = Math.max(1, Math.min(machine.cores, byMemory));
  const wanted = requested ?? machine.cores;
  const jobs = Math.max(1, Math.min(wanted, cap, Math.max(1, projects)));
  const gib = (machine.memory / 1024 ** 3).toFixed(1);
  const note =
    requested !== undefined && requested > cap
      ? `--jobs ${requested} is more than this machine can run at once (${machine.cores} core${machine.cores === 1 ? "" : "s"}, ${gib} GiB of memory at ${inputLimits.process.memoryBytes / 1024 ** 3} GiB a check): running ${cap} at a time.`
      : null;
  return { jobs, note };
}

type Parsed<T extends ParseArgsConfig> = ReturnType<typeof parseArgs<T>>;

/** A command's arguments with `--help`/`-h` added: the values, `help` when it was asked for, or what is wrong with them followed by the usage. */
export function readCommandArgs<T extends ParseArgsConfig>(config: T, usage: string): { parsed: Parsed<T> } | { help: true } | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({ ...config, options: { ...config.options, help: { type: "boolean", short: "h" } } });
  } catch (error) {
    return { error: `${error instanceof Error ? error.message : String(error)}\n${usage}` };
  }
  return (parsed.values as { help?: boolean }).help ? { help: true } : { parsed: parsed as Parsed<T> };
}

/** `readCommandArgs` for a command's `main`: the values, or the exit code once the usage (0) or the error (2) is printed. */
export function commandArgs<T extends ParseArgsConfig>(config: T, usage: string): Parsed<T> | number {
  const read = readCommandArgs(config, usage);
  if ("parsed" in read) return read.parsed;
  if ("help" in read) console.log(usage);
  else console.error(read.error);
  return "help" in read ? 0 : 2;
}
