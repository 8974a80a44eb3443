import { limits } from "@hackpad/programme/limits";
import { TableScroll } from "~/app/components/TableScroll";
import { Mark } from "~/app/components/Mark";

interface Combo {
  switches: number;
  encoders: number;
}

/** Why a mix of switches and encoders is or is not allowed, worked out from the limits. */
export function checkCombo({ switches, encoders }: Combo): { ok: boolean; reason: string } {
  const inputs = switches + encoders;
  if (encoders > limits.maxEncoders) return { ok: false, reason: `More than ${limits.maxEncoders} encoders` };
  if (switches > limits.maxSwitches) return { ok: false, reason: `More than ${limits.maxSwitches} switches` };
  if (inputs > limits.maxInputs) return { ok: false, reason: `${inputs} inputs, over the limit of ${limits.maxInputs}` };
  return { ok: true, reason: `${inputs} inputs in total` };
}

/** Example mixes, derived from the limits so they stay right if a limit changes. */
export function exampleCombos(): Combo[] {
  const { maxInputs, maxEncoders } = limits;
  return [
    { switches: maxInputs, encoders: 0 },
    { switches: maxInputs - 1, encoders: 1 },
    { switches: maxInputs - maxEncoders, encoders: maxEncoders },
    { switches: maxInputs, encoders: 1 },
    { switches: maxInputs - maxEncoders - 1, encoders: maxEncoders + 1 },
  ];
}

/** A small table of switch and encoder mixes with a yes or no for each. */
export function InputBudget() {
  return (
    <TableScroll label="Input budget table">
      <table>
        <caption className="sr-only">Example mixes of switches and rotary encoders</caption>
        <thead>
          <tr>
            <th scope="col">Switches (MX + Choc)</th>
            <th scope="col">Encoders</th>
            <th scope="col">Allowed?</th>
          </tr>
        </thead>
        <tbody>
          {exampleCombos().map((combo) => {
            const verdict = checkCombo(combo);
            return (
              <tr key={`${combo.switches}-${combo.encoders}`}>
                <td>{combo.switches}</td>
                <td>{combo.encoders}</td>
                <td>
                  <Mark ok={verdict.ok} />
                  <strong>{verdict.ok ? "Yes" : "No"}</strong>: {verdict.reason}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
