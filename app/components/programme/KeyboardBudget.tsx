import { keyboardBudget } from "@hackpad/programme/keyboard";
import { TableScroll } from "~/app/components/TableScroll";

/** The keyboard budget caps as a table. */
export function KeyboardBudget() {
  return (
    <TableScroll label="Keyboard budget table">
      <table>
        <caption className="sr-only">Keyboard budget caps, shipping included</caption>
        <thead>
          <tr>
            <th scope="col">What, with notes</th>
            <th scope="col">Most the programme pays</th>
          </tr>
        </thead>
        <tbody>
          {keyboardBudget.map((line) => (
            <tr key={line.id} id={`budget-${line.id}`}>
              <th scope="row">
                {line.item}
                <span className="mt-0.5 block text-[0.9em] font-normal text-[var(--fg-muted)]">{line.notes}</span>
              </th>
              <td className="font-semibold">{line.cap}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
