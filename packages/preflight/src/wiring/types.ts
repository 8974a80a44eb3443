/**
 * What the board wires to the XIAO, read from the `.kicad_pcb`'s pads and nets (wiring/from-board.ts): the shape
 * the `firmware-pins` rule compares a participant's firmware with, and the firmware generators write code from.
 * Pin names are the XIAO's printed names (content/programme/controller.ts: D0…D10); a generator turns them into
 * `board.D*` (KMK) or `GP*` (QMK) from the same table.
 */
import type { controller } from "@hackpad/programme/controller";

export type XiaoPin = (typeof controller.pins)[number]["name"];

/** Where a switch is read: straight from one pin (its other side on GND), or at a row and column of a diode matrix. */
export type KeyConnection = { kind: "direct"; pin: XiaoPin } | { kind: "matrix"; row: number; col: number };

export interface KeyWiring {
  /** The switch's footprint reference, e.g. "SW3". */
  ref: string;
  connection: KeyConnection;
  /** Position of the key's centre in key units (19.05 mm) from the top-left key, rows down; rotation in degrees as KiCad gives it. */
  x: number;
  y: number;
  rotation: number;
}

export interface EncoderWiring {
  ref: string;
  a: XiaoPin;
  b: XiaoPin;
  /** The push switch, when wired: like a key. */
  push: KeyConnection | null;
  x: number;
  y: number;
}

/**
 * One fault of the board, in a shape a page can draw: what kind it is, the footprints it names, the one thing to
 * change, and the footprints to mark on the board drawing. `text` is the sentence the report prints.
 */
export interface BoardFault {
  kind:
    | "diode-reversed"
    | "diodes-join-lines"
    | "diodes-on-wrong-lines"
    | "switch-no-diode"
    | "switch-not-wired"
    | "switch-not-to-gnd"
    | "keys-share-pin"
    | "keys-share-crosspoint"
    | "encoder-common"
    | "encoder-pins"
    | "led-supply"
    | "led-chain"
    | "oled-pins"
    | "pin-shared";
  text: string;
  /** The one thing to change, as an instruction ("Turn D13 round."). */
  change: string;
  /** Every footprint reference the fault is about. */
  refs: string[];
  /** The footprints to mark on a drawing of the board (often the same as refs). */
  mark: string[];
  /** The inputs or parts the generated firmware leaves out because of it (footprint references). */
  leftOut: string[];
}

export interface Wiring {
  /** The XIAO footprint's reference, e.g. "U1". */
  controllerRef: string;
  /** Matrix pins in order (row 0 first); empty when every key is wired directly. */
  rows: XiaoPin[];
  cols: XiaoPin[];
  /** QMK's names: COL2ROW when current flows from column to row through the diode (cathode towards the row). */
  diodeDirection: "COL2ROW" | "ROW2COL" | null;
  keys: KeyWiring[];
  encoders: EncoderWiring[];
  oled: { ref: string; sda: XiaoPin; scl: XiaoPin } | null;
  /** The LED chain: the XIAO pin driving the first LED's data in, and the LEDs' references in chain order. */
  leds: { dataPin: XiaoPin; chain: string[] } | null;
  /** Wiring the reader could not make sense of, one sentence each naming the footprint references. */
  problems: string[];
  /**
   * Faults on the board that firmware cannot mend but that do not stop firmware being written (an encoder whose
   * common pin is not on GND), one sentence each naming the footprint references.
   */
  faults?: string[];
  /** Every fault above that the reader could name exactly, in machine-readable form (see BoardFault). */
  findings?: BoardFault[];
}
