import { keyboardDeadline } from "~/content/programme/deadlines";
import { Deadline } from "./Deadline";
import { TableScroll } from "~/app/components/TableScroll";

/** Who gets which deadline on the keyboard track, read from `keyboardDeadline`. */
export function KeyboardDeadlines() {
  return (
    <TableScroll label="Keyboard track deadlines table">
      <table>
        <caption className="sr-only">Keyboard track deadlines</caption>
        <thead>
          <tr>
            <th scope="col">If you are making…</th>
            <th scope="col">Your deadline</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{keyboardDeadline.appliesTo}</th>
            <td>
              <Deadline track="keyboard" />
              {keyboardDeadline.tentative ? " (tentative)" : ""}
            </td>
          </tr>
          <tr>
            <th scope="row">only a macropad</th>
            <td>
              <time dateTime={keyboardDeadline.ifOnlyMacropad.date} className="font-semibold">
                {keyboardDeadline.ifOnlyMacropad.label}
              </time>
            </td>
          </tr>
        </tbody>
      </table>
      <p className="mt-2">{keyboardDeadline.extension}</p>
    </TableScroll>
  );
}
