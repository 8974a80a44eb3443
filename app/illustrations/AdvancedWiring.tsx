import { controller, firmware } from "@hackpad/programme/controller";
import { TableScroll } from "~/app/components/TableScroll";
import { PinWithSymbol } from "./XiaoPin";

type I2cLine = keyof typeof controller.i2c;

/** The XIAO pin an I2C line goes to, inline: `<I2cPin line="sda" />` → D4 (symbol: GPIO6/SDA, pin 5). */
export function I2cPin({ line }: { line: I2cLine }) {
  return <PinWithSymbol name={controller.i2c[line]} />;
}

/** Total number of XIAO pins free for keys, LEDs and screens, as text. */
export function XiaoPinCount() {
  return <>{controller.pins.length}</>;
}

/**
 * Four-pin I2C OLED wiring to the XIAO, in the order the pins sit on the module
 * (GND, VCC, SCL, SDA), with the XIAO ends read from the controller data.
 */
export function OledWiringTable() {
  const rows = [
    { oled: "GND", to: "GND", note: "Ground. Joins every other GND on the board." },
    { oled: "VCC", to: "3V3", note: "Power. 3.3 V keeps the data lines at a level the XIAO's pins can take." },
    { oled: "SCL", to: controller.i2c.scl, note: "Clock line of the I2C bus." },
    { oled: "SDA", to: controller.i2c.sda, note: "Data line of the I2C bus." },
  ];
  return (
    <TableScroll label="OLED wiring table">
      <table>
        <caption className="sr-only">OLED pins and the {controller.short} pins they connect to</caption>
        <thead>
          <tr>
            <th scope="col">OLED pin (left to right)</th>
            <th scope="col">{controller.short} pin</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.oled}>
              <th scope="row">
                <code>{row.oled}</code>
              </th>
              <td>
                <PinWithSymbol name={row.to} />
              </td>
              <td>{row.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The CircuitPython libraries KMK's display code imports, and where they come from, from the firmware data. */
export function DisplayLibraries() {
  const major = firmware.circuitPythonVersion.split(".")[0];
  return (
    <ol>
      <li>
        Download the <a href={firmware.circuitPythonBundle}>Adafruit CircuitPython Library Bundle</a> for version {major}.x (the same major version as the
        CircuitPython {firmware.circuitPythonVersion} on your XIAO) and unzip it.
      </li>
      <li>
        From its <code>lib</code> folder, copy these into a folder called <code>lib</code> on the <code>CIRCUITPY</code> drive (make the folder if it isn't
        there):
        <ul>
          {firmware.kmkDisplayLibraries.map((library) => (
            <li key={library.file}>
              <code>{library.file}</code> ({library.kind === "folder" ? "the whole folder" : "one file"}): {library.why}
            </li>
          ))}
        </ul>
      </li>
    </ol>
  );
}
