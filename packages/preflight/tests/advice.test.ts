/**
 * The report's sentences, read together on every reconstructed case: none says two things that cannot both be
 * true ("no firmware/ folder" beside a program in Firmware/, "no keymap … but no compiled UF2", a finding that
 * could not be checked on a rule that passed).
 */
import { describe, expect, it } from "vitest";
import { runPreflight } from "../src/index.ts";
import type { InputFile, Report } from "../src/types.ts";
import { ruleMutations, validProject } from "./support/fixtures.ts";
import { measuredCases } from "./support/measured-cases.ts";

/** Every sentence a participant reads in the report, with the rule and status it belongs to. */
function sentences(report: Report): { rule: string; status: string; text: string }[] {
  return report.rules.flatMap((rule) =>
    [rule.message, rule.fix ?? "", ...(rule.details ?? [])]
      .flatMap((text) => text.split(/(?<=\.)\s+(?=[A-Z])/))
      .filter((text) => text !== "")
      .map((text) => ({ rule: rule.id, status: rule.status, text })),
  );
}

/** The contradictions found in one report on its input. */
export function contradictions(report: Report, files: readonly InputFile[]): string[] {
  const found: string[] = [];
  const all = sentences(report);
  const folders = new Set(
    files.flatMap((file) =>
      file.path
        .split("/")
        .slice(1, -1)
        .map((segment) => segment.toLowerCase()),
    ),
  );
  for (const { rule, status, text } of all) {
    if (/\bbut\b.*\bbut\b/i.test(text)) found.push(`${rule}: two "but"s in one sentence: ${text}`);
    const folder = /There is no ([^/\s]+)\/ folder/.exec(text)?.[1];
    if (folder && folders.has(folder.toLowerCase())) found.push(`${rule}: says there is no ${folder}/ folder, but the project has one: ${text}`);
    if (status === "pass" && /could not be checked|cannot be checked|could not be read/i.test(text))
      found.push(`${rule}: passes while saying something could not be checked: ${text}`);
  }
  const says = (pattern: RegExp) => all.some((entry) => pattern.test(entry.text));
  if (says(/No firmware source/) && says(/is a (KMK|CircuitPython) program|is a QMK keyboard folder/))
    found.push("firmware: a program is found, and no firmware source is");
  if (says(/no KMK program/) && says(/is a KMK program/)) found.push("firmware: a KMK program is found, and none is");
  const uf2InProduction = files.some((file) => /\/production\/[^/]+\.uf2$/i.test(file.path));
  if (uf2InProduction && says(/no compiled .*UF2/)) found.push("firmware: a UF2 lies in production/, and no compiled UF2 is said");
  if (says(/No bill of materials/) && says(/\(BOM section\)|counts match the board/)) found.push("bom: a BOM is read, and none is found");
  return found;
}

const cases: { name: string; files: () => InputFile[] }[] = [
  { name: "the valid project", files: () => validProject() },
  ...ruleMutations.map((mutation) => ({ name: `${mutation.rule}: ${mutation.description}`, files: mutation.files })),
  ...measuredCases.map((entry) => ({ name: `class ${entry.class}: ${entry.name}`, files: entry.files })),
];

describe("advice never contradicts itself", () => {
  for (const entry of cases) {
    it(entry.name, async () => {
      const files = entry.files();
      const report = await runPreflight(files, { input: "minipad" });
      expect(contradictions(report, files)).toEqual([]);
    });
  }

  it("finds the contradictions it looks for", () => {
    const report = {
      input: "x",
      verdict: "fail",
      measurements: {} as Report["measurements"],
      rules: [
        { id: "structure", status: "fail", message: "There is no firmware/ folder.", files: [], docs: "" },
        { id: "firmware", status: "fail", message: "x has a keyboard.json but no keymap, but there is no compiled RP2040 UF2.", files: [], docs: "" },
        { id: "inputs", status: "pass", message: "The switches could not be checked.", files: [], docs: "" },
      ],
    } satisfies Report;
    expect(contradictions(report, [{ path: "pad/Firmware/main.py", bytes: new Uint8Array(0) }])).toHaveLength(3);
  });
});
