/**
 * Node side of `npm run firmware`: reads a project (folder or zip) with the preflight's reader, finds its board
 * with the engine's own board reading, and asks the preflight's `wiringFromBoard` what the board wires to the XIAO.
 * Every way this can fail is a sentence for the participant, never a stack trace.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { controller } from "../../../content/programme/controller.ts";
import { readPcb, startAnalysis, type Analysis } from "../../preflight/src/analyse.ts";
import type { ClassifiedPart } from "../../preflight/src/classify.ts";
import type { KicadPcb } from "../../preflight/src/parsers/kicad-pcb.ts";
import { buildProject } from "../../preflight/src/project.ts";
import { approvedControllers, partsOf } from "../../preflight/src/rules/parts.ts";
import type { Wiring } from "../../preflight/src/wiring/types.ts";
import { readInput } from "../../preflight/cli/read-input.ts";

/** The preflight's reader of a board's wiring (packages/preflight/src/wiring/from-board.ts). */
export type FromBoard = (board: KicadPcb, parts: ClassifiedPart[]) => Wiring;

/** The project cannot give a wiring: one sentence saying why. */
export class NoWiring extends Error {}

/** The board of a project, with the checks that come before reading its wiring: a board, a XIAO, switches. */
export function readBoard(target: string): { analysis: Analysis; board: KicadPcb; name: string } {
  const input = readInput(target);
  const project = buildProject(input.files, target, input.notes);
  if (project.unreadable) throw new NoWiring(project.unreadable);
  const analysis = startAnalysis(project);
  readPcb(analysis);
  if (!analysis.pcb) {
    const broken = analysis.unreadable.find((entry) => entry.area === "pcb");
    throw new NoWiring(broken ? broken.message : `${target} holds no .kicad_pcb: the firmware is written from the board file, so put it in the project.`);
  }
  if (approvedControllers(analysis).length === 0) {
    throw new NoWiring(`${analysis.pcb.path} has no ${controller.short} footprint, so no pin can be named for the firmware.`);
  }
  if (partsOf(analysis, "switch").length === 0) {
    throw new NoWiring(`${analysis.pcb.path} has no switch footprints: there is no key for firmware to read.`);
  }
  return { analysis, board: analysis.pcb.board, name: project.topFolder ?? target };
}

/** The preflight's wiringFromBoard, found at run time: this CLI works as soon as the preflight has it. */
export async function loadFromBoard(): Promise<FromBoard> {
  const module = new URL("../../preflight/src/wiring/from-board.ts", import.meta.url);
  if (!existsSync(fileURLToPath(module))) {
    throw new NoWiring("This copy of the preflight cannot read wiring from a board yet (packages/preflight/src/wiring/from-board.ts is missing).");
  }
  const loaded = (await import(module.href)) as { wiringFromBoard?: unknown };
  if (typeof loaded.wiringFromBoard !== "function") throw new NoWiring("packages/preflight/src/wiring/from-board.ts has no wiringFromBoard function.");
  return loaded.wiringFromBoard as FromBoard;
}

/** A Wiring from a JSON file (the CLI's --wiring option), checked for the shape the generators read. */
export function parseWiring(text: string, path: string): Wiring {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new NoWiring(`${path} is not JSON: ${(error as Error).message}`);
  }
  const wiring = value as Partial<Wiring> | null;
  const arrays = ["rows", "cols", "keys", "encoders", "problems"] as const;
  if (!wiring || typeof wiring !== "object" || typeof wiring.controllerRef !== "string" || arrays.some((key) => !Array.isArray(wiring[key]))) {
    throw new NoWiring(`${path} is not a wiring: it needs controllerRef, rows, cols, keys, encoders and problems.`);
  }
  const pins = new Set<string>(controller.pins.map((pin) => pin.name));
  const used = [
    ...(wiring.rows ?? []),
    ...(wiring.cols ?? []),
    ...(wiring.keys ?? []).flatMap((key) => (key.connection?.kind === "direct" ? [key.connection.pin] : [])),
    ...(wiring.encoders ?? []).flatMap((encoder) => [encoder.a, encoder.b, ...(encoder.push?.kind === "direct" ? [encoder.push.pin] : [])]),
    ...(wiring.oled ? [wiring.oled.sda, wiring.oled.scl] : []),
    ...(wiring.leds ? [wiring.leds.dataPin] : []),
  ];
  const unknown = used.filter((pin) => !pins.has(pin));
  if (unknown.length > 0) throw new NoWiring(`${path} names pins the ${controller.short} does not have: ${[...new Set(unknown)].join(", ")}.`);
  return { oled: null, leds: null, diodeDirection: null, ...wiring } as Wiring;
}
