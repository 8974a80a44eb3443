/** The CLI's text report: one line per rule (✓ ⚠ ✗ –), the measurements, and for every ⚠/✗ what to do and where to read. */
import { site } from "../../content/site.ts";
import type { Measurements, Report, RuleStatus } from "./types.ts";

export const statusMarks: Record<RuleStatus, string> = { pass: "✓", warn: "⚠", fail: "✗", skip: "–" };

const verdictWords = { pass: "Every checked rule passes.", warn: "No rule fails, but look at the warnings.", fail: "At least one rule fails: fix it before you submit." } as const;

function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function formatMeasurements(measurements: Measurements): string[] {
  const lines: string[] = [];
  const { board } = measurements;
  const show = (value: number | string | null) => (value === null ? "not measured" : String(value));
  lines.push(`  Board: ${board ? `${num(board.width)} × ${num(board.height)} mm (${board.source})` : "not measured"}, copper layers: ${show(measurements.copperLayers)}`);
  lines.push(
    `  Inputs: ${show(measurements.inputs)} (switches: ${show(measurements.switches)}, encoders: ${show(measurements.encoders)}); OLEDs: ${show(measurements.oleds)}; LEDs: ${show(measurements.leds)}`,
  );
  lines.push(`  Controller: ${show(measurements.controller)}`);
  for (const uf2 of measurements.uf2) lines.push(`  UF2: ${uf2.file}: ${uf2.family ?? "unknown family"} (${uf2.familyId ?? "no family id"}), ${uf2.blocks} blocks`);
  for (const part of measurements.caseParts) lines.push(`  Case part: ${part.file}: ${part.size.map(num).join(" × ")} mm, ${part.bodies} ${part.bodies === 1 ? "body" : "bodies"}`);
  lines.push(`  Silkscreen texts: ${measurements.silkTexts.length > 0 ? measurements.silkTexts.map((text) => JSON.stringify(text)).join(", ") : "none"}`);
  return lines;
}

export function formatReport(report: Report, origin: string = site.origin): string {
  const width = Math.max(...report.rules.map((rule) => rule.id.length));
  const lines = [`Preflight of ${report.input}`, ""];
  if (report.unreadable) lines.push(`✗ The input cannot be read: ${report.unreadable}`, "");
  for (const rule of report.rules) {
    lines.push(`${statusMarks[rule.status]} ${rule.id.padEnd(width)}  ${rule.message}`);
    if (rule.status === "warn" || rule.status === "fail") {
      const indent = " ".repeat(width + 4);
      for (const detail of (rule.details ?? []).filter((text) => text !== rule.message)) lines.push(`${indent}• ${detail}`);
      if (rule.fix) lines.push(`${indent}What to do: ${rule.fix}`);
      lines.push(`${indent}Read: ${origin}${rule.docs}`);
    }
  }
  lines.push("", "Measurements:", ...formatMeasurements(report.measurements), "", `Verdict: ${report.verdict.toUpperCase()}. ${verdictWords[report.verdict]}`);
  return lines.join("\n");
}
