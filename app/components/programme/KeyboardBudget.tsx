import { keyboardController } from "~/content/programme/controller";
import { limits } from "~/content/programme/limits";

export interface BudgetLine {
  id: string;
  item: string;
  /** The most the programme pays for this line, shipping included. */
  cap: string;
  notes: string;
}

/**
 * Spending caps for a keyboard, as the programme's keyboard page lists them. Every cap includes
 * shipping, and money can't be moved from one line to another.
 * (Candidate for `content/programme/`: kept next to its only renderer until it moves there.)
 */
export const keyboardBudget: readonly BudgetLine[] = [
  {
    id: "pcb",
    item: "PCB",
    cap: "No cap",
    notes: `It still has to follow the keyboard rules: ${limits.pcb.layers} layers and no factory assembly (PCBA).`,
  },
  {
    id: "controller",
    item: "Microcontroller",
    cap: `Up to 2 × ${keyboardController.name}, or up to $8 for another controller`,
    notes: `Two ${keyboardController.name} boards are for split keyboards. The $8 option can be any controller (LCSC parts are fine) but gets no extra money for a split. You may also buy a controller with your own money.`,
  },
  { id: "switches", item: "Switches", cap: "$0.50 per switch", notes: "Pick switches that cost at most this much each." },
  { id: "fasteners", item: "Fasteners", cap: "$15", notes: "Screws, nuts, heat-set inserts, standoffs." },
  { id: "keycaps", item: "Keycaps", cap: "$25", notes: "One set for the whole board." },
  { id: "stabilizers", item: "Stabilizers", cap: "$20", notes: "For the long keys, for example TX AP or Durock stabilizers." },
  {
    id: "electronics",
    item: "Other electronics",
    cap: "$15",
    notes:
      "Diodes (usually under $0.10 each), resistors (under $0.05), Kailh hot-swap sockets (under $0.20), a 0.91\" or 0.96\" OLED (under $3), encoders (under $1) and LEDs (prices vary). These are typical prices before shipping.",
  },
  {
    id: "other",
    item: "Anything else",
    cap: "Ask first",
    notes: "Gaskets, foam and other extras: pitch the idea to the organisers before you buy.",
  },
];

/** The keyboard budget caps as a table. */
export function KeyboardBudget() {
  return (
    <div className="my-5">
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
    </div>
  );
}
