/**
 * The report's "Fix these, in this order" list, once for every reader: the /check page, the CLI's text and the
 * Markdown copy (pull requests, reviewers' batch mode, the GitHub Action) all take their order and their words
 * from here.
 *
 * Order: every failing rule before every warning; within each, the order of FIX_ORDER below, which puts first
 * what stops a reviewer from looking at the rest and what makes later fixes moot:
 *   1. structure       — without the folders and production files nothing else can be reviewed or made;
 *   2. pcb-size        — the board the factory makes (size, copper layers): redrawing it moves everything on it;
 *   3. controller      — the one controller the kit ships: a wrong footprint means rewiring the board;
 *   4. approved-parts  — parts outside the kit cannot be sent: replacing one changes the board;
 *   5. inputs          — too many keys or encoders: removing some changes the board;
 *   6. usb-overhang    — moving the XIAO is still board layout;
 *   7. branding        — silkscreen text, the last touch on the board;
 *   8. case            — drawn around the finished board;
 *      case-fit        — then the case measured against that board: openings, USB, support, room for the parts;
 *   9. firmware        — written for the finished wiring;
 *      firmware-pins   — then the pins it reads are the pins that wiring uses;
 *  10. cad             — the assembled model of the finished board and case;
 *  11. bom             — the list of what is finally on the board;
 *  12. drc, tolerance, original — checks a participant confirms by hand once the rest holds.
 * A rule missing from FIX_ORDER (a new one) comes after those listed, in report order.
 */
import type { PreflightRuleId, Report, RuleResult } from "../types.ts";
import { ruleTitle } from "./words.ts";

export const FIX_ORDER: readonly PreflightRuleId[] = [
  "structure",
  "pcb-size",
  "controller",
  "approved-parts",
  "inputs",
  "usb-overhang",
  "branding",
  "case",
  "case-fit",
  "firmware",
  "firmware-pins",
  "cad",
  "bom",
  "drc",
  "tolerance",
  "original",
];

/** The list's heading, in every format. */
export const fixFirstHeading = "Fix these, in this order";

/** How many of a rule's moves the list shows; the rest are on the rule's card. */
export const MAX_MOVES = 3;

/** Where a rule's card is on the /check page: the list's links point there. */
export const ruleAnchor = (id: PreflightRuleId) => `check-rule-${id}`;

const rank = (id: PreflightRuleId) => {
  const at = FIX_ORDER.indexOf(id);
  return at === -1 ? FIX_ORDER.length : at;
};
const statusRank = { fail: 0, warn: 1, skip: 2, pass: 3 } as const;

/** Rules in the order to work through them: fails, warns, rules to check by hand, passes; FIX_ORDER within each. Stable. */
export function inFixOrder(rules: readonly RuleResult[]): RuleResult[] {
  return rules
    .map((rule, index) => ({ rule, index }))
    .sort((a, b) => statusRank[a.rule.status] - statusRank[b.rule.status] || rank(a.rule.id) - rank(b.rule.id) || a.index - b.index)
    .map(({ rule }) => rule);
}

/** The rules to show open (problems, warnings, rules to check by hand, in fix order) and the passes to fold. */
export function foldPasses(rules: readonly RuleResult[]): { open: RuleResult[]; passed: RuleResult[] } {
  const ordered = inFixOrder(rules);
  return { open: ordered.filter((rule) => rule.status !== "pass"), passed: ordered.filter((rule) => rule.status === "pass") };
}

/** Verbs a finding starts with (or goes on with after a colon) when it already says what to do. */
const DO =
  "rename|move|zip|unzip|copy|delete|remove|put|plot|export|add|keep|make|place|write|run|use|draw|replace|save|list|change|cut|wire|generate|press|pick|choose|set|turn|flip";
const STARTS_WITH_MOVE = new RegExp(`^(?:${DO})\\b`, "i");
const ENDS_WITH_MOVE = new RegExp(`: (?:in [^,:]+, )?(?:${DO})\\b`, "i");
/** "There is no pcb/ folder." says what is missing: the move is to add it. */
const MISSING = /^There (?:is|are) no (.+)$/;

/** A finding as a move: itself when it says what to do, "Add …" for something missing, or null. */
export function asMove(finding: string): string | null {
  const text = finding.trim();
  if (STARTS_WITH_MOVE.test(text) || ENDS_WITH_MOVE.test(text)) return text;
  const missing = MISSING.exec(text);
  return missing ? `Add ${missing[1]}` : null;
}

/**
 * One failing or warning rule as a step of the list: what was found (the rule's message; null when it only
 * repeats the findings the moves are made of), the concrete moves for this project (at most MAX_MOVES, each one
 * sentence), how many further moves the rule's card lists, and the files the rule looked at when no move names
 * them and they are few enough to help (the one board file).
 */
function step(rule: RuleResult) {
  const details = [...new Set(rule.details ?? [])];
  // A rule without findings of its own may say the move in its message ("…: pick the 1N4148 symbol").
  const findings = details.some((detail) => asMove(detail) !== null) ? details : [rule.message];
  const fromFindings = findings.map(asMove).filter((move): move is string => move !== null);
  const own = fromFindings.length > 0;
  const all = own ? fromFindings : rule.fix ? [rule.fix] : [rule.message];
  const moves = all.slice(0, MAX_MOVES);
  const said = [rule.message, ...moves].join(" ");
  const files = rule.id !== "structure" && rule.files.length <= 2 && !rule.files.some((file) => said.includes(file)) ? rule.files : [];
  return {
    id: rule.id,
    status: rule.status === "fail" ? ("fail" as const) : ("warn" as const),
    title: ruleTitle(rule.id),
    found: own && findings[0] !== undefined && rule.message.includes(findings[0]) ? null : rule.message,
    moves,
    more: all.length - moves.length,
    files,
    docs: rule.docs,
  };
}

export type FixStep = ReturnType<typeof step>;

/**
 * The numbered list a report starts with: failing rules, then warnings, in FIX_ORDER, each with its concrete
 * moves. Empty when nothing fails or warns, and for a report that stands for no project (unreadable input or
 * not a Hackpad: the report shows one message instead).
 */
export function fixFirst(report: Report): FixStep[] {
  if (report.unreadable || report.notProject) return [];
  return inFixOrder(report.rules)
    .filter((rule) => rule.status === "fail" || rule.status === "warn")
    .map(step);
}
