import { controller } from "@hackpad/programme/controller";
import { readQmkPin, readKmk, type PinRef } from "@hackpad/preflight";

/**
 * Reads the example firmware printed on the site (KMK `main.py`, QMK `keyboard.json` and `config.h`) and
 * the pin maps beside it, so a test can check that no pin is claimed twice and that firmware and wiring
 * agree. Pure functions over text; every pin comes back as the name printed on the XIAO (`D4`). The pins are
 * read by the preflight's own firmware reader (packages/preflight/src/wiring/firmware-read.ts), the one the
 * `firmware-pins` check runs on participants' firmware.
 */

export interface CodeBlock {
  lang: string;
  title: string;
  code: string;
}

/** Every fenced code block of a Markdown or MDX text, indented ones (inside list items) included. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const fence = /^([ \t]*)```(\w*)([^\n]*)\n([\s\S]*?)^\1```[ \t]*$/gm;
  for (const match of markdown.matchAll(fence)) {
    const title = /title="([^"]*)"/.exec(match[3] ?? "")?.[1] ?? "";
    blocks.push({ lang: match[2] ?? "", title, code: match[4] ?? "" });
  }
  return blocks;
}

/** The XIAO pin a reference means; a name that is none of its pins is an error in the site's own examples. */
function onXiao(ref: PinRef): string {
  if (!ref.pin) throw new Error(`${ref.text} is not one of the ${controller.short}'s pins`);
  return ref.pin;
}

/** Every `board.D3` / `board.SDA` a KMK program uses, in order, once per mention (comments and strings left out). */
export function kmkPinClaims(code: string): string[] {
  return readKmk("", code).all.map(onXiao);
}

/** Every `GP26` a QMK file (JSON or C) uses, in order, once per mention (C comments left out). */
export function qmkPinClaims(code: string, lang: string): string[] {
  const bare = lang === "c" ? code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "") : code;
  return [...bare.matchAll(/\bGP\d+\b/g)].map((m) => onXiao(readQmkPin(m[0], 0) as PinRef));
}

/** The pin claims of all firmware blocks on a page: KMK Python, QMK keyboard.json and its C headers. */
export function firmwareClaims(blocks: readonly CodeBlock[]): string[] {
  return blocks.flatMap((block) => {
    if (block.lang === "python") return kmkPinClaims(block.code);
    if (block.lang === "json" || block.lang === "c") return qmkPinClaims(block.code, block.lang);
    return [];
  });
}

/** Pins claimed more than once, each named once. */
export function clashes(claims: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const pin of claims) (seen.has(pin) ? twice : seen).add(pin);
  return [...twice];
}

export interface PinMapRow {
  pin: string;
  gpio: number | undefined;
  to: string;
}

/**
 * The "| XIAO pin | RP2040 GPIO | Connected to |" table of a project page, signal pins only (the rows for
 * 5V, 3V3 and GND have no GPIO). `D4 (SDA)` reads as `D4`.
 */
export function pinMapTable(markdown: string): PinMapRow[] {
  const start = markdown.search(/^\|\s*XIAO pin\s*\|\s*RP2040 GPIO\s*\|/m);
  if (start === -1) return [];
  const rows: PinMapRow[] = [];
  for (const line of markdown.slice(start).split("\n").slice(2)) {
    if (!line.startsWith("|")) break;
    const [pinCell = "", gpioCell = "", to = ""] = line
      .split("|")
      .slice(1)
      .map((cell) => cell.trim());
    const pin = /^D\d+/.exec(pinCell)?.[0];
    if (!pin) continue;
    const gpio = /^GP(\d+)$/.exec(gpioCell)?.[1];
    rows.push({ pin, gpio: gpio === undefined ? undefined : Number(gpio), to });
  }
  return rows;
}

/** A pin map row that the page marks as unused. */
export function isFree(row: PinMapRow): boolean {
  return /^free\b/i.test(row.to);
}
