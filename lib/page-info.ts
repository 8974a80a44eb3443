/** One entry of a page's "On this page" list. */
export interface TocEntry {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** Minutes to read a page at a relaxed 200 words a minute, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}
