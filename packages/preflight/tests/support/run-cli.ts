/** Runs one of the repository's TypeScript commands (a CLI's main.ts) with tsx, as `npm run` would: its exit code and output, never a throw. */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

export const repositoryRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const run = promisify(execFile);

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `script` is the command's path from the repository's root, e.g. "packages/preflight/cli/main.ts". */
export async function runCli(script: string, ...args: string[]): Promise<CliRun> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", join(repositoryRoot, script), ...args], { cwd: repositoryRoot });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CliRun;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
