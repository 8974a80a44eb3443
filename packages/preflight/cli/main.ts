/**
 * `npm run preflight -- <folder|file.zip> [--json]`: checks a Hackpad project against the submission rules.
 * Text mode prints one line per rule (✓ ⚠ ✗ –), the measurements, and what to do for each ⚠/✗.
 * Exit code: 0 when no rule fails, 1 when one does or the input is not a Hackpad project at all, 2 when the input
 * cannot be read (nothing of it could be opened). Entries of a folder that cannot be read (a link out of the folder or in a loop) are skipped with a
 * note; the report is printed in every case, as JSON with `--json`.
 */
import { parseArgs } from "node:util";
import { formatReport } from "../src/report/format.ts";
import { runPreflight } from "../src/index.ts";
import { refusalText } from "../src/refusal.ts";
import { readInput } from "./read-input.ts";

const usage = "Usage: npm run preflight -- <folder|file.zip> [--json]";

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { json: { type: "boolean", default: false }, help: { type: "boolean", short: "h" } } });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const target = positionals[0];
  if (!target || positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  let input;
  try {
    input = readInput(target);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!values.json) {
      console.error(message);
      return 2;
    }
    input = { files: [], notes: [message] };
  }
  const report = await runPreflight(input.files, { input: target, notes: input.notes });
  if (input.files.length === 0 && input.notes.length > 0 && !report.unreadable) {
    report.unreadable = input.notes[0];
    delete report.notProject;
    delete report.advice;
  }
  // Unreadable or not a Hackpad: the one message and what to do, not fourteen rules.
  console.log(values.json ? JSON.stringify(report, null, 2) : (refusalText(report) ?? formatReport(report)));
  if (report.unreadable) return 2;
  return report.verdict === "fail" ? 1 : 0;
}

process.exitCode = await main();
