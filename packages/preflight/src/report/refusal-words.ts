/**
 * What the check says once, in place of its rules, when the input cannot be read or is not a Hackpad project
 * at all; the engine (refusal.ts), the CLI text, the Markdown copy and /check all take the words from here.
 */
import { submissionNames } from "@hackpad/programme/submission";
import { formatBytes, MAX_INPUT_BYTES } from "../limits.ts";

export const refusalWords = {
  notProjectTitle: "This does not look like a Hackpad project",
  notProject: "It has no KiCad board (.kicad_pcb) and no gerbers.",
  notProjectAdvice: `Check that this is your pad's repository: a Hackpad holds its KiCad project (a .kicad_pcb file) and its gerbers in ${submissionNames.production}/${submissionNames.gerbers}.`,
  unreadableAdvice: "Download your repository again with Code → Download ZIP on its GitHub page, and check that zip as it is.",
  tooLargeAdvice: `Take what the check does not need out of the zip (videos, renders, libraries, build folders) so it stays under ${formatBytes(MAX_INPUT_BYTES)}, or drop the project's folder instead.`,
  skipped: "Not checked: the input is not a project the check can read.",
  skippedNotProject: "Not checked: this is not a Hackpad project.",
} as const;
