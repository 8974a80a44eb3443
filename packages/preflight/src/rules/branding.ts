/**
 * `branding`: "XIAO HERE" on a silkscreen layer (not copper, courtyard, fab or Edge.Cuts, not hidden), and the
 * pad's name on the silkscreen. Only F.SilkS/B.SilkS count ("F.Silkscreen" in KiCad 8+'s layer table). The name is
 * compared forgivingly: letter case, accents, apostrophes (' ’ ʼ), possessives ("Kyle's" = "Kyle"), spaces and line
 * breaks, and texts split over several lines of the silkscreen. It is looked for under the README's title and
 * the folder's name; only the README's title is ever offered as "the pad's name" (a folder or zip's name, such as
 * "repo-main" or "jacube", says nothing about what the participant called the pad).
 */
import { controllerMarkerText } from "@hackpad/programme/rules";
import type { Analysis } from "../analyse.ts";
import type { PcbText } from "../parsers/kicad-pcb.ts";
import type { RuleResult } from "../types.ts";
import { noBoardMessage } from "../parts.ts";
import { ruleResult } from "./result.ts";

const SILK = /^[FB]\.(SilkS|Silkscreen)$/;
const collapse = (value: string) => value.replace(/\s+/g, " ").trim();
/** Letters and digits only, lower case, accents dropped: "Kyle’s\nMacropad" → "kylesmacropad". */
const squash = (value: string) =>
  value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
/** The same without possessives: "Kyle's Macropad" → "kylemacropad", "KEYING’S KEYPAD" → "keyingkeypad". */
const squashPossessive = (value: string) => squash(value.replace(/(\p{L})['’ʼ`´]s\b/giu, "$1").replace(/(\p{L}s)['’ʼ`´](?=\s|$)/giu, "$1"));
const variants = (value: string) => [...new Set([squash(value), squashPossessive(value)])].filter((variant) => variant.length >= 2);

/** The board's own texts on the silkscreen (not footprint fields such as references, values or pin marks). */
export function silkTexts(analysis: Analysis): string[] {
  return visibleSilk(analysis, (text) => text.owner === "board");
}

/**
 * Every visible silkscreen text of the participant's own: board texts, and user texts of footprints that are not a
 * library part (a logo or name footprint), so "Seeed Studio" printed by the XIAO's footprint is not taken for a name.
 */
function userSilkTexts(analysis: Analysis): string[] {
  const library = new Set(analysis.parts.filter((part) => !["artwork", "other", "mounting"].includes(part.kind)).map((part) => part.footprint.reference));
  return visibleSilk(analysis, (text) => text.owner === "board" || (text.kind === "user" && !library.has(text.owner)));
}

function visibleSilk(analysis: Analysis, keep: (text: PcbText) => boolean): string[] {
  const texts = analysis.pcb?.board.texts ?? [];
  return texts.filter((text) => SILK.test(text.layer) && !text.hidden && keep(text) && text.text.trim() !== "").map((text) => text.text);
}

/** What a layer is, in words, for "“KYLE PAD” is on F.Cu (copper)". */
function layerKind(layer: string): string {
  if (/\.Cu$/.test(layer)) return "copper";
  if (/CrtYd|Courtyard/i.test(layer)) return "courtyard";
  if (/\.Fab$/.test(layer)) return "fabrication drawing";
  if (/Mask/.test(layer)) return "solder mask";
  if (/Paste/.test(layer)) return "solder paste";
  if (layer === "Edge.Cuts") return "board outline";
  if (SILK.test(layer)) return "silkscreen";
  return "a drawing layer";
}

/** The README's title: its first `#` heading, an HTML <h1>, an underlined (setext) heading, or its first heading. */
function readmeTitle(markdown: string): string | null {
  // Line by line, and only short lines: a title is never long, and no pattern then runs over a huge line.
  const lines = markdown.split(/\r\n|\r|\n/).map((line) => (line.length > 300 ? "" : line));
  const atx = (levels: RegExp) =>
    lines
      .find((line) => levels.test(line))
      ?.replace(levels, "")
      .replace(/[ \t]#+[ \t]*$/, "");
  const html = lines.map((line) => /<h1[^>]*>(.*?)<\/h1>/i.exec(line)?.[1]).find((title) => title !== undefined);
  const setext = lines.find((line, index) => /^[^\s#<>|-]/.test(line) && /^=+[ \t]*$/.test(lines[index + 1] ?? ""));
  const found = atx(/^#[ \t]+/) ?? html ?? setext ?? atx(/^#{2,6}[ \t]+/);
  if (!found) return null;
  const title = collapse(
    found
      .replace(/<[^>]+>/g, " ")
      .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/[*_`~]/g, "")
      .replace(/[^\p{L}\p{N}\p{P}\p{Zs}+]/gu, ""),
  );
  return squash(title).length >= 2 ? title : null;
}

/** The title's short form: "Kyle's Macropad - a 9 key pad" → "Kyle's Macropad"; "KEYPAD (Hackpad)" → "KEYPAD". */
function shortTitle(title: string): string {
  return collapse(title.replace(/\([^)]*\)/g, " ").split(/\s[-–—:|]\s|:\s/)[0] ?? title);
}

/** A title made only of words every pad could have ("My Hackpad", "Macropad submission"): it names no pad. */
const GENERIC_WORDS = /\b(?:my|the|a|an|hack ?pad|macro ?pad|key ?pad|pad|keyboard|submission|project|pcb|readme|v\d+(?:\.\d+)*|rev\s*\d+)\b/gi;
const isGeneric = (title: string) => squash(title.replace(GENERIC_WORDS, " ")).length < 2;

/** The names the pad goes by: the README's title (and its short form) unless it is generic, then the folder's name. */
function padNames(analysis: Analysis): { offered: string | null; all: string[] } {
  const found = analysis.readme ? readmeTitle(analysis.readme.text) : null;
  const title = found && !isGeneric(shortTitle(found)) ? found : null;
  const folder = analysis.project.topFolder?.replace(/-(main|master)$/i, "") ?? null;
  const all = [title, title ? shortTitle(title) : null, folder].filter((name): name is string => name !== null && squash(name).length >= 2);
  return { offered: title ? shortTitle(title) : null, all: [...new Set(all)] };
}

/** True when a text shows the name, forgivingly; a text that is a large part of the name counts too ("KEYING'S" + "KEYPAD"). */
function shows(texts: readonly string[], name: string): boolean {
  const joined = texts.join(" ");
  return [...texts, joined].some((text) =>
    variants(text).some((seen) =>
      variants(name).some((wanted) => seen.includes(wanted) || (seen.length >= 4 && seen.length >= wanted.length * 0.6 && wanted.includes(seen))),
    ),
  );
}

const quoted = (text: string) => `“${collapse(text)}”`;

export function brandingRule(analysis: Analysis): RuleResult {
  const pcb = analysis.pcb;
  if (!pcb) return ruleResult("branding", "skip", noBoardMessage(analysis, "the silkscreen texts"), []);
  const fails: string[] = [];
  const warns: string[] = [];
  const marker = squash(controllerMarkerText);
  const candidates = pcb.board.texts.filter((text) => squash(text.text).includes(marker));
  const exact = (text: PcbText) => collapse(text.text).includes(controllerMarkerText);
  const good = candidates.find((text) => SILK.test(text.layer) && !text.hidden && exact(text));
  if (!good) {
    const nearly = candidates.find((text) => SILK.test(text.layer) && !text.hidden);
    const elsewhere = candidates.find((text) => !SILK.test(text.layer) || text.hidden);
    if (nearly) warns.push(`The silkscreen says "${collapse(nearly.text)}"; the rule's wording is "${controllerMarkerText}".`);
    else if (elsewhere) {
      fails.push(
        elsewhere.hidden
          ? `"${collapse(elsewhere.text)}" is a hidden field on ${elsewhere.layer}, so it will not be printed.`
          : `"${collapse(elsewhere.text)}" is on ${elsewhere.layer} (${layerKind(elsewhere.layer)}), not on a silkscreen layer (F.SilkS or B.SilkS), so it will not be printed.`,
      );
    } else fails.push(`No "${controllerMarkerText}" text on the silkscreen.`);
  }
  const nameNote = nameFinding(analysis);
  if (nameNote) warns.push(nameNote);
  const status = fails.length > 0 ? "fail" : warns.length > 0 ? "warn" : "pass";
  return ruleResult(
    "branding",
    status,
    status === "pass" ? `"${controllerMarkerText}" and the pad's name are on the silkscreen.` : ([...fails, ...warns][0] ?? ""),
    [pcb.path],
    {
      fix: `Put "${controllerMarkerText}" by the controller and the pad's name on F.SilkS or B.SilkS (Place › Add Text, layer F.Silkscreen).`,
      details: [...fails, ...warns],
    },
  );
}

/** Why the pad's name is not on the silkscreen, or null when it is (or when nothing says what it is and the silkscreen has a text of its own). */
function nameFinding(analysis: Analysis): string | null {
  const texts = analysis.pcb?.board.texts ?? [];
  const own = userSilkTexts(analysis).filter((text) => !squash(text).includes(squash(controllerMarkerText)));
  const { offered, all } = padNames(analysis);
  if (all.some((name) => shows(own, name))) return null;
  if (!offered && own.length > 0) return null;
  // Board texts on layers that are not printed: the name there is the likeliest mistake.
  const unprinted = texts.filter(
    (text) =>
      (!SILK.test(text.layer) || text.hidden) && text.owner === "board" && text.text.trim() !== "" && !squash(text.text).includes(squash(controllerMarkerText)),
  );
  const misplaced = unprinted.find((text) => all.some((name) => shows([text.text], name))) ?? (own.length === 0 ? unprinted[0] : undefined);
  const where = misplaced
    ? ` ${quoted(misplaced.text)} is ${misplaced.hidden ? "hidden" : "on"} ${misplaced.layer} (${layerKind(misplaced.layer)}), not silkscreen.`
    : "";
  const wanted = offered ? `The pad's name (${quoted(offered)}, the README's title)` : "The pad's name";
  if (own.length === 0) return `${wanted} is not on the silkscreen: there is no text of your own on the silkscreen.${where}`;
  return `${wanted} is not on the silkscreen; it shows ${own.map(quoted).join(", ")}.${where}`;
}
