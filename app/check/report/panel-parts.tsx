/** Pieces of the case panels: the progress bar with its Cancel button, the one-sentence failure, a titled list. */
import { useId } from "react";
import { failureText, percent, type PanelState } from "~/app/check/case/state";
import { secondaryButton } from "~/app/check/styles";

export function Progress({ state, onCancel }: { state: Extract<PanelState<unknown>, { phase: "running" }>; onCancel: () => void }) {
  const id = useId();
  return (
    <div className="mt-3" data-testid="case-progress">
      <label htmlFor={id} className="block text-sm">
        {state.label}…
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <progress id={id} max={100} value={percent(state.fraction)} className="h-3 w-full max-w-md">
          {percent(state.fraction)}%
        </progress>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

export function Failure({ state }: { state: Extract<PanelState<unknown>, { phase: "failed" }> }) {
  return (
    <p role="alert" className="mt-3 rounded-xl border-2 border-accent-600 p-3 dark:border-accent-300" data-testid="case-failure">
      {failureText(state)}
    </p>
  );
}

/** A titled list; nothing when it is empty. `data-testid` names the list for tests. */
export function Notes({ title, items, testId }: { title: string; items: readonly string[]; testId?: string }) {
  if (items.length === 0) return null;
  return (
    <>
      <p className="mt-3 font-semibold">{title}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-6 break-words" data-testid={testId}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
