/**
 * `firmware-pins`: the pins the participant's firmware reads are the pins the board wires. Not one of the
 * programme's rules (content/programme/rules.ts) but the check's own, like `structure`: firmware written from the
 * guide's example instead of from the board is the common reason a finished pad types nothing.
 */
import type { Analysis } from "../analyse.ts";
import { findFirmware, MAX_SOURCE_BYTES } from "../firmware-files.ts";
import { readPrograms } from "../firmware-program.ts";
import { compareFirmware, wiringSummary, type Finding } from "../wiring/compare.ts";
import { readKmkProgram, readQmk, type FirmwarePins } from "../wiring/firmware-read.ts";
import { wiringFromBoard } from "../wiring/from-board.ts";
import { plural } from "../report/words.ts";
import type { RuleResult } from "../types.ts";
import { ruleResult } from "./result.ts";

const text = new TextDecoder("utf-8");

/**
 * Every firmware the project holds, read, as the project's one firmware chooser (firmware-files.ts) finds them:
 * every KMK program with the project's own modules it imports (a byte-for-byte copy read once), and every QMK
 * keyboard description with the `config.h` in its folder. UF2 images and ZMK keymaps name no pins to read here.
 */
export function readFirmwarePins(analysis: Analysis): { firmware: FirmwarePins[]; copies: string[] } {
  const byPath = new Map(analysis.project.files.map((file) => [file.path, file]));
  const { tokens } = readPrograms(analysis);
  const read = (path: string) => {
    const file = byPath.get(path);
    return file && file.bytes.length > 0 && file.bytes.length <= MAX_SOURCE_BYTES
      ? { file: path, text: text.decode(file.bytes), tokens: tokens.get(path) }
      : null;
  };
  const candidates = findFirmware(analysis);
  const firmware: FirmwarePins[] = [];
  const copies: string[] = [];
  const seen = new Map<string, string>();
  // Sources first (firmware/), then what was copied to production/, so a copy is named after its source.
  const programs = candidates.filter((candidate) => candidate.kind === "kmk").sort((a, b) => Number(a.inProduction) - Number(b.inProduction));
  // A module some program imports is part of that program, never a firmware of its own.
  const modules = new Set(programs.flatMap((candidate) => candidate.files.slice(1)));
  for (const candidate of programs) {
    if (modules.has(candidate.path)) continue;
    const file = read(candidate.path);
    if (!file) continue;
    const before = seen.get(file.text);
    if (before) {
      copies.push(`${file.file} is the same file as ${before}, read once.`);
      continue;
    }
    seen.set(file.text, file.file);
    firmware.push(readKmkProgram([file, ...candidate.files.slice(1).flatMap((path) => read(path) ?? [])]));
  }
  for (const candidate of candidates.filter((entry) => entry.kind === "qmk-folder")) {
    const json = candidate.files[0] && /\.json$/i.test(candidate.files[0]) && !/keymap\.json$/i.test(candidate.files[0]) ? read(candidate.files[0]) : null;
    if (!json) continue;
    const folder = json.file.slice(0, json.file.lastIndexOf("/") + 1);
    const configPath = analysis.paths.find((path) => path.toLowerCase() === `${folder}config.h`.toLowerCase());
    const config = configPath ? read(configPath) : null;
    if (!/"matrix_pins"|"encoder"|"ws2812"/.test(json.text) && !(config && /MATRIX_(?:ROW|COL)_PINS|DIRECT_PINS/.test(config.text))) continue;
    // The keymaps' C code, where switches beside the matrix are read.
    const code = candidate.files
      .slice(1)
      .filter((path) => /\.c$/i.test(path))
      .flatMap((path) => read(path) ?? []);
    firmware.push(readQmk(json.file, json.text, config ?? undefined, code));
  }
  // A KMK file that names no pins (a keymap imported by another file) has nothing to compare.
  return {
    firmware: firmware.filter((entry) => entry.kind === "qmk" || entry.all.length > 0 || entry.direct || entry.cols || entry.rows || entry.unresolved),
    copies,
  };
}

export function firmwarePinsRule(analysis: Analysis): RuleResult {
  if (!analysis.pcb) {
    return ruleResult("firmware-pins", "skip", "There is no KiCad board to read the wiring from, so the firmware's pins cannot be checked.", []);
  }
  const { firmware, copies } = readFirmwarePins(analysis);
  const files = [analysis.pcb.path, ...firmware.map((entry) => entry.file)];
  if (firmware.length === 0) {
    return ruleResult(
      "firmware-pins",
      "skip",
      "No KMK main.py or QMK keyboard.json that names pins, so the firmware's pins cannot be compared with the board.",
      [analysis.pcb.path],
    );
  }
  const wiring = analysis.wiring ?? wiringFromBoard(analysis.pcb.board, analysis.parts);
  if (!wiring.controllerRef || (wiring.keys.length === 0 && wiring.encoders.length === 0)) {
    const why = wiring.problems[0] ?? "The board wires no key to the XIAO.";
    return ruleResult("firmware-pins", "skip", `The board's wiring cannot be read, so the firmware's pins cannot be checked: ${why}`, files, {
      details: [...wiring.problems, ...copies],
    });
  }
  const findings: Finding[] = firmware.flatMap((entry) => compareFirmware(entry, wiring));
  const problems = [...wiring.problems, ...(wiring.faults ?? [])].map((problem) => `On the board: ${problem}`);
  const failed = findings.filter((finding) => finding.severity === "fail");
  const status = failed.length > 0 ? "fail" : findings.length > 0 || problems.length > 0 ? "warn" : "pass";
  const read = firmware.map((entry) => entry.file).join(" and ");
  const message =
    status === "pass"
      ? `${read} reads every pin the board wires: ${plural(wiring.keys.length, "key")}${wiring.encoders.length > 0 ? ` and ${plural(wiring.encoders.length, "encoder")}` : ""} (${wiringSummary(wiring)}).`
      : status === "fail"
        ? `${read} ${firmware.length > 1 ? "do" : "does"} not read the pins the board wires (${plural(failed.length, "problem")}): ${failed[0]?.text ?? ""}`
        : (findings[0]?.text ?? problems[0] ?? "");
  return ruleResult("firmware-pins", status, message, files, {
    fix: `Use the pins the board wires, as its nets say: ${wiringSummary(wiring)}.`,
    details: [...findings.map((finding) => finding.text), ...problems, ...copies],
  });
}
