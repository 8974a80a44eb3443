import { controller, firmware } from "~/content/programme/controller";
import { TableScroll } from "~/app/components/TableScroll";

type I2cLine = keyof typeof controller.i2c;

/** A XIAO pin as "D4 (GP6)": the board name KMK uses and the GPIO QMK uses. */
function describePin(name: string): string {
  const pin = controller.pins.find((p) => p.name === name);
  return pin ? `${pin.name} (GP${pin.gpio})` : name;
}

/** The XIAO pin an I2C line goes to, inline: `<I2cPin line="sda" />` → D4 (GP6). */
export function I2cPin({ line }: { line: I2cLine }) {
  return <code>{describePin(controller.i2c[line])}</code>;
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
    { oled: "SCL", to: describePin(controller.i2c.scl), note: "Clock line of the I2C bus." },
    { oled: "SDA", to: describePin(controller.i2c.sda), note: "Data line of the I2C bus." },
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
                <code>{row.to}</code>
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
        Download the <a href={firmware.circuitPythonBundle}>Adafruit CircuitPython Library Bundle</a> for version {major}.x (the
        same major version as the CircuitPython {firmware.circuitPythonVersion} on your XIAO) and unzip it.
      </li>
      <li>
        From its <code>lib</code> folder, copy these into a folder called <code>lib</code> on the <code>CIRCUITPY</code> drive (make
        the folder if it isn't there):
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
