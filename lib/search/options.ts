import type { Options, SearchOptions } from "minisearch";

/** One searchable unit: a section of a page (from an `h2`/`h3` with an id to the next one) or the top of a page. */
export interface SearchDocument {
  id: number;
  /** Page title. */
  title: string;
  /** Section heading; empty for the top of a page. */
  heading: string;
  /** Path, with `#id` for sections. */
  url: string;
  /** Plain text of the section, white space collapsed. */
  text: string;
}

/** What the index keeps of each document so results can be shown without the pages themselves. */
export type StoredDocument = Omit<SearchDocument, "id">;

/** The file the build writes into the client folder and the dialog fetches. */
export const SEARCH_INDEX_FILE = "search-index.json";

/**
 * Words too common to help find anything; leaving them out keeps the index small. The question words and
 * fillers of a typed question ("how", "what", "my", "too") are among them: "case too big" is about a case
 * and its size, and "too" must not have to match (or find "toolbar").
 */
const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "are",
  "as",
  "at",
  "be",
  "but",
  "by",
  "can",
  "do",
  "does",
  "for",
  "from",
  "has",
  "have",
  "how",
  "if",
  "in",
  "into",
  "is",
  "it",
  "its",
  "me",
  "my",
  "of",
  "on",
  "or",
  "so",
  "than",
  "that",
  "the",
  "their",
  "them",
  "then",
  "there",
  "these",
  "they",
  "this",
  "to",
  "too",
  "was",
  "we",
  "were",
  "what",
  "when",
  "where",
  "which",
  "who",
  "why",
  "will",
  "with",
  "you",
  "your",
]);

/**
 * Lower-cases a word and drops accents, so "Résumé" matches "resume"; drops stop words and single letters
 * (single digits stay: "3 mm" and "2 layers" matter here).
 */
export function processTerm(term: string): string | null {
  const word = term.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  if (word.length === 0 || STOP_WORDS.has(word)) return null;
  if (word.length === 1 && !/\d/.test(word)) return null;
  return word;
}

/**
 * A finished word shorter than this matches itself and its plural only; longer ones, and the word still being
 * typed, match as the start of a word too ("firmw" finds "firmware"). A short whole word is usually meant as
 * it is: "too" should not find "toolbar", nor "pin" "pinned".
 */
export const MIN_PREFIX_LENGTH = 4;

/** Whether a query word may match as the start of a longer word (see `MIN_PREFIX_LENGTH`). */
export function matchesWordStarts(term: string, stillTyping: boolean): boolean {
  return stillTyping || term.length >= MIN_PREFIX_LENGTH;
}

/**
 * The top of a page slightly outranks its own sections when only the title matches, and an FAQ answer (a
 * section whose heading is a question) outranks a passing mention: what people type into search are questions.
 */
export function documentBoost(heading: string): number {
  if (heading === "") return 1.3;
  return heading.trimEnd().endsWith("?") ? 1.15 : 1;
}

/**
 * How a query runs: typo-tolerant, matches word beginnings, page titles and headings count more than body text.
 * Typos are forgiven from five letters on (one edit per five letters): on shorter words a single edit turns
 * "kmk" into "qmk", which on this site is a different thing. `search()` in query.ts builds each word's query
 * itself (word starts, plurals, synonyms); these are the defaults for anything else that queries the index.
 */
export const searchOptions: SearchOptions = {
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  prefix: (term, index, terms) => matchesWordStarts(term, index === terms.length - 1),
  boost: { title: 2, heading: 3, text: 1 },
  boostDocument: (_id, _term, stored) => documentBoost(typeof stored?.heading === "string" ? stored.heading : ""),
};

/** Options shared by the build (indexing) and the browser (loading the index): they must agree. */
export const miniSearchOptions: Options<SearchDocument> = {
  fields: ["title", "heading", "text"],
  storeFields: ["title", "heading", "url", "text"],
  processTerm,
  searchOptions,
};

/**
 * The keyboard track is a follow-on to the macropad, so its sections (on /keyboard pages, or with "keyboard" in
 * their heading) rank below the macropad's unless the query itself asks about the keyboard: "deadline" should
 * find the macropad deadline first, "keyboard deadline" the keyboard one.
 */
export const followOnTrack = { word: "keyboard", pathPrefix: "/keyboard", weight: 0.4 } as const;

/** Whether a query word asks about the follow-on track ("keyb", "keyboard", "keyboards"). */
export function asksForFollowOn(word: string): boolean {
  const term = processTerm(word);
  if (!term) return false;
  return term.length >= 4 && (followOnTrack.word.startsWith(term) || term.startsWith(followOnTrack.word));
}

/** Whether a stored section belongs to the follow-on track. */
export function isFollowOnSection(document: Pick<StoredDocument, "url" | "heading">): boolean {
  const path = document.url.split("#")[0]?.toLowerCase() ?? "";
  const onTrackPage = path === followOnTrack.pathPrefix || path.startsWith(`${followOnTrack.pathPrefix}/`);
  return onTrackPage || new RegExp(`\\b${followOnTrack.word}`, "i").test(document.heading);
}
