/**
 * A preflight report as text for the terminal (`formatReport`) and as Markdown for a pull request
 * (`reportToMarkdown`). Both print the same facts in the same words (`measurementFacts`) and start with the same
 * "Fix these, in this order" list (`fixFirst`); only the markup differs. Input that is not a project gets one
 * message and what to do (`inputProblem`), no rules. Project texts (file names, silkscreen) are escaped in
 * Markdown so they show as written.
 */
import { limits } from "@hackpad/programme/limits";
import { siteOrigin } from "@hackpad/programme/address";
import type { Measurements, Report, RuleResult } from "../types.ts";
import { capList } from "./cap.ts";
import { fixFirst, fixFirstHeading, foldPasses, type FixStep } from "./fix-first.ts";
import { inputProblem, mm, plural, ruleTitle, sizeText, statusMarks, summaryLine, verdictWords, decimals } from "./words.ts";

/** A piece of a measurement: plain words, or a text from the project (a file name, silkscreen text). */
type Piece = string | { project: string };

/** What was measured, in the order and words every report format uses; a value is null when it could not be measured. */
export function measurementFacts(m: Measurements) {
  const { pcb } = limits;
  const facts: { label: string; value: Piece[] | null }[] = [
    {
      label: "Board",
      value: m.board
        ? [`${decimals(m.board.width)} × ${mm(m.board.height)} (limit ${pcb.maxWidthMm} × ${pcb.maxHeightMm} mm), from `, { project: m.board.source }]
        : null,
    },
    { label: "Copper layers", value: m.copperLayers === null ? null : [`${m.copperLayers} (must be ${pcb.layers})`] },
    {
      label: "Inputs",
      value:
        m.inputs === null
          ? null
          : [`${m.inputs} of ${limits.maxInputs} (${plural(m.switches ?? 0, "switch", "switches")}, ${plural(m.encoders ?? 0, "encoder")})`],
    },
    { label: "OLEDs", value: m.oleds === null ? null : [`${m.oleds} of ${limits.maxOleds}`] },
    { label: "LEDs", value: m.leds === null ? null : [`${m.leds} of ${limits.maxLeds}`] },
    { label: "Controller", value: m.controller === null ? null : [{ project: m.controller }] },
  ];
  for (const uf2 of m.uf2) {
    facts.push({
      label: "Firmware",
      value: [{ project: uf2.file }, `: ${uf2.family ?? "unknown family"} (${uf2.familyId ?? "no family id"}), ${plural(uf2.blocks, "block")}`],
    });
  }
  for (const part of m.caseParts) {
    facts.push({ label: "Case part", value: [{ project: part.file }, `: ${sizeText(part.size)}, ${plural(part.bodies, "body", "bodies")}`] });
  }
  const silk = m.silkTexts.flatMap((text, i): Piece[] => (i === 0 ? [{ project: text }] : [", ", { project: text }]));
  facts.push({ label: "Silkscreen text", value: m.silkTexts.length > 0 ? silk : ["none"] });
  return facts;
}

/** Escapes Markdown's inline syntax and keeps a value in one table cell. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r?\n/g, " ")
    .replace(/([\\`*_[\]<>|#!~])/g, "\\$1")
    .trim();
}

const asText = (piece: Piece) => (typeof piece === "string" ? piece : piece.project.replace(/\r?\n/g, " / "));
const asMarkdown = (piece: Piece) => (typeof piece === "string" ? piece : `\`${piece.project.replace(/`/g, "'").replace(/\r?\n/g, " ")}\``);

const moreOnCard = (more: number) => (more > 0 ? ` (${more} more below)` : "");

export function formatReport(report: Report, origin: string = siteOrigin): string {
  const lines = [`Preflight of ${report.input}`, ""];
  const problem = inputProblem(report);
  if (problem) {
    const opening = problem.kind === "unreadable" ? `The input cannot be read: ${problem.message}` : `${problem.title}. ${problem.message}`;
    lines.push(`✗ ${opening}`, ...problem.notes.map((note) => `  • ${note}`), `What to do: ${problem.advice}`);
    return lines.join("\n");
  }
  lines.push(`${summaryLine(report)}.`, "");
  const steps = fixFirst(report);
  if (steps.length > 0) {
    lines.push(`${fixFirstHeading}:`);
    steps.forEach((step, index) => {
      const indent = " ".repeat(String(index + 1).length + 4);
      lines.push(`  ${index + 1}. ${statusMarks[step.status]} ${step.title}`);
      if (step.found) lines.push(`${indent}${step.found}`);
      step.moves.forEach((move, at) => lines.push(`${indent}→ ${move}${at === step.moves.length - 1 ? moreOnCard(step.more) : ""}`));
      if (step.files.length > 0) lines.push(`${indent}In ${step.files.join(", ")}`);
    });
    lines.push("");
  }
  const width = Math.max(...report.rules.map((rule) => rule.id.length));
  for (const rule of report.rules) {
    lines.push(`${statusMarks[rule.status]} ${rule.id.padEnd(width)}  ${rule.message}`);
    if (rule.status === "warn" || rule.status === "fail") {
      const indent = " ".repeat(width + 4);
      const { shown, hidden } = capList((rule.details ?? []).filter((text) => text !== rule.message));
      for (const detail of shown) lines.push(`${indent}• ${detail}`);
      if (hidden > 0) lines.push(`${indent}… and ${hidden} more (${shown.length + hidden} in all; --json lists every one)`);
      if (rule.fix) lines.push(`${indent}What to do: ${rule.fix}`);
      lines.push(`${indent}Read: ${origin}${rule.docs}`);
    }
  }
  const measured = measurementFacts(report.measurements).map((fact) => `  ${fact.label}: ${fact.value ? fact.value.map(asText).join("") : "not measured"}`);
  lines.push("", "Measurements:", ...measured, "", `Verdict: ${report.verdict.toUpperCase()}. ${verdictWords[report.verdict]}`);
  return lines.join("\n");
}

function markdownStep(step: FixStep, index: number, origin: string): string {
  const title = `[${escapeMarkdown(step.title)}](${origin}${step.docs})`;
  const found = step.found ? ` ${escapeMarkdown(step.found)}` : "";
  const moves = step.moves.map(escapeMarkdown).join(" ");
  const files = step.files.length > 0 ? ` (in ${step.files.map((file) => asMarkdown({ project: file })).join(", ")})` : "";
  return `${index + 1}. ${statusMarks[step.status]} **${title}**${found} **Do:** ${moves}${files}${moreOnCard(step.more)}`;
}

function markdownRow(rule: RuleResult, origin: string): string {
  const title = `[${escapeMarkdown(ruleTitle(rule.id))}](${origin}${rule.docs})`;
  const { shown, hidden } = capList((rule.details ?? []).filter((text) => text !== rule.message));
  const detail = [
    escapeMarkdown(rule.message),
    ...shown.map(escapeMarkdown),
    hidden > 0 ? `… and ${hidden} more.` : "",
    rule.fix ? `What to do: ${escapeMarkdown(rule.fix)}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return `| ${statusMarks[rule.status]} | ${title} | ${detail} |`;
}

const table = (rows: string[]) => (rows.length > 0 ? ["| | Rule | Result |", "| --- | --- | --- |", ...rows] : []);

export function reportToMarkdown(report: Report, origin: string = siteOrigin): string {
  const heading = [`### Hackpad preflight: ${escapeMarkdown(report.input)}`, ""];
  const problem = inputProblem(report);
  if (problem) {
    return [
      ...heading,
      `**${escapeMarkdown(problem.title)}.** ${escapeMarkdown(problem.message)}`,
      "",
      ...(problem.notes.length > 0 ? [...problem.notes.map((note) => `- ${escapeMarkdown(note)}`), ""] : []),
      `What to do: ${escapeMarkdown(problem.advice)}`,
      "",
    ].join("\n");
  }
  const steps = fixFirst(report);
  const { open, passed } = foldPasses(report.rules);
  const measured = measurementFacts(report.measurements)
    .filter((fact) => fact.value !== null)
    .map((fact) => `- ${fact.label}: ${(fact.value ?? []).map(asMarkdown).join("")}`);
  return [
    ...heading,
    `**${summaryLine(report)}.**`,
    "",
    ...(steps.length > 0 ? [`**${fixFirstHeading}:**`, "", ...steps.map((step, index) => markdownStep(step, index, origin)), ""] : []),
    ...table(open.map((rule) => markdownRow(rule, origin))),
    ...(passed.length > 0
      ? [
          "",
          "<details>",
          `<summary>${plural(passed.length, "rule")} passed</summary>`,
          "",
          ...table(passed.map((rule) => markdownRow(rule, origin))),
          "",
          "</details>",
        ]
      : []),
    ...(measured.length > 0 ? ["", "Measured:", "", ...measured] : []),
    "",
    `Checked in the browser with ${origin}/check`,
    "",
  ].join("\n");
}
