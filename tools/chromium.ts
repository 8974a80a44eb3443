import { accessSync, constants, statSync } from "node:fs";

/** Where the browser tests, screenshots and bench look for Chromium: CHROME_PATH, else Debian's package. */
export function chromiumPath(env: Record<string, string | undefined> = process.env): string {
  return env.CHROME_PATH || "/usr/bin/chromium";
}

/** Whether a path is a file this process may run. */
export function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** One line saying how to get Chromium when it is missing, or undefined when it is there. */
export function chromiumProblem(env: Record<string, string | undefined>, isExecutable: (path: string) => boolean): string | undefined {
  const path = chromiumPath(env);
  if (isExecutable(path)) return undefined;
  const where = env.CHROME_PATH ? `CHROME_PATH (${path}) is not a browser this user can run` : `No Chromium at ${path}`;
  return `${where}: the browser tests need it. Install it (Debian/Ubuntu: sudo apt-get install chromium; macOS: brew install --cask chromium) or set CHROME_PATH to a Chrome or Chromium binary, then run npm test again.`;
}
