/**
 * Text from a pull request (pad folder names, README titles, file names, the reports that quote them) on its way
 * to a GitHub Actions log. The runner reads any log line that starts with `::` (after leading spaces) as a
 * workflow command; such text is printed between `::stop-commands::<token>` and `::<token>::` with a token the
 * pull request cannot guess, and every line of it that would still read as a command has its `::` broken up,
 * so a line of the log starts with `::` only where the Action itself writes a command.
 */
import { randomBytes } from "node:crypto";

const escapeCommand = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");

/** A workflow command's message: `%`, CR and LF escaped as the runner unescapes them. */
export { escapeCommand };

/** A workflow command's property (`title=…`): also `:` and `,`. */
export const escapeProperty = (text: string) => escapeCommand(text).replace(/:/g, "%3A").replace(/,/g, "%2C");

/**
 * `text` with every line that would read as a command made plain (`::` becomes `: :`), every carriage return,
 * line or paragraph separator made a line break of its own so no line hides behind another.
 */
export function logSafe(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n")
    .split("\n")
    .map((line) => line.replace(/^(\s*):(?=:)/, "$1: "))
    .join("\n");
}

/** Writes pull-request text to the log with workflow commands stopped around it. */
export function untrustedLog(out: (text: string) => void): { write: (text: string) => void; end: () => void } {
  const token = `hackpad-${randomBytes(16).toString("hex")}`;
  let open = false;
  return {
    write(text: string) {
      if (!open) out(`::stop-commands::${token}\n`);
      open = true;
      out(logSafe(text));
    },
    end() {
      if (open) out(`::${token}::\n`);
      open = false;
    },
  };
}
