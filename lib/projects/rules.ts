import { limits as programmeLimits } from "@hackpad/programme/limits";
import { countGrid, GRID_ROW } from "../pad-layout.ts";

/** The limits a project is checked against; the programme's own by default (tests pass others). */
export type ProjectLimits = Record<"maxInputs" | "maxSwitches" | "maxEncoders" | "maxOleds" | "maxLeds", number>;

/** Where the site explains the limits; every limit message points there. */
export const LIMITS_PAGE = "/parts";

function whole(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** Screens a project has: `oled` is one size or "none" (YAML numbers 0.91/0.96 count as a screen too). */
export function oledCount(oled: unknown): number {
  return oled === undefined || oled === null || oled === "none" ? 0 : 1;
}

/**
 * Programme rules on raw front matter, so they run even when other fields are wrong.
 * Counts that are not whole numbers are left to the schema's messages.
 */
export function checkLimits(file: string, data: Record<string, unknown>, limits: ProjectLimits = programmeLimits): string[] {
  const errors: string[] = [];
  const over = (field: string, value: number, limit: number, note = "") => {
    if (value > limit) errors.push(`${file}: ${field} is ${value}, the limit is ${limit}${note} (see ${LIMITS_PAGE})`);
  };
  const switches = whole(data.switches);
  const encoders = whole(data.encoders);
  const leds = whole(data.leds);
  if (switches !== undefined) over("switches", switches, limits.maxSwitches);
  if (encoders !== undefined) over("encoders", encoders, limits.maxEncoders);
  if (switches !== undefined && encoders !== undefined) {
    over("switches + encoders", switches + encoders, limits.maxInputs, " inputs, rotary encoders count as inputs");
  }
  over("oled screens", oledCount(data.oled), limits.maxOleds);
  if (leds !== undefined) over("leds", leds, limits.maxLeds);
  return errors;
}

/**
 * The optional `layout` rows against the counts: as many keys (K, L) as `switches`, as many encoders (E)
 * as `encoders`, no more placed LEDs (L, o) than `leds`. Rows the schema refuses are left to its messages.
 */
export function checkLayout(file: string, data: Record<string, unknown>): string[] {
  const rows = data.layout;
  if (!Array.isArray(rows) || rows.length === 0 || !rows.every((row) => typeof row === "string" && GRID_ROW.test(row))) return [];
  const grid = countGrid(rows as string[]);
  const errors: string[] = [];
  const switches = whole(data.switches);
  const encoders = whole(data.encoders);
  const leds = whole(data.leds);
  if (switches !== undefined && grid.keys !== switches) {
    errors.push(`${file}: layout has ${grid.keys} key${grid.keys === 1 ? "" : "s"} (K or L) but switches is ${switches}; draw one K or L per switch`);
  }
  if (encoders !== undefined && grid.encoders !== encoders) {
    errors.push(`${file}: layout has ${grid.encoders} encoder${grid.encoders === 1 ? "" : "s"} (E) but encoders is ${encoders}; draw one E per encoder`);
  }
  if (leds !== undefined && grid.leds > leds) {
    errors.push(`${file}: layout places ${grid.leds} LEDs (L or o) but leds is ${leds}`);
  }
  return errors;
}
