/**
 * `bom`: a Markdown bill of materials (BOM.md, or a BOM heading in README.md with a table or list). When its
 * counts of switches, encoders, diodes, LEDs, OLEDs or controllers disagree with the board, that is a warning.
 */
import { submissionNames } from "../../../../content/programme/submission.ts";
import type { Analysis } from "../analyse.ts";
import type { PartKind } from "../classify.ts";
import type { RuleResult } from "../types.ts";
import { partsOf } from "./parts.ts";
import { baseName, ruleResult } from "./result.ts";

export interface BomLine {
  quantity: number;
  text: string;
}

const KINDS: { kind: PartKind; label: string; pattern: RegExp }[] = [
  { kind: "encoder", label: "encoders", pattern: /encoder|EC11/i },
  { kind: "controller", label: "controllers", pattern: /XIAO|RP2040|controller|micro-?controller/i },
  { kind: "oled", label: "OLED screens", pattern: /OLED|SSD1306|display|screen/i },
  { kind: "led", label: "LEDs", pattern: /SK6812|WS2812|neopixel|\bLEDs?\b/i },
  { kind: "diode", label: "diodes", pattern: /diode|1N4148/i },
  { kind: "switch", label: "switches", pattern: /switch|\bMX\b|choc/i },
];

/** Reads a Markdown BOM's lines with a quantity: "- 6x MX switches", "| 9 | 1N4148 |", "9 1N4148 diodes". */
export function readBomLines(markdown: string): BomLine[] {
  const lines: BomLine[] = [];
  for (const raw of markdown.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (!/^([-*+]|\d+[.)]|\|)/.test(line) || /^\|?\s*:?-{2,}/.test(line)) continue;
    const body = line.replace(/^([-*+]|\d+[.)])\s*/, "");
    const cells = body.startsWith("|")
      ? body
          .split("|")
          .map((cell) => cell.trim())
          .filter(Boolean)
      : [body];
    let quantity: number | null = null;
    for (const cell of cells) {
      const match = /^(?:x\s*)?(\d{1,4})\s*(?:x|×|pcs?\.?)?(?:\s|$)/i.exec(cell) ?? /\b(?:x|×)\s*(\d{1,4})\b|\bqty:?\s*(\d{1,4})/i.exec(cell);
      const value = match ? Number(match[1] ?? match[2]) : NaN;
      if (Number.isFinite(value)) {
        quantity = value;
        break;
      }
    }
    if (quantity !== null) lines.push({ quantity, text: cells.join(" ") });
  }
  return lines;
}

/** The BOM's Markdown: BOM.md (any case, anywhere), else the README section under a heading that says BOM. */
export function findBom(analysis: Analysis): { path: string; markdown: string } | null {
  const file =
    analysis.project.files.find((entry) => baseName(entry.path).toLowerCase() === submissionNames.bom.toLowerCase()) ??
    analysis.project.files.find((entry) => /bom|bill.of.materials/i.test(baseName(entry.path)) && /\.md$/i.test(entry.path));
  if (file) return { path: file.path, markdown: new TextDecoder("utf-8").decode(file.bytes) };
  const readme = analysis.readme;
  if (!readme) return null;
  const section = /^(#{1,6})\s*(?:BOM|Bill of materials)\b[^\n]*\n([\s\S]*?)(?=^#{1,6}\s|(?![\s\S]))/im.exec(readme.text);
  if (!section || readBomLines(section[2] ?? "").length === 0) return null;
  return { path: `${readme.path} (BOM section)`, markdown: section[2] ?? "" };
}

export function bomRule(analysis: Analysis): RuleResult {
  const bom = findBom(analysis);
  if (!bom) {
    return ruleResult("bom", "fail", `No bill of materials: no ${submissionNames.bom} and no BOM section with a list in ${submissionNames.readme}.`, [], {
      fix: `Write ${submissionNames.bom}: every part, how many, and what it is for.`,
    });
  }
  const lines = readBomLines(bom.markdown);
  if (lines.length === 0) {
    return ruleResult("bom", "warn", `${bom.path} has no lines with quantities.`, [bom.path], {
      fix: 'List each part with how many you need, e.g. "- 6× MX switches".',
    });
  }
  const warns: string[] = [];
  if (analysis.pcb) {
    for (const { kind, label, pattern } of KINDS) {
      const onBoard = partsOf(analysis, kind).length;
      const listed = lines
        .filter(
          (line) =>
            pattern.test(line.text) &&
            !KINDS.slice(
              0,
              KINDS.findIndex((entry) => entry.kind === kind),
            ).some((entry) => entry.pattern.test(line.text)),
        )
        .reduce((sum, line) => sum + line.quantity, 0);
      if (listed === 0 && onBoard === 0) continue;
      if (listed !== onBoard) warns.push(`The BOM lists ${listed} ${label}, the board has ${onBoard}.`);
    }
  }
  const status = warns.length > 0 ? "warn" : "pass";
  return ruleResult(
    "bom",
    status,
    status === "pass" ? `${bom.path}: ${lines.length} lines, counts match the board.` : (warns[0] ?? ""),
    [bom.path.replace(/ \(BOM section\)$/, "")],
    {
      fix: "Make the BOM's quantities match the footprints on the board.",
      details: warns,
    },
  );
}
