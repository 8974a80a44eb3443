import { keyboardDeadline, macropadDeadline } from "~/content/programme/deadlines";
import type { DeadlineInput, TrackWording } from "~/lib/programme-status";

export type TrackId = "macropad" | "keyboard";

/** Each track's deadline (from the programme data) and how its status is worded. */
export const trackStatus: Record<TrackId, { deadline: DeadlineInput; wording: TrackWording }> = {
  macropad: {
    deadline: macropadDeadline,
    wording: { submissions: "Submissions", afterwards: "you can still learn with the guide and build your own pad." },
  },
  keyboard: {
    deadline: keyboardDeadline,
    wording: {
      submissions: "Keyboard submissions",
      afterwards: "you can still learn from the keyboard guides and build your own board.",
    },
  },
};
