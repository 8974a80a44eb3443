import { limits } from "~/content/programme/limits";
import { TableScroll } from "~/app/components/TableScroll";

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

/** A tick or a cross drawn in SVG (no emoji font needed); decorative, the text says yes or no. */
function Mark({ ok }: { ok: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={`mr-1.5 inline size-4 align-[-0.15em] ${ok ? "text-brand-700 dark:text-brand-300" : "text-accent-600 dark:text-accent-300"}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ok ? <path d="M3 8.5l3.2 3.2L13 4.8" /> : <path d="M4 4l8 8M12 4l-8 8" />}
    </svg>
  );
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
