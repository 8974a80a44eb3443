import { controller } from "../../content/programme/controller.ts";

/**
 * Reads the example firmware printed on the site (KMK `main.py`, QMK `keyboard.json` and `config.h`) and
 * the pin maps beside it, so a test can check that no pin is claimed twice and that firmware and wiring
 * agree. Pure functions over text; every pin comes back as the name printed on the XIAO (`D4`).
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

/** Drops comments so a pin named in a comment doesn't count as a claim. */
export function stripComments(code: string, lang: string): string {
  if (lang === "python") return code.replace(/#.*$/gm, "");
  if (lang === "c") return code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  return code;
}

function pinByGpio(gpio: number): string {
  const pin = controller.pins.find((p) => p.gpio === gpio);
  if (!pin) throw new Error(`GP${gpio} is not one of the ${controller.short}'s pins`);
  return pin.name;
}

function pinByBoardName(name: string): string {
  if (name === "SDA") return controller.i2c.sda;
  if (name === "SCL") return controller.i2c.scl;
  if (!controller.pins.some((p) => p.name === name)) throw new Error(`board.${name} is not one of the ${controller.short}'s pins`);
  return name;
}

/** Every `board.D3` / `board.SDA` a KMK program uses, in order, once per mention. */
export function kmkPinClaims(code: string): string[] {
  const bare = stripComments(code, "python");
  return [...bare.matchAll(/\bboard\.(D\d+|SDA|SCL)\b/g)].map((m) => pinByBoardName(m[1]!));
}

/** Every `GP26` a QMK file (JSON or C) uses, in order, once per mention. */
export function qmkPinClaims(code: string, lang: string): string[] {
  const bare = stripComments(code, lang);
  return [...bare.matchAll(/\bGP(\d+)\b/g)].map((m) => pinByGpio(Number(m[1])));
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
