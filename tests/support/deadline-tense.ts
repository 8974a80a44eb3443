/**
 * Reads text the way a visitor sees it and finds every sentence that states a programme deadline in the wrong
 * tense for a day: a deadline still open said in the past, or one that has passed said as if it were still
 * ahead (or not said in the past at all). Shared by the unit test over every rendered page and the browser test.
 */
import { keyboardDeadline, macropadDeadline } from "@hackpad/programme/deadlines";
import { isInline, parseHtml, type HtmlNode } from "~/lib/html";
import { deadlineStatus, type DeadlineInput } from "~/app/lib/programme-status";

const deadlines: { track: string; deadline: DeadlineInput & { short: string } }[] = [
  { track: "macropad", deadline: macropadDeadline },
  { track: "keyboard", deadline: keyboardDeadline },
];

/** Words that put a deadline behind the reader. */
const PAST = /\b(closed|was|were|passed|ended|applied|missed)\b/i;
/** Words that put it ahead: a countdown, "until", "close on", "by <date>", "tentative", "stays"… */
const FUTURE = /\b(until|close on|closes|will|days? left|last day|by|stays|tentative|leave it|is the only)\b/i;

/** The sentences of a text: one per line (a block), split after `.`, `!` or `?`. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** Every sentence of `text` that states a deadline in the wrong tense on `today` (YYYY-MM-DD), with what is wrong. */
export function wrongTenses(text: string, today: string): string[] {
  const problems: string[] = [];
  for (const sentence of sentencesOf(text)) {
    const stated = deadlines.filter(({ deadline }) => sentence.includes(deadline.short));
    if (stated.length === 0) continue;
    const states = new Set(stated.map(({ deadline }) => deadlineStatus(deadline, today).state));
    if (states.size > 1) {
      problems.push(`one sentence states an open and a closed deadline (say each in its own sentence): "${sentence}"`);
    } else if (states.has("closed")) {
      if (!PAST.test(sentence)) problems.push(`a passed deadline not said in the past tense: "${sentence}"`);
      else if (FUTURE.test(sentence)) problems.push(`a passed deadline said as if still ahead: "${sentence}"`);
    } else if (PAST.test(sentence)) {
      problems.push(`an open deadline said in the past tense: "${sentence}"`);
    }
  }
  return problems;
}

/**
 * A line of `innerText` as it reads on screen: a link's "(opens in a new tab)" is for screen readers only,
 * but `innerText` keeps it, on a line of its own.
 */
export function onScreen(innerText: string): string {
  return innerText
    .replace(/\s*\(opens in a new tab\)\s*/g, " ")
    .replace(/ ([.,;:!?])/g, "$1")
    .trim();
}

/** Whether a visitor sees an element's text: not hidden, not aria-hidden, not screen-reader-only, not a script. */
function isShown(attrs: Record<string, string>, name: string): boolean {
  if (name === "script" || name === "style" || name === "template") return false;
  if ("hidden" in attrs || attrs["aria-hidden"] === "true") return false;
  return !/(^|\s)(sr-only|invisible)(\s|$)/.test(attrs.class ?? "");
}

function collect(nodes: HtmlNode[], out: string[]): void {
  for (const node of nodes) {
    if (node.type === "text") {
      // Line breaks in the source are spaces on screen; lines are blocks only.
      out.push(node.value.replace(/\s+/g, " "));
    } else if (isShown(node.attrs, node.name)) {
      const block = !isInline(node) || node.name === "br";
      if (block) out.push("\n");
      collect(node.children, out);
      if (block) out.push("\n");
    }
  }
}

/** The text a visitor sees in rendered HTML, one block (paragraph, list item, table cell…) per line. */
export function visibleText(html: string): string {
  const out: string[] = [];
  collect(parseHtml(html), out);
  return out.join("");
}
