/**
 * The one error type the engines and commands throw for bad input: a message written for the participant (what
 * is wrong and what to do) and a code a program can branch on. Anything else thrown is a bug in our code.
 */

/** What kind of input was refused; callers branch on this, never on an error's name or message. */
export type HackpadErrorCode =
  /** A model the converter cannot turn into printable parts. */
  | "convert"
  /** A board the case cannot be made for, or case options out of range. */
  | "case"
  /** Wiring that cannot become firmware. */
  | "firmware"
  /** A project the case tools on /check cannot use. */
  | "case-input"
  /** A board or schematic file whose text is not KiCad's bracketed syntax. */
  | "kicad-syntax"
  /** A mesh or model file (STL, 3MF, STEP) that cannot be measured. */
  | "stl"
  | "3mf"
  | "step"
  /** A folder the firmware command finds no wiring in. */
  | "no-wiring"
  /** A `--batch` folder that cannot be read. */
  | "batch-input"
  /** A GitHub Action run that cannot go on (inputs, workspace). */
  | "action";

export class HackpadError extends Error {
  override name = "HackpadError";
  /** Every reason, one sentence each, when there are several (the message joins them). */
  readonly reasons: readonly string[];
  constructor(
    readonly code: HackpadErrorCode,
    message: string,
    reasons: readonly string[] = [message],
  ) {
    super(message);
    this.reasons = reasons;
  }
}

/** The error is one of ours (of the given code, when one is given): its message is for the participant. */
export const isHackpadError = (error: unknown, code?: HackpadErrorCode): error is HackpadError =>
  error instanceof HackpadError && (code === undefined || error.code === code);

/** What went wrong, as a clause to put inside a sentence: the error's message without its full stop. */
export const errorClause = (error: unknown): string => (error instanceof Error ? error.message : String(error)).replace(/\.$/, "");
