/**
 * `npm run case -- --convert <file.step|.stp|.3mf|.obj> --out <folder> [--units mm|cm|m|in]` (the case command
 * hands `--convert` to this file): converts a case model into one binary
 * STL per printed part, written as `<folder>/production/case/<part>.stl`, the layout the submission asks for.
 * Nothing is written unless all of it can be: the STLs are built in memory, written to a temporary folder beside
 * --out and renamed into place. Exit code 0 when written, 2 when the model cannot be converted (the message says
 * why) or --out already holds files. `--units` is the unit of an OBJ (which has none); without it the unit is
 * guessed from the model's size and the guess is printed. `--board` names the project whose .kicad_pcb the model is
 * judged against: only a body of the board's size is left out as the board, and an OBJ's unit is the one that
 * makes the case larger than the board. OpenCascade's work cannot be interrupted from inside, so
 * the conversion runs in a child process that is stopped after `--timeout` seconds (default 300): a STEP that
 * would take longer gets a message and exit 2, nothing written, never a hang.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { commandArgs, outFolderProblem, readInput, runStoppable, timeoutSecondsOf, writeAllOrNothing } from "@hackpad/preflight/node";
import { MAX_INPUT_BYTES, formatBytes } from "@hackpad/preflight/report";
import { boardSizeOf, convertModel, OBJ_UNIT_MM, type BoardSize, type ConvertResult, type ObjUnit } from "../src/index.ts";
import { readProject } from "@hackpad/preflight";
import { loadOcctNode } from "./occt-node.ts";
import { HackpadError, isHackpadError } from "@hackpad/programme/errors";

export const usage =
  "Usage: npm run case -- --convert <file.step|.stp|.3mf|.obj> --out <folder> [--units mm|cm|m|in] [--board <project folder|zip>] [--timeout <seconds>]";

/** How long one conversion may take; allanpad's case STEPs take 0.5–5 s on a shared 2-core machine. */
const DEFAULT_TIMEOUT_SECONDS = 300;

/** Every part's STL or none (write-all.ts); the paths written. */
export const writeParts = (out: string, result: ConvertResult): string[] =>
  writeAllOrNothing(
    out,
    result.parts.map((part) => ({ path: part.fileName, contents: part.stl })),
    (message) => new HackpadError("convert", message),
  );

/** What the command prints: each part with its size and whether it fits, what was left out, and every warning. */
export function describe(result: ConvertResult, written: string[]): string {
  const lines = [`Units: ${result.units}${result.unitsGuessed ? " (guessed)" : ""}; every STL is in millimetres.`, ""];
  result.parts.forEach((part, index) => {
    const mark = part.closed && part.fits ? "✓" : "⚠";
    lines.push(
      `${mark} ${written[index] ?? part.fileName}  ${part.name}: ${part.size.join(" × ")} mm${part.fits ? "" : " (too big to print)"}${part.closed ? "" : " (not closed)"}`,
    );
  });
  if (result.leftOut.length > 0) {
    lines.push("", "Left out (not printed):");
    // Nine diodes left out for the same reason are one line.
    const counts = new Map<string, number>();
    for (const entry of result.leftOut) counts.set(`${entry.name}: ${entry.why}`, (counts.get(`${entry.name}: ${entry.why}`) ?? 0) + 1);
    for (const [line, count] of counts) lines.push(`  - ${count > 1 ? `${count} × ` : ""}${line}`);
  }
  if (result.warnings.length > 0) {
    lines.push("", "Warnings:");
    for (const warning of result.warnings) lines.push(`  ⚠ ${warning}`);
  }
  return lines.join("\n");
}

export async function convertMain(args: string[]): Promise<number> {
  const parsed = commandArgs(
    {
      args,
      allowPositionals: false,
      options: {
        convert: { type: "string" },
        out: { type: "string" },
        units: { type: "string" },
        board: { type: "string" },
        timeout: { type: "string", default: String(DEFAULT_TIMEOUT_SECONDS) },
        // The child process the command starts (and the tests) convert here, in this process.
        "in-process": { type: "boolean", default: false },
      },
    },
    usage,
  );
  if (typeof parsed === "number") return parsed;
  const { values } = parsed;
  if (!values.convert || !values.out) {
    console.error(usage);
    return 2;
  }
  if (values.units !== undefined && !(values.units in OBJ_UNIT_MM)) {
    console.error(`--units must be one of ${Object.keys(OBJ_UNIT_MM).join(", ")}.\n${usage}`);
    return 2;
  }
  const timeout = timeoutSecondsOf(values.timeout);
  if (typeof timeout === "string") {
    console.error(`${timeout}\n${usage}`);
    return 2;
  }
  const timeoutSeconds = timeout;
  const outProblem = outFolderProblem(values.out);
  if (outProblem) {
    console.error(outProblem);
    return 2;
  }
  if (!values["in-process"]) return convertInChild(args, values.convert, values.out, timeoutSeconds);
  try {
    const file = values.convert;
    if (!existsSync(file) || !statSync(file).isFile()) throw new HackpadError("convert", `${file} is not a file.`);
    const size = statSync(file).size;
    if (size > MAX_INPUT_BYTES)
      throw new HackpadError("convert", `${file} is ${formatBytes(size)}; the converter reads up to ${formatBytes(MAX_INPUT_BYTES)}.`);
    const result = await convertModel(new Uint8Array(readFileSync(file)), basename(file), {
      objUnits: values.units as ObjUnit | undefined,
      loadOcct: loadOcctNode,
      board: values.board === undefined ? null : await projectBoard(values.board),
    });
    if (values.units !== undefined && !/\.obj$/i.test(file))
      console.log(`--units is for OBJ files only; ${basename(file)} says its own unit (${result.units}).`);
    console.log(describe(result, writeParts(values.out, result)));
    return 0;
  } catch (error) {
    if (isHackpadError(error, "convert")) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}

/** The board of the project `target` (a folder or zip) as the converter compares bodies with it. */
async function projectBoard(target: string): Promise<BoardSize> {
  let input;
  try {
    input = readInput(target);
  } catch (error) {
    throw new HackpadError("convert", `--board ${target} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const analysis = await readProject(input.files, { input: target, notes: input.notes });
  const board = analysis.pcb ? boardSizeOf(analysis.pcb.board) : null;
  if (!board) throw new HackpadError("convert", `--board ${target} holds no .kicad_pcb with an Edge.Cuts outline to judge the model against.`);
  return board;
}

/**
 * Runs the conversion in a child process (this file with --in-process) and stops it after `seconds`. A stopped
 * child may leave its temporary folder beside --out: it is removed, so nothing is written.
 */
async function convertInChild(args: string[], file: string, out: string, seconds: number): Promise<number> {
  const self = fileURLToPath(import.meta.url);
  const parent = dirname(resolve(out));
  const staging = (name: string) => name.startsWith(`.${basename(resolve(out))}-`);
  const before = new Set(existsSync(parent) ? readdirSync(parent).filter(staging) : []);
  const { code, timedOut } = await runStoppable(self, [...args, "--in-process"], seconds, "inherit");
  if (!timedOut) return code ?? 2;
  for (const name of existsSync(parent) ? readdirSync(parent).filter(staging) : []) {
    if (!before.has(name)) rmSync(join(parent, name), { recursive: true, force: true });
  }
  console.error(
    `Converting ${basename(file)} did not finish within ${seconds} s and was stopped; nothing was written. Export the case alone (without switches, keycaps and the board) or with less detail, or give --timeout more seconds.`,
  );
  return 2;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) process.exitCode = await convertMain(process.argv.slice(2));
