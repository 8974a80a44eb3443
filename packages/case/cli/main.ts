/**
 * `npm run case -- <project folder|zip> --out <folder> [--height <mm>] [--wall <mm>] [--screws nuts|inserts] [--xiao headers|flush] [--name <text>]`:
 * makes the guide's printed case for the project's own board and writes production/case/bottom.stl, top.stl, the
 * parts as one 3MF ready to print, and CAD/assembly.3mf (case, board and parts together). Nothing is written unless
 * all of it can be: the files are built in memory, written to a temporary folder beside --out and renamed into place.
 * Progress goes to stderr. Exit code 0 when written and every check of its own passes, 1 when written but one of
 * them fails, 2 when no case can be made (no board, no outline, an open outline, a board too big, no XIAO, no
 * switches, bad options) or --out cannot take the files (it holds files, is a file, a device or a dangling link).
 * `parseCaseArgs` and `runCase` are exported so another command (such as a converter's `--convert`) can share them.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { dimensions } from "@hackpad/programme/dimensions";
import { outFolderProblem, readCommandArgs, writeAllOrNothing } from "@hackpad/preflight/node";
import { padName } from "@hackpad/preflight/report";
import { caseFiles, defaultWallMm, generateCase, type GeneratedCase, type ScrewKind, type XiaoMount } from "../src/index.ts";
import { readProjectBoard } from "./read-board.ts";
import { HackpadError, isHackpadError } from "@hackpad/programme/errors";

export const usage = `Usage: npm run case -- <project folder|zip> --out <folder> [--height <mm>] [--wall <mm>] [--screws nuts|inserts] [--xiao headers|flush] [--name <text to engrave>]
  --height  height of the bottom shell (default ${dimensions.caseHeightMm} mm; taller when the XIAO is on the back and needs it)
  --wall    wall around the PCB's pocket (default ${defaultWallMm} mm)
  --screws  nuts on the screw ends above the plate (default), or heat-set inserts
  --xiao    a XIAO on the back of the board hangs on its pin headers (default, as the kit ships it) or is soldered flush`;

export interface CaseArgs {
  target: string;
  out: string;
  heightMm?: number;
  wallMm?: number;
  screws: ScrewKind;
  engrave?: string;
  xiaoMount?: XiaoMount;
}

/** The command's arguments, or a message (with the usage) saying what is wrong; `help` when --help was asked for. */
export function parseCaseArgs(argv: readonly string[]): { args: CaseArgs } | { error: string } | { help: true } {
  const read = readCommandArgs(
    {
      args: [...argv],
      allowPositionals: true,
      options: {
        out: { type: "string" },
        height: { type: "string" },
        wall: { type: "string" },
        screws: { type: "string", default: "nuts" },
        name: { type: "string" },
        xiao: { type: "string" },
      },
    },
    usage,
  );
  if (!("parsed" in read)) return read;
  const { values, positionals } = read.parsed;
  const target = positionals[0];
  if (!target || positionals.length > 1 || !values.out) return { error: usage };
  const number = (text: string | undefined, what: string): number | undefined | string => {
    if (text === undefined) return undefined;
    const value = Number(text);
    return Number.isFinite(value) ? value : `--${what} takes a number of millimetres, not "${text}".`;
  };
  const heightMm = number(values.height, "height");
  const wallMm = number(values.wall, "wall");
  if (typeof heightMm === "string") return { error: heightMm };
  if (typeof wallMm === "string") return { error: wallMm };
  if (values.screws !== "nuts" && values.screws !== "inserts") return { error: `--screws is "nuts" or "inserts", not "${values.screws}".` };
  const args: CaseArgs = { target, out: values.out, screws: values.screws };
  if (heightMm !== undefined) args.heightMm = heightMm;
  if (wallMm !== undefined) args.wallMm = wallMm;
  if (values.name !== undefined) args.engrave = values.name;
  if (values.xiao !== undefined) {
    if (values.xiao !== "headers" && values.xiao !== "flush") return { error: `--xiao is "headers" or "flush", not "${values.xiao}".` };
    args.xiaoMount = values.xiao;
  }
  return { args };
}

/** Every file of a generated case, by its path in the submission. */
export function caseFileList(generated: GeneratedCase, pad: string): { path: string; bytes: Uint8Array }[] {
  return [
    ...generated.parts.map((part) => ({ path: part.fileName, bytes: part.stl })),
    { path: caseFiles.print3mf(pad), bytes: generated.print3mf },
    { path: caseFiles.assembly3mf, bytes: generated.assembly3mf },
  ];
}

/** Every file of the case or none (write-all.ts). */
const writeAll = (out: string, files: readonly { path: string; bytes: Uint8Array }[]) =>
  writeAllOrNothing(
    out,
    files.map((file) => ({ path: file.path, contents: file.bytes })),
    (message) => new HackpadError("case", message),
  );

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`.padStart(4);

/** Makes the case and writes it; the exit code (0 written, 1 written but one of its own checks fails, 2 not written). */
export async function runCase(args: CaseArgs, log: (line: string) => void = console.log, progress: (line: string) => void = console.error): Promise<number> {
  try {
    const outProblem = outFolderProblem(args.out);
    if (outProblem) throw new HackpadError("case", outProblem);
    progress(`${percent(0)} Reading ${args.target}`);
    const project = await readProjectBoard(args.target);
    const options: Parameters<typeof generateCase>[2] = { screws: args.screws };
    if (args.heightMm !== undefined) options.heightMm = args.heightMm;
    if (args.wallMm !== undefined) options.wallMm = args.wallMm;
    if (args.engrave !== undefined) options.engrave = args.engrave;
    if (args.xiaoMount !== undefined) options.xiaoMount = args.xiaoMount;
    const generated = await generateCase(project.board, project.parts, options, (fraction, label) => progress(`${percent(fraction)} ${label}`));
    const files = caseFileList(generated, padName(project.name));
    writeAll(args.out, files);
    log(`Wrote a case for ${project.pcbPath} to ${args.out}:`);
    for (const file of files) log(`  ${file.path}`);
    for (const warning of generated.warnings) log(`Note: ${warning}`);
    for (const check of generated.checks) log(`${check.ok ? "✓" : "✗"} ${check.label}: ${check.detail}`);
    const failed = generated.checks.filter((check) => !check.ok).length;
    if (failed > 0) {
      log(`${failed} of the case's own checks failed (✗ above): fix them before printing.`);
      return 1;
    }
    return 0;
  } catch (error) {
    if (!isHackpadError(error, "case")) throw error;
    log(`No case written: ${error.message}`);
    return 2;
  }
}

export async function main(argv: readonly string[]): Promise<number> {
  // `npm run case -- --convert <model>`: the case the participant drew, converted to STL (packages/convert).
  if (argv.some((arg) => arg === "--convert" || arg.startsWith("--convert="))) {
    const { convertMain } = await import("@hackpad/convert/cli");
    return convertMain([...argv]);
  }
  const parsed = parseCaseArgs(argv);
  if ("help" in parsed) {
    console.log(usage);
    return 0;
  }
  if ("error" in parsed) {
    console.error(parsed.error);
    return 2;
  }
  return runCase(parsed.args, console.log, console.error);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = await main(process.argv.slice(2));
