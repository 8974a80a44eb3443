/**
 * Rewrites a drill file plotted as Gerber X2 (KiCad's "Gerber" drill format) as Excellon, the format every
 * factory reads: the same holes, the same slots, at the same places, in the same unit. Only what a drill plot
 * holds is read: a coordinate format, a unit, round apertures (the drill sizes), flashes (holes) and straight
 * draws (slots). Anything else (arcs, regions, other aperture shapes, step and repeat) is refused with the
 * reason, so nothing is ever guessed.
 *
 * Gerber: Ucamco, "The Gerber Layout Format Specification" 2024.05 (§4.1 FS, §4.2 MO, §4.3 AD, §4.7 D01/D02/D03).
 * Excellon: the header (M48 … %), METRIC/INCH with TZ/LZ omitted because every coordinate is written with a decimal
 * point, tools as TnCd, G85 for a slot between two points (as KiCad's own Excellon writer uses for oval holes).
 */

export interface ExcellonResult {
  text: string;
  holes: number;
  slots: number;
}

const round = (value: number) => Number(value.toFixed(6));
const num = (value: number) => String(round(value));

/** The Excellon text, or why the file cannot be rewritten. */
export function x2DrillToExcellon(source: string, name: string): ExcellonResult | string {
  let decimalsX = 6;
  let decimalsY = 6;
  let unit: "mm" | "in" | null = null;
  const apertures = new Map<string, number>();
  let current: string | null = null;
  let x = 0;
  let y = 0;
  const hits = new Map<string, { holes: [number, number][]; slots: [number, number, number, number][] }>();
  const tool = (code: string) => {
    let entry = hits.get(code);
    if (!entry) hits.set(code, (entry = { holes: [], slots: [] }));
    return entry;
  };
  const plating = /%TF\.FileFunction,(NonPlated|Plated)/.exec(source)?.[1] ?? null;
  // Commands end with "*"; extended commands are wrapped in "%".
  const commands = source
    .replace(/\r/g, "")
    .split("*")
    .map((command) => command.replace(/\n/g, "").replace(/^%+/, "").trim())
    .filter((command) => command !== "" && command !== "%");
  for (const command of commands) {
    if (/^(G04|TF|TA|TO|TD|LP|G01$|M02$|IP|SR$)/.test(command)) continue;
    const fs = /^FSLA(?:X(\d)(\d))(?:Y(\d)(\d))$/.exec(command);
    if (fs) {
      decimalsX = Number(fs[2]);
      decimalsY = Number(fs[4]);
      continue;
    }
    if (command === "MOMM" || command === "MOIN") {
      unit = command === "MOMM" ? "mm" : "in";
      continue;
    }
    const ad = /^ADD(\d+)C,([\d.]+)$/.exec(command);
    if (ad) {
      apertures.set(`D${ad[1]}`, Number(ad[2]));
      continue;
    }
    if (/^AD/.test(command) || /^AM/.test(command)) return `${name} uses an aperture that is not a round drill (${command.slice(0, 20)})`;
    const select = /^(?:G54)?(D(\d+))$/.exec(command);
    if (select && Number(select[2]) >= 10) {
      if (!apertures.has(select[1] ?? "")) return `${name} selects ${select[1]}, which it never defines`;
      current = select[1] ?? null;
      continue;
    }
    const op = /^(?:G01)?(?:X(-?\d+))?(?:Y(-?\d+))?D0([123])$/.exec(command);
    if (op) {
      const nx = op[1] !== undefined ? Number(op[1]) / 10 ** decimalsX : x;
      const ny = op[2] !== undefined ? Number(op[2]) / 10 ** decimalsY : y;
      if (op[3] !== "2") {
        if (!current) return `${name} drills before choosing a drill size`;
        if (op[3] === "3") tool(current).holes.push([nx, ny]);
        else tool(current).slots.push([x, y, nx, ny]);
      }
      x = nx;
      y = ny;
      continue;
    }
    return `${name} holds a command a drill plot does not (${command.slice(0, 20)})`;
  }
  if (!unit) return `${name} does not say its unit (no %MOMM*% or %MOIN*%)`;
  if (hits.size === 0) return `${name} holds no holes`;
  const codes = [...hits.keys()];
  const lines = ["M48", `; DRILL file rewritten from the Gerber X2 drill file ${name}: the same holes, in Excellon`];
  if (plating) lines.push(`; #@! TF.FileFunction,${plating}`);
  lines.push("FMAT,2", unit === "mm" ? "METRIC" : "INCH");
  codes.forEach((code, index) => lines.push(`T${index + 1}C${num(apertures.get(code) ?? 0)}`));
  lines.push("%", "G90", "G05");
  let holes = 0;
  let slots = 0;
  codes.forEach((code, index) => {
    const entry = hits.get(code);
    if (!entry) return;
    lines.push(`T${index + 1}`);
    for (const [hx, hy] of entry.holes) lines.push(`X${num(hx)}Y${num(hy)}`);
    for (const [x0, y0, x1, y1] of entry.slots) lines.push(`X${num(x0)}Y${num(y0)}G85X${num(x1)}Y${num(y1)}`);
    holes += entry.holes.length;
    slots += entry.slots.length;
  });
  lines.push("M30", "");
  return { text: lines.join("\n"), holes, slots };
}
