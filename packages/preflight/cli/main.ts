/**
 * `npm run preflight -- <folder|file.zip> [--json] [--fit]`: checks a Hackpad project against the submission rules;
 * `--fit` also measures the case against the board in 3D (the `case-fit` rule, packages/fit), as batch mode always does.
 * `--batch <folder>` checks every pad folder under a folder instead (batch.ts).
 * Text mode prints one line per rule (✓ ⚠ ✗ –), the measurements, and what to do for each ⚠/✗.
 * Exit code: 0 when no rule fails, 1 when one does or the input is not a Hackpad project at all, 2 when the input
 * cannot be read (nothing of it could be opened). Entries of a folder that cannot be read (a link out of the folder or in a loop) are skipped with a
 * note; the report is printed in every case, as JSON with `--json`.
 */
import { commandArgs } from "./cli-options.ts";
import { formatReport } from "../src/report/format.ts";
import { batchMain } from "./batch.ts";
import { checkPath } from "./check-path.ts";
import { withFit } from "@hackpad/fit/node";

const usage = `Usage: npm run preflight -- <folder|file.zip> [--json] [--fit]
       npm run preflight -- --batch <folder> [--json] [--out <file>] [--timeout <seconds>] [--jobs <n>] [--fix <folder for fixed copies>]`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.some((arg) => arg === "--batch" || arg.startsWith("--batch="))) return batchMain(args, usage);
  const parsed = commandArgs(
    { args, allowPositionals: true, options: { json: { type: "boolean", default: false }, fit: { type: "boolean", default: false } } },
    usage,
  );
  if (typeof parsed === "number") return parsed;
  const { values, positionals } = parsed;
  const target = positionals[0];
  if (!target || positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  const checked = await checkPath(target);
  const { readError } = checked;
  const report = values.fit && readError === undefined ? await withFit(checked.report, target) : checked.report;
  if (readError !== undefined && !values.json) {
    console.error(readError);
    return 2;
  }
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
  if (report.unreadable) return 2;
  return report.verdict === "fail" ? 1 : 0;
}

process.exitCode = await main();
