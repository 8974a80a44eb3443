/**
 * `bom`: a Markdown bill of materials (BOM.md, or a README section titled Parts, BOM, Bill of materials or
 * Components, with a table or a list). When its counts of switches, encoders, diodes, LEDs, OLEDs or controllers
 * disagree with the board, that is a warning. A table's quantities come from its Qty/Quantity/Amount/Count column
 * only (never a "#" or "No." index column); a line without such a column counts when it says "2x", "x2" or "2 ×".
 */
import { submissionNames } from "@hackpad/programme/submission";
import type { Analysis } from "../analyse.ts";
import type { PartKind } from "../classify.ts";
import { plural } from "../report/words.ts";
import type { RuleResult } from "../types.ts";
import { partsOf } from "../parts.ts";
import { ruleResult } from "./result.ts";
import { baseName } from "../paths.ts";
import { setAsideOf } from "../select.ts";

const decoder = new TextDecoder("utf-8");
/** Markdown files read when looking for a BOM outside the README, and how much of each. */
const MAX_MARKDOWN_FILES = 40;
const MAX_MARKDOWN_BYTES = 256 * 1024;

export interface BomLine {
  quantity: number;
  text: string;
}

const KINDS: { kind: PartKind; one: string; many: string; pattern: RegExp }[] = [
  { kind: "encoder", one: "encoder", many: "encoders", pattern: /encoder|EC11/i },
  { kind: "controller", one: "controller", many: "controllers", pattern: /XIAO|RP2040|controller|micro-?controller/i },
  { kind: "oled", one: "OLED screen", many: "OLED screens", pattern: /OLED|SSD1306|display|screen/i },
  { kind: "led", one: "LED", many: "LEDs", pattern: /SK6812|WS2812|neopixel|\bLEDs?\b/i },
  { kind: "diode", one: "diode", many: "diodes", pattern: /diode|1N4148/i },
  { kind: "switch", one: "switch", many: "switches", pattern: /switch|\bMX\b|[-_ ]MX[-_ ]|choc|Cherry|Kailh|Gateron|SW_?Push/i },
];
/** Lines about things that go with a part but are not it: "DSA keycaps (MX)", "M3 screws", "Hotswap sockets for MX switches". */
const NEVER_A_PART = /keycaps?|key caps?|screws?|\bnuts?\b|inserts?|stabili[sz]ers?|bumpers?|\bfeet\b/i;
const ACCESSORY_FIRST = /sockets?|headers?|cables?|resistors?|capacitors?|\bcase\b|\bplate\b/i;
/** A knob (printed or bought) is not the encoder it sits on, unless the line sells the encoder "with a knob". */
const KNOB = /\bknobs?\b/i;
const WITH_KNOB = /\b(?:with|and|plus|incl\w*|\+)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?knobs?\b/i;
/** Where a note starts: what follows is a remark about the line, never the part it lists. */
const NOTE = /(?:\b(?:notes?|nb|n\.b\.|remarks?)\b\s*[:\-–—]|\s[–—]\s|\()/i;

/** The words of a line that name its part: without a note or remark ("— one of them replaces the encoder"). */
function partWords(text: string): string {
  const note = NOTE.exec(text);
  return note && note.index > 0 ? text.slice(0, note.index) : text;
}

/** True when the line is about the part itself, not something that goes with it. */
function namesPart(text: string, pattern: RegExp): boolean {
  const words = partWords(text);
  const part = pattern.exec(words);
  if (!part || NEVER_A_PART.test(words) || (KNOB.test(words) && !WITH_KNOB.test(words))) return false;
  const accessory = ACCESSORY_FIRST.exec(words);
  return !accessory || part.index < accessory.index;
}

/** The kind a line lists: the part named first among its words ("EC11 encoder with built-in switch" is an encoder). */
function kindOf(text: string): PartKind | null {
  const words = partWords(text);
  let best: { kind: PartKind; at: number } | null = null;
  for (const entry of KINDS) {
    const at = entry.pattern.exec(words)?.index;
    if (at !== undefined && (best === null || at < best.at)) best = { kind: entry.kind, at };
  }
  return best && namesPart(text, KINDS.find((entry) => entry.kind === best.kind)?.pattern ?? /$^/) ? best.kind : null;
}

/** A table header that names the quantity column; "#", "No." and "Item" are index columns, never quantities. */
const QUANTITY_HEADER = /^(qty|qnty|quantity|quantities|amount|count|#\s*pcs|pcs|pieces|how many|no\.? of \w+|number of \w+)\.?$/i;
/** A quantity written into the text: "6x MX", "x2 EC11", "2 × M3", "EC11 x2", "(x2)", "qty: 3". Not "128 x 32". */
const WRITTEN_QUANTITY = [
  /^(?:x|×)?\s*(\d{1,4})\s*(?:x|×|pcs?\.?)(?=\s|$|[^\w.])(?!\s*\d+(?![\w.]))/i,
  /(?:^|[\s(])(?:x|×)\s*(\d{1,4})\b/i,
  /(?:^|\s)(\d{1,4})\s*(?:x|×)(?=\s|$)(?!\s*\d+(?![\w.]))/i,
  /\bqty\.?:?\s*(\d{1,4})\b/i,
  /[a-z0-9)]\s*(?::|\(|: x|\(x)\s*(\d{1,4})\s*\)?\s*$/i,
];
/** A list item that starts with a bare count: "- 4 MX switches" (not "1N4148", "0.91 inch", "3D printed"). */
const LEADING_COUNT = /^(\d{1,4})(?=\s+\S)(?!\s+[x×]\s*\d)/i;
/** "4 Cherry MX switches" inside a sentence: a count before a word that is not a unit ("2 mm", "3 V", "5 pins"). */
const COUNT_IN_TEXT =
  /(?:^|[\s(])(\d{1,3})\s*(?:x|×)?\s+(?!(?:mm|cm|m|in|inch(?:es)?|v|volts?|ma|a|k|ohms?|Ω|pins?|layers?|hours?|days?|weeks?|minutes?|%|deg\w*|°)\b)(?=\p{L}|\d+\p{L})/iu;
/** Table columns that hold remarks, links or prices, never the part's name. */
const REMARK_HEADER = /^(notes?|comments?|remarks?|why|purpose|used for|links?|source|url|price|cost|total|supplier)\.?$/i;
const MAX_LINE = 2000;
const TABLE_RULE = /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
/** A cell or item without Markdown links and emphasis; underscores inside names (SW_Cherry_MX) stay. */
const plain = (text: string) =>
  text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*\*|__|`|~~/g, "")
    .replace(/(^|\s)[*_]|[*_](?=\s|$)/g, "$1")
    .trim();

function writtenQuantity(text: string): number | null {
  for (const pattern of WRITTEN_QUANTITY) {
    const match = pattern.exec(text);
    // "x 32" after a bare number is a size ("128 x 32"), not a count; after a name ("RP2040 x1") it is a count.
    const before = /(\S*)\s*$/.exec(text.slice(Math.max(0, (match?.index ?? 0) - 40), match?.index ?? 0))?.[1] ?? "";
    if (match?.[1] && !(/^[x×]/i.test(match[0].trim()) && /^[\d.]+$/.test(before))) return Number(match[1]);
  }
  return null;
}

/**
 * Reads a Markdown BOM's lines with a quantity: list items ("- 6x MX switches", "* 4 diodes", "1. 2 × EC11") and
 * table rows, whose quantity is the Qty column's (found by its header) or, without one, a written "2x".
 */
export function readBomLines(markdown: string, options: { loose?: boolean } = {}): BomLine[] {
  const lines: BomLine[] = [];
  const rows = markdown.split(/\r\n|\r|\n/);
  let quantityColumn: number | null = null;
  let remarkColumns: number[] = [];
  let inTable = false;
  rows.forEach((raw, index) => {
    // A BOM line is never this long; a longer one (a pasted blob, a hostile file) is not read, so no pattern runs on it.
    if (raw.length > MAX_LINE) return;
    const line = raw.trim();
    if (line.includes("|") && TABLE_RULE.test(rows[index + 1]?.trim() ?? "")) {
      inTable = true;
      const headers = cellsOf(line).map(plain);
      const found = headers.findIndex((cell) => QUANTITY_HEADER.test(cell));
      quantityColumn = found === -1 ? null : found;
      remarkColumns = headers.flatMap((cell, column) => (REMARK_HEADER.test(cell) ? [column] : []));
      return;
    }
    if (inTable && line.includes("|")) {
      if (TABLE_RULE.test(line)) return;
      const cells = cellsOf(line)
        .map(plain)
        .map((cell, column) => (remarkColumns.includes(column) ? "" : cell));
      const text = cells.filter(Boolean).join(" ");
      const quantity =
        quantityColumn !== null
          ? Number(/^(?:x|×)?\s*(\d{1,4})\b/i.exec(cells[quantityColumn] ?? "")?.[1] ?? NaN)
          : (cells.map(writtenQuantity).find((value) => value !== null) ?? NaN);
      if (Number.isFinite(quantity)) lines.push({ quantity, text });
      return;
    }
    inTable = false;
    const item = /^(?:[-*+]|\d{1,3}[.)])\s+(.*)$/.exec(line);
    if (item) {
      const body = plain(item[1] ?? "");
      const quantity = writtenQuantity(body) ?? Number(LEADING_COUNT.exec(body)?.[1] ?? NaN);
      if (Number.isFinite(quantity)) lines.push({ quantity, text: body });
      return;
    }
    // In a BOM itself, a heading ("### 4x MX switches"), a bare line ("4x MX switches") or a sentence ("4 Cherry MX
    // switches, 1 EC11 encoder and a XIAO") lists parts too: each comma- or "and"-separated piece with a count.
    if (options.loose && line !== "" && !line.startsWith(">")) lines.push(...looseLine(plain(line.replace(/^#{1,6}\s+/, ""))));
  });
  return lines;
}

function looseLine(line: string): BomLine[] {
  return line
    .split(/[,;]|\s(?:and|plus|&)\s/i)
    .map((piece) => piece.trim())
    .flatMap((piece) => {
      const quantity = writtenQuantity(piece) ?? Number(COUNT_IN_TEXT.exec(piece)?.[1] ?? NaN);
      return Number.isFinite(quantity) && quantity > 0 ? [{ quantity, text: piece }] : [];
    });
}

/** A heading that opens a bill of materials: "## Parts", "# 🛠️ BOM", "### [Bill of Materials](BOM.md)", "**Components**". */
const BOM_TITLE =
  /^(?:parts?(?: list| used| needed)?|bom|b\.o\.m\.?|bill of materials?|components?(?: list)?|materials?|hardware(?: list)?|what you need|shopping list)\b/i;

/** A line that is only a BOM's title, as a heading would be: "BOM", "BOM:", "Parts list:". */
const PLAIN_TITLE = /^[ \t]*((?:bom|b\.o\.m\.?|bill of materials?|parts?(?: list)?|components?(?: list)?)):?[ \t]*$/i;

/** A README's sections whose heading names a BOM, each up to the next heading of the same or a higher level. */
function bomSections(markdown: string): string[] {
  const lines = markdown.split(/\r\n|\r|\n/);
  const headings: { index: number; level: number; title: string }[] = [];
  lines.forEach((line, index) => {
    if (line.length > MAX_LINE) return;
    const atx = /^(#{1,6})[ \t]/.exec(line);
    const bold = /^[ \t]*(?:\*\*|__)([^*_]+)(?:\*\*|__):?[ \t]*$/.exec(line) ?? PLAIN_TITLE.exec(line);
    if (atx)
      headings.push({
        index,
        level: atx[1]?.length ?? 1,
        title: line
          .slice(atx[0].length)
          .replace(/#+[ \t]*$/, "")
          .trim(),
      });
    else if (bold) headings.push({ index, level: 7, title: bold[1] ?? "" });
  });
  const sections: string[] = [];
  headings.forEach((heading, at) => {
    const title = plain(heading.title)
      .replace(/[^\p{L}\p{N}\s.()&/-]/gu, "")
      .replace(/^[\s\d.)-]+/, "")
      .trim();
    if (!BOM_TITLE.test(title)) return;
    const end = headings.slice(at + 1).find((next) => next.level <= heading.level && next.level < 7)?.index ?? lines.length;
    sections.push(lines.slice(heading.index + 1, end).join("\n"));
  });
  return sections;
}

/**
 * The BOM's Markdown: BOM.md (any case, anywhere), else a Markdown file named for a BOM (`docs/bom.md`), else the
 * README's section under a heading that names a BOM, else such a section in another Markdown file (a `readme.md`
 * in a subfolder when there is no README at the top), shallowest first.
 */
export function findBom(analysis: Analysis): { path: string; markdown: string } | null {
  const file =
    analysis.project.files.find((entry) => baseName(entry.path).toLowerCase() === submissionNames.bom.toLowerCase()) ??
    analysis.project.files.find((entry) => /bom|bill.of.materials/i.test(baseName(entry.path)) && /\.md$/i.test(entry.path));
  if (file) return { path: file.path, markdown: decoder.decode(file.bytes) };
  const others = analysis.project.files
    .filter((entry) => /\.(md|markdown)$/i.test(entry.path) && entry.path !== analysis.readme?.path && !setAsideOf(entry.path, analysis.setAside))
    .sort((a, b) => a.path.split("/").length - b.path.split("/").length || a.path.localeCompare(b.path))
    .slice(0, MAX_MARKDOWN_FILES)
    .map((entry) => ({ path: entry.path, text: decoder.decode(entry.bytes.subarray(0, MAX_MARKDOWN_BYTES)) }));
  let fallback: { path: string; markdown: string } | null = null;
  for (const doc of [...(analysis.readme ? [analysis.readme] : []), ...others]) {
    // The first BOM section with quantities; else the first one at all, so the rule can say it has none.
    const sections = bomSections(doc.text);
    const section = sections.find((markdown) => readBomLines(markdown, { loose: true }).length > 0);
    if (section !== undefined) return { path: `${doc.path} (BOM section)`, markdown: section };
    if (!fallback && sections[0] !== undefined) fallback = { path: `${doc.path} (BOM section)`, markdown: sections[0] };
  }
  if (fallback) return fallback;
  // A parts table or list with no heading above it: the README's lines that list at least two kinds of part.
  const readme = analysis.readme;
  if (readme) {
    const kinds = new Set(readBomLines(readme.text).flatMap((line) => kindOf(line.text) ?? []));
    if (kinds.size >= 2) return { path: `${readme.path} (parts list)`, markdown: readme.text };
  }
  return null;
}

export function bomRule(analysis: Analysis): RuleResult {
  const bom = findBom(analysis);
  if (!bom) {
    return ruleResult("bom", "fail", `No bill of materials: no ${submissionNames.bom} and no Parts or BOM section in ${submissionNames.readme}.`, [], {
      fix: `Write ${submissionNames.bom}: every part, how many, and what it is for.`,
    });
  }
  const lines = readBomLines(bom.markdown, { loose: !bom.path.endsWith("(parts list)") });
  if (lines.length === 0) {
    return ruleResult("bom", "warn", `${bom.path} has no lines with quantities.`, [bom.path], {
      fix: 'List each part with how many you need, e.g. "- 6× MX switches".',
    });
  }
  const warns: string[] = [];
  if (analysis.pcb) {
    for (const { kind, one, many } of KINDS) {
      const onBoard = partsOf(analysis, kind).length;
      const listed = lines.filter((line) => kindOf(line.text) === kind).reduce((sum, line) => sum + line.quantity, 0);
      if (listed === 0 && onBoard === 0) continue;
      if (listed !== onBoard) warns.push(`The BOM lists ${plural(listed, one, many)}, the board has ${onBoard}.`);
    }
  }
  const status = warns.length > 0 ? "warn" : "pass";
  return ruleResult(
    "bom",
    status,
    status === "pass" ? `${bom.path}: ${plural(lines.length, "line")}, counts match the board.` : (warns[0] ?? ""),
    [bom.path.replace(/ \((BOM section|parts list)\)$/, "")],
    {
      fix: "Make the BOM's quantities match the footprints on the board.",
      details: warns,
    },
  );
}
