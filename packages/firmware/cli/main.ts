/**
 * `npm run firmware -- <project folder|zip> --kmk|--qmk --out <folder> [--name <pad name>] [--maintainer <GitHub name>]`:
 * writes KMK (main.py and the list of files for CIRCUITPY) or QMK (a keyboard folder) from the wiring of the
 * project's board. Nothing is written unless all of it can be: the files are built in memory, written to a
 * temporary folder beside --out and renamed into place. Exit code 0 when written, 2 when the input cannot give
 * firmware (no board, no XIAO, no switches, wiring the generators cannot use) or --out already holds files.
 * `--wiring <file.json>` takes the wiring from a file instead of a board (used by the tests).
 */
import { readFileSync } from "node:fs";
import { generateKmk, generateQmk, type GeneratedFirmware } from "../src/index.ts";
import type { Wiring } from "@hackpad/preflight/report";
import { commandArgs, outFolderProblem, writeAllOrNothing } from "@hackpad/preflight/node";
import { padName } from "@hackpad/preflight/report";
import { parseWiring, readWiring } from "./board-wiring.ts";
import { HackpadError, isHackpadError } from "@hackpad/programme/errors";

const usage = "Usage: npm run firmware -- <project folder|zip> --kmk|--qmk --out <folder> [--name <pad name>] [--maintainer <GitHub name>]";

async function wiringOf(target: string | undefined, wiringFile: string | undefined): Promise<{ wiring: Wiring; name: string }> {
  if (wiringFile) return { wiring: parseWiring(readFileSync(wiringFile, "utf8"), wiringFile), name: padName(target ?? wiringFile.replace(/\.json$/i, "")) };
  if (!target) throw new HackpadError("no-wiring", usage);
  const { wiring, name } = await readWiring(target);
  return { wiring, name: padName(name) };
}

/** All the firmware's files or none (write-all.ts). */
const writeAll = (out: string, firmware: GeneratedFirmware) =>
  writeAllOrNothing(
    out,
    firmware.files.map((file) => ({ path: file.path, contents: file.text })),
    (message) => new HackpadError("no-wiring", message),
  );

async function main(): Promise<number> {
  const parsed = commandArgs(
    {
      allowPositionals: true,
      options: {
        kmk: { type: "boolean", default: false },
        qmk: { type: "boolean", default: false },
        out: { type: "string" },
        name: { type: "string" },
        maintainer: { type: "string" },
        wiring: { type: "string" },
      },
    },
    usage,
  );
  if (typeof parsed === "number") return parsed;
  const { values, positionals } = parsed;
  if (values.kmk === values.qmk || !values.out || positionals.length > 1 || (positionals.length === 0 && !values.wiring)) {
    console.error(usage);
    return 2;
  }
  const outProblem = outFolderProblem(values.out);
  if (outProblem) {
    console.error(outProblem);
    return 2;
  }
  try {
    const { wiring, name } = await wiringOf(positionals[0], values.wiring);
    const options = { name: values.name ?? name, maintainer: values.maintainer };
    const firmware = values.kmk ? generateKmk(wiring, options) : generateQmk(wiring, options);
    writeAll(values.out, firmware);
    console.log(`Wrote ${firmware.family.toUpperCase()} firmware for ${options.name} to ${values.out}:`);
    for (const file of firmware.files) console.log(`  ${file.path}`);
    if (firmware.copy.length > 0) {
      console.log("Also copy onto CIRCUITPY (COPY-TO-CIRCUITPY.md says where from):");
      for (const step of firmware.copy) console.log(`  ${step.file}${step.kind === "folder" ? "/" : ""} → ${step.to}`);
    }
    if (firmware.keyboard) console.log(`Build it in a QMK tree as keyboards/${firmware.keyboard}: qmk compile -kb ${firmware.keyboard} -km default`);
    if (firmware.notes.length > 0) {
      console.log("Left out of this firmware, and faults on the board (also at the top of the generated code):");
      for (const note of firmware.notes) console.log(`  - ${note}`);
    }
    return 0;
  } catch (error) {
    if (isHackpadError(error, "firmware")) {
      const [first = "", ...rest] = error.reasons;
      console.error(`No firmware written. ${first}${rest.map((reason) => `\n  - ${reason}`).join("")}`);
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    console.error(`No firmware written: ${message}`);
    return 2;
  }
}

process.exitCode = await main();
