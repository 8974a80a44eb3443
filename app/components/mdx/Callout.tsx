import type { ReactNode } from "react";

export type CalloutType = "note" | "tip" | "warning" | "danger";

const styles: Record<CalloutType, { label: string; box: string; mark: string }> = {
  note: {
    label: "Note",
    box: "border-sky-600 bg-sky-50 dark:border-sky-400 dark:bg-sky-950/40",
    mark: "text-sky-800 dark:text-sky-200",
  },
  tip: {
    label: "Tip",
    box: "border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-800/25",
    mark: "text-brand-800 dark:text-brand-100",
  },
  warning: {
    label: "Watch out",
    box: "border-amber-600 bg-amber-50 dark:border-amber-400 dark:bg-amber-950/40",
    mark: "text-amber-900 dark:text-amber-200",
  },
  danger: {
    label: "Important",
    box: "border-accent-600 bg-rose-50 dark:border-accent-300 dark:bg-rose-950/40",
    mark: "text-rose-900 dark:text-rose-200",
  },
};

/** A boxed aside in a page: `<Callout type="tip" title="…">…</Callout>`. */
export function Callout({ type = "note", title, children }: { type?: CalloutType; title?: string; children: ReactNode }) {
  const style = styles[type] ?? styles.note;
  return (
    <aside className={`callout not-prose my-5 rounded-lg border-l-4 px-4 py-3 ${style.box}`} aria-label={title ?? style.label}>
      <p className={`font-bold ${style.mark}`}>{title ?? style.label}</p>
      <div className="callout-body mt-1 space-y-2">{children}</div>
    </aside>
  );
}
