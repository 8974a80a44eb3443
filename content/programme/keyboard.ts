import { keyboardController } from "./controller.ts";
import { limits } from "./limits.ts";

/** Keyboard-track money: what the programme pays for, per line of the parts list. */
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
      'Diodes (usually under $0.10 each), resistors (under $0.05), Kailh hot-swap sockets (under $0.20), a 0.91" or 0.96" OLED (under $3), encoders (under $1) and LEDs (prices vary). These are typical prices before shipping.',
  },
  {
    id: "other",
    item: "Anything else",
    cap: "Ask first",
    notes: "Gaskets, foam and other extras: pitch the idea to the organisers before you buy.",
  },
];
