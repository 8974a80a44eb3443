import type { ReactNode } from "react";
import { TableScroll } from "~/app/components/TableScroll";
import { controller } from "@hackpad/programme/controller";
import { guideWiring } from "~/lib/illustrations/guide-wiring";
import { PinWithSymbol } from "./XiaoPin";

/** A XIAO end of a wire: "XIAO pin D3 (symbol: GPIO29/ADC3/A3, pin 4)". */
function XiaoPin({ name }: { name: string }) {
  return (
    <>
      XIAO pin <PinWithSymbol name={name} />
    </>
  );
}

/**
 * The guide's wiring steps as a table, from `guideWiring`: every XIAO end gives the printed name and the
 * label and number the Seeed symbol shows, so a reader can find the pin in the Schematic Editor.
 */
export function GuideWiringTable() {
  const [led1, led2] = guideWiring.leds;
  const rows: { key: string; from: ReactNode; to: ReactNode }[] = [
    ...guideWiring.switches.map((s) => ({
      key: s.ref,
      from: (
        <>
          <code>{s.ref}</code>, one pin
        </>
      ),
      to: <XiaoPin name={s.pin} />,
    })),
    { key: "sw-gnd", from: "the other pin of every switch", to: "a GND symbol" },
    {
      key: "led-data",
      from: <XiaoPin name={guideWiring.ledData} />,
      to: (
        <>
          <code>{led1}</code> pin <strong>DIN</strong>
        </>
      ),
    },
    {
      key: "led-chain",
      from: (
        <>
          <code>{led1}</code> pin <strong>DOUT</strong>
        </>
      ),
      to: (
        <>
          <code>{led2}</code> pin <strong>DIN</strong>
        </>
      ),
    },
    {
      key: "led-vdd",
      from: (
        <>
          <strong>VDD</strong> of both LEDs
        </>
      ),
      to: "+5V",
    },
    {
      key: "led-vss",
      from: (
        <>
          <strong>VSS</strong> of both LEDs
        </>
      ),
      to: "GND",
    },
    { key: "xiao-5v", from: <XiaoPin name="5V" />, to: "a +5V symbol" },
    { key: "xiao-gnd", from: <XiaoPin name="GND" />, to: "a GND symbol" },
  ];
  return (
    <TableScroll label="Guide wiring table">
      <table>
        <caption className="sr-only">Connections to draw in the schematic, with the {controller.short} symbol's pin names</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{row.from}</td>
              <td>{row.to}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
