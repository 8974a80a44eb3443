import type { ReactNode, TableHTMLAttributes } from "react";
import { tableScrollBox } from "~/lib/table-scroll";

/** Lets a wide table scroll sideways on a phone, inside the box every table on the site uses. */
export function TableScroll({ label = tableScrollBox.defaultLabel, children }: { label?: string; children: ReactNode }) {
  return (
    <div className={tableScrollBox.className} tabIndex={0} role={tableScrollBox.role} aria-label={label}>
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
