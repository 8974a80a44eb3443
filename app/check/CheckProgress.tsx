import { filesText, formatBytes } from "@hackpad/preflight/report";
import type { CheckState } from "./useCheckRunner";
import { secondaryButton } from "./styles";

type Busy = Extract<CheckState, { phase: "collecting" | "checking" }>;

/** Where a running check is: files found, files read, then the engine's current stage; with Cancel. */
export function CheckProgress({ state, onCancel }: { state: Busy; onCancel: () => void }) {
  const fraction = state.phase === "checking" ? (state.stage?.fraction ?? (state.total > 0 ? (0.25 * state.read.files) / state.total : 0)) : 0;
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return (
    <div className="not-prose my-6 rounded-xl border border-[var(--border)] p-4" data-testid="check-progress">
      <p className="font-semibold">
        {state.phase === "collecting"
          ? `Finding files: ${filesText(state.files)}, ${formatBytes(state.bytes)}`
          : state.stage
            ? state.stage.label
            : `Reading ${state.read.files} of ${filesText(state.total)}, ${formatBytes(state.read.bytes)}`}
      </p>
      <progress className="mt-3 h-3 w-full accent-brand-700 dark:accent-brand-300" max={100} value={percent} aria-label="Progress of the check">
        {percent}%
      </progress>
      <button type="button" className={`${secondaryButton} mt-3`} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
