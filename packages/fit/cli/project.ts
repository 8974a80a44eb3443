/**
 * The fit check on a project folder on disk (the preflight's `--fit` and batch mode): the board from its
 * .kicad_pcb, the case from its models. Each STEP/3MF that holds the board is fitted as assembled; the printed
 * parts (the STL/3MF/STEP files under production/, or else the models without the board) are fitted as parts.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { classifyFootprint } from "@hackpad/preflight";
import { parseKicadPcb } from "@hackpad/preflight";
import { verdictOf, type Report, type RuleResult } from "@hackpad/preflight";
import { readCaseBoard, type CaseBoard } from "@hackpad/case";
import { loadOcctNode } from "@hackpad/convert/node";
import { caseFitRule, caseFitSkipped, FIT_MODEL, fitSets, readFitParts, type ReadModel } from "../src/index.ts";

const SKIP_DIR = /^(\.|node_modules$|.*-backups$|__MACOSX$)/;

function walk(root: string, folder = root, found: string[] = [], depth = 0): string[] {
  if (depth > 8) return found;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && !SKIP_DIR.test(entry.name)) walk(root, path, found, depth + 1);
    else if (entry.isFile()) found.push(relative(root, path).split("\\").join("/"));
  }
  return found;
}

/** The `case-fit` rule for a project folder; a zip or a file is said as not measured. */
export async function fitFolder(root: string): Promise<RuleResult> {
  if (!statSync(root).isDirectory()) return caseFitSkipped("The fit check reads a project folder; unpack the zip to measure its case against its board.");
  const files = walk(root);
  const pcbFile = files.filter((file) => /\.kicad_pcb$/i.test(file)).sort((a, b) => a.split("/").length - b.split("/").length)[0];
  const models = files.filter((file) => FIT_MODEL.test(file));
  if (!pcbFile) return caseFitSkipped("There is no KiCad board (.kicad_pcb) to measure the case against.");
  if (models.length === 0) return caseFitSkipped("There is no case model (STL, 3MF or STEP) to measure against the board.", [pcbFile]);
  let board: CaseBoard;
  try {
    const pcb = parseKicadPcb(readFileSync(join(root, pcbFile), "utf8"));
    board = readCaseBoard(pcb, pcb.footprints.map(classifyFootprint));
  } catch (error) {
    return caseFitSkipped(`The board could not be read for the fit check: ${error instanceof Error ? error.message : String(error)}`, [pcbFile]);
  }
  const unread: string[] = [];
  const read: ReadModel[] = [];
  for (const file of models) {
    try {
      read.push({ file, parts: await readFitParts(new Uint8Array(readFileSync(join(root, file))), file, loadOcctNode) });
    } catch (error) {
      unread.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const sets = fitSets(board, pcbFile, read);
  const rule = caseFitRule(sets);
  if (unread.length > 0) rule.details = [...(rule.details ?? []), ...unread.map((line) => `Not measured: ${line}`)];
  return rule;
}

/**
 * The report with the `case-fit` rule added right after `case` (the fix-first list orders it there too) and the
 * verdict worked out again. A report of something unreadable or not a Hackpad project is left as it is.
 */
export async function withFit(report: Report, root: string): Promise<Report> {
  if (report.unreadable || report.notProject) return report;
  let rule: RuleResult;
  try {
    rule = await fitFolder(root);
  } catch (error) {
    rule = caseFitSkipped(`The fit check stopped: ${error instanceof Error ? error.message : String(error)}`);
  }
  const rules = [...report.rules];
  const after = rules.findIndex((entry) => entry.id === "case");
  rules.splice(after < 0 ? rules.length : after + 1, 0, rule);
  return { ...report, rules, verdict: verdictOf(rules) };
}
