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

/** Words too common to help find anything; leaving them out keeps the index small. */
const STOP_WORDS = new Set([
  "a", "an", "and", "are", "as", "at", "be", "but", "by", "can", "do", "for", "from", "has", "have", "if", "in",
  "into", "is", "it", "its", "of", "on", "or", "so", "than", "that", "the", "their", "them", "then", "there",
  "these", "they", "this", "to", "was", "we", "were", "will", "with", "you", "your",
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
 * How a query runs: typo-tolerant, matches word beginnings, page titles and headings count more than body text.
 * Typos are forgiven from five letters on (one edit per five letters): on shorter words a single edit turns
 * "kmk" into "qmk", which on this site is a different thing.
 */
export const searchOptions: SearchOptions = {
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  prefix: true,
  boost: { title: 2, heading: 3, text: 1 },
  // The top of a page slightly outranks its own sections when only the title matches.
  boostDocument: (_id, _term, stored) => (stored && stored.heading === "" ? 1.3 : 1),
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
