import { controller } from "@hackpad/programme/controller";
import { TableScroll } from "~/app/components/TableScroll";

/** The XIAO RP2040's usable pins: board name (KMK), GPIO (QMK), other role, and the KiCad symbol's label and pin. */
export function PinTable() {
  return (
    <TableScroll label="XIAO RP2040 pin table">
      <table>
        <caption className="sr-only">{controller.short} pins</caption>
        <thead>
          <tr>
            <th scope="col">Pin on the board (KMK)</th>
            <th scope="col">RP2040 GPIO (QMK)</th>
            <th scope="col">Also</th>
            <th scope="col">KiCad symbol (label, pin)</th>
          </tr>
        </thead>
        <tbody>
          {controller.pins.map((pin) => (
            <tr key={pin.name}>
              <th scope="row">
                <code>board.{pin.name}</code>
              </th>
              <td>
                <code>GP{pin.gpio}</code>
              </td>
              <td>{pin.alt}</td>
              <td>
                <code className="break-all">{pin.kicadLabel}</code>, {pin.kicadPin}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
