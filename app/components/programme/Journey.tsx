import { journey } from "@hackpad/programme/submission";

/** The participant's path from design to keycap, as numbered steps. */
export function Journey() {
  return (
    <ol className="not-prose my-5 grid gap-3 sm:grid-cols-2">
      {journey.map((step, index) => (
        <li key={step.id} className="flex gap-3 rounded-lg border border-[var(--border)] p-3">
          <span aria-hidden="true" className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
            {index + 1}
          </span>
          <span className="min-w-0">
            <strong className="block">{step.title}</strong>
            <span className="text-[var(--fg-muted)]">{step.detail}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
