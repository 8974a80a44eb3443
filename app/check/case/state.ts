/** What a case panel shows, moved on by the case worker's messages (kept apart from React so tests can drive it). */
import type { CaseMessage, ConvertDone, FitDone, MakeDone } from "./protocol";

export type PanelState<Done> =
  | { phase: "idle" }
  | { phase: "running"; fraction: number; label: string; startedAt: number }
  | { phase: "done"; result: Done; ms: number }
  | { phase: "failed"; message: string; participant: boolean };

export type ConvertState = PanelState<ConvertDone>;
export type MakeState = PanelState<MakeDone>;

export const running = <Done>(startedAt: number): PanelState<Done> => ({ phase: "running", fraction: 0, label: "Starting", startedAt });

/** The next state after a worker message; a message of the other panel's kind is a fault. */
export function nextState<Done extends ConvertDone | MakeDone | FitDone>(
  state: PanelState<Done>,
  message: CaseMessage,
  kind: Done["type"],
  now: number,
): PanelState<Done> {
  if (message.type === "progress") {
    if (state.phase !== "running") return state;
    return { ...state, fraction: Math.max(state.fraction, Math.min(1, message.fraction)), label: message.label };
  }
  if (message.type === "error") return { phase: "failed", message: message.message, participant: message.participant };
  if (message.type !== kind) return { phase: "failed", message: `The case worker answered with "${message.type}" instead of "${kind}".`, participant: false };
  const startedAt = state.phase === "running" ? state.startedAt : now;
  return { phase: "done", result: message as Done, ms: now - startedAt };
}

/** The sentence a failure shows: the engine's own words about the input, or a fault with what to do. */
export function failureText(state: Extract<PanelState<unknown>, { phase: "failed" }>): string {
  if (state.participant) return state.message;
  return `Something went wrong here, not in your files: ${state.message.replace(/\.$/, "")}. Reload the page and try again; if it happens again, the guide's steps below make the same files in your CAD.`;
}

/**
 * What the panel says when the work on a file ran out of memory or stack, or the browser stopped the worker under
 * it: the file is the cause (the engines' limits catch what they can before allocating), so the sentence names it.
 */
export function tooBigForThePage(
  request: { type: "convert"; input: string; model: string } | { type: "make"; input: string } | { type: "fit"; input: string; models: string[] },
): string {
  const base = (path: string) => path.split("/").pop() ?? path;
  const what =
    request.type === "convert"
      ? base(request.model)
      : request.type === "fit"
        ? request.models
            .map(base)
            .join(", ")
            .replace(/, ([^,]*)$/, " and $1")
        : `${request.input}'s board`;
  if (request.type === "fit")
    return `${what} ${request.models.length === 1 ? "is" : "are"} more than this page can measure: the work ran out of memory in the browser. Export the case with less detail, or run npm run preflight -- <your folder> --fit on a computer.`;
  const work = request.type === "convert" ? "convert" : "make a case for";
  return `${what} is more than this page can ${work}: the work on it ran out of memory in the browser. Export it with less detail, or run npm run case on a computer, which names what is too big.`;
}

/** The whole percentage a progress bar shows. */
export const percent = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 100);
