import { approvedParts, partMaxLabel } from "~/content/programme/parts";

/** The approved parts list as a table: part, maximum per pad, notes, what it is for. */
export function PartsTable() {
  return (
    <div className="my-5 overflow-x-auto">
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
    </div>
  );
}
