import { TableScroll } from "~/app/components/TableScroll";
import { footprintPads, ledPinNets } from "@hackpad/programme/kicad-pins";
import { kicadParts, kicadShortName, type KicadName } from "@hackpad/programme/parts";

const led = kicadParts.led;

/** A KiCad name that may wrap after each `:` or `_` (never inside a word), for narrow table cells on phones. */
function WrappingName({ name }: { name: string }) {
  const parts = name.split(/(?<=[:_])/);
  return (
    <code className="break-words">
      {parts.map((part, i) => (
        <span key={i} className="whitespace-nowrap">
          {i > 0 ? <wbr /> : null}
          {part}
        </span>
      ))}
    </code>
  );
}

/** The two LED pairings, newest KiCad first: the symbol and the only footprint it may be used with. */
export const ledPairings: readonly { symbol: KicadName; footprint: KicadName }[] = [
  { symbol: led.symbol, footprint: led.footprint },
  { symbol: led.symbolOlderKicad, footprint: led.footprintOlderKicad },
];

/** Which LED symbol goes with which footprint, per KiCad version, from `kicadParts.led`. */
export function LedPairingTable() {
  return (
    <TableScroll label="LED symbol and footprint for each KiCad version">
      <table>
        <caption className="sr-only">SK6812 MINI-E symbol and footprint for each KiCad version</caption>
        <thead>
          <tr>
            <th scope="col">Your KiCad</th>
            <th scope="col">Symbol</th>
            <th scope="col">Footprint (only with that symbol)</th>
          </tr>
        </thead>
        <tbody>
          {ledPairings.map(({ symbol, footprint }) => (
            <tr key={symbol.name}>
              <th scope="row">{symbol.versions}</th>
              <td>
                <WrappingName name={symbol.name} />
              </td>
              <td>
                <WrappingName name={footprint.name} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * The check after Update PCB from Schematic: for each footprint, the net every numbered pad must carry.
 * Drawn from what the part has at each pad (`footprintPads`), so a symbol with other numbers shows up as a
 * pad on the wrong net.
 */
export function LedPadCheck() {
  return (
    <TableScroll label="The net each LED pad must carry">
      <table>
        <caption className="sr-only">The net each SK6812 MINI-E pad must carry, per footprint</caption>
        <thead>
          <tr>
            <th scope="col">Pad</th>
            {ledPairings.map(({ footprint }) => (
              <th scope="col" key={footprint.name}>
                <WrappingName name={kicadShortName(footprint.name)} /> ({footprint.versions})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {["1", "2", "3", "4"].map((pad) => (
            <tr key={pad}>
              <th scope="row">{pad}</th>
              {ledPairings.map(({ footprint }) => {
                const pin = ledPadFunction(footprint.name, pad);
                return (
                  <td key={footprint.name}>
                    <strong>{pin}</strong>: {ledPinNets[pin]}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** What the LED has at one pad of one footprint; throws when the data lacks it, so a page never shows a guess. */
export function ledPadFunction(footprint: string, pad: string): keyof typeof ledPinNets {
  const pin = footprintPads[footprint]?.[pad];
  if (!pin || !(pin in ledPinNets)) throw new Error(`content/programme/kicad-pins.ts: no LED pin for pad ${pad} of ${footprint}`);
  return pin as keyof typeof ledPinNets;
}
