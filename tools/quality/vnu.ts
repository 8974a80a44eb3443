/**
 * The valid-HTML gate: the W3C Nu HTML checker (npm `vnu-jar`, a Java program) over every prerendered
 * page of a build, in one Java run. Any error fails the gate; warnings are not counted.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** One message of the checker, as its JSON output gives it. */
export interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

export interface VnuResult {
  files: string[];
  errors: VnuMessage[];
}

/** Where the checker's jar is: the `vnu-jar` package exports the path. */
export function vnuJarPath(): string {
  return String(createRequire(import.meta.url)("vnu-jar"));
}

/** Said when there is no Java to run the checker with. */
export function missingJavaMessage(java: string): string {
  return (
    `The valid-HTML gate needs Java to run the W3C Nu checker (vnu-jar), and "${java}" could not be started. ` +
    `Install a Java runtime (Debian: apt-get install default-jre-headless) or set JAVA to its path.`
  );
}

/** Every `.html` file under a folder, sorted. */
export function htmlFilesIn(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".html")) files.push(full);
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * Runs the checker once over `files` and returns its errors. Throws with a clear message when Java is
 * missing or the checker gives no readable report.
 */
export function checkHtmlFiles(files: readonly string[], java = process.env.JAVA ?? "java"): VnuResult {
  if (files.length === 0) return { files: [], errors: [] };
  const run = spawnSync(java, ["-jar", vnuJarPath(), "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(missingJavaMessage(java));
  // The checker writes its JSON report to standard error and exits 1 when it found errors.
  let report: { messages?: VnuMessage[] };
  try {
    report = JSON.parse(run.stderr) as { messages?: VnuMessage[] };
  } catch {
    throw new Error(`The W3C Nu checker gave no JSON report (exit ${run.status}): ${(run.stderr || run.stdout).slice(0, 500)}`);
  }
  const errors = (report.messages ?? []).filter((message) => message.type === "error" || message.subType === "fatal");
  return { files: [...files], errors };
}

/** The errors as readable lines: file relative to `root`, line, message and the markup around it. */
export function formatVnuErrors(errors: readonly VnuMessage[], root: string): string {
  return errors
    .map((error) => {
      const file = error.url.startsWith("file:") ? relative(root, fileURLToPath(error.url)).split(sep).join("/") : error.url;
      const extract = error.extract ? `\n    ${error.extract.replace(/\s+/g, " ").trim()}` : "";
      return `${file}:${error.lastLine ?? "?"} ${error.message}${extract}`;
    })
    .join("\n");
}
