// Runs before `npm start` with plain Node (nothing is installed yet on a fresh clone): installs the
// dependencies from the lock file when node_modules is missing, so the first README command just works.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("node_modules/.package-lock.json")) {
  console.log("First run: installing dependencies with npm ci (once)…");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["ci", "--no-audit", "--no-fund"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) {
    console.error("npm ci failed (see above). Fix that, then run npm start again.");
    process.exit(result.status ?? 1);
  }
}
