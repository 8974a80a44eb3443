import type { ReactNode, TableHTMLAttributes } from "react";

/**
 * Lets a wide table scroll sideways on a phone. The scrolling box can take keyboard focus
 * (so keyboard users can scroll it too) and says what it holds.
 */
export function TableScroll({ label = "Table, scrolls sideways", children }: { label?: string; children: ReactNode }) {
  return (
    <div className="table-scroll my-5" tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** Markdown tables in MDX pages, wrapped so they scroll on narrow screens. */
export function MdxTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <TableScroll>
      <table {...props} />
    </TableScroll>
  );
}
