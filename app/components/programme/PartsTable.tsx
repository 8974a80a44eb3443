import { approvedParts, partMaxLabel } from "~/content/programme/parts";

/**
 * The approved parts list: a table on wider screens; on phones each part becomes a card with
 * labelled lines, so nothing has to scroll sideways. Explicit table roles keep the meaning for
 * screen readers when the layout changes.
 */
export function PartsTable() {
  return (
    <table className="stack-table my-5" role="table">
      <caption className="sr-only">Approved parts for a macropad</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">Part</th>
          <th scope="col" role="columnheader">Max per pad</th>
          <th scope="col" role="columnheader">Notes</th>
          <th scope="col" role="columnheader">Used for</th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {approvedParts.map((part) => (
          <tr key={part.id} id={`part-${part.id}`} role="row">
            <th scope="row" role="rowheader">{part.name}</th>
            <td role="cell" data-label="Max per pad">{partMaxLabel(part)}</td>
            <td role="cell" data-label="Notes">{part.notes}</td>
            <td role="cell" data-label="Used for">{part.usedFor}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
