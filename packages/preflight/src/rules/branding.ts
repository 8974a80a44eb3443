/**
 * `branding`: "XIAO HERE" on a silkscreen layer (not copper, courtyard or Edge.Cuts, not hidden), and the pad's
 * name on the silkscreen, compared with the project's name ignoring case, spaces and newlines.
 */
import { controllerMarkerText } from "../../../../content/programme/rules.ts";
import type { Analysis } from "../analyse.ts";
import type { PcbText } from "../parsers/kicad-pcb.ts";
import type { RuleResult } from "../types.ts";
import { noBoardMessage } from "./parts.ts";
import { ruleResult } from "./result.ts";

const SILK = /^[FB]\.(SilkS|Silkscreen)$/;
const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, "");
const collapse = (value: string) => value.replace(/\s+/g, " ").trim();

/** The board's own texts on the silkscreen (not footprint fields such as references, values or pin marks). */
export function silkTexts(analysis: Analysis): string[] {
  return visibleSilk(analysis, (text) => text.owner === "board");
}

/** Every visible silkscreen text that is not a reference or value: board texts and footprint user texts. */
function userSilkTexts(analysis: Analysis): string[] {
  return visibleSilk(analysis, (text) => text.owner === "board" || text.kind === "user");
}

function visibleSilk(analysis: Analysis, keep: (text: PcbText) => boolean): string[] {
  const texts = analysis.pcb?.board.texts ?? [];
  return texts.filter((text) => SILK.test(text.layer) && !text.hidden && keep(text) && text.text.trim() !== "").map((text) => text.text);
}

/** The pad's name: the project folder's name, else the README's first heading. */
export function padNames(analysis: Analysis): string[] {
  const names: string[] = [];
  if (analysis.project.topFolder) names.push(analysis.project.topFolder.replace(/-(main|master)$/i, ""));
  const title = analysis.readme ? /^#\s+(.+)$/m.exec(analysis.readme.text)?.[1] : undefined;
  if (title) names.push(title.trim());
  return names.filter((name) => squash(name).length >= 2);
}

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
          : `"${collapse(elsewhere.text)}" is on ${elsewhere.layer}, not on a silkscreen layer (F.SilkS or B.SilkS), so it will not be printed.`,
      );
    } else fails.push(`No "${controllerMarkerText}" text on the silkscreen.`);
  }
  const silk = userSilkTexts(analysis).map(squash);
  const names = padNames(analysis);
  const named = names.some((name) => silk.some((text) => text.includes(squash(name)) || (text.length >= 4 && squash(name).includes(text))));
  if (!named && names.length > 0) {
    warns.push(
      `The pad's name (${names.map((name) => `"${name}"`).join(" or ")}) is not on the silkscreen; it shows ${
        silkTexts(analysis)
          .map((text) => `"${collapse(text)}"`)
          .join(", ") || "no text"
      }.`,
    );
  }
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
