import { approvedParts, partMaxLabel } from "~/content/programme/parts";
import { TableScroll } from "~/app/components/TableScroll";

/** The approved parts list as a table: part, maximum per pad, notes, what it is for. */
export function PartsTable() {
  return (
    <TableScroll label="Approved parts table">
      <table>
        <caption className="sr-only">Approved parts for a macropad</caption>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Max per pad</th>
            <th scope="col">Notes</th>
            <th scope="col">Used for</th>
          </tr>
        </thead>
        <tbody>
          {approvedParts.map((part) => (
            <tr key={part.id} id={`part-${part.id}`}>
              <th scope="row">{part.name}</th>
              <td>{partMaxLabel(part)}</td>
              <td>{part.notes}</td>
              <td>{part.usedFor}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
