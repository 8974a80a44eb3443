/**
 * The box every table sits in, so a wide table scrolls inside it instead of widening the page on a phone.
 * Docs tables (app/components/TableScroll.tsx) and project Markdown tables (lib/projects/render.ts) share it.
 * It takes keyboard focus, so keyboard users can scroll it too, and is named for screen readers.
 */
export const tableScrollBox = {
  className: "table-scroll my-5",
  role: "group",
  defaultLabel: "Table, scrolls sideways",
} as const;
