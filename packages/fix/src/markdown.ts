/** The change list as Markdown: what a participant keeps beside the fixed copy, and a reviewer reads. */
import type { FixResult, StillToDo } from "./types.ts";

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

export function changesToMarkdown(result: Pick<FixResult, "changes" | "stillToDo" | "rules" | "name">, site = ""): string {
  const out: string[] = [`# ${result.name}: what was fixed`, ""];
  out.push("| Rule | Before | After |", "| --- | --- | --- |");
  for (const rule of result.rules) out.push(`| ${rule.id} | ${rule.before} | ${rule.after} |`);
  out.push("");
  const rules = [...new Set(result.changes.map((change) => change.rule))];
  if (rules.length === 0) out.push("Nothing needed changing.", "");
  for (const rule of rules) {
    out.push(`## ${rule}`, "");
    for (const change of result.changes.filter((entry) => entry.rule === rule)) {
      out.push(`- ${cell(change.why)}${change.generated ? " (generated)" : ""}`);
      for (const line of change.lines ?? []) out.push(`  - line ${line.line}: ${code(line.before.trim())} → ${code(line.after.trim())}`);
    }
    out.push("");
  }
  if (result.stillToDo.length > 0) {
    out.push("## Still to do", "");
    for (const entry of result.stillToDo) out.push(`- ${entry.rule}: ${cell(entry.text)}${onBoard(entry)} (read ${site}${entry.docs})`);
    out.push("");
  }
  return out.join("\n");
}

/** The parts a thing still to do concerns, as the list names them: " Parts to look at: D3, D4." */
export const onBoard = (entry: StillToDo) => (entry.marks && entry.marks.length > 0 ? ` Parts to look at: ${entry.marks.join(", ")}.` : "");
