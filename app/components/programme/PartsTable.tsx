import { approvedParts, partMaxLabel } from "@hackpad/programme/parts";

const columns = ["Part", "Max per pad", "Notes", "Used for"] as const;

/**
 * The approved parts list: a table on wider screens; on phones each part becomes a card with
 * labelled lines, so nothing has to scroll sideways. It is built from elements with ARIA table roles
 * rather than `<table>`, because the phone layout changes how the cells are displayed and browsers drop a
 * native table's meaning when that happens; the roles keep it a table for screen readers at every width.
 */
export function PartsTable() {
  return (
    <div className="stack-table my-5" role="table" aria-label="Approved parts for a macropad">
      <div className="stack-table-head" role="rowgroup">
        <div role="row">
          {columns.map((column) => (
            <div key={column} role="columnheader">
              {column}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup">
        {approvedParts.map((part) => (
          <div key={part.id} id={`part-${part.id}`} role="row">
            <div role="rowheader">{part.name}</div>
            <div role="cell" data-label={columns[1]}>
              {partMaxLabel(part)}
            </div>
            <div role="cell" data-label={columns[2]}>
              {part.notes}
            </div>
            <div role="cell" data-label={columns[3]}>
              {part.usedFor}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
