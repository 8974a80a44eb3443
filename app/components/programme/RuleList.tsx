import { keyboardRules, macropadRules } from "~/content/programme/rules";

/** The full rules of a track as a checklist; each rule has its own anchor (`#rule-inputs`). */
export function RuleList({ track = "macropad" }: { track?: "macropad" | "keyboard" }) {
  const rules = track === "keyboard" ? keyboardRules : macropadRules;
  return (
    <ul className="not-prose my-5 space-y-2" aria-label={`${track === "keyboard" ? "Keyboard" : "Macropad"} rules`}>
      {rules.map((rule) => (
        <li key={rule.id} id={`rule-${rule.id}`} className="flex gap-3 rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-3">
          <span aria-hidden="true" className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded border-2 border-brand-600 dark:border-brand-300" />
          <span>
            <strong className="block">{rule.title}</strong>
            <span className="text-[var(--fg-muted)]">{rule.detail}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
