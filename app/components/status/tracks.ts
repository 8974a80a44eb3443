import { keyboardDeadline, macropadDeadline } from "@hackpad/programme/deadlines";
import type { DeadlineInput, TrackWording } from "~/app/lib/programme-status";

export type TrackId = "macropad" | "keyboard";

/** Each track's deadline (from the programme data) and how its status is worded. */
export const trackStatus: Record<TrackId, { deadline: DeadlineInput; wording: TrackWording }> = {
  macropad: { deadline: macropadDeadline, wording: { submissions: "Submissions" } },
  keyboard: { deadline: keyboardDeadline, wording: { submissions: "Keyboard submissions" } },
};
