/**
 * A board read from its gerbers when the project has no KiCad board (an EasyEDA Pro project: gerbers and an
 * `.epro`): the outline and copper layers come from the gerber set as always; the switches are counted from the
 * drill files, one MX switch per centre hole of the MX footprint's size. Encoders, the controller and parts have
 * no drill pattern to tell them apart, and are said to be unchecked.
 */
import { primaryGerbers, type Analysis } from "./analyse.ts";

/**
 * An MX switch's centre post sits in a 4 mm non-plated hole (KiCad's SW_Cherry_MX footprints drill 3.9878 mm,
 * 0.157"; EasyEDA's MX footprints 4.0 mm). Nothing else on a macropad has a hole this size (M3 holes are 3.2–3.4 mm,
 * hot-swap socket pins 3 mm).
 */
const MX_CENTRE_HOLE_MM = { min: 3.85, max: 4.15 };
const INCH_MM = 25.4;

/** Every tool of an Excellon file with how many holes (or slots) it drills. One pass over the lines. */
function excellonTools(file: string, text: string): { file: string; diameterMm: number; holes: number }[] {
  let scale = 1;
  const diameters = new Map<string, number>();
  const counts = new Map<string, number>();
  let current: string | null = null;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim().toUpperCase();
    if (line === "" || line.startsWith(";")) continue;
    if (/^(INCH|M72)\b/.test(line)) scale = INCH_MM;
    else if (/^(METRIC|M71)\b/.test(line)) scale = 1;
    const definition = /^T(\d+)(?:[FSB][\d.]+)*C([\d.]+)/.exec(line);
    if (definition?.[1] && definition[2]) {
      diameters.set(String(Number(definition[1])), Number(definition[2]) * scale);
      continue;
    }
    const select = /^T(\d+)$/.exec(line);
    if (select?.[1]) {
      current = String(Number(select[1]));
      continue;
    }
    if (current !== null && current !== "0" && /^(G0?[0-5]|G85)?[XY]|^X[-+\d.]|^Y[-+\d.]/.test(line) && !/^G0?0/.test(line)) {
      counts.set(current, (counts.get(current) ?? 0) + 1);
    }
  }
  return [...diameters].map(([tool, diameterMm]) => ({ file, diameterMm, holes: counts.get(tool) ?? 0 }));
}

const decoder = new TextDecoder("utf-8");
const boards = new WeakMap<Analysis, ReturnType<typeof readGerberBoard>>();

/** An EasyEDA project: Pro's `.epro`/`.eprj`, or a JSON file that EasyEDA wrote. */
export function easyEdaFile(analysis: Analysis): string | null {
  return (
    analysis.project.files.find(
      (file) => /\.(epro|eprj)$/i.test(file.path) || (/\.json$/i.test(file.path) && /easyeda/i.test(decoder.decode(file.bytes.subarray(0, 2048)))),
    )?.path ?? null
  );
}

/**
 * The board as its gerbers show it: the set it was read from, the MX switch centre holes counted in its drill
 * files, the drill files read, and the project's EasyEDA file when there is one. Null without gerbers.
 */
function readGerberBoard(analysis: Analysis) {
  const set = primaryGerbers(analysis);
  if (!set) return null;
  const files = new Map(set.files.map((file) => [file.path, file]));
  const drills = set.layers.filter((layer) => layer.kind === "drill" && layer.excellon).map((layer) => layer.path);
  const tools = drills.flatMap((path) => excellonTools(path, decoder.decode(files.get(path)?.bytes ?? new Uint8Array(0))));
  const switches = tools
    .filter((tool) => tool.diameterMm >= MX_CENTRE_HOLE_MM.min && tool.diameterMm <= MX_CENTRE_HOLE_MM.max)
    .reduce((sum, tool) => sum + tool.holes, 0);
  return { source: set.source, switches, drills, easyEda: easyEdaFile(analysis) };
}

/** The board as its gerbers show it (read once per model), when there is no KiCad board to read; null with a KiCad board or no gerbers. */
export function gerberBoard(analysis: Analysis) {
  if (analysis.pcb) return null;
  if (!boards.has(analysis)) boards.set(analysis, readGerberBoard(analysis));
  return boards.get(analysis) ?? null;
}
