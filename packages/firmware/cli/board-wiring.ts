/**
 * Node side of `npm run firmware`: reads a project (folder or zip) with the preflight's reader and the engine's
 * own check, and takes what the board wires to the XIAO from it (`wiringFromBoard`, read once per check).
 * Every way this can fail is a sentence for the participant, never a stack trace.
 */
import { controller } from "@hackpad/programme/controller";
import { checkProject, readProject } from "@hackpad/preflight";
import { approvedControllers, partsOf } from "@hackpad/preflight";
import type { Wiring } from "@hackpad/preflight";
import { readInput } from "@hackpad/preflight/node";
import { HackpadError } from "@hackpad/programme/errors";

/**
 * What a project's board wires to the XIAO, read exactly as a check reads the project (its own board beside its
 * .kicad_pro, zipped projects opened), after the checks that come before writing firmware: a board, a XIAO, switches.
 */
export async function readWiring(target: string): Promise<{ wiring: Wiring; name: string }> {
  const input = readInput(target);
  const analysis = await readProject(input.files, { input: target, notes: input.notes });
  const report = checkProject(analysis, { input: target });
  if (report.unreadable) throw new HackpadError("no-wiring", report.unreadable);
  if (report.notProject) throw new HackpadError("no-wiring", `${report.notProject} There is no board to write firmware from.`);
  const { wiring } = analysis;
  if (!analysis.pcb || !wiring) {
    const broken = analysis.unreadable.find((entry) => entry.area === "pcb");
    throw new HackpadError(
      "no-wiring",
      broken ? broken.message : `${target} holds no .kicad_pcb: the firmware is written from the board file, so put it in the project.`,
    );
  }
  if (approvedControllers(analysis).length === 0) {
    throw new HackpadError("no-wiring", `${analysis.pcb.path} has no ${controller.short} footprint, so no pin can be named for the firmware.`);
  }
  if (partsOf(analysis, "switch").length === 0) {
    throw new HackpadError("no-wiring", `${analysis.pcb.path} has no switch footprints: there is no key for firmware to read.`);
  }
  return { wiring, name: analysis.project.topFolder ?? target };
}

/** A Wiring from a JSON file (the CLI's --wiring option), checked for the shape the generators read. */
export function parseWiring(text: string, path: string): Wiring {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new HackpadError("no-wiring", `${path} is not JSON: ${(error as Error).message}`);
  }
  const wiring = value as Partial<Wiring> | null;
  const arrays = ["rows", "cols", "keys", "encoders", "problems"] as const;
  if (!wiring || typeof wiring !== "object" || typeof wiring.controllerRef !== "string" || arrays.some((key) => !Array.isArray(wiring[key]))) {
    throw new HackpadError("no-wiring", `${path} is not a wiring: it needs controllerRef, rows, cols, keys, encoders and problems.`);
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
  if (unknown.length > 0) throw new HackpadError("no-wiring", `${path} names pins the ${controller.short} does not have: ${[...new Set(unknown)].join(", ")}.`);
  return { oled: null, leds: null, diodeDirection: null, ...wiring } as Wiring;
}
