/**
 * A command that must stay stoppable runs its work in a child Node process: a TypeScript script (a checkout) runs
 * through tsx, a built one as it is. `runStoppable` kills the child after `seconds`, whatever it is doing, since
 * work such as OpenCascade's cannot be interrupted from inside.
 */
import { fork } from "node:child_process";

/** The Node flags that let a child run `script`. */
export const nodeArgsFor = (script: string): string[] => (script.endsWith(".ts") ? ["--import", import.meta.resolve("tsx")] : []);

export interface ChildEnd {
  code: number | null;
  /** The last 2,000 characters the child wrote to stderr, when `output` is "quiet"; "" otherwise. */
  stderr: string;
  timedOut: boolean;
}

/** Runs `script args` and stops it after `seconds`; `inherit` shares this process's output, `quiet` keeps only the end of its stderr. */
export function runStoppable(script: string, args: readonly string[], seconds: number, output: "inherit" | "quiet"): Promise<ChildEnd> {
  const child = fork(script, [...args], { execArgv: nodeArgsFor(script), stdio: output === "inherit" ? "inherit" : ["ignore", "ignore", "pipe", "ipc"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  return new Promise((done) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, seconds * 1000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      done({ code, stderr, timedOut });
    });
  });
}
