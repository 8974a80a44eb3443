/**
 * A preflight report as Markdown for a pull-request description: the summary, one table row per rule, and the
 * measurements. Project texts (file names, silkscreen) are escaped so they show as written.
 */
import { limits } from "../../content/programme/limits.ts";
import { site } from "../../content/site.ts";
import type { Report } from "../preflight/types.ts";
import { mm, ruleTitle, sizeText, statusSymbol, summaryLine } from "./report-text.ts";

/** Escapes Markdown's inline syntax and keeps a value on one table cell. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r?\n/g, " ")
    .replace(/([\\`*_[\]<>|#!~])/g, "\\$1")
    .trim();
}

const code = (text: string) => `\`${text.replace(/`/g, "'").replace(/\r?\n/g, " ")}\``;

function measurementLines(report: Report): string[] {
  const m = report.measurements;
  const lines: string[] = [];
  if (m.board) {
    lines.push(
      `- Board: ${mm(m.board.width)} × ${mm(m.board.height)} mm (limit ${limits.pcb.maxWidthMm} × ${limits.pcb.maxHeightMm} mm), from ${code(m.board.source)}`,
    );
  }
  if (m.copperLayers !== null) lines.push(`- Copper layers: ${m.copperLayers} (must be ${limits.pcb.layers})`);
  if (m.inputs !== null) {
    lines.push(`- Inputs: ${m.inputs} of ${limits.maxInputs} (${m.switches ?? "?"} switches, ${m.encoders ?? "?"} encoders)`);
  }
  if (m.oleds !== null) lines.push(`- OLEDs: ${m.oleds} of ${limits.maxOleds}`);
  if (m.leds !== null) lines.push(`- LEDs: ${m.leds} of ${limits.maxLeds}`);
  if (m.controller !== null) lines.push(`- Controller: ${escapeMarkdown(m.controller)}`);
  for (const uf2 of m.uf2) lines.push(`- Firmware: ${code(uf2.file)}, ${uf2.family ?? "unknown family"}, ${uf2.blocks} blocks`);
  for (const part of m.caseParts) {
    lines.push(`- Case part ${code(part.file)}: ${sizeText(part.size)}, ${part.bodies} ${part.bodies === 1 ? "body" : "bodies"}`);
  }
  if (m.silkTexts.length > 0) lines.push(`- Silkscreen text: ${m.silkTexts.map((text) => code(text)).join(", ")}`);
  return lines;
}

export function reportToMarkdown(report: Report, origin: string = site.origin): string {
  const rows = report.rules.map((rule) => {
    const title = `[${escapeMarkdown(ruleTitle(rule.id))}](${origin}${rule.docs})`;
    const detail = [escapeMarkdown(rule.message), ...(rule.details ?? []).map(escapeMarkdown), rule.fix ? `What to do: ${escapeMarkdown(rule.fix)}` : ""]
      .filter(Boolean)
      .join(" ");
    return `| ${statusSymbol[rule.status]} | ${title} | ${detail} |`;
  });
  const measured = measurementLines(report);
  return [
    `### Hackpad preflight: ${escapeMarkdown(report.input)}`,
    "",
    `**${summaryLine(report)}.**`,
    "",
    ...(report.unreadable ? [escapeMarkdown(report.unreadable), ""] : []),
    "| | Rule | Result |",
    "| --- | --- | --- |",
    ...rows,
    ...(measured.length > 0 ? ["", "Measured:", "", ...measured] : []),
    "",
    `Checked in the browser with ${origin}/check`,
    "",
  ].join("\n");
}
