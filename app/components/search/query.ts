/**
 * Browser half of site search, kept pure: a loaded index and a query in, results ready to show out
 * (title, heading and an excerpt cut around the matches, split into plain and highlighted pieces).
 */
import MiniSearch, { type Query, type SearchResult as MiniSearchResult } from "minisearch";
import {
  asksForFollowOn,
  followOnTrack,
  isFollowOnSection,
  matchesWordStarts,
  miniSearchOptions,
  processTerm,
  type SearchDocument,
  type StoredDocument,
} from "../../../lib/search/options.ts";
import { synonymsOf } from "../../../lib/search/synonyms.ts";

/** A run of text, highlighted when it matched the query. */
export interface Segment {
  text: string;
  match: boolean;
}

export interface SearchHit {
  url: string;
  title: Segment[];
  /** Empty for the top of a page. */
  heading: Segment[];
  excerpt: Segment[];
}

export type SearchIndex = MiniSearch<SearchDocument>;

/** Rebuilds the index from the JSON text the build wrote. */
export function loadSearchIndex(json: string): SearchIndex {
  return MiniSearch.loadJSON<SearchDocument>(json, miniSearchOptions);
}

/** Queries shorter than this (after trimming) are not run: one letter matches half the site. */
export const MIN_QUERY_LENGTH = 2;

/** Words as MiniSearch's tokenizer sees them: runs of anything but white space and punctuation. */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

interface Word {
  start: number;
  end: number;
  match: boolean;
}

function wordsOf(text: string, terms: ReadonlySet<string>): Word[] {
  const words: Word[] = [];
  for (const found of text.matchAll(WORD)) {
    const start = found.index ?? 0;
    const term = processTerm(found[0]);
    words.push({ start, end: start + found[0].length, match: term !== null && terms.has(term) });
  }
  return words;
}

/** Splits `text` (from `start` to `end`) into plain and highlighted segments. */
function segmentsOf(text: string, words: Word[], start = 0, end = text.length): Segment[] {
  const segments: Segment[] = [];
  const push = (piece: string, match: boolean) => {
    if (!piece) return;
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += piece;
    else segments.push({ text: piece, match });
  };
  let cursor = start;
  for (const word of words) {
    if (!word.match || word.start < start || word.end > end) continue;
    push(text.slice(cursor, word.start), false);
    push(text.slice(word.start, word.end), true);
    cursor = word.end;
  }
  push(text.slice(cursor, end), false);
  return segments;
}

/** Highlights the words of a short text (a title or heading) that match. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  return segmentsOf(text, wordsOf(text, terms));
}

/**
 * A window of about `length` characters of `text` around the matches: the window holding the most
 * different matching words wins (the earliest on a tie), it starts a little before its first match,
 * is cut at word boundaries, and gets "…" where text was cut off.
 */
export function excerpt(text: string, terms: ReadonlySet<string>, length = 180): Segment[] {
  const words = wordsOf(text, terms);
  const matches = words.filter((word) => word.match);
  if (text.length <= length) return segmentsOf(text, words);

  let start = 0;
  let firstMatch = 0;
  let best = -1;
  for (const candidate of matches) {
    const from = Math.max(0, candidate.start - Math.floor(length / 4));
    const inside = matches.filter((word) => word.start >= from && word.end <= from + length);
    const distinct = new Set(inside.map((word) => text.slice(word.start, word.end).toLowerCase())).size;
    if (distinct > best) {
      best = distinct;
      start = from;
      firstMatch = candidate.start;
    }
  }
  // Prefer starting at a sentence when one begins between the window's start and its first match.
  const sentence = /[.!?:;]\s+(?=\S)/g;
  sentence.lastIndex = start;
  for (let found = sentence.exec(text); found && found.index < firstMatch; found = sentence.exec(text)) {
    start = found.index + found[0].length;
  }
  // Near the end of the text, start earlier so the window is still full.
  start = Math.min(start, text.length - length);
  // Start at the beginning of a word and end at the end of one.
  if (start > 0) start = words.find((word) => word.start >= start)?.start ?? start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = words.findLast((word) => word.end <= end && word.start >= start)?.end ?? end;

  const segments = segmentsOf(text, words, start, end);
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (start > 0 && first) segments.unshift({ text: "…", match: false });
  if (end < text.length && last) segments.push({ text: "…", match: false });
  return segments;
}

function toHit(result: MiniSearchResult): SearchHit {
  const stored = result as unknown as StoredDocument & MiniSearchResult;
  const terms = new Set(result.terms);
  return {
    url: stored.url,
    title: highlight(stored.title, terms),
    heading: stored.heading ? highlight(stored.heading, terms) : [],
    excerpt: excerpt(stored.text, terms),
  };
}

/** Puts the follow-on track's sections below the macropad's, unless the query asks about that track. */
function rankTracks(results: MiniSearchResult[], query: string): MiniSearchResult[] {
  if ((query.match(WORD) ?? []).some(asksForFollowOn)) return results;
  const weighted = results.map((result) => {
    const stored = result as unknown as StoredDocument & MiniSearchResult;
    return { result, score: result.score * (isFollowOnSection(stored) ? followOnTrack.weight : 1) };
  });
  // Array#sort is stable: equal scores keep MiniSearch's order.
  return weighted.sort((a, b) => b.score - a.score).map((entry) => entry.result);
}

/** How much a match on a synonym counts against a match on the word that was typed. */
export const SYNONYM_WEIGHT = 0.6;

/**
 * The query for one word: the word itself (with typos forgiven on long words), as the start of a longer word
 * when it is long or still being typed, or else with its plural; or one of its synonyms, exactly.
 */
function wordQuery(term: string, stillTyping: boolean): Query {
  const own: Query = matchesWordStarts(term, stillTyping)
    ? { queries: [term], combineWith: "OR", prefix: true }
    : { queries: [term, `${term}s`], combineWith: "OR", prefix: false };
  const synonyms = synonymsOf(term).filter((synonym) => synonym !== term);
  if (synonyms.length === 0) return own;
  return {
    combineWith: "OR",
    queries: [own, { queries: [...synonyms], combineWith: "OR", prefix: false, fuzzy: false, boostTerm: () => SYNONYM_WEIGHT }],
  };
}

/**
 * The query tree for what was typed: one sub-query per word (stop words left out), combined with `combineWith`.
 * The last word counts as still being typed unless a space follows it. Null when no word is left.
 */
export function buildQuery(query: string, combineWith: "AND" | "OR"): Query | null {
  const words = query.match(WORD) ?? [];
  const typingLast = !/[\s\p{Z}\p{P}]$/u.test(query);
  const queries: Query[] = [];
  const seen = new Set<string>();
  words.forEach((word, i) => {
    const term = processTerm(word);
    if (!term || seen.has(term)) return;
    seen.add(term);
    queries.push(wordQuery(term, typingLast && i === words.length - 1));
  });
  return queries.length > 0 ? { combineWith, queries } : null;
}

/**
 * Runs a query: all words must match (each as typed, as a word start, with a typo, or by a synonym); when
 * nothing matches every word, results matching any word are shown instead.
 */
export function search(index: SearchIndex, query: string, limit = 20): SearchHit[] {
  const trimmed = query.trim();
  if (trimmed.length < MIN_QUERY_LENGTH) return [];
  const all = buildQuery(query, "AND");
  const any = buildQuery(query, "OR");
  if (!all || !any) return [];
  let results = index.search(all);
  if (results.length === 0) results = index.search(any);
  return rankTracks(results, trimmed).slice(0, limit).map(toHit);
}

/** Plain text of segments, for labels and tests. */
export function plainText(segments: Segment[]): string {
  return segments.map((segment) => segment.text).join("");
}
