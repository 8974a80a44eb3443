import { useId } from "react";
import { useStoredTicks } from "~/app/hooks/useStoredTicks";
import { keyboardRules, macropadRules } from "@hackpad/programme/rules";

type Track = "macropad" | "keyboard";

const tracks = {
  macropad: { name: "Macropad", rules: macropadRules, ids: macropadRules.map((rule) => rule.id) },
  keyboard: { name: "Keyboard", rules: keyboardRules, ids: keyboardRules.map((rule) => rule.id) },
} as const;

/**
 * The full rules of a track as a real checklist: tick each rule your design meets, and the ticks are
 * remembered on this device (nothing leaves it). Each rule keeps its own anchor (`#rule-inputs`).
 */
export function RuleList({ track = "macropad" }: { track?: Track }) {
  const { name, rules, ids } = tracks[track];
  const { ticks, tick, clear } = useStoredTicks(track, ids);
  const id = useId();
  const done = ticks.length;

  return (
    <div className="not-prose my-5">
      <ul className="not-prose space-y-2" aria-label={`${name} rules checklist`}>
        {rules.map((rule) => {
          const boxId = `${id}-${rule.id}`;
          const checked = ticks.includes(rule.id);
          return (
            <li key={rule.id} id={`rule-${rule.id}`} className="flex gap-3 rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-3">
              <input
                type="checkbox"
                id={boxId}
                checked={checked}
                onChange={(event) => tick(rule.id, event.target.checked)}
                aria-describedby={`${boxId}-detail`}
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700 dark:accent-brand-300"
              />
              <span className="min-w-0">
                <label htmlFor={boxId} className="block cursor-pointer font-bold">
                  {rule.title}
                </label>
                <span id={`${boxId}-detail`} className="block text-[var(--fg-muted)]">
                  {rule.detail}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <p aria-live="polite" data-testid="checklist-count">
          <strong>
            {done} of {rules.length}
          </strong>{" "}
          ticked. Your ticks stay on this device.
        </p>
        <button
          type="button"
          onClick={clear}
          disabled={done === 0}
          className="rounded border border-[var(--border)] px-2.5 py-1 font-semibold hover:bg-[var(--bg-soft)] disabled:cursor-not-allowed disabled:opacity-60"
        >
          Clear the ticks
        </button>
      </div>
    </div>
  );
}
