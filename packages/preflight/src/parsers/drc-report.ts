/**
 * Reads a KiCad DRC report: the text `.rpt` that File › Save in the DRC dialog (or `kicad-cli pcb drc`) writes,
 * and the `.json` form of KiCad 8 and later. Unknown violation types are kept as they are.
 *
 * The `.rpt` layout: a `** Found N DRC violations **` section, then `** Found N unconnected pads **`, then
 * `** Found N Footprint errors **` (schematic parity). Each entry is a `[type_key]: Description` line, a
 * severity line (`Rule: …; Severity: error`, `Local override; error`, `; warning (excluded)`), then one
 * `@(x mm, y mm): item` line per item.
 */
import { inputLimits } from "@hackpad/programme/input-limits";
import type { DrcReport, DrcViolation } from "../types.ts";

/** Where the line that starts at `start` ends: the next CR or LF (a CR LF pair ends one line), or the text's end. */
function nextBreak(text: string, start: number): number {
  for (let at = start; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 10) return at;
    if (code === 13) return text.charCodeAt(at + 1) === 10 ? at + 1 : at;
  }
  return text.length;
}

type Section = "violations" | "unconnected" | "parity";
type Severity = DrcViolation["severity"];

/**
 * Reads a report. A `.json` or `.rpt` file name decides the format; otherwise the text does (a `{` first means
 * JSON). Throws an Error naming the file when a JSON report is not valid JSON.
 */
export function parseDrcReport(text: string, fileName?: string): DrcReport {
  const body = text.replace(/^\uFEFF/, "");
  const name = fileName?.toLowerCase() ?? "";
  const json = name.endsWith(".json") || (!name.endsWith(".rpt") && body.trimStart().startsWith("{"));
  return json ? parseJson(body, fileName) : parseRpt(body);
}

function parseRpt(text: string): DrcReport {
  const report: DrcReport = { format: "rpt", kicadVersion: null, violations: [], unconnected: [], parity: [] };
  let section: Section = "violations";
  let current: DrcViolation | null = null;
  let expectSeverity = false;
  let entries = 0;
  // Line by line without splitting the whole text first, and no more entries than a report can plausibly hold.
  for (let start = 0; start < text.length && entries < inputLimits.drcReportEntries;) {
    const newline = nextBreak(text, start);
    const line = text.slice(start, newline).trim();
    start = newline + 1;
    if (line === "") continue;
    const version = /KiCad\s+(?:version\s*:?\s*)?v?(\d+\.\d+(?:\.\d+)?[^\s*)]*)/i.exec(line);
    if (line.startsWith("**") && version && report.kicadVersion === null) report.kicadVersion = version[1] ?? null;
    // One greedy group, trimmed after: a lazy group before "\s*" backtracks quadratically on a long line of spaces.
    const heading = /^\*\*\s*Found\s+\d+\s(.+)\*\*$/i.exec(line);
    if (heading) {
      const what = (heading[1] ?? "").trim().toLowerCase();
      section = what.includes("unconnected") ? "unconnected" : what.includes("footprint") || what.includes("parity") ? "parity" : "violations";
      current = null;
      continue;
    }
    if (line.startsWith("**")) {
      current = null;
      continue;
    }
    const entry = /^\[([^\]]+)\]:\s*(.*)$/.exec(line);
    if (entry) {
      current = { type: (entry[1] ?? "").trim(), description: (entry[2] ?? "").trim(), severity: "error", items: [] };
      report[section].push(current);
      entries++;
      expectSeverity = true;
      continue;
    }
    if (!current) continue;
    const item = /^@\([^)]*\)\s*:\s*(.*)$/.exec(line);
    if (item) {
      entries++;
      current.items.push((item[1] ?? "").trim());
      expectSeverity = false;
      continue;
    }
    if (expectSeverity) {
      current.severity = severityFromLine(line);
      expectSeverity = false;
      continue;
    }
    // Items KiCad printed without a position (schematic parity lines) are still items.
    entries++;
    current.items.push(line);
  }
  return report;
}

function severityFromLine(line: string): Severity {
  // Only the part after the last ";" speaks of severity: the rule name before it may say anything.
  const last = (line.toLowerCase().split(";").pop() ?? "").trim();
  if (/\bexclu|\bignore/.test(last)) return "ignore";
  if (/\bwarning\b/.test(last)) return "warning";
  return "error";
}

function parseJson(text: string, fileName?: string): DrcReport {
  const where = fileName ? `${fileName}: ` : "";
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${where}not valid JSON (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  if (!isRecord(data)) throw new Error(`${where}a DRC report in JSON is an object`);
  return {
    format: "json",
    kicadVersion: typeof data.kicad_version === "string" ? data.kicad_version : null,
    violations: jsonList(data.violations),
    unconnected: jsonList(data.unconnected_items),
    parity: jsonList(data.schematic_parity),
  };
}

function jsonList(value: unknown): DrcViolation[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((entry) => ({
    type: typeof entry.type === "string" ? entry.type : "unknown",
    description: typeof entry.description === "string" ? entry.description : "",
    severity: entry.excluded === true ? "ignore" : jsonSeverity(entry.severity),
    items: Array.isArray(entry.items)
      ? entry.items.map((item) => (isRecord(item) && typeof item.description === "string" ? item.description : String(item)))
      : [],
  }));
}

function jsonSeverity(value: unknown): Severity {
  const text = typeof value === "string" ? value.toLowerCase() : "";
  if (text === "warning") return "warning";
  if (text === "ignore" || text === "exclusion" || text === "excluded") return "ignore";
  return "error";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export type DrcTypeCount = Pick<DrcViolation, "type" | "description" | "severity"> & { count: number };

/** Groups violations by type (and severity), most frequent first; the first description seen names the group. */
export function groupViolations(violations: readonly DrcViolation[]): DrcTypeCount[] {
  const groups = new Map<string, DrcTypeCount>();
  for (const violation of violations) {
    const key = `${violation.type}\u0000${violation.severity}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { type: violation.type, description: violation.description, severity: violation.severity, count: 1 });
  }
  const rank: Record<Severity, number> = { error: 0, warning: 1, ignore: 2 };
  return [...groups.values()].sort((a, b) => rank[a.severity] - rank[b.severity] || b.count - a.count || a.type.localeCompare(b.type));
}

/** Every entry of a report (violations, unconnected items, parity) with the given severity. */
export function drcEntries(report: DrcReport, severity?: Severity): DrcViolation[] {
  const all = [...report.violations, ...report.unconnected, ...report.parity];
  return severity ? all.filter((entry) => entry.severity === severity) : all;
}
