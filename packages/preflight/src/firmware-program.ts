/**
 * The firmware read as a program, not as a file with the right name: each Python file of the project's KMK or
 * CircuitPython program (and each `main.py`/`code.py` a participant may take for one) must be Python text that
 * parses, name only pins the controller's board module has and only KMK modules that exist, and give KMK's
 * scanner pins. A compiled image must be a UF2 for the RP2040 (an Intel HEX file is for another chip).
 */
import { submissionNames } from "@hackpad/programme/submission";
import type { Analysis } from "./analyse.ts";
import { findFirmware, MAX_SOURCE_BYTES, notFirmware } from "./firmware-files.ts";
import { documentKind, programFindings, tokenizePython, type PyToken } from "./python-program.ts";
import { inFolder } from "./paths.ts";

const decoder = new TextDecoder("utf-8");

export interface ProgramReading {
  /** Sentences naming the file and line of what stops the program; each a failure. */
  fails: string[];
  /** Files whose content is not Python text at all ("is an RTF document"), by path. */
  documents: Map<string, string>;
  /** Intel HEX images: firmware for another chip. */
  hexImages: string[];
  /** Each Python file's tokens by path, read once for this check and for the pins the firmware uses. */
  tokens: Map<string, PyToken[]>;
}

/** The module paths of a KMK copy kept in the project (`lib/kmk/keys.py` → `kmk.keys`), lower case. */
function ownKmkModules(paths: readonly string[]): Set<string> {
  const modules = new Set<string>();
  for (const path of paths) {
    const match = /(?:^|\/)(kmk\/.*)\.py$/i.exec(path);
    if (!match?.[1]) continue;
    const parts = match[1].toLowerCase().split("/");
    if (parts[parts.length - 1] === "__init__") parts.pop();
    for (let k = 1; k <= parts.length; k++) modules.add(parts.slice(0, k).join("."));
  }
  return modules;
}

const cache = new WeakMap<Analysis, ProgramReading>();

export function readPrograms(analysis: Analysis): ProgramReading {
  const cached = cache.get(analysis);
  if (cached) return cached;
  const byPath = new Map(analysis.project.files.map((file) => [file.path, file]));
  const found = findFirmware(analysis);
  const programs = found.filter((candidate) => candidate.kind === "kmk" || candidate.kind === "circuitpython");
  const pythonFiles = [...new Set(programs.flatMap((candidate) => candidate.files).filter((path) => /\.py$/i.test(path)))];
  // Files with a firmware's name that are not recognised as firmware: one saved as RTF or UTF-16 is the program, unreadable.
  const named = [
    ...notFirmware(analysis).map((entry) => entry.path),
    ...analysis.paths.filter(
      (path) =>
        /(^|\/)(main|code)\.py$/i.test(path) && (inFolder(path, submissionNames.firmware) || inFolder(path, submissionNames.production) || !path.includes("/")),
    ),
  ];
  const reading: ProgramReading = { fails: [], documents: new Map(), hexImages: [], tokens: new Map() };
  for (const path of new Set([...pythonFiles, ...named])) {
    const file = byPath.get(path);
    if (!file || file.bytes.length === 0) continue;
    const kind = documentKind(file.bytes);
    if (kind) {
      reading.documents.set(path, kind);
      reading.fails.push(`${path} is ${kind}, not a Python program: CircuitPython cannot run it. Save it again as plain text (UTF-8) in a code editor.`);
    }
  }
  const own = ownKmkModules(analysis.paths);
  for (const path of pythonFiles) {
    const file = byPath.get(path);
    if (!file || reading.documents.has(path)) continue;
    const source = decoder.decode(file.bytes.subarray(0, MAX_SOURCE_BYTES)).replace(/^\uFEFF/, "");
    const { tokens, error } = tokenizePython(source);
    reading.tokens.set(path, tokens);
    if (error) {
      reading.fails.push(`${path} line ${error.line}: ${error.message}. Python cannot read the file, so the keyboard never starts.`);
      continue;
    }
    for (const finding of programFindings(tokens, own)) reading.fails.push(`${path} line ${finding.line} ${finding.text}.`);
  }
  for (const file of analysis.project.files) {
    if (!/\.(hex|ihex)$/i.test(file.path) || !(inFolder(file.path, submissionNames.production) || inFolder(file.path, submissionNames.firmware))) continue;
    const head = decoder.decode(file.bytes.subarray(0, 64)).trimStart();
    if (/^:[0-9A-Fa-f]{10}/.test(head)) reading.hexImages.push(file.path);
  }
  cache.set(analysis, reading);
  return reading;
}
