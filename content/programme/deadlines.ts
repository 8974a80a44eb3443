/** Programme dates. Change a date here and every page that shows it follows. */

export interface Deadline {
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** How it is written on the site. */
  label: string;
  /** Month and day only, e.g. "February 16th". */
  short: string;
}

export const macropadDeadline: Deadline = {
  date: "2025-02-16",
  label: "February 16th, 2025",
  short: "February 16th",
};

export const keyboardDeadline = {
  date: "2025-03-16",
  label: "March 16th, 2025",
  short: "March 16th",
  tentative: true,
  /** Who this date applies to. */
  appliesTo: "a full-sized keyboard",
  /** If you only make a macropad, the macropad deadline is yours. */
  ifOnlyMacropad: macropadDeadline,
  extension: "It may be extended, but that is unlikely.",
} as const;
